/// The 64-bit FNV-1a hash of a byte stream: the project's determinism digests (the same bytes
/// give the same value on every platform and in every build) and its seeded colours.
///
/// ```swift
/// var hash = FNV1a()
/// hash.combine(bytes: "IPA".utf8)
/// hash.combine(0.5)        // a Double's bit pattern, low byte first
/// let digest = hash.value
/// ```
public nonisolated struct FNV1a: Sendable {
  /// The hash of what was combined so far; the offset basis 0xcbf29ce484222325 for nothing.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty hash.
  public init() {}

  /// Adds `bytes`, in order: for each, value = (value ^ byte) × 0x100000001b3 (wrapping).
  public mutating func combine<Bytes: Sequence<UInt8>>(bytes: Bytes) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// Adds the eight bytes of `word`, low byte first.
  public mutating func combine(_ word: UInt64) {
    for k in 0..<8 {
      value = (value ^ ((word >> (8 * UInt64(k))) & 0xff)) &* 0x0000_0100_0000_01b3
    }
  }

  /// Adds the bit pattern of `x` (so -0.0 and 0.0 differ, and every NaN payload counts).
  public mutating func combine(_ x: Double) { combine(x.bitPattern) }
}
