// Swift compares and hashes strings up to canonical equivalence (`"e\u{301}" == "é"`), so
// its standard library asks these hooks about every scalar from U+00C0 up, and the embedded
// library answers from 31 KB of normalization tables: 23.8 KB of the package's module,
// gzipped (388,809 → 365,035 bytes, 2026-11-26).
//
// The package's module does not need them. Every string enters it through one function of
// the page (`put` in live-control.js), which normalizes it to NFC first (JavaScript's
// `String.prototype.normalize`), and the core's own strings are NFC too (ASCII, and a few
// characters such as ≥, ±, × and … that have no decomposition). Two NFC strings are
// canonically equivalent exactly when their scalars are equal, so saying "every scalar is
// already NFC, combining class 0, composing with nothing" gives the same answers as the
// tables for every string the module sees: equality, hashing and ordering by scalars. Text
// the module returns (an attribute read back) is the NFC form of what the page gave.
//
// Linked into the package's module only (Package.swift): the demo module and a Swift web app
// (Examples/WebApp), whose strings the page does not write, keep the standard library's own
// tables. Defining the four symbols keeps the library's UnicodeNormalization.cpp.o, which
// defines them too, from being linked at all. Declarations as in the standard library's
// shims (stdlib/public/SwiftShims/swift/shims/UnicodeData.h).

typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;

// Bits 3… the canonical combining class, bits 1–2 "not NFC quick-check yes", bit 0 "not
// NFD quick-check yes": 0 is what the library answers for ASCII itself.
uint16 _swift_stdlib_getNormData(uint32 scalar) {
  (void)scalar;
  return 0;
}

// A scalar that is NFD quick-check yes has no decomposition: never asked.
const uint8 *const _swift_stdlib_nfd_decompositions = 0;

uint32 _swift_stdlib_getDecompositionEntry(uint32 scalar) {
  (void)scalar;
  return 0;
}

// No two scalars compose: UINT32_MAX is the library's "none". (Hangul syllables, which the
// library composes by arithmetic, are NFC already when the page wrote them.)
uint32 _swift_stdlib_getComposition(uint32 first, uint32 second) {
  (void)first;
  (void)second;
  return 0xffffffffu;
}
