#!/bin/sh
# Builds the web app into DIR (default ../../out/webapp): app.wasm (Embedded Swift, shrunk by
# wasm-opt), the page, and DynamicMenus' live canvas script and font from `make web`'s out/web.
# It builds in the package's own WebAssembly scratch path (.build-wasm) with the same
# link-time optimisation, so the core `make wasm` compiled is reused: only the app and the
# DynamicMenus umbrella compile here (an app of its own may leave LTO out; it links larger).
# Exit status: 0 built; 1 the build failed; 2 something it needs is missing.
set -eu
cd "$(dirname "$0")"
out=${1:-../../out/webapp}
SWIFT=${SWIFT:-swift}
web=../../out/web
[ -f "$web/dynamic-menus-canvas.js" ] || { echo "webapp: run make web first ($web)" >&2; exit 2; }
toolchain=$(dirname "$(dirname "$(command -v "$SWIFT")")")
DYNAMIC_MENUS_WASM=1 \
DYNAMIC_MENUS_WASI_SYSROOT=${WASI_SYSROOT:-/usr/lib/wasm32-wasi} \
DYNAMIC_MENUS_WASM_BUILTINS=${WASM_BUILTINS:-/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a} \
DYNAMIC_MENUS_SWIFT_UNICODE_TABLES=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a \
  "$SWIFT" build -c release --triple wasm32-unknown-none-wasm --product WebApp \
  --scratch-path ../../.build-wasm --experimental-lto-mode=full || exit 1
mkdir -p "$out"
wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
  --enable-mutable-globals --enable-multivalue --enable-reference-types \
  ../../.build-wasm/wasm32-unknown-none-wasm/release/WebApp.wasm -o "$out/app.wasm" || exit 1
cp Page/index.html "$web/dynamic-menus-canvas.js" "$web/DejaVuSans.ttf" "$web/DejaVu-LICENSE.txt" "$out/"
echo "webapp: $(cd "$out" && pwd)/index.html ($(wc -c < "$out/app.wasm") bytes of module)"
