#!/bin/sh
# Builds the npm package into out/npm (scripts/web-package.py) and the web pages (`make web`)
# into DIR (default out/web): index.html, one control full window for phones, on the
# package's elements (its classic build); and demo.html, the demo scenes: the demo module
# inlined as base64 in dynamic-menus-wasm.js (a page opened from disk may not fetch a .wasm),
# the hand-written host scripts, and the DejaVu Sans fonts the native renderer uses, with
# their licence. Everything is written to a temporary folder and moved
# into place at the end, so an interrupted build leaves the old page whole.
#
# Exit status: 0 built; 1 the WebAssembly build failed; 2 something it needs is missing.
set -eu
cd "$(dirname "$0")/.."
out=${1:-out/web}
fonts=/usr/share/fonts/truetype/dejavu
licence=/usr/share/doc/fonts-dejavu-core/copyright

# The Makefile's `web` target has built the modules already (its `wasm` prerequisite).
[ "${DYNAMIC_MENUS_WASM_BUILT:-}" = 1 ] || scripts/wasm.sh
# The numbers the page and the module share, from the manifest's module, built from the same
# compiled modules as the package's (scripts/manifest.mjs).
node scripts/manifest.mjs out/wasm/manifest.wasm > out/wasm/manifest.json
# The hand-written scripts must parse: a syntax error would only show as a dead page.
if command -v node >/dev/null 2>&1; then
  for script in Sources/Hosts/Web/Page/*.js Sources/Hosts/Web/Package/*.js Sources/Hosts/Web/Catalog/*.js \
    Sources/Renderers/Canvas/*.js; do node --check "$script"; done
fi
for need in "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSans-Bold.ttf" "$fonts/DejaVuSans-ExtraLight.ttf" "$licence"; do
  [ -f "$need" ] || { echo "web: missing $need (make deps installs fonts-dejavu-core and -extra)" >&2; exit 2; }
done

# The npm package (out/npm): the elements, from the package's module and its manifest. The
# page for phones (index.html) runs on its classic build.
python3 scripts/web-package.py out/wasm/manifest.json out/wasm/dynamic-menus.wasm out/npm \
  docs/web-components-reference.md

staging="$out.tmp.$$"
rm -rf "$staging"
mkdir -p "$staging"
trap 'rm -rf "$staging"' EXIT
{
  printf '%s\n' "// The DynamicMenus WebAssembly core, base64 (written by scripts/web.sh)."
  printf 'var DynamicMenusWasmBytes = "'
  base64 < out/wasm/DynamicMenus.wasm | tr -d '\n'
  printf '";\n'
} > "$staging/dynamic-menus-wasm.js"
{
  printf '%s\n' "// The numbers the page and the module share (written by scripts/web.sh from the module)."
  printf 'var DynamicMenusManifest = '
  cat out/wasm/manifest.json
} > "$staging/manifest.js"
cp Sources/Hosts/Web/Page/index.html Sources/Hosts/Web/Page/demo.html out/npm/dynamic-menus.classic.js \
  Sources/Hosts/Web/Page/host.js Sources/Hosts/Web/Page/live-control.js \
  Sources/Hosts/Web/Page/accessibility-layer.js \
  Sources/Renderers/Canvas/backdrop-blur.js Sources/Renderers/Canvas/display-list.js \
  Sources/Hosts/Web/Catalog/catalog.js Sources/Hosts/Web/Catalog/catalog-snippets.js \
  Sources/Hosts/Web/Catalog/catalog.css "$staging/"
cp "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSans-Bold.ttf" "$fonts/DejaVuSans-ExtraLight.ttf" "$staging/"
cp "$licence" "$staging/DejaVu-LICENSE.txt"
rm -rf "$out"
mv "$staging" "$out"
trap - EXIT
echo "web: $(cd "$out" && pwd)/index.html (#dial, #radial, #confirm, #floating, #slide; the demo scenes: demo.html)"
