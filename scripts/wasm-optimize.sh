#!/bin/sh
# One linked module shrunk and ordered for gzip (scripts/wasm.sh):
#
#     scripts/wasm-optimize.sh LINKED_DIR OUT_DIR PRODUCT FILE
#
# LINKED_DIR/PRODUCT.wasm through binaryen's `wasm-opt -Oz` once (which also drops the
# functions' names the link kept; its passes repeated to convergence gained nothing for about
# 1.6 times the time: docs/size.md), its functions ordered so that similar ones sit together
# (scripts/wasm_order.py, in binaryen's text form), read back by a last `wasm-opt -Oz` (its
# stack-machine peepholes are lost in the text), into OUT_DIR/FILE. Written to a temporary name
# and renamed: an interrupted build never leaves half a module. Prints its size, raw and
# gzipped. The features are the ones Swift's wasm32 code uses (binaryen 108's
# --all-features would also allow ones node rejects).
#
# Exit status: 0 written; 1 a step failed.
set -eu
usage="usage: scripts/wasm-optimize.sh LINKED_DIR OUT_DIR PRODUCT FILE"
[ $# = 4 ] || { echo "$usage" >&2; exit 1; }
linked=$1 out=$2 product=$3 file=$4
features="--enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
  --enable-mutable-globals --enable-multivalue --enable-reference-types"
tmp="$out/.$file"
# shellcheck disable=SC2086
wasm-opt -Oz $features "$linked/$product.wasm" -o "$tmp.tmp" || exit 1
wasm-dis "$tmp.tmp" -o "$tmp.wat" || exit 1
python3 "$(dirname "$0")/wasm_order.py" "$tmp.wat" "$tmp.ordered.wat" || exit 1
# shellcheck disable=SC2086
wasm-opt -Oz $features "$tmp.ordered.wat" -o "$tmp.tmp" || exit 1
rm -f "$tmp.wat" "$tmp.ordered.wat"
mv "$tmp.tmp" "$out/$file"
echo "wasm: $out/$file, $(wc -c < "$out/$file") bytes ($(gzip -9 -c "$out/$file" | wc -c) gzipped)"
