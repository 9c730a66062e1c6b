import DynamicMenusGeometry
import Testing
@testable import DynamicMenusAnimation

@Suite("PropertyAnimation: timing, repeat, autoreverse, fill and retargeting")
struct PropertyAnimationTests {
  @Test("entry-wise, half-way between rotations Δθ apart is scaled by cos(Δθ/2); parts are not")
  func rotationShrinks() {
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    let entries = AffineTransform.identity.interpolated(to: quarter, fraction: 0.5)
    #expect(abs(entries.determinant.squareRoot() - 0.5.squareRoot()) < 1e-12)  // cos(π/4)
    let half = AffineTransform.identity.interpolated(
      to: AffineTransform(rotationAngle: .pi), fraction: 0.5)
    #expect(abs(half.determinant) < 1e-12)  // a point
    let parts = AffineTransform(
      components: AffineTransform.identity.components.interpolated(
        to: quarter.components, fraction: 0.5))
    let eighth = AffineTransform(rotationAngle: .pi / 4)
    #expect(parts.isApproximatelyEqual(to: eighth, tolerance: 1e-12))
  }

  @Test("a curve animation follows its timing function over the duration, after the delay")
  func curve() {
    let a = PropertyAnimation(
      from: 10.0, to: 30.0, duration: 2, timingFunction: .easeInEaseOut, delay: 0.5,
      beginTime: 1)
    #expect(a.value(at: 0) == 10)
    #expect(a.value(at: 1.5) == 10)
    #expect(abs(a.value(at: 2.5) - 20) < 1e-12)  // half way: easeInEaseOut(0.5) = 0.5
    #expect(abs(a.value(at: 2) - (10 + 20 * TimingFunction.easeInEaseOut.value(at: 0.25))) < 1e-12)
    #expect(a.value(at: 3.5) == 30)
    #expect(a.value(at: 99) == 30)
    #expect(!a.isFinished(at: 3.49) && a.isFinished(at: 3.5))
    // Velocity in units per second: 20 · f′(0.5) / 2.
    let slope = TimingFunction.easeInEaseOut.slope(at: 0.5)
    #expect(abs(a.velocity(at: 2.5) - 10 * slope) < 1e-9)
    #expect(a.velocity(at: 1) == 0 && a.velocity(at: 4) == 0)
  }

  @Test("the begin time resolves at the first tick; until then the animation is at its start")
  func unresolvedBegin() {
    var a = PropertyAnimation(
      from: Point.zero, to: Point(x: 100, y: 0), duration: 1,
      timingFunction: .linear)
    #expect(a.beginTime == nil)
    #expect(a.value(at: 42) == .zero)
    #expect(!a.isFinished(at: 1e9))
    a.resolveBeginTime(5)
    a.resolveBeginTime(6)  // only the first resolution counts
    #expect(a.beginTime == 5)
    #expect(a.value(at: 5.25) == Point(x: 25, y: 0))
  }

  @Test("repeatCount and autoreverses: cycles, fractional counts, the final value")
  func repeatAndAutoreverse() {
    var a = PropertyAnimation(
      from: 0.0, to: 1.0, duration: 1, timingFunction: .linear, beginTime: 0)
    a.repeatCount = 2.5
    #expect(a.activeDuration == 2.5)
    #expect(abs(a.value(at: 1.25) - 0.25) < 1e-12)
    #expect(abs(a.value(at: 2.4) - 0.4) < 1e-12)
    #expect(a.value(at: 3) == 1)  // not autoreversing: ends on the target
    a.autoreverses = true
    a.repeatCount = 2
    #expect(a.activeDuration == 4)
    #expect(abs(a.value(at: 0.5) - 0.5) < 1e-12)
    #expect(abs(a.value(at: 1.25) - 0.75) < 1e-12)  // coming back
    #expect(abs(a.velocity(at: 1.25) - -1) < 1e-12)
    #expect(abs(a.value(at: 2.25) - 0.25) < 1e-12)  // second cycle, forwards
    #expect(a.value(at: 4) == 0 && a.value(at: 10) == 0)  // ends where it started
    a.repeatCount = 1.5
    #expect(a.value(at: 100) == 1)  // half a cycle more: at the far end
    a.repeatCount = .infinity
    #expect(!a.isFinished(at: 1e12))
    #expect(abs(a.value(at: 1000.5) - 0.5) < 1e-9)
  }

  @Test("fill modes decide the presentation value outside the active period")
  func fill() {
    var a = PropertyAnimation(from: 0.0, to: 1.0, duration: 1, delay: 1, beginTime: 0)
    #expect(a.presentationValue(at: 0.5) == nil)
    #expect(a.presentationValue(at: 1.5) != nil)
    #expect(a.presentationValue(at: 3) == nil)
    a.fillMode = .both
    #expect(a.presentationValue(at: 0.5) == 0)
    #expect(a.presentationValue(at: 3) == nil)  // still removed on completion
    a.isRemovedOnCompletion = false
    #expect(a.presentationValue(at: 3) == 1)
  }

  @Test("a spring animation follows the closed form and ends on the target at its duration")
  func spring() {
    let s = Spring(settlingDuration: 0.5, dampingRatio: 0.7, initialVelocity: 0.4)
    let a = PropertyAnimation(
      from: Point(x: 0, y: 0), to: Point(x: 200, y: 100), spring: s, duration: 0.5, beginTime: 0)
    for t in [0.05, 0.125, 0.25, 0.4] {
      let p = s.value(at: t)
      let v = a.value(at: t)
      #expect(abs(v.x - 200 * p) < 1e-9 && abs(v.y - 100 * p) < 1e-9)
      #expect(abs(a.velocity(at: t).x - 200 * s.velocity(at: t)) < 1e-7)
    }
    #expect(a.value(at: 0.5) == Point(x: 200, y: 100))
    // The initial velocity is a fraction of the distance per second.
    #expect(abs(a.velocity(at: 0).x - 80) < 1e-12)
    // Without a duration, the spring's settling duration.
    let b = PropertyAnimation(from: 0.0, to: 1.0, spring: Spring())
    #expect(b.duration == Spring().settlingDuration)
  }

  @Test("by-value: to = from + by")
  func byValue() {
    let a = PropertyAnimation(from: Size(width: 10, height: 10), by: Size(width: 5, height: -5))
    #expect(a.to == Size(width: 15, height: 5))
  }

  /// Value and velocity just before and at the retarget must agree to 1e-6.
  func expectContinuous<V: Animatable>(
    _ old: PropertyAnimation<V>, _ new: PropertyAnimation<V>, at t: Double, _ note: String
  ) {
    let dv = old.value(at: t).subtracting(new.value(at: t)).magnitudeSquared.squareRoot()
    let dvel = old.velocity(at: t).subtracting(new.velocity(at: t)).magnitudeSquared.squareRoot()
    #expect(dv < 1e-6, "\(note): position jumps by \(dv)")
    #expect(dvel < 1e-6, "\(note): velocity jumps by \(dvel)")
    // And one-sided: the new animation's velocity at t matches its own difference quotient.
    let h = 1e-8
    let numeric = new.value(at: t + h).subtracting(new.value(at: t)).scaled(by: 1 / h)
    let err = numeric.subtracting(new.velocity(at: t)).magnitudeSquared.squareRoot()
    let speed = new.velocity(at: t).magnitudeSquared.squareRoot()
    #expect(err < 1e-3 * max(1, speed), "\(note): velocity is not the derivative")
  }

  static let curves: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

  @Test("retargeting a curve keeps position and velocity continuous", arguments: curves)
  func retargetCurve(_ f: TimingFunction) {
    let a = PropertyAnimation(
      from: Point(x: 0, y: 0), to: Point(x: 300, y: 50), duration: 0.6, timingFunction: f,
      beginTime: 0)
    for t in [0.0, 0.1, 0.3, 0.55] {
      let b = a.retargeted(to: Point(x: -40, y: 200), at: t)
      expectContinuous(a, b, at: t, "\(f) at \(t)")
      #expect(b.value(at: t + 0.6).distance(to: Point(x: -40, y: 200)) < 1e-9)
      #expect(b.value(at: t + 0.7) == Point(x: -40, y: 200))
      // Retarget again, mid-way through the new one.
      let c = b.retargeted(to: Point(x: 10, y: 10), at: t + 0.2, duration: 0.3)
      expectContinuous(b, c, at: t + 0.2, "\(f) twice at \(t)")
      #expect(c.value(at: t + 0.5).distance(to: Point(x: 10, y: 10)) < 1e-9)
      #expect(c.value(at: t + 0.6) == Point(x: 10, y: 10))
    }
  }

  @Test("retargeting a spring keeps position and velocity continuous in every regime")
  func retargetSpring() {
    let springs = [
      Spring(response: 0.4, dampingRatio: 0.3), Spring(response: 0.4, dampingRatio: 1),
      Spring(response: 0.4, dampingRatio: 1.8),
      Spring(settlingDuration: 0.5, dampingRatio: 0.7, initialVelocity: 2),
    ]
    for s in springs {
      let a = PropertyAnimation(
        from: Color.red, to: Color.blue.withAlphaComponent(0.5), spring: s, beginTime: 1)
      for t in [1.0, 1.05, 1.2, 1.4] {
        let b = a.retargeted(to: Color.green, at: t)
        expectContinuous(a, b, at: t, "\(s) at \(t)")
        // It settles on the new target and reports its finishing time.
        #expect(b.isFinished(at: t + b.duration * (1 + 1e-12)))
        #expect(b.value(at: t + b.duration + 1) == Color.green)
      }
      // A retarget onto the current value with speed left still moves, then settles.
      let here = a.value(at: 1.05)
      let c = a.retargeted(to: here, at: 1.05)
      #expect(c.duration > 0)
      expectContinuous(a, c, at: 1.05, "\(s) onto itself")
    }
  }

  @Test("retargeting works for every Animatable: scalar, size, rect, transform")
  func retargetAnyValue() {
    let t0 = AffineTransform(rotationAngle: 0.3)
    let t1 = AffineTransform(scaleX: 2, y: 0.5).translatedBy(x: 10, y: -4)
    let a = PropertyAnimation(
      from: t0, to: t1, duration: 0.4, timingFunction: .easeOut, beginTime: 0)
    expectContinuous(a, a.retargeted(to: .identity, at: 0.13), at: 0.13, "transform")
    let r = PropertyAnimation(
      from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 50, y: 60, width: 100, height: 5),
      spring: Spring(), beginTime: 0)
    expectContinuous(r, r.retargeted(to: .zero, at: 0.2), at: 0.2, "rect")
    let d = PropertyAnimation(from: 1.0, to: 0.0, duration: 0.3, beginTime: 0)
    expectContinuous(d, d.retargeted(to: 0.5, at: 0.29), at: 0.29, "opacity")
  }

  @Test("completion events: only .finished counts as finished")
  func completion() {
    #expect(AnimationCompletion.finished.isFinished)
    #expect(!AnimationCompletion.retargeted.isFinished)
    #expect(!AnimationCompletion.removed.isFinished)
  }
}
