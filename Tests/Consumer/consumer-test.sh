#!/usr/bin/env bash
# A consumer of the package by version: the working tree is copied into a fresh git repository
# tagged 1.0.0, Tests/Consumer depends on it with `from: "1.0.0"`, builds the DynamicMenus
# product (SwiftPM refuses a by-version dependency whose targets have unsafe flags) and runs
# it. What it resolves and builds is checked:
# - resolved: DynamicMenus and swift-argument-parser only. SwiftPM resolves the dependencies
#   of every product of a dependency (the `dynamic-menus` command line uses the argument
#   parser) and leaves out only those of test targets (swift-snapshot-testing and its own);
# - built: only DynamicMenus' core modules: no ArgumentParser, no cairo, no system library.
# Exit status: 0 as said; 1 not.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$root/out/consumer-test}
swift=${SWIFT:-swift}
rm -rf "$work"
mkdir -p "$work/DynamicMenus" "$work/Consumer"
work=$(cd "$work" && pwd)
cd "$root"
git ls-files -co --exclude-standard -z | while IFS= read -r -d '' f; do
  [ -e "$f" ] || continue
  case "$f" in out/*|.build/*) continue ;; esac
  mkdir -p "$work/DynamicMenus/$(dirname "$f")"
  cp -p "$f" "$work/DynamicMenus/$f"
done
cd "$work/DynamicMenus"
git init -q
git add -A
git -c user.name=consumer-test -c user.email=consumer-test@localhost commit -qm "DynamicMenus as released"
git tag 1.0.0
cp -R "$root/Tests/Consumer/Sources" "$work/Consumer/"
sed "s|DYNAMIC_MENUS_URL|file://$work/DynamicMenus|" "$root/Tests/Consumer/Package.swift" \
  > "$work/Consumer/Package.swift"
cd "$work/Consumer"
"$swift" build -Xswiftc -warnings-as-errors 2>&1 | tail -3
"$("$swift" build --show-bin-path)/Consumer"
resolved=$(python3 -c 'import json; print(" ".join(sorted(p["identity"] for p in json.load(open("Package.resolved"))["pins"])))')
if [ "$resolved" != "dynamicmenus swift-argument-parser" ]; then
  echo "consumer-test: resolved '$resolved', not 'dynamicmenus swift-argument-parser'" >&2
  exit 1
fi
built=$(ls "$("$swift" build --show-bin-path)/Modules" | sed 's/\..*//' | sort -u | tr '\n' ' ')
want="Consumer DynamicMenus DynamicMenusAnimation DynamicMenusControls DynamicMenusDynamics DynamicMenusGeometry DynamicMenusHost DynamicMenusLayers DynamicMenusPhysics DynamicMenusRendering DynamicMenusViews "
if [ "$built" != "$want" ]; then
  echo "consumer-test: built '$built', want '$want'" >&2
  exit 1
fi
echo "consumer-test: built and ran DynamicMenus 1.0.0 by version; resolved: $resolved; built: $built"
