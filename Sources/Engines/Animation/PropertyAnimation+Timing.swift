/// Media timing: from the media time to the time within one forward sweep.
extension PropertyAnimation {
  /// ``duration`` with NaN and negatives read as 0.
  @inlinable var effectiveDuration: Double { duration > 0 ? duration : 0 }
  /// ``delay`` with NaN and negatives read as 0.
  @inlinable var effectiveDelay: Double { delay > 0 ? delay : 0 }
  /// ``repeatCount`` with NaN and values ≤ 0 read as 1.
  @inlinable var effectiveRepeatCount: Double { repeatCount > 0 ? repeatCount : 1 }

  /// The length of the active period in seconds: duration × (2 if autoreversing) × repeats
  /// (`.infinity` when repeating for ever).
  @inlinable public var activeDuration: Double {
    let cycle = effectiveDuration * (autoreverses ? 2 : 1)
    return cycle == 0 ? 0 : cycle * effectiveRepeatCount
  }

  /// Seconds since the start of the active period at media time `t` (negative before it).
  /// An unresolved begin time counts as `t` itself: the animation is just starting.
  @inlinable func localTime(_ t: Double) -> Double {
    precondition(!t.isNaN, "PropertyAnimation: time is NaN")
    guard let begin = beginTime else { return -effectiveDelay }
    let start = begin + effectiveDelay
    // An infinite start never comes; a start at −∞ has always been.
    if !start.isFinite { return start > 0 ? -.infinity : .infinity }
    return t - start
  }

  /// Where in a forward sweep the animation is at local time `local`, clamped to the active
  /// period: the sweep time 0…duration and the direction (+1 forwards, −1 reversing).
  @inlinable func sweep(_ local: Double) -> (time: Double, direction: Double) {
    let d = effectiveDuration
    if d == 0 { return (0, 1) }
    let cycle = autoreverses ? 2 * d : d
    let active = activeDuration
    let clamped = min(max(local, 0), active)
    // At t = +∞ an animation that repeats for ever has no defined phase: report its start.
    if clamped == .infinity { return (0, 1) }
    var u = clamped.truncatingRemainder(dividingBy: cycle)
    // The end of a whole number of cycles is the end of the last cycle, not the start.
    if u == 0 && clamped > 0 && clamped >= active { u = cycle }
    if u <= d { return (u, 1) }
    return (cycle - u, -1)
  }

  /// Whether the active period is over at media time `t` (always false when repeating for
  /// ever, or before the begin time is resolved).
  public func isFinished(at t: Double) -> Bool {
    guard beginTime != nil else { return false }
    return localTime(t) >= activeDuration
  }

  /// Whether the animation has started its active period at media time `t`.
  public func hasStarted(at t: Double) -> Bool {
    guard beginTime != nil else { return effectiveDelay == 0 }
    return localTime(t) >= 0
  }

  /// The animated value at media time `t` in seconds, clamped to the active period: the start
  /// value before it, the final value after it (the target, or the start when it autoreverses
  /// a whole number of times). Never NaN for finite values.
  /// - Precondition: `t` is not NaN.
  @inlinable public func value(at t: Double) -> Value {
    let local = localTime(t)
    if effectiveDuration == 0 { return local >= 0 && !autoreverses ? to : from }
    if local >= activeDuration && !autoreverses { return to }
    return sample(sweep(local).time).value
  }

  /// The value's rate of change at media time `t`, in units per second; zero outside the
  /// active period.
  /// - Precondition: `t` is not NaN.
  @inlinable public func velocity(at t: Double) -> Value {
    let local = localTime(t)
    if local < 0 || local >= activeDuration { return .zero }
    let (s, direction) = sweep(local)
    return sample(s).velocity.scaled(by: direction)
  }

  /// The value the presentation layer shows at `t`, or nil where the animation does not
  /// apply (outside the active period, unless the ``fillMode`` and
  /// ``isRemovedOnCompletion`` keep it).
  public func presentationValue(at t: Double) -> Value? {
    let local = localTime(t)
    if local < 0 && !fillMode.fillsBackwards { return nil }
    if local >= activeDuration && (isRemovedOnCompletion || !fillMode.fillsForwards) {
      return nil
    }
    return value(at: t)
  }

  /// Value and velocity at sweep time `s` (0…duration) of the forward motion.
  ///
  /// Curve: `from + (to − from)·f(s/d) + c·h(s)`, with the carried velocity c decaying along
  /// `h(s) = s·(1 − s/d)²` (h(0) = 0, h′(0) = 1, h(d) = h′(d) = 0).
  /// Spring: `to + (from − to)·A(s) + v0·B(s)`, the closed form of ``Spring``.
  @inlinable func sample(_ s: Double) -> (value: Value, velocity: Value) {
    let d = effectiveDuration
    switch timing {
    case .curve(let f):
      let delta = to.subtracting(from)
      let x = d == .infinity ? 0 : s / d
      var value = from.adding(delta.scaled(by: f.value(at: x)))
      var velocity = d == .infinity ? Value.zero : delta.scaled(by: f.slope(at: x) / d)
      if carriedVelocity != .zero && d.isFinite {
        let r = 1 - s / d
        value = value.adding(carriedVelocity.scaled(by: s * r * r))
        velocity = velocity.adding(carriedVelocity.scaled(by: r * r - 2 * s / d * r))
      }
      return (value, velocity)
    case .spring(let spring):
      let m = spring.displacement(at: s, from: from.subtracting(to), velocity: carriedVelocity)
      return (to.adding(m.value), m.velocity)
    }
  }
}
