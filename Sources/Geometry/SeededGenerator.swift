/// A small, fast, seeded random number generator (SplitMix64).
///
/// Library code never reads an unseeded random source: anything "random" (a dial item's
/// colour, the radial menu's line order, a fuzz script) takes one of these, so the same seed
/// gives the same result on every run and every platform.
///
/// ```swift
/// var rng = SeededGenerator(seed: 42)
/// let hue = Double.random(in: 0..<1, using: &rng)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state; `next()` advances it by the golden-ratio increment. Settable, so a
  /// run can be saved and resumed.
  public var state: UInt64

  /// Creates a generator from a seed; equal seeds give equal sequences.
  @inlinable
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
