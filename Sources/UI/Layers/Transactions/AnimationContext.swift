public import DynamicMenusAnimation

/// The parameters of an animation block (`UIView.animate(withDuration:…) { … }`) that views
/// read while the block runs.
///
/// The Scene module builds `View.animate` on this: it wraps the block in
/// ``perform(_:animations:completion:)``, and a view whose animatable property changes asks
/// ``current``. Inside a block it adds the animation ``makeAnimation(from:to:)`` returns and
/// brackets it with ``completionGroup``'s `enter()`/`leave(_:)`; outside any block (or inside
/// ``performWithoutAnimation(_:)``) a view's property changes apply at once.
///
/// ```swift
/// let context = AnimationContext(duration: 0.3, options: .curveEaseOut)
/// AnimationContext.perform(context, animations: { view.center = target }) { finished in
///   print("done:", finished)
/// }
/// ```
public struct AnimationContext {
  /// The duration in seconds; ≤ 0 (or NaN) means the changes apply without animation, as in
  /// UIKit.
  public var duration: Double
  /// Seconds before the animations start. NaN or negative reads as 0. Default 0.
  public var delay: Double
  /// The curve (from the options' curve bits) or the spring.
  public var timing: AnimationTiming
  /// The block's options (repeat, autoreverse, beginFromCurrentState, …). Default none.
  public var options: AnimationOptions
  /// The group the block's animations count toward, for its completion; set by
  /// ``perform(_:animations:completion:)``.
  public internal(set) var completionGroup: CompletionGroup?
  /// ``Transaction/depth`` when the block began: a transaction begun inside it is nearer to a
  /// block nested in that transaction than the block is.
  var transactionDepth = 0

  /// A curve animation block: `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: seconds; ≤ 0 means no animation.
  ///   - delay: seconds, default 0.
  ///   - options: default none (ease-in-ease-out).
  public init(duration: Double, delay: Double = 0, options: AnimationOptions = []) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.timing = .curve(options.curve.timingFunction)
  }

  /// A spring animation block: `animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:options:animations:completion:)`. The spring is UIKit's
  /// settle-at-duration one (`Spring/init(settlingDuration:dampingRatio:initialVelocity:)`);
  /// the options' curve bits are ignored.
  ///
  /// - Parameters:
  ///   - duration: seconds; ≤ 0 means no animation (the spring solver clamps to 0.01…10).
  ///   - delay: seconds, default 0.
  ///   - dampingRatio: 0…1, 1 = no oscillation (clamped).
  ///   - initialVelocity: fractions of each property's distance per second. Default 0.
  ///   - options: default none.
  /// - Precondition: no parameter is NaN.
  public init(
    duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double = 0,
    options: AnimationOptions = []
  ) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.timing = .spring(
      Spring(
        settlingDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity))
  }

  /// Whether changes in this block animate at all (duration > 0).
  public var animates: Bool { duration > 0 }

  /// The animation a view adds for a property changing from `from` (the presentation value
  /// when `AnimationOptions/beginFromCurrentState` applies) to `to` in this block: its
  /// duration, delay, curve or spring, and repeat/autoreverse options. The begin time is
  /// left unresolved, for the first tick.
  public func makeAnimation<Value: Animatable>(from: Value, to: Value) -> PropertyAnimation<Value> {
    var animation: PropertyAnimation<Value>
    switch timing {
    case .curve(let f):
      animation = PropertyAnimation(
        from: from, to: to, duration: duration, timingFunction: f, delay: delay)
    case .spring(let spring):
      animation = PropertyAnimation(
        from: from, to: to, spring: spring, duration: max(duration, 0), delay: delay)
    }
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    if options.contains(.autoreverse) { animation.autoreverses = true }
    // UIKit shows the start value during the delay.
    animation.fillMode = .backwards
    return animation
  }
}
extension AnimationContext {
  /// The stack of open blocks; `nil` entries are `performWithoutAnimation` scopes.
  static var stack: [AnimationContext?] {
    get { LayerContext.current.blocks }
    _modify { yield &LayerContext.current.blocks }
  }

  /// Whether animation blocks animate at all (`UIView.areAnimationsEnabled`). Default true.
  public static var areAnimationsEnabled: Bool {
    get { LayerContext.current.areAnimationsEnabled }
    set { LayerContext.current.areAnimationsEnabled = newValue }
  }

  /// The innermost open animation block, or nil outside any block, inside
  /// ``performWithoutAnimation(_:)`` or while ``areAnimationsEnabled`` is false.
  public static var current: AnimationContext? {
    guard areAnimationsEnabled, let top = stack.last else { return nil }
    return top
  }

  /// Runs `animations` with `context` as ``current``, then calls `completion` once every
  /// animation added in it has ended: with `true` if all finished, `false` if any was
  /// retargeted or removed. With no animation added, `completion` runs when the block returns.
  ///
  /// A nested block inherits the enclosing block's duration and curve (or spring) unless its
  /// options include `AnimationOptions/overrideInheritedDuration` /
  /// `AnimationOptions/overrideInheritedCurve`, as UIKit's nested blocks do.
  public static func perform<E: Error>(
    _ context: AnimationContext, animations: () throws(E) -> Void,
    completion: ((Bool) -> Void)? = nil
  ) throws(E) {
    var context = context
    let outer = stack.last ?? nil
    if let outer {
      if !context.options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
      if !context.options.contains(.overrideInheritedCurve) { context.timing = outer.timing }
    }
    // Its animations count toward the nearer of the enclosing block and the enclosing
    // transaction (and through it toward the other): a `CATransaction` completion block waits
    // for the `UIView` animations added in it.
    let block = outer.flatMap {
      $0.transactionDepth == Transaction.depth ? $0.completionGroup : nil
    }
    let group = CompletionGroup(
      parent: block ?? Transaction.completionGroup, completion: completion)
    context.completionGroup = group
    context.transactionDepth = Transaction.depth
    stack.append(context)
    defer {
      stack.removeLast()
      group.seal()
    }
    try animations()
  }

  /// Runs `body` with animations off (`UIView.performWithoutAnimation`): ``current`` is nil
  /// inside, even within an animation block.
  public static func performWithoutAnimation<E: Error>(_ body: () throws(E) -> Void) throws(E) {
    stack.append(nil)
    defer { stack.removeLast() }
    try body()
  }
}
