import Foundation

/// How the commands print numbers for people (`inspect`'s and `bench`'s JSON, `simulate`'s
/// CSV): rounded to ``significantDigits`` significant digits, then written as the shortest
/// decimal that reads back to the rounded value. Floating-point noise disappears
/// (`1.7999999999999985`, 108 frames of 1/60 s added up, prints as `1.8`), integral values
/// print without a fraction (`256`, exactly, up to 2^53), and magnitudes below
/// ``zeroMagnitude`` print as `0` (the 6e-17 of a cosine at 90°).
enum PrintedNumber {
  /// Significant digits kept: 9 (a nanometre on a 1,000-point canvas; a microsecond at 1,000 s).
  static let significantDigits = 9
  /// Smaller magnitudes print as 0: 1e-9.
  static let zeroMagnitude = 1e-9
  /// 2^53: integral values below it print exactly, as integers.
  static let exactIntegerLimit = 9_007_199_254_740_992.0

  /// The text of a finite `value`; nil for NaN and infinities (the caller decides: JSON has
  /// no such numbers).
  static func text(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    if let integer = integerText(value) { return integer }
    if Swift.abs(value) < zeroMagnitude { return "0" }
    // printf rounds correctly to 9 significant digits; reading that back gives the double
    // nearest the rounded decimal, whose shortest form is the rounded decimal itself.
    let rounded = Double(String(format: "%.\(significantDigits)g", value)) ?? value
    return integerText(rounded) ?? String(rounded)
  }

  /// A number a person gave, written back to them in a message (`--at -1 is not a time…`):
  /// as they would type it. Whole numbers have no fraction (`-1`, not `-1.0`; `-0` is `0`),
  /// others the shortest decimal that reads back to the same value (`0.5`, `0.1`, `1e-12`:
  /// nothing rounded away, since the message is about that very value), and non-finite ones
  /// as `nan`, `inf` and `-inf`. Every message of the commands that echoes a number uses it.
  static func typed(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    return integerText(value) ?? String(value)
  }

  /// `value` as an integer when it is one (below 2^53 in magnitude, so exact); `-0` is `0`.
  private static func integerText(_ value: Double) -> String? {
    guard value == value.rounded(), Swift.abs(value) < exactIntegerLimit else { return nil }
    return String(Int64(value))
  }
}
