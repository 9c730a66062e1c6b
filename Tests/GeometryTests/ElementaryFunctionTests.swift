import DynamicMenusGeometry
import Foundation
import Testing

/// The project's own sine, cosine, tangent, arctangent, exponentials and logarithm against
/// the C library (glibc: correctly rounded almost everywhere), over seeded random arguments
/// in the ranges the core meets and the special values IEEE 754 defines.
@Suite("Elementary functions: the core's own, within 1 ulp of the C library's")
struct ElementaryFunctionTests {
  /// How many representable doubles lie between `a` and `b` (0 when equal, NaN equals NaN).
  func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN && b.isNaN { return 0 }
    if a == b { return 0 }
    if a.isNaN || b.isNaN { return .max }
    func ordered(_ x: Double) -> Int64 {
      let bits = Int64(bitPattern: x.bitPattern)
      return bits < 0 ? Int64.min - bits : bits
    }
    let d = ordered(a).subtractingReportingOverflow(ordered(b))
    return d.overflow ? .max : d.partialValue.magnitude
  }

  /// Arguments: uniform in ±`range`, plus log-uniform magnitudes from 1e-12 to `range`.
  func arguments(_ range: Double, count: Int = 20_000, seed: UInt64) -> [Double] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { i in
      if i.isMultiple(of: 2) { return Double.random(in: -range...range, using: &rng) }
      let magnitude = Foundation.exp(
        Double.random(in: Foundation.log(1e-12)...Foundation.log(range), using: &rng))
      return Bool.random(using: &rng) ? magnitude : -magnitude
    }
  }

  func worst(_ ours: (Double) -> Double, _ reference: (Double) -> Double, _ xs: [Double])
    -> (ulps: UInt64, at: Double)
  {
    var result: (ulps: UInt64, at: Double) = (0, 0)
    for x in xs {
      let d = ulps(ours(x), reference(x))
      if d > result.ulps { result = (d, x) }
    }
    return result
  }

  @Test("sin, cos and tan: within 1 ulp for |x| up to 1.6e6 (Cody–Waite reduction)")
  func trigonometry() {
    for (range, seed) in [(4.0, 1 as UInt64), (100, 2), (1.6e6, 3)] {
      let xs = arguments(range, seed: seed)
      let s = worst(Angles.sin, Foundation.sin, xs)
      let c = worst(Angles.cos, Foundation.cos, xs)
      let t = worst(Angles.tan, Foundation.tan, xs)
      #expect(s.ulps <= 1, "sin, |x| ≤ \(range): \(s.ulps) ulp at \(s.at)")
      #expect(c.ulps <= 1, "cos, |x| ≤ \(range): \(c.ulps) ulp at \(c.at)")
      #expect(t.ulps <= 1, "tan, |x| ≤ \(range): \(t.ulps) ulp at \(t.at)")
    }
  }

  @Test("sin, cos and tan of huge arguments, up to 1.8e308 (Payne–Hanek): within 1 ulp")
  func hugeArguments() {
    var rng = SeededGenerator(seed: 4)
    let xs = (0..<20_000).map { _ in Foundation.exp(Double.random(in: 14.3...709.7, using: &rng)) }
    let s = worst(Angles.sin, Foundation.sin, xs)
    let c = worst(Angles.cos, Foundation.cos, xs)
    let t = worst(Angles.tan, Foundation.tan, xs)
    #expect(s.ulps <= 1, "sin: \(s.ulps) ulp at \(s.at)")
    #expect(c.ulps <= 1, "cos: \(c.ulps) ulp at \(c.at)")
    #expect(t.ulps <= 1, "tan: \(t.ulps) ulp at \(t.at)")
  }

  @Test("near multiples of π/2, where reduction cancels most bits")
  func nearMultiplesOfHalfPi() {
    for k in 1...2_000 {
      let x = Double(k) * .pi / 2
      for y in [x.nextDown, x, x.nextUp] {
        #expect(ulps(Angles.sin(y), Foundation.sin(y)) <= 1, "sin(\(y))")
        #expect(ulps(Angles.cos(y), Foundation.cos(y)) <= 1, "cos(\(y))")
      }
    }
  }

  @Test("atan and atan2: within 1 ulp, every quadrant")
  func arctangent() {
    let xs = arguments(1e6, seed: 5), ys = arguments(1e6, seed: 6)
    let a = worst(Angles.atan, Foundation.atan, xs)
    #expect(a.ulps <= 1, "atan: \(a.ulps) ulp at \(a.at)")
    var worst2: UInt64 = 0
    for (x, y) in zip(xs, ys) {
      worst2 = max(worst2, ulps(Angles.atan2(y, x), Foundation.atan2(y, x)))
    }
    #expect(worst2 <= 1)
  }

  @Test("exp, expMinusOne, cosh and log: within 1 ulp")
  func exponentials() {
    let xs = arguments(700, seed: 7)
    let e = worst(Angles.exp, Foundation.exp, xs)
    let m = worst(Angles.expMinusOne, Foundation.expm1, xs)
    let c = worst(Angles.cosh, Foundation.cosh, xs)
    let l = worst(
      Angles.log, Foundation.log, xs.map(\.magnitude) + arguments(1e300, seed: 8).map(\.magnitude))
    #expect(e.ulps <= 1, "exp: \(e.ulps) ulp at \(e.at)")
    #expect(m.ulps <= 1, "expm1: \(m.ulps) ulp at \(m.at)")
    #expect(c.ulps <= 1, "cosh: \(c.ulps) ulp at \(c.at)")
    #expect(l.ulps <= 1, "log: \(l.ulps) ulp at \(l.at)")
  }

  @Test("IEEE 754's special values: signed zeros, infinities, NaN, subnormals, overflow")
  func specialValues() {
    let specials: [Double] = [
      0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1,
      709.78, 709.79, -745.1, -745.2, 1e-300, .pi, -.pi, .pi / 2, .pi / 4,
    ]
    for x in specials {
      #expect(ulps(Angles.sin(x), Foundation.sin(x)) <= 1, "sin(\(x))")
      #expect(ulps(Angles.cos(x), Foundation.cos(x)) <= 1, "cos(\(x))")
      #expect(ulps(Angles.tan(x), Foundation.tan(x)) <= 1, "tan(\(x))")
      #expect(ulps(Angles.atan(x), Foundation.atan(x)) <= 1, "atan(\(x))")
      #expect(ulps(Angles.exp(x), Foundation.exp(x)) <= 1, "exp(\(x))")
      #expect(ulps(Angles.expMinusOne(x), Foundation.expm1(x)) <= 1, "expm1(\(x))")
      #expect(ulps(Angles.cosh(x), Foundation.cosh(x)) <= 1, "cosh(\(x))")
      #expect(ulps(Angles.log(x), Foundation.log(x)) <= 1, "log(\(x))")
      for y in specials {
        #expect(ulps(Angles.atan2(y, x), Foundation.atan2(y, x)) <= 1, "atan2(\(y), \(x))")
      }
    }
    #expect(Angles.sin(-0.0).sign == .minus && Angles.atan2(0, -0.0) == .pi)
    #expect(Angles.atan2(-0.0, -1) == -.pi && Angles.exp(0) == 1 && Angles.log(1) == 0)
  }

  /// The bits every platform must reproduce: a hash of 40,000 results. The WebAssembly build
  /// is held to the same number (`make wasm-check`).
  @Test("the same bits: a hash of sin, cos, atan2, exp and log over seeded arguments")
  func determinismHash() {
    let hash = elementaryFunctionDigest()
    #expect(hash == ElementaryFunctionTests.expectedHash, "hash \(String(hash, radix: 16))")
  }

  static let expectedHash: UInt64 = 0xbb55_f860_ff4f_59e9
}
