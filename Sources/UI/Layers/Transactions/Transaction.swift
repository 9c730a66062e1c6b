public import DynamicMenusAnimation

/// Core Animation's transactions (`CATransaction`): how implicit layer animations are made.
///
/// Property changes of a standalone layer animate implicitly, with the innermost
/// transaction's settings: ``animationDuration`` (0.25 s unless set) and
/// ``animationTimingFunction`` (`TimingFunction/default` unless set), or not at all under
/// ``disableActions``. Explicit transactions nest with ``begin()``/``commit()``; a nested one
/// inherits the settings of the enclosing ones until it sets its own. Outside any explicit
/// transaction the changes belong to the implicit transaction, which the window commits at
/// the end of every tick with ``flush()`` (Core Animation: at the next run-loop turn).
///
/// UIKit keeps this state once per process; here it lives in ``LayerContext/current``, so two
/// hosts (or two windows) never see each other's open transactions.
///
/// ```swift
/// Transaction.begin()
/// Transaction.animationDuration = 0.5
/// Transaction.setCompletionBlock { print("all done") }
/// layer.position = Point(x: 100, y: 100)    // animates for 0.5 s
/// Transaction.commit()
/// ```
public enum Transaction {
  nonisolated struct Frame {
    var disableActions: Bool?
    var duration: Double?
    var timingFunction: TimingFunction?
    var group: CompletionGroup?
    /// The animation block open when it began, whose completion its animations count toward
    /// (they count toward the enclosing transaction's through it).
    var block: CompletionGroup?
  }

  /// The implicit transaction at index 0, then the explicit ones, innermost last.
  static var frames: [Frame] {
    get { LayerContext.current.transactions }
    _modify { yield &LayerContext.current.transactions }
  }

  /// The implicit animation duration when no transaction sets one, in seconds.
  public static let defaultAnimationDuration = 0.25

  /// How many explicit transactions are open (0 outside any `begin`).
  public static var depth: Int { frames.count - 1 }

  /// Opens a nested transaction (`CATransaction.begin()`).
  public static func begin() {
    frames.append(Frame(block: (AnimationContext.stack.last ?? nil)?.completionGroup))
  }

  /// Closes the innermost explicit transaction (`CATransaction.commit()`): its completion
  /// block runs once every animation added in it has ended (at once if there were none).
  /// - Precondition: a transaction is open.
  public static func commit() {
    precondition(frames.count > 1, "Transaction.commit(): no transaction was begun")
    frames.removeLast().group?.seal()
  }

  /// Commits the implicit transaction (the end of a run-loop turn; the window calls it after
  /// every tick) and starts a new one: the current context's, and the stand-alone context's
  /// (``LayerContext/commitFrame()``). Explicit transactions still open are left alone.
  public static func flush() {
    LayerContext.current.commitFrame()
  }

  /// Runs `body` inside its own transaction and commits it.
  public static func perform<R, E: Error>(
    disableActions: Bool? = nil, duration: Double? = nil,
    timingFunction: TimingFunction? = nil, _ body: () throws(E) -> R
  ) throws(E) -> R {
    begin()
    defer { commit() }
    if let disableActions { self.disableActions = disableActions }
    if let duration { animationDuration = duration }
    if let timingFunction { animationTimingFunction = timingFunction }
    return try body()
  }

  /// Whether implicit animations are suppressed (`setDisableActions`): changes apply at once.
  /// Inherited from enclosing transactions; default false.
  public static var disableActions: Bool {
    get { lookup { $0.disableActions } ?? false }
    set { frames[frames.count - 1].disableActions = newValue }
  }

  /// The implicit animations' duration in seconds (`setAnimationDuration`). Inherited from
  /// enclosing transactions; default 0.25. Setting NaN or a negative value stores 0 (no
  /// animation).
  public static var animationDuration: Double {
    get { lookup { $0.duration } ?? defaultAnimationDuration }
    set { frames[frames.count - 1].duration = newValue > 0 ? newValue : 0 }
  }

  /// The implicit animations' timing curve (`setAnimationTimingFunction`). Inherited;
  /// default `TimingFunction/default`.
  public static var animationTimingFunction: TimingFunction {
    get { lookup { $0.timingFunction } ?? .default }
    set { frames[frames.count - 1].timingFunction = newValue }
  }

  /// Sets the block to run when every animation added in the innermost transaction has
  /// ended (`setCompletionBlock`); a later call replaces it.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    guard let block else {
      completionGroup.setCompletion(nil)
      return
    }
    completionGroup.setCompletion { _ in block() }
  }

  /// The innermost transaction's completion group: a layer that adds an implicit animation
  /// calls `enter()` on it, and `leave(_:)` when that animation ends.
  public static var completionGroup: CompletionGroup {
    group(at: frames.count - 1)
  }

  /// The group of frame `i`, made on first use, its parent the animation block it began in or
  /// else the enclosing frame's group.
  private static func group(at i: Int) -> CompletionGroup {
    if let group = frames[i].group { return group }
    let group = CompletionGroup(parent: frames[i].block ?? (i > 0 ? self.group(at: i - 1) : nil))
    frames[i].group = group
    return group
  }

  /// The implicit animation of a change from `from` to `to` under the current settings, or
  /// nil when actions are disabled or the duration is 0: what a standalone layer adds.
  public static func implicitAnimation<Value: Animatable>(from: Value, to: Value)
    -> PropertyAnimation<Value>?
  {
    if disableActions || animationDuration <= 0 || from == to { return nil }
    return PropertyAnimation(
      from: from, to: to, duration: animationDuration, timingFunction: animationTimingFunction)
  }

  private static func lookup<T>(_ value: (Frame) -> T?) -> T? {
    for frame in frames.reversed() {
      if let found = value(frame) { return found }
    }
    return nil
  }
}
