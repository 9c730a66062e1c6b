#!/bin/sh
# Builds the npm package into out/npm (scripts/web-package.py) and the web pages (`make web`)
# into DIR (default out/web): index.html, one control full window for phones, on the
# package's elements (its classic build); demo.html, the demo scenes, on host.js (the demo
# host with the demo module inside: a page opened from disk may not fetch a .wasm); the
# catalog's script and style for the gallery; dynamic-menus-canvas.js, the live canvas for a
# Swift web app; and the DejaVu Sans fonts the native renderer uses, with their licence. Every
# script is the sources' ES modules bundled (scripts/web_bundle.py). Everything is written to a
# temporary folder and moved into place at the end, so an interrupted build leaves the old
# page whole.
#
# Exit status: 0 built; 1 the WebAssembly build failed; 2 something it needs is missing.
set -eu
cd "$(dirname "$0")/.."
out=${1:-out/web}
fonts=/usr/share/fonts/truetype/dejavu
licence=/usr/share/doc/fonts-dejavu-core/copyright

# The Makefile's `web` target has built the modules already (its `wasm` prerequisite).
[ "${DYNAMIC_MENUS_WASM_BUILT:-}" = 1 ] || scripts/wasm.sh
# The numbers the page and the module share, from the demo module, built from the same
# compiled modules as the package's (scripts/manifest.mjs).
node scripts/manifest.mjs out/wasm/DynamicMenus.wasm > out/wasm/manifest.json
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
python3 scripts/web_bundle.py demo-host out/wasm/DynamicMenus.wasm "$staging/host.js"
python3 scripts/web_bundle.py catalog "$staging/catalog.js"
python3 scripts/web_bundle.py canvas "$staging/dynamic-menus-canvas.js"
cp Sources/Hosts/Web/Page/index.html Sources/Hosts/Web/Page/demo.html out/npm/dynamic-menus.classic.js \
  Sources/Hosts/Web/Catalog/catalog.css "$staging/"
cp "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSans-Bold.ttf" "$fonts/DejaVuSans-ExtraLight.ttf" "$staging/"
cp "$licence" "$staging/DejaVu-LICENSE.txt"
rm -rf "$out"
mv "$staging" "$out"
trap - EXIT
echo "web: $(cd "$out" && pwd)/index.html (#dial, #radial, #confirm, #floating, #slide; the demo scenes: demo.html)"
