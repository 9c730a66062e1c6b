#!/bin/sh
# Builds the core as Embedded Swift for WebAssembly (`make wasm`): the same sources as the
# native build, compiled with DYNAMIC_MENUS_WASM=1 (Package.swift) at -Osize with LLVM's
# link-time optimisation over the whole module, linked against Debian's wasi-libc, shrunk by
# binaryen's `wasm-opt -Oz` (about a quarter smaller; the main module's passes repeated while
# they gain), its functions ordered so that similar ones sit together for gzip
# (scripts/wasm_order.py), into out/wasm: the package's main module dynamic-menus.wasm (the
# five elements), one module per element (dial-menu.wasm, radial-menu.wasm,
# confirm-button.wasm, floating-menu.wasm, slide-menu.wasm) and the demo module
# DynamicMenus.wasm (which also gives make web the elements' manifest). None of these steps changes a result: `make wasm-check` runs
# the optimised modules. Prints each module's size, raw and gzipped.
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

# Every module from one build, its links side by side: the package's main module
# (DynamicMenusWeb: the five elements, no demo content), a module per element
# (DynamicMenusWebDialMenu, …: one element each), the demo module (DynamicMenusWasm: the demo
# scenes, for the gallery and the tests, with the elements' manifest `make web` generates the
# package's constants and declarations from). Link-time optimisation (SwiftPM's full LTO: the modules are compiled to LLVM
# bitcode, optimised together when linked) inlines and removes across modules: the package's
# module 440,252 → 418,450 bytes gzipped (2026-11-26); a cold build is no slower (the modules
# compile to bitcode, and each link generates the code once). The links keep the functions'
# names (the size account reads them); the first `wasm-opt` drops them.
mkdir -p out/wasm
DYNAMIC_MENUS_WASM=1 \
DYNAMIC_MENUS_WASI_SYSROOT=$sysroot \
DYNAMIC_MENUS_WASM_BUILTINS=$builtins \
DYNAMIC_MENUS_SWIFT_UNICODE_TABLES=$tables \
  "$SWIFT" build -c release --triple wasm32-unknown-none-wasm --scratch-path .build-wasm \
  --experimental-lto-mode=full || exit 1
linked=.build-wasm/wasm32-unknown-none-wasm/release

# Each module optimised and ordered (scripts/wasm-optimize.sh), two at a time: binaryen's
# passes keep one core busy each.
entries="DialMenu:dial-menu RadialMenu:radial-menu ConfirmButton:confirm-button FloatingMenu:floating-menu SlideMenu:slide-menu"
{
  echo "DynamicMenusWeb dynamic-menus.wasm DynamicMenusWasm DynamicMenus.wasm"
  for entry in $entries; do echo "DynamicMenusWeb${entry%%:*} ${entry#*:}.wasm"; done
} | xargs -n 2 -P 2 scripts/wasm-optimize.sh "$linked" out/wasm || exit 1
