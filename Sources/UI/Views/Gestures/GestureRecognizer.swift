public import DynamicMenusGeometry

/// Recognises a gesture from a view's touches and calls its targets: `UIGestureRecognizer`.
///
/// Subclasses (``TapGestureRecognizer``, ``LongPressGestureRecognizer``,
/// ``PanGestureRecognizer``, ``SwipeGestureRecognizer``) drive UIKit's state machine from
/// the touch callbacks and from ``update(time:)``:
///
/// - discrete: `possible → recognized` (= `ended`) or `possible → failed`;
/// - continuous: `possible → began → changed* → ended | cancelled`, or `possible → failed`.
///
/// The window arbitrates between recognizers that see the same touches (docs/views-and-input.md):
/// a recognizer that recognizes fails the others unless a delegate lets them recognize
/// simultaneously; one that requires another to fail waits for it; and by default it cancels
/// the touches in its view (``cancelsTouchesInView``), so a control under a pan stops
/// tracking. Targets are called on every transition to began, changed, ended (recognized)
/// and cancelled.
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.addTarget(self, action: DialMenu.handlePan)   // weak target, unbound method
/// dial.addGestureRecognizer(pan)
/// ```
open class GestureRecognizer: GestureRecognizerActions, WeakReferenceable {
  /// The object's lifetime: its weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the object's lifetime (`WeakReferenceable`).
  nonisolated public final var lifetimeToken: LifetimeToken { lifetime.token }

  /// UIKit's recognizer states.
  public nonisolated enum State: String, Hashable, Sendable, CaseIterable {
    /// No gesture yet; the default and the state after a reset.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture's success: the same state as ``ended``.
    public static let recognized = State.ended

    /// Whether the recognition cycle is over (ended, cancelled or failed).
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the gesture is under way (began or changed).
    public var isActive: Bool { self == .began || self == .changed }
  }

  /// The current state. Subclasses set it from the touch callbacks and ``update(time:)``;
  /// the window then arbitrates (it may turn a `began` into `failed`, or hold it back while a
  /// recognizer this one requires to fail is still possible, leaving `possible`).
  public final var state = State.possible { didSet { stateWasSet = true } }

  /// Whether a subclass set ``state`` since the window last looked (a `changed` after a
  /// `changed` is a new change).
  final var stateWasSet = false

  /// Sets the state on the window's authority, without counting as a subclass's request.
  final func force(_ newState: State) {
    state = newState
    stateWasSet = false
  }

  /// The state the window has accepted and told the targets about.
  final var settledState = State.possible
  /// The state a recognizer asked for while waiting for a required failure.
  final var pendingState: State?

  /// The view the recognizer is attached to.
  @Weak public package(set) var view: View?

  /// Whether the recognizer takes part; disabling an active one cancels it. Default true.
  public var isEnabled = true {
    didSet { if !isEnabled, oldValue { view?.window?.recognizerWillDetach(self) } }
  }

  /// Arbitrates with other recognizers and filters touches; nil by default.
  public final var delegate: (any GestureRecognizerDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any GestureRecognizerDelegate)?
  private var delegateToken: LifetimeToken?

  /// Whether recognizing cancels the touches in the view (the view hears
  /// `touchesCancelled`). Default true.
  public final var cancelsTouchesInView = true
  /// Whether the view hears about touches only after this recognizer failed. Default false.
  public final var delaysTouchesBegan = false
  /// Whether the view hears a touch's end only after this recognizer failed (and a
  /// cancellation instead if it recognizes). Default true.
  public final var delaysTouchesEnded = true

  /// A name for debugging and `inspect`.
  public final var name: String?

  /// Recognizers that must fail before this one may recognize (weakly held).
  final var failureRequirements: [WeakRecognizer] = []
  /// The touches down and tracked by this recognizer, in the order they began, with their
  /// latest values (window coordinates).
  public internal(set) final var touches: [Touch] = []
  /// Every touch identifier this recognizer saw in the current cycle.
  final var seenTouchIDs: Set<Int> = []
  /// The centroid of the touches at the last event, in window coordinates.
  final var lastCentroid = Point.zero
  /// The targets, called in the order they were added.
  final var handlers: [(GestureRecognizer) -> Void] = []

  /// Creates a recognizer with no targets.
  public required init() {}

  /// Adds a target closure that receives the recognizer on every transition.
  public final func addHandler(_ handler: @escaping (GestureRecognizer) -> Void) {
    handlers.append(handler)
  }

  /// Removes every target.
  public final func removeAllTargets() { handlers.removeAll() }

  /// Makes this recognizer wait until `other` fails before recognizing; if `other`
  /// recognizes, this one fails. (A double tap required to fail makes a single tap wait.)
  public final func require(toFail other: GestureRecognizer) {
    failureRequirements.append(WeakRecognizer(other))
  }

  /// How many touches the recognizer is tracking.
  public final var numberOfTouches: Int { touches.count }

  /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's); after
  /// the last touch lifted, where they were at the end.
  public final func location(in view: View?) -> Point {
    view.map { $0.convert(lastCentroid, from: nil) } ?? lastCentroid
  }

  /// The location of one tracked touch (by index, in the order they began).
  public final func location(ofTouch index: Int, in view: View?) -> Point {
    let point = touches[index].location
    return view.map { $0.convert(point, from: nil) } ?? point
  }

  final func updateCentroid() {
    guard !touches.isEmpty else { return }
    var sum = Vector.zero
    for touch in touches { sum = sum + touch.location.vector }
    lastCentroid = Point(x: sum.dx / Double(touches.count), y: sum.dy / Double(touches.count))
  }

  // MARK: For subclasses

  /// Touches began on the view (or its subviews); ``touches`` already includes them.
  open func touchesBegan(_ touches: [Touch]) {}
  /// Tracked touches moved; ``touches`` holds their new locations.
  open func touchesMoved(_ touches: [Touch]) {}
  /// Tracked touches lifted; they are already gone from ``touches`` (the centroid of the
  /// last event stays in ``location(in:)``).
  open func touchesEnded(_ touches: [Touch]) {}
  /// Tracked touches were cancelled; the default cancels an active gesture and fails a
  /// possible one.
  open func touchesCancelled(_ touches: [Touch]) {
    state = state.isActive ? .cancelled : .failed
  }
  /// The window's clock advanced to `time` (seconds); timers (long press, tap intervals)
  /// live here. Called every frame while the recognizer is active.
  open func update(time: Double) {}
  /// Returns the recognizer to `possible` after a cycle; subclasses clear their state and
  /// call super.
  open func reset() {}
}

/// A weak reference to a recognizer, for failure requirements.
typealias WeakRecognizer = Weak<GestureRecognizer>

/// Lets a recognizer's owner tune its arbitration, as `UIGestureRecognizerDelegate`. Every
/// method has a default.
public protocol GestureRecognizerDelegate: WeakReferenceable {
  /// Whether the recognizer may leave `possible`; default true.
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Whether `recognizer` and `other` may both recognize with the same touches; default
  /// false. Either recognizer's delegate saying true is enough.
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// Whether the recognizer sees a touch that began; default true.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
  /// Default: true.
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  /// Default: false.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  /// Default: true.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  { true }
}

/// Typed target-action for recognizers: the action receives the recognizer as its own
/// class, and the target is held weakly (as UIKit does).
public protocol GestureRecognizerActions: AnyObject {
  /// Creates a recognizer with no targets.
  init()
}

extension GestureRecognizerActions where Self: GestureRecognizer {
  /// Creates a recognizer that calls `handler` on every transition.
  public init(_ handler: @escaping (Self) -> Void) {
    self.init()
    addAction(handler)
  }

  /// Adds a target and an unbound method of it, `action(target)(recognizer)`; the target is
  /// held weakly and the call is skipped once it is gone.
  public func addTarget<T: WeakReferenceable>(
    _ target: T, action: @escaping (T) -> (Self) -> Void
  ) {
    let target = Weak(target)
    handlers.append { recognizer in
      if let target = target.object, let typed = recognizer as? Self { action(target)(typed) }
    }
  }

  /// Adds a closure called with the recognizer on every transition.
  public func addAction(_ handler: @escaping (Self) -> Void) {
    handlers.append { recognizer in
      if let typed = recognizer as? Self { handler(typed) }
    }
  }
}
