/// How an animation's progress follows time: a Bézier timing curve or a spring.
public enum AnimationTiming: Hashable, Sendable {
  /// A cubic Bézier curve over the duration (`CABasicAnimation.timingFunction`).
  case curve(TimingFunction)
  /// A damped spring in closed form (`CASpringAnimation`), running for the duration.
  case spring(Spring)
}

/// An animation of one property from one value to another: `CABasicAnimation` and
/// `CASpringAnimation` in one value type, for any ``Animatable`` value.
///
/// It is a pure function of time: ``value(at:)`` and ``velocity(at:)`` take the media time in
/// seconds from whoever drives it (a window's `tick(dt)`); nothing here reads a clock.
/// Timing follows `CAMediaTiming`: the active period starts at ``beginTime`` + ``delay``, each
/// iteration lasts ``duration`` (twice that when it ``autoreverses``), and it runs
/// ``repeatCount`` iterations. A spring animation runs for ``duration`` and then ends on the
/// target, as UIKit's spring animations do.
///
/// ```swift
/// var fade = PropertyAnimation(from: 0.0, to: 1.0, duration: 0.3, timingFunction: .easeInEaseOut)
/// fade.resolveBeginTime(now)            // at the first tick that sees it
/// layer.opacity = fade.value(at: now + 0.15)   // 0.5
/// ```
///
/// Bad times never trap and never give NaN: a NaN or negative ``duration``, ``delay`` or
/// ``repeatCount`` is read as 0 (a zero duration jumps to the end at once, as UIKit's
/// `duration ≤ 0`; a repeat count ≤ 0 means once, as Core Animation's 0). Values must be finite.
public struct PropertyAnimation<Value: Animatable>: Sendable {
  /// How progress follows time: a Bézier timing curve or a spring.
  public typealias Timing = AnimationTiming

  /// Whether the animation's value shows outside its active period (`CAMediaTimingFillMode`).
  public enum FillMode: Hashable, Sendable {
    /// Only during the active period (Core Animation's default).
    case removed
    /// Also after the end, holding the final value (needs `isRemovedOnCompletion == false`).
    case forwards
    /// Also before the start (during the delay), holding the start value.
    case backwards
    /// Both before and after.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
  }

  /// The start value.
  public var from: Value
  /// The target value (the model value, for implicit and UIView animations).
  public var to: Value
  /// The curve or spring. Default ``TimingFunction/default`` (Core Animation's).
  public var timing: Timing
  /// One iteration's length in seconds (one way, when autoreversing). NaN or < 0 reads as 0.
  public var duration: Double
  /// Seconds between ``beginTime`` and the start of the active period. NaN or < 0 reads as 0.
  public var delay: Double
  /// The media time in seconds the animation was added; `nil` until resolved by
  /// ``resolveBeginTime(_:)`` at the first tick that sees it (Core Animation resolves a
  /// `beginTime` of 0 to "now" at commit). Default nil.
  public var beginTime: Double?
  /// How many iterations run; fractions allowed, `.infinity` repeats for ever. NaN or ≤ 0
  /// means 1. Default 1.
  public var repeatCount: Double
  /// Whether each iteration plays forwards then backwards. Default false.
  public var autoreverses: Bool
  /// Whether the value shows outside the active period. Default ``FillMode/removed``.
  public var fillMode: FillMode
  /// Whether the animation is dropped when it finishes (so the model value shows).
  /// Default true.
  public var isRemovedOnCompletion: Bool
  /// A velocity carried in from a retargeted animation, in units per second (springs: the
  /// initial velocity itself; curves: the part of it the curve's own start slope misses).
  @usableFromInline var carriedVelocity: Value

  /// An animation along a timing curve.
  ///
  /// - Parameters:
  ///   - from: the start value; finite.
  ///   - to: the target value; finite.
  ///   - duration: seconds, default 0.25 (the implicit animation duration).
  ///   - timingFunction: default ``TimingFunction/default``.
  ///   - delay: seconds, default 0.
  ///   - beginTime: media time it was added, or nil to resolve at the first tick. Default nil.
  /// - Precondition: `from` and `to` are finite.
  public init(
    from: Value, to: Value, duration: Double = 0.25, timingFunction: TimingFunction = .default,
    delay: Double = 0, beginTime: Double? = nil
  ) {
    self.init(
      from: from, to: to, timing: .curve(timingFunction), duration: duration, delay: delay,
      beginTime: beginTime, carriedVelocity: .zero)
  }

  /// A spring animation (`CASpringAnimation`). The spring's ``Spring/initialVelocity`` (a
  /// fraction of the distance per second) becomes `(to − from)·initialVelocity` units/s.
  ///
  /// - Parameters:
  ///   - from: the start value; finite.
  ///   - to: the target value; finite.
  ///   - spring: the spring.
  ///   - duration: seconds; nil (the default) uses the spring's ``Spring/settlingDuration``.
  ///   - delay: seconds, default 0.
  ///   - beginTime: media time it was added, or nil to resolve at the first tick.
  /// - Precondition: `from` and `to` are finite.
  public init(
    from: Value, to: Value, spring: Spring, duration: Double? = nil, delay: Double = 0,
    beginTime: Double? = nil
  ) {
    self.init(
      from: from, to: to, timing: .spring(spring), duration: duration ?? spring.settlingDuration,
      delay: delay, beginTime: beginTime,
      carriedVelocity: to.subtracting(from).scaled(by: spring.initialVelocity))
  }

  /// An animation by a relative change, `to = from + by` (`CABasicAnimation.byValue`).
  public init(
    from: Value, by change: Value, duration: Double = 0.25,
    timingFunction: TimingFunction = .default, delay: Double = 0, beginTime: Double? = nil
  ) {
    self.init(
      from: from, to: from.adding(change), duration: duration, timingFunction: timingFunction,
      delay: delay, beginTime: beginTime)
  }

  init(
    from: Value, to: Value, timing: Timing, duration: Double, delay: Double, beginTime: Double?,
    carriedVelocity: Value
  ) {
    precondition(
      from.isFiniteAnimatable && to.isFiniteAnimatable,
      "PropertyAnimation: from and to must be finite, got \(from) → \(to)")
    precondition(
      carriedVelocity.isFiniteAnimatable, "PropertyAnimation: initial velocity must be finite")
    precondition(beginTime.map { !$0.isNaN } ?? true, "PropertyAnimation: beginTime is NaN")
    self.from = from
    self.to = to
    self.timing = timing
    self.duration = duration
    self.delay = delay
    self.beginTime = beginTime
    self.repeatCount = 1
    self.autoreverses = false
    self.fillMode = .removed
    self.isRemovedOnCompletion = true
    self.carriedVelocity = carriedVelocity
  }

  /// Sets ``beginTime`` to `now` if it is still unresolved; call it at the first tick that
  /// sees the animation.
  /// - Precondition: `now` is not NaN.
  public mutating func resolveBeginTime(_ now: Double) {
    precondition(!now.isNaN, "PropertyAnimation.resolveBeginTime: time is NaN")
    if beginTime == nil { beginTime = now }
  }
}
