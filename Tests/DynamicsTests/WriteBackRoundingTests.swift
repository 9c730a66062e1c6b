import DynamicMenusGeometry
import Testing
@testable import DynamicMenusDynamics

/// The write-back's rounding (pixel snapping and the 1/5000 rad angle) gives the very bits of
/// `Double.rounded()`, the rule spec §1.5 states, for every kind of Double.
@Suite struct WriteBackRoundingTests {
  @Test func halvesAndEdgesRoundAsTheLibraryDoes() {
    let edges: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      0.5000000000000001, 4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 1,
      0x1p53, 1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .infinity,
      -.infinity, .greatestFiniteMagnitude, 1234.5, -1234.5, 0.1, -0.9,
    ]
    for x in edges {
      #expect(roundHalfAwayFromZero(x).bitPattern == x.rounded().bitPattern, "\(x)")
    }
    #expect(roundHalfAwayFromZero(.nan).isNaN)
  }

  @Test func randomValuesRoundAsTheLibraryDoes() {
    var rng = SeededGenerator(seed: 0x5EED_0A11)
    var mismatches = 0
    for k in 0..<200_000 {
      // Uniform bit patterns reach every exponent; scaled halves reach the ties.
      let x =
        k % 2 == 0
        ? Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
        : Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) / 2
      if x.isNaN { continue }
      if roundHalfAwayFromZero(x).bitPattern != x.rounded().bitPattern { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
