#!/bin/sh
# Builds the core as Embedded Swift for WebAssembly (`make wasm`): the same sources as the
# native build, compiled with DYNAMIC_MENUS_WASM=1 (Package.swift) at -Osize, linked against
# Debian's wasi-libc, then shrunk by binaryen's `wasm-opt -Oz --converge` (about a quarter
# smaller; --converge repeats the passes while they gain, 1.3 KB gzipped more; it
# changes no result: `make wasm-check` runs the optimised module) into out/wasm: the package's
# module dynamic-menus.wasm, the demo module DynamicMenus.wasm, and manifest.wasm for make web.
# Prints each module's size, raw and gzipped.
#
# Exit status: 0 built; 1 the build failed; 2 something it needs is missing (`make deps`).
set -eu
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
sysroot=${WASI_SYSROOT:-/usr/lib/wasm32-wasi}
builtins=${WASM_BUILTINS:-/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a}
toolchain=$(dirname "$(dirname "$(command -v "$SWIFT")")")
tables=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a

if ! command -v wasm-opt >/dev/null; then
  echo "wasm: missing wasm-opt (make deps installs binaryen)" >&2
  exit 2
fi
for need in "$sysroot/libc.a" "$sysroot/crt1-reactor.o" "$builtins" "$tables"; do
  if [ ! -f "$need" ]; then
    echo "wasm: missing $need (make deps installs wasi-libc and libclang-rt-19-dev-wasm32;" \
      "the Unicode tables come with the Swift toolchain)" >&2
    exit 2
  fi
done

# Three modules from one build: the package's (DynamicMenusWeb: the elements, no demo
# content), the demo module (DynamicMenusWasm: the demo scenes, for the gallery and the tests)
# and the manifest's (DynamicMenusWebManifest: what `make web` generates the package's
# constants and declarations from; not shipped, so not optimised). Each build after the first
# reuses every module the first compiled.
mkdir -p out/wasm
for product in DynamicMenusWeb DynamicMenusWasm DynamicMenusWebManifest; do
  DYNAMIC_MENUS_WASM=1 \
  DYNAMIC_MENUS_WASI_SYSROOT=$sysroot \
  DYNAMIC_MENUS_WASM_BUILTINS=$builtins \
  DYNAMIC_MENUS_SWIFT_UNICODE_TABLES=$tables \
    "$SWIFT" build -c release --triple wasm32-unknown-none-wasm --scratch-path .build-wasm \
    --product $product || exit 1
done

# Each written to a temporary name and renamed: an interrupted build never leaves half a
# module. The features are the ones Swift's wasm32 code uses (binaryen 108's --all-features
# would also allow ones node rejects).
optimize() {
  wasm-opt -Oz --converge --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
    --enable-mutable-globals --enable-multivalue --enable-reference-types \
    ".build-wasm/wasm32-unknown-none-wasm/release/$1.wasm" -o "out/wasm/.$2.tmp" || exit 1
  mv "out/wasm/.$2.tmp" "out/wasm/$2"
  echo "wasm: out/wasm/$2, $(wc -c < "out/wasm/$2") bytes ($(gzip -9 -c "out/wasm/$2" | wc -c) gzipped)"
}
optimize DynamicMenusWeb dynamic-menus.wasm
optimize DynamicMenusWasm DynamicMenus.wasm
cp .build-wasm/wasm32-unknown-none-wasm/release/DynamicMenusWebManifest.wasm out/wasm/.manifest.wasm.tmp
mv out/wasm/.manifest.wasm.tmp out/wasm/manifest.wasm
