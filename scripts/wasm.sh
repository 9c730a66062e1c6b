#!/bin/sh
# Builds the core as Embedded Swift for WebAssembly (`make wasm`): the same sources as the
# native build, compiled with DYNAMIC_MENUS_WASM=1 (Package.swift) at -Osize, linked against
# Debian's wasi-libc, then shrunk by binaryen's `wasm-opt -Oz` (about a quarter smaller; it
# changes no result: `make wasm-check` runs the optimised module) into out/wasm/DynamicMenus.wasm.
# Prints the module's size, raw and gzipped.
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

DYNAMIC_MENUS_WASM=1 \
DYNAMIC_MENUS_WASI_SYSROOT=$sysroot \
DYNAMIC_MENUS_WASM_BUILTINS=$builtins \
DYNAMIC_MENUS_SWIFT_UNICODE_TABLES=$tables \
  "$SWIFT" build -c release --triple wasm32-unknown-none-wasm --scratch-path .build-wasm \
  --product DynamicMenusWasm || exit 1

mkdir -p out/wasm
built=.build-wasm/wasm32-unknown-none-wasm/release/DynamicMenusWasm.wasm
# Written to a temporary name and renamed: an interrupted build never leaves half a module.
# The features are the ones Swift's wasm32 code uses (binaryen 108's --all-features would also
# allow ones node rejects).
wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
  --enable-mutable-globals --enable-multivalue --enable-reference-types \
  "$built" -o out/wasm/.DynamicMenus.wasm.tmp || exit 1
mv out/wasm/.DynamicMenus.wasm.tmp out/wasm/DynamicMenus.wasm
raw=$(wc -c < out/wasm/DynamicMenus.wasm)
gz=$(gzip -9 -c out/wasm/DynamicMenus.wasm | wc -c)
echo "wasm: out/wasm/DynamicMenus.wasm, $raw bytes ($gz gzipped)"
