#!/bin/sh
# Builds the DocC documentation of the public modules, failing on any warning.
#
# Symbol graphs come from the compiler (swift build -emit-symbol-graph, in its own scratch
# directory so the normal build keeps its cache); docc, which ships with the toolchain,
# converts each module's catalog (<Path>/<Name>.docc, for module DynamicMenus<Name>, where the
# path is the module's folder under Sources) with them. No package plugin is needed, so the package itself carries no documentation dependency.
#
# Usage: scripts/docs.sh [OUTPUT_DIR]   (default: out/docs; one <Module>.doccarchive each)
set -eu

SWIFT=${SWIFT:-swift}
# Each documented module as Name:Path (module DynamicMenus<Name>, catalog <Path>/<Name>.docc).
MODULES=${MODULES:-"Geometry:Sources/Geometry Animation:Sources/Engines/Animation
  Dynamics:Sources/Engines/Dynamics Layers:Sources/UI/Layers Views:Sources/UI/Views
  Controls:Sources/Controls Rendering:Sources/Renderers/Rendering Cairo:Sources/Renderers/Cairo"}
DIRECTORIES=$(for m in $MODULES; do printf '%s ' "${m%%:*}"; done)
OUT=${1:-out/docs}
SCRATCH=.build-docs
GRAPHS="$PWD/$SCRATCH/symbol-graphs"

DOCC=$(command -v docc || true)
if [ -z "$DOCC" ]; then
  DOCC="$(dirname "$(command -v "$SWIFT")")/docc"
fi
[ -x "$DOCC" ] || { echo "docs: docc not found (it ships with the Swift toolchain)" >&2; exit 2; }

# The compiler writes a module's graph when it compiles the module, so the graphs of an
# incremental build stay current; when one is missing, build again from scratch.
build_graphs() {
  mkdir -p "$GRAPHS"
  for target in DynamicMenusControls DynamicMenusCairo; do
    "$SWIFT" build --scratch-path "$SCRATCH" --target "$target" \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS"
  done
}
graphs_complete() {
  for dir in $DIRECTORIES; do [ -f "$GRAPHS/DynamicMenus$dir.symbols.json" ] || return 1; done
}
build_graphs
if ! graphs_complete; then
  rm -rf "$SCRATCH"
  build_graphs
fi
mkdir -p "$OUT"

status=0
for entry in $MODULES; do
  dir=${entry%%:*}
  path=${entry#*:}
  module=DynamicMenus$dir
  graphs="$PWD/$SCRATCH/graphs-$module"
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
