#!/bin/sh
# Builds the web host (`make web`) into DIR (default out/web): the WebAssembly core inlined
# as base64 in dynamic-menus-wasm.js (a page opened from disk may not fetch a .wasm), the
# hand-written host scripts from web/, the page, and the DejaVu Sans fonts the native
# renderer uses, with their licence. Everything is written to a temporary folder and moved
# into place at the end, so an interrupted build leaves the old page whole.
#
# Exit status: 0 built; 1 the WebAssembly build failed; 2 something it needs is missing.
set -eu
cd "$(dirname "$0")/.."
out=${1:-out/web}
fonts=/usr/share/fonts/truetype/dejavu
licence=/usr/share/doc/fonts-dejavu-core/copyright

scripts/wasm.sh
for need in "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSans-Bold.ttf" "$licence"; do
  [ -f "$need" ] || { echo "web: missing $need (make deps installs fonts-dejavu-core)" >&2; exit 2; }
done

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
cp web/index.html web/host.js web/display-list.js "$staging/"
cp "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSans-Bold.ttf" "$staging/"
cp "$licence" "$staging/DejaVu-LICENSE.txt"
rm -rf "$out"
mv "$staging" "$out"
trap - EXIT
echo "web: $(cd "$out" && pwd)/index.html (#dial, #radial, #confirm, #floating, #slide)"
