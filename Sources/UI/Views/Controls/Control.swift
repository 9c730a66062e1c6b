public import DynamicMenusGeometry

/// A view that turns touches into events for targets: `UIControl`.
///
/// A control tracks the first touch that begins on it: ``beginTracking(_:)``,
/// ``continueTracking(_:)``, ``endTracking(_:)`` or ``cancelTracking(_:)`` (override them;
/// the touches carry their force), and sends ``Event``s to its targets: `touchDown`, drags
/// inside or outside, `touchUpInside` or `touchUpOutside`, `touchCancel`, and the
/// `valueChanged` and `primaryActionTriggered` its subclasses decide.
///
/// "Inside" has slop, as in UIKit: a tracked touch counts as inside while it is within
/// ``touchInsideMargin`` (70 pt) of the bounds, so a finger can wander off a small button
/// and still lift "inside".
///
/// ```swift
/// button.addTarget(self, action: Screen.deleteTapped, for: .touchUpInside)
/// button.addAction(for: .primaryActionTriggered) { _ in print("go") }
/// ```
open class Control: View, ControlActions {
  /// Control events (`UIControl.Event`).
  public nonisolated struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates events from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A touch began on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch began that continues a multi-tap (tap count > 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The tracked touch moved, inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The tracked touch moved, outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// The tracked touch came back inside.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// The tracked touch left.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// The tracked touch lifted inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The tracked touch lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The tracked touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action happened (a button's tap, a confirmation).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x1FF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// The single events in bit order.
    var members: [Event] {
      (0..<32).map { Event(rawValue: 1 << $0) }.filter { contains($0) }
    }
  }

  /// A control's state for per-state appearance (`UIControl.State`).
  public nonisolated struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates a state from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Enabled, not highlighted, not selected.
    public static let normal = State([])
    /// Highlighted (being touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Has the keyboard focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// How far outside its bounds a tracked touch still counts as inside, in points. Default
  /// 70 (UIKit's touch-up-inside slop, measured on devices as about 70 pt).
  public final var touchInsideMargin = 70.0

  /// Whether the control responds; a disabled control tracks nothing and is dimmed by
  /// subclasses. Default true.
  open var isEnabled = true {
    didSet { if !isEnabled, isTracking { cancelTrackingNow() } }
  }
  /// Whether the control is being touched (inside). Set while tracking. Default false.
  open var isHighlighted = false
  /// Whether the control is selected (a toggle, a chosen row). Default false.
  open var isSelected = false

  /// Whether a touch is being tracked.
  public private(set) final var isTracking = false
  /// Whether the tracked touch is inside (with ``touchInsideMargin``).
  public private(set) final var isTouchInside = false
  /// The touch being tracked, with its latest location and force.
  public private(set) final var trackedTouch: Touch?
  /// Whether the control has the keyboard focus.
  public private(set) final var isFocused = false

  /// The targets: events and handlers, in the order they were added.
  final var targets: [(events: Event, handler: (Control) -> Void)] = []

  /// Creates a control; it is an accessibility element, and a mouse over it shows the
  /// pointing hand (something to press).
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    pointerCursor = .pointingHand
  }

  /// The current state, from ``isEnabled``, ``isHighlighted``, ``isSelected`` and focus.
  public final var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  // MARK: Tracking, for subclasses

  /// A touch began on the control; return false to ignore it. The default returns true.
  open func beginTracking(_ touch: Touch) -> Bool { true }
  /// The tracked touch moved; return false to stop tracking. The default returns true.
  open func continueTracking(_ touch: Touch) -> Bool { true }
  /// The tracked touch lifted (nil when tracking stopped otherwise).
  open func endTracking(_ touch: Touch?) {}
  /// The tracked touch was cancelled (nil when tracking stopped otherwise).
  open func cancelTracking(_ touch: Touch?) {}

  /// Whether a window point is "inside" for tracking: within ``touchInsideMargin`` of the
  /// bounds.
  public final func isInsideForTracking(_ locationInWindow: Point) -> Bool {
    let local = convert(locationInWindow, from: nil)
    return bounds.insetBy(dx: -touchInsideMargin, dy: -touchInsideMargin).contains(local)
  }

  // MARK: Touches

  /// Starts tracking the first touch (when enabled); sends `touchDown`.
  open override func touchesBegan(_ touches: [Touch]) {
    guard isEnabled, !isTracking, let touch = touches.first else { return }
    guard beginTracking(touch) else { return }
    isTracking = true
    trackedTouch = touch
    isTouchInside = true
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// Follows the tracked touch; sends drag events and enter/exit.
  open override func touchesMoved(_ touches: [Touch]) {
    guard isTracking,
      let touch = touches.first(where: { $0.identifier == trackedTouch?.identifier })
    else { return }
    trackedTouch = touch
    let inside = isInsideForTracking(touch.location)
    let crossed = inside != isTouchInside
    isTouchInside = inside
    isHighlighted = inside
    if crossed { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    if isTracking && !continueTracking(touch) {
      isTracking = false
      isHighlighted = false
      endTracking(nil)
    }
  }

  /// Ends tracking; sends `touchUpInside` (and the primary action, see
  /// ``sendsPrimaryActionOnTouchUpInside``) or `touchUpOutside`.
  open override func touchesEnded(_ touches: [Touch]) {
    guard isTracking,
      let touch = touches.first(where: { $0.identifier == trackedTouch?.identifier })
    else { return }
    trackedTouch = touch
    isTouchInside = isInsideForTracking(touch.location)
    isTracking = false
    isHighlighted = false
    endTracking(touch)
    if isTouchInside {
      sendActions(for: .touchUpInside)
      if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
    } else {
      sendActions(for: .touchUpOutside)
    }
    trackedTouch = nil
  }

  /// Cancels tracking; sends `touchCancel`.
  open override func touchesCancelled(_ touches: [Touch]) {
    guard isTracking,
      let touch = touches.first(where: { $0.identifier == trackedTouch?.identifier })
    else { return }
    trackedTouch = touch
    cancelTrackingNow()
  }

  final func cancelTrackingNow() {
    isTracking = false
    isHighlighted = false
    cancelTracking(trackedTouch)
    trackedTouch = nil
    sendActions(for: .touchCancel)
  }

  /// Whether a touch lifting inside also sends `primaryActionTriggered` (buttons do).
  /// Default false.
  open var sendsPrimaryActionOnTouchUpInside: Bool { false }

  // MARK: Arbitration with recognizers

  /// A control keeps single-tap recognizers of its ancestors away from its touches, so
  /// tapping a button does not also fire a tap on the screen behind it (UIKit since
  /// iOS 6); pans and other gestures still win over it.
  override func allowsAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool {
    guard isEnabled, let tap = recognizer as? TapGestureRecognizer else { return true }
    return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
  }

  // MARK: Keys and focus

  /// An enabled, visible control takes the keyboard focus.
  open override var canBecomeFocused: Bool { isEnabled }

  /// Records the focus.
  open override func focusDidChange(isFocused: Bool) {
    self.isFocused = isFocused
  }

  /// Return and space highlight the control.
  open override func pressesBegan(_ event: KeyEvent) -> Bool {
    guard isEnabled, event.key == .return || event.key == .space else {
      return super.pressesBegan(event)
    }
    isHighlighted = true
    return true
  }

  /// Releasing return or space triggers the primary action.
  open override func pressesEnded(_ event: KeyEvent) -> Bool {
    guard isEnabled, event.key == .return || event.key == .space else {
      return super.pressesEnded(event)
    }
    isHighlighted = false
    sendActions(for: .primaryActionTriggered)
    return true
  }

  // MARK: Accessibility

  /// The traits set on the control, plus `notEnabled` and `selected` from its state.
  open override var accessibilityTraits: AccessibilityTraits {
    get {
      var traits = super.accessibilityTraits
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// Activation acts as a tap: `touchUpInside` and the primary action (when enabled).
  open override func accessibilityActivate() -> Bool {
    guard isEnabled else { return false }
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
    return true
  }

  // MARK: Sending

  /// Calls the targets registered for each of `events`, event by event in bit order, and
  /// for each event in the order the targets were added.
  public final func sendActions(for events: Event) {
    for event in events.members {
      for target in targets where target.events.contains(event) { target.handler(self) }
    }
  }

  /// Removes every target.
  public final func removeAllTargets() { targets.removeAll() }
}

/// Typed target-action for controls: the action receives the control as its own class,
/// and the target is held weakly (as UIKit does).
public protocol ControlActions: AnyObject {}

extension ControlActions where Self: Control {
  /// Adds a target and an unbound method of it taking the sender, for `events`.
  public func addTarget<T: WeakReferenceable>(
    _ target: T, action: @escaping (T) -> (Self) -> Void, for events: Control.Event
  ) {
    targets.append(
      (
        events,
        { [target = Weak(target)] control in
          if let target = target.object, let typed = control as? Self { action(target)(typed) }
        }
      ))
  }

  /// Adds a target and an unbound method of it taking no argument, for `events`.
  public func addTarget<T: WeakReferenceable>(
    _ target: T, action: @escaping (T) -> () -> Void, for events: Control.Event
  ) {
    let target = Weak(target)
    targets.append((events, { _ in if let target = target.object { action(target)() } }))
  }

  /// Adds a closure called with the control for `events`.
  public func addAction(for events: Control.Event, _ handler: @escaping (Self) -> Void) {
    targets.append((events, { control in if let typed = control as? Self { handler(typed) } }))
  }
}
