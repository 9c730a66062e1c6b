/// Retargeting in flight: a new animation that starts where this one is, moving as fast.
///
/// - Springs start a new spring (same parameters) from the current value with the current
///   velocity: `x(t) = x0·A(t) + v0·B(t)` with x0 = value − newTarget, v0 = velocity. This is
///   SwiftUI's persistent spring and UIKit's `beginFromCurrentState` for springs.
/// - Curves run the same timing curve from the current value to the new target, plus a
///   velocity-matching term `c·h(s)` with `h(s) = s·(1 − s/d)²`: h(0) = 0 and h′(0) = 1, so
///   c = v_now − (target − value)·f′(0)/d makes the velocity continuous; h(d) = h′(d) = 0, so
///   the curve still ends on the new target with its own end slope.
///
/// Position and velocity are continuous at the retarget time to rounding (tested to 1e-6).
extension PropertyAnimation {
  /// The animation that replaces this one at media time `t`, heading for `newTarget`.
  ///
  /// The result begins at `t` with no delay, one iteration, no autoreverse, and keeps this
  /// animation's timing, fill mode and removal. Report this animation's completion as
  /// ``AnimationCompletion/retargeted``.
  ///
  /// - Parameters:
  ///   - newTarget: the new target value; finite.
  ///   - t: the media time of the retarget, seconds.
  ///   - duration: the new animation's duration in seconds; nil keeps this one's (for a
  ///     spring, nil uses the spring's settling duration for the new motion, so a long fling
  ///     is not cut short).
  /// - Precondition: `t` is not NaN and `newTarget` is finite.
  public func retargeted(to newTarget: Value, at t: Double, duration: Double? = nil)
    -> PropertyAnimation
  {
    let now = value(at: t)
    let velocity = velocity(at: t)
    return PropertyAnimation(
      from: now, to: newTarget, velocity: velocity, timing: timing, duration: duration,
      fallbackDuration: effectiveDuration, beginTime: t, fillMode: fillMode,
      isRemovedOnCompletion: isRemovedOnCompletion)
  }

  /// An animation from `from` to `to` that starts with `velocity` (units per second), along
  /// `timing`: the general form behind ``retargeted(to:at:duration:)``, for a view that
  /// starts a new animation from a presentation value it already knows.
  ///
  /// - Parameters:
  ///   - from: the value it starts from.
  ///   - to: the value it ends on.
  ///   - velocity: the value's rate at the start, in units per second.
  ///   - timing: a curve or a spring.
  ///   - duration: seconds; nil means the spring's settling duration for this motion, or
  ///     0.25 s for a curve.
  ///   - beginTime: when it starts, in seconds of the clock; nil until the first tick
  ///     resolves it.
  /// - Precondition: values and velocity are finite.
  public init(
    from: Value, to: Value, velocity: Value, timing: Timing, duration: Double? = nil,
    beginTime: Double? = nil
  ) {
    self.init(
      from: from, to: to, velocity: velocity, timing: timing, duration: duration,
      fallbackDuration: 0.25, beginTime: beginTime, fillMode: .removed,
      isRemovedOnCompletion: true)
  }

  init(
    from: Value, to: Value, velocity: Value, timing: Timing, duration: Double?,
    fallbackDuration: Double, beginTime: Double?, fillMode: FillMode,
    isRemovedOnCompletion: Bool
  ) {
    let delta = to.subtracting(from)
    var d = duration ?? fallbackDuration
    var carried = velocity
    switch timing {
    case .curve(let f):
      if d > 0 && d.isFinite {
        // The curve's own start velocity is delta·f′(0)/d; carry what it misses.
        carried = velocity.subtracting(delta.scaled(by: f.slope(at: 0) / d))
      } else {
        carried = .zero
      }
    case .spring(let spring):
      if duration == nil {
        d = Self.settlingDuration(spring, displacement: from.subtracting(to), velocity: velocity)
      }
    }
    self.init(
      from: from, to: to, timing: timing, duration: d, delay: 0, beginTime: beginTime,
      carriedVelocity: carried)
    self.fillMode = fillMode
    self.isRemovedOnCompletion = isRemovedOnCompletion
  }

  /// The settling time of a spring released at `x0` (value − target) with `v0` (units per
  /// second): when its energy falls to 0.001² of the initial energy, so a retarget onto the
  /// current value with speed left still gets time to settle.
  static func settlingDuration(_ spring: Spring, displacement x0: Value, velocity v0: Value)
    -> Double
  {
    let xx = x0.magnitudeSquared, vv = v0.magnitudeSquared
    // x0·v0 from squared lengths: |x0 + v0|² = |x0|² + 2·x0·v0 + |v0|².
    let xv = (x0.adding(v0).magnitudeSquared - xx - vv) / 2
    let scale = xx + vv / (spring.stiffness / spring.mass)
    if scale == 0 { return 0 }
    return spring.settlingTime(xx: xx, xv: xv, vv: vv, threshold: 0.001 * scale.squareRoot())
  }
}

/// How an animation ended, reported to its completion.
public enum AnimationCompletion: Hashable, Sendable {
  /// It ran to the end of its active period.
  case finished
  /// Another animation of the same property took over in flight
  /// (``PropertyAnimation/retargeted(to:at:duration:)``).
  case retargeted
  /// It was removed before it finished (the layer's `removeAnimation(forKey:)`).
  case removed

  /// UIKit's `finished` flag: true only for ``finished``.
  public var isFinished: Bool { self == .finished }
}
