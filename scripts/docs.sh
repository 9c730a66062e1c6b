#!/bin/sh
# Builds the DocC documentation of the public modules, failing on any warning.
#
# Symbol graphs come from the package's own build (`swift package dump-symbol-graph` extracts
# them from the modules `swift build` compiled, so `make test` shares the build it has);
# docc, which ships with the toolchain, converts each module's catalog (<Path>/<Name>.docc,
# for module DynamicMenus<Name>, where the path is the module's folder under Sources) with
# them. No package plugin is needed, so the package itself carries no documentation
# dependency.
#
# Usage: scripts/docs.sh [OUTPUT_DIR]   (default: out/docs; one <Module>.doccarchive each)
# Exit status: 0 built with no warning; 1 a warning or an error; 2 docc is missing.
set -eu

SWIFT=${SWIFT:-swift}
# Each documented module as Name:Path (module DynamicMenus<Name>, catalog <Path>/<Name>.docc).
MODULES=${MODULES:-"Geometry:Sources/Geometry Animation:Sources/Engines/Animation
  Dynamics:Sources/Engines/Dynamics Layers:Sources/UI/Layers Views:Sources/UI/Views
  Controls:Sources/Controls Rendering:Sources/Renderers/Rendering Cairo:Sources/Renderers/Cairo
  Scripts:Sources/Tools/Scripts"}
DIRECTORIES=$(for m in $MODULES; do printf '%s ' "${m%%:*}"; done)
OUT=${1:-out/docs}
SCRATCH=out/docs-graphs

DOCC=$(command -v docc || true)
if [ -z "$DOCC" ]; then
  DOCC="$(dirname "$(command -v "$SWIFT")")/docc"
fi
[ -x "$DOCC" ] || { echo "docs: docc not found (it ships with the Swift toolchain)" >&2; exit 2; }

# BUILD_FLAGS: the flags the build being shared was made with (`make test`'s
# -warnings-as-errors), or SwiftPM would compile the modules again with others.
# shellcheck disable=SC2086
"$SWIFT" package ${BUILD_FLAGS:-} dump-symbol-graph --minimum-access-level public >/dev/null
# shellcheck disable=SC2086
GRAPHS="$("$SWIFT" build ${BUILD_FLAGS:-} --show-bin-path)/../symbolgraph"
mkdir -p "$OUT"

status=0
for entry in $MODULES; do
  dir=${entry%%:*}
  path=${entry#*:}
  module=DynamicMenus$dir
  graphs="$PWD/$SCRATCH/$module"
  rm -rf "$graphs"
  mkdir -p "$graphs"
  # The module's own graph and its extensions of other modules' types.
  cp "$GRAPHS/$module.symbols.json" "$graphs/"
  for extension in "$GRAPHS/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$graphs/"
  done
  echo "docs: $module"
  "$DOCC" convert "$path/$dir.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --output-dir "$OUT/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.dynamicmenus.$module" \
    --warnings-as-errors || status=1
done
[ $status = 0 ] && echo "docs: $(cd "$OUT" && pwd)/DynamicMenus<Dir>.doccarchive for $DIRECTORIES"
exit $status
