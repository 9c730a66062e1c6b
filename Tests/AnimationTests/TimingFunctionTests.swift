import Testing
@testable import DynamicMenusAnimation

@Suite("TimingFunction: Core Animation's cubic Bézier curves")
struct TimingFunctionTests {
  /// The curve point at parameter s, straight from the Bernstein form (independent of the
  /// power-basis code under test).
  func bezier(_ f: TimingFunction, _ s: Double) -> (x: Double, y: Double) {
    let u = 1 - s
    let x = 3 * u * u * s * f.x1 + 3 * u * s * s * f.x2 + s * s * s
    let y = 3 * u * u * s * f.y1 + 3 * u * s * s * f.y2 + s * s * s
    return (x, y)
  }

  static let named: [(String, TimingFunction, [Double])] = [
    ("linear", .linear, [0, 0, 1, 1]),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
  ]

  @Test("the named curves have the spec's control points", arguments: named)
  func controlPoints(_ name: String, _ f: TimingFunction, _ p: [Double]) {
    #expect([f.x1, f.y1, f.x2, f.y2] == p, "\(name)")
  }

  @Test("every named curve passes through its own Bézier points to 1e-9", arguments: named)
  func passesThroughBezierPoints(_ name: String, _ f: TimingFunction, _ p: [Double]) {
    for i in 0...200 {
      let (x, y) = bezier(f, Double(i) / 200)
      #expect(abs(f.value(at: x) - y) < 1e-9, "\(name) at x = \(x)")
    }
  }

  @Test("ends are exact and t is clamped", arguments: named)
  func ends(_ name: String, _ f: TimingFunction, _ p: [Double]) {
    #expect(f.value(at: 0) == 0)
    #expect(f.value(at: 1) == 1)
    #expect(f.value(at: -3) == 0)
    #expect(f.value(at: 7) == 1)
  }

  @Test("easeInEaseOut is symmetric: f(0.5) = 0.5 and f(1 − t) = 1 − f(t)")
  func easeInEaseOutSymmetric() {
    let f = TimingFunction.easeInEaseOut
    #expect(abs(f.value(at: 0.5) - 0.5) < 1e-12)
    for i in 0...100 {
      let t = Double(i) / 100
      #expect(abs(f.value(at: 1 - t) - (1 - f.value(at: t))) < 1e-9)
    }
  }

  @Test("easeIn and easeOut mirror each other: easeOut(t) = 1 − easeIn(1 − t)")
  func easeInOutMirror() {
    for i in 0...100 {
      let t = Double(i) / 100
      #expect(
        abs(TimingFunction.easeOut.value(at: t) - (1 - TimingFunction.easeIn.value(at: 1 - t)))
          < 1e-9)
    }
  }

  @Test("known values: linear is the identity; easeIn is slow early, easeOut fast early")
  func knownValues() {
    #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
    #expect(TimingFunction.easeIn.value(at: 0.25) < 0.25)
    #expect(TimingFunction.easeOut.value(at: 0.25) > 0.25)
    // The default curve starts slower than linear (slope 0.4), then runs ahead of it.
    #expect(TimingFunction.default.value(at: 0.05) < 0.05)
    for i in 20..<100 {
      let t = Double(i) / 100
      #expect(TimingFunction.default.value(at: t) > t)
    }
    // Spot value, from the Bernstein form solved independently by bisection in the test.
    let f = TimingFunction.easeInEaseOut
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if bezier(f, mid).x < 0.25 { lo = mid } else { hi = mid }
    }
    #expect(abs(f.value(at: 0.25) - bezier(f, lo).y) < 1e-9)
  }

  @Test("the solver keeps |x(s) − t| below 1e-6 on steep custom curves too")
  func solverAccuracy() {
    let curves = [
      TimingFunction(controlPoints: 0, 1, 1, 0), TimingFunction(controlPoints: 1, 0, 0, 1),
      TimingFunction(controlPoints: 0.9, -0.5, 0.1, 1.5), TimingFunction(controlPoints: 0, 0, 0, 1),
      TimingFunction(controlPoints: 1, 0, 1, 0),
    ]
    for f in curves {
      for i in 0...1000 {
        let t = Double(i) / 1000
        let s = f.solve(t)
        #expect(abs(bezier(f, s).x - t) < 1e-6, "\(f) at \(t)")
      }
    }
  }

  @Test("slope matches a central difference, and the linear slope is 1", arguments: named)
  func slope(_ name: String, _ f: TimingFunction, _ p: [Double]) {
    for i in 1..<100 {
      let t = Double(i) / 100
      let h = 1e-6
      let numeric = (f.value(at: t + h) - f.value(at: t - h)) / (2 * h)
      #expect(abs(f.slope(at: t) - numeric) < 1e-5 * max(1, abs(numeric)), "\(name) at \(t)")
    }
  }

  @Test("end slopes: ease curves start and end at rest; default starts at 0.4")
  func endSlopes() {
    #expect(abs(TimingFunction.easeInEaseOut.slope(at: 0)) < 1e-12)
    #expect(abs(TimingFunction.easeInEaseOut.slope(at: 1)) < 1e-12)
    #expect(abs(TimingFunction.easeIn.slope(at: 0)) < 1e-12)
    #expect(abs(TimingFunction.easeOut.slope(at: 1)) < 1e-12)
    #expect(abs(TimingFunction.default.slope(at: 0) - 0.4) < 1e-12)  // y1/x1
    // easeOut at 0: both first derivatives vanish; the second derivatives give 6/3.48.
    #expect(abs(TimingFunction.easeOut.slope(at: 0) - 6 / 3.48) < 1e-9)
    // A vertical tangent reports a large finite slope.
    #expect(TimingFunction(controlPoints: 0, 0.5, 0.5, 1).slope(at: 0) == 1e6)
  }

  @Test("x control points are clamped to 0…1")
  func clampsX() {
    let f = TimingFunction(controlPoints: -1, 0, 2, 1)
    #expect(f.x1 == 0 && f.x2 == 1)
  }

  @Test("UIKit's curves map to the timing functions; option bits select them")
  func curves() {
    #expect(AnimationCurve.easeInOut.timingFunction == .easeInEaseOut)
    #expect(AnimationCurve.easeIn.timingFunction == .easeIn)
    #expect(AnimationCurve.easeOut.timingFunction == .easeOut)
    #expect(AnimationCurve.linear.timingFunction == .linear)
    #expect(AnimationOptions([]).curve == .easeInOut)
    #expect(AnimationOptions.curveEaseIn.rawValue == 1 << 16)
    #expect(AnimationOptions([.curveLinear, .beginFromCurrentState]).curve == .linear)
    #expect(AnimationOptions.curveEaseOut.curve == .easeOut)
  }
}
