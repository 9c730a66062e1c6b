#!/usr/bin/env bash
# A consumer of the package by version: the working tree is copied into a fresh git repository
# whose branch is main, tagged with VERSION; Tests/Consumer depends on it by the README's own
# install line for a tag (REPOSITORY_URL the copy's file:// URL), builds the DynamicMenus
# product (SwiftPM refuses a by-version dependency whose targets have unsafe flags) and runs
# it; the README's line for the branch resolves main. What it resolves and builds is checked:
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
version=$(cat "$root/VERSION")
git init -q -b main
git add -A
git -c user.name=consumer-test -c user.email=consumer-test@localhost commit -qm "DynamicMenus as released"
git tag "$version"
# The README's two install lines (Install), as a reader would paste them.
line() {
  grep -E "^\.package\(url: \"REPOSITORY_URL\", $1" "$root/README.md" | head -1 |
    sed -e "s|REPOSITORY_URL|file://$work/DynamicMenus|" -e 's/,$//'
}
tagged=$(line '\.upToNextMinor\(from: ')
branch=$(line 'branch: ')
if [ -z "$tagged" ] || [ -z "$branch" ]; then
  echo "consumer-test: README.md has no install line for a tag or for the branch" >&2
  exit 1
fi
# The branch's line only resolves: the build below is the tag's.
mkdir -p "$work/Branch"
sed "s|^    .package(url: \"DYNAMIC_MENUS_URL\".*|    $branch|" "$root/Tests/Consumer/Package.swift" \
  > "$work/Branch/Package.swift"
cp -R "$root/Tests/Consumer/Sources" "$work/Branch/"
(cd "$work/Branch" && "$swift" package resolve >/dev/null 2>&1) || {
  echo "consumer-test: the README's line for the branch did not resolve: $branch" >&2
  exit 1
}
python3 - "$work/Branch/Package.resolved" <<'PY'
import json, sys
pin = next(p for p in json.load(open(sys.argv[1]))["pins"] if p["identity"] == "dynamicmenus")
if pin["state"].get("branch") != "main":
    sys.exit(f"consumer-test: the branch line resolved {pin['state']}, not main")
PY
cp -R "$root/Tests/Consumer/Sources" "$work/Consumer/"
sed "s|^    .package(url: \"DYNAMIC_MENUS_URL\".*|    $tagged|" "$root/Tests/Consumer/Package.swift" \
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
echo "consumer-test: built and ran DynamicMenus $version by the README's lines (the tag's, the branch's" \
  "resolved); resolved: $resolved; built: $built"
