#!/bin/sh
# Builds the core as Embedded Swift for WebAssembly (`make wasm`): the same sources as the
# native build, compiled with DYNAMIC_MENUS_WASM=1 (Package.swift) at -Osize with LLVM's
# link-time optimisation over the whole module, linked against Debian's wasi-libc, shrunk by
# binaryen's `wasm-opt -Oz --converge` (about a quarter smaller; --converge repeats the passes
# while they gain), its functions ordered so that similar ones sit together for gzip
# (scripts/wasm_order.py), into out/wasm: the package's module dynamic-menus.wasm, the demo
# module DynamicMenus.wasm, and manifest.wasm for make web. None of these steps changes a
# result: `make wasm-check` runs the optimised demo module. Prints each module's size, raw and
# gzipped.
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
# reuses every module the first compiled. Link-time optimisation (SwiftPM's full LTO: the
# modules are compiled to LLVM bitcode, optimised together when linked) inlines and removes
# across modules: the package's module 440,252 → 418,450 bytes gzipped (2026-11-26); a cold
# build is no slower (the modules compile to bitcode, and each link generates the code once).
mkdir -p out/wasm
for product in DynamicMenusWeb DynamicMenusWasm DynamicMenusWebManifest; do
  DYNAMIC_MENUS_WASM=1 \
  DYNAMIC_MENUS_WASI_SYSROOT=$sysroot \
  DYNAMIC_MENUS_WASM_BUILTINS=$builtins \
  DYNAMIC_MENUS_SWIFT_UNICODE_TABLES=$tables \
    "$SWIFT" build -c release --triple wasm32-unknown-none-wasm --scratch-path .build-wasm \
    --product $product --experimental-lto-mode=full || exit 1
done

# Each written to a temporary name and renamed: an interrupted build never leaves half a
# module. The features are the ones Swift's wasm32 code uses (binaryen 108's --all-features
# would also allow ones node rejects). The functions are ordered in binaryen's text form, and
# the last `wasm-opt -Oz` reads it back (its stack-machine peepholes are lost in the text).
features="--enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
  --enable-mutable-globals --enable-multivalue --enable-reference-types"
optimize() {
  tmp="out/wasm/.$2"
  # shellcheck disable=SC2086
  wasm-opt -Oz --converge $features ".build-wasm/wasm32-unknown-none-wasm/release/$1.wasm" \
    -o "$tmp.tmp" || exit 1
  wasm-dis "$tmp.tmp" -o "$tmp.wat" || exit 1
  python3 scripts/wasm_order.py "$tmp.wat" "$tmp.ordered.wat" || exit 1
  # shellcheck disable=SC2086
  wasm-opt -Oz $features "$tmp.ordered.wat" -o "$tmp.tmp" || exit 1
  rm -f "$tmp.wat" "$tmp.ordered.wat"
  mv "$tmp.tmp" "out/wasm/$2"
  echo "wasm: out/wasm/$2, $(wc -c < "out/wasm/$2") bytes ($(gzip -9 -c "out/wasm/$2" | wc -c) gzipped)"
}
# The two modules side by side: binaryen's passes keep one core busy each.
optimize DynamicMenusWeb dynamic-menus.wasm &
web=$!
optimize DynamicMenusWasm DynamicMenus.wasm &
demo=$!
wait $web || exit 1
wait $demo || exit 1
cp .build-wasm/wasm32-unknown-none-wasm/release/DynamicMenusWebManifest.wasm out/wasm/.manifest.wasm.tmp
mv out/wasm/.manifest.wasm.tmp out/wasm/manifest.wasm
