public import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusViews

/// A button that asks to be confirmed before it acts: press harder (3D Touch force) or hold
/// longer, and a ring fills above the finger; once it is full, slide into it and release.
/// A replacement for the "are you sure?" alert (docs/controls/confirm-action-button.md).
///
/// ```swift
/// let delete = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
/// delete.title = "Delete"
/// delete.addAction(for: .primaryActionTriggered) { _ in removeEverything() }
/// view.addSubview(delete)
/// ```
///
/// How it goes (``ConfirmActionButtonState``):
/// - On touch down a ring the size of the control appears centred one control height above
///   the touch (placed without animation), and the state is ``ConfirmActionButtonState/updating``.
///   The ring's `strokeEnd` follows the **intention**, 0…1: with force,
///   `min(force, cap) / min(maximumPossibleForce, cap)` (cap 3); without force, the time held
///   over ``Configuration/holdDuration`` (2 s), every frame.
/// - Above 0.97 the ring is full: ``ConfirmActionButtonState/selected`` (red, 1.1×,
///   "CONFIRM"); with the touch inside the ring, ``ConfirmActionButtonState/confirmed`` (green,
///   1.3×, "OK"). Force easing off below 0.97 before that goes back to updating.
/// - Releasing while confirmed sends `valueChanged` and `primaryActionTriggered`, once; any
///   other release cancels. Either way the control is idle again, the ring empty.
///
/// Besides the tutorial: dragging more than ``Configuration/cancelDistance`` away abandons the
/// press; a held space or return fills the ring and its release confirms; VoiceOver gets a
/// "Confirm" action and hears every step; ``onFeedback`` (or the delegate) is where the host
/// plays haptics; Reduce Motion keeps the ring's size; right-to-left layouts fill the ring
/// counter-clockwise from 9 o'clock. See docs/controls/confirm-action-button.md.
public final class ConfirmActionButton: Control {
  /// The size the button takes where its container leaves it open: 200 × 260 points, the
  /// button centred 80 points above the bottom with its ring's room above.
  public nonisolated static let idealSize = Size(width: 200, height: 260)

  // MARK: Drawing the UI (the tutorial's layers)

  /// The ring: an ellipse the size of the control, stroked from 3 o'clock clockwise up to
  /// `strokeEnd`.
  let circle = ShapeLayer()
  /// The text in the ring's centre: "", "CONFIRM" or "OK".
  let messageLabel = TextLayer()
  /// Holds the ring and its text; placed one control height above the touch.
  let container = Layer()
  /// The face's title ("Delete").
  public let titleLabel = Label()

  // MARK: Configuration

  /// Colours, texts, scales, the force cap, the hold duration and the cancel distance.
  /// Default: the tutorial's (see ``Configuration``). Changing it mid-press restyles the ring.
  ///
  /// - Precondition: every field is in range (``Configuration/validationFailure`` is nil).
  public var configuration = Configuration() {
    didSet {
      if let failure = configuration.validationFailure {
        preconditionFailure("ConfirmActionButton.configuration: \(failure)")
      }
      styleLayers()
      setNeedsLayout()
    }
  }

  /// The text on the button's face. Default nil.
  public var title: String? {
    get { titleLabel.text }
    set { titleLabel.text = newValue }
  }

  // MARK: Callbacks (see ConfirmActionButton+Callbacks.swift)

  /// Told about the ring opening and closing, confirmations, cancellations, feedback and
  /// state changes.
  public var delegate: (any ConfirmActionButtonDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any ConfirmActionButtonDelegate)?
  private var delegateToken: LifetimeToken?
  /// Called when a press begins and its ring appears.
  public var onWillOpen: ((ConfirmActionButton) -> Void)?
  /// Called when the ring first fills in a press (``ConfirmActionButtonState/selected``): the
  /// action may now be confirmed.
  public var onDidOpen: ((ConfirmActionButton) -> Void)?
  /// Called when the press ends, before its ring empties.
  public var onWillClose: ((ConfirmActionButton) -> Void)?
  /// Called when the ring has emptied and the button is idle, before the action fires or the
  /// press counts as cancelled.
  public var onDidClose: ((ConfirmActionButton) -> Void)?
  /// Called after every state change, with the old and the new state.
  public var onStateChange:
    ((ConfirmActionButton, ConfirmActionButtonState, ConfirmActionButtonState) -> Void)?
  /// Called when the action fires, after the `valueChanged` and `primaryActionTriggered`
  /// targets.
  public var onConfirm: ((ConfirmActionButton) -> Void)?
  /// Called when a press ends without firing.
  public var onCancel: ((ConfirmActionButton) -> Void)?
  /// Called when the ring fills (``Feedback/selected``) and when the touch enters it
  /// (``Feedback/confirmed``): play haptics from here.
  public var onFeedback: ((ConfirmActionButton, Feedback) -> Void)?

  // MARK: State

  /// Where the confirmation is. Default ``ConfirmActionButtonState/idle``.
  public internal(set) var selectionState = ConfirmActionButtonState.idle {
    didSet { if selectionState != oldValue { applyAppearance() } }
  }

  /// How far the ring is filled: 0 (nothing) … 1 (full). 0 when idle.
  public internal(set) var intention = 0.0

  /// The press in progress: a touch or a held key.
  var press: Press?

  /// Advances the intention of a press without force, every frame.
  var timer: DisplayLink?

  /// How many times the action fired (a release while confirmed, a key release, the Confirm
  /// action).
  public internal(set) var actionCount = 0
  /// How many presses (touches and held keys) began.
  public internal(set) var pressCount = 0
  /// How many times the action fired during the current (or last) press: 0 or 1.
  public internal(set) var actionsInLastPress = 0
  /// Whether the ring filled during the current press (``onDidOpen`` was told).
  var ringHasOpened = false

  /// Creates the button: 100 × 100 points unless `frame` says otherwise.
  public override init(frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100)) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.isAccessibilityElement = false
    titleLabel.adjustsFontForContentSizeCategory = true
    addSubview(titleLabel)
    drawControl()
    setUpAccessibility()
  }

  /// Builds the ring, its text and their container (the tutorial's `drawControl`), in front of
  /// the face and its title.
  func drawControl() {
    Transaction.perform(disableActions: true) {
      circle.name = "ring"
      circle.fillColor = nil
      circle.lineCap = .round
      circle.strokeEnd = 0  // nothing drawn until a press fills it
      circle.shadowOpacity = 1
      circle.shadowOffset = .zero

      messageLabel.name = "message"
      messageLabel.string = ""
      messageLabel.alignment = .center

      container.name = "confirmation"
      container.addSublayer(messageLabel)
      container.addSublayer(circle)
      layer.addSublayer(container)
    }
    styleLayers()
  }

  /// The ring's centre while a press is in progress, in the control's coordinates (one control
  /// height above where the touch began); nil when idle.
  public var ringCenter: Point? { press?.ringCenter }

  /// Whether a touch or a held key is confirming now.
  public var isPressing: Bool { press != nil }

  // MARK: Layout

  /// Sizes the face, its title, the ring and its text to the bounds, without animation.
  public override func layoutSubviews() {
    layOut()
  }

  // MARK: Tracking touches (ConfirmActionButton+Tracking.swift)

  /// A touch began: the ring appears above it and starts filling.
  public override func beginTracking(_ touch: Touch) -> Bool { beginPress(with: touch) }
  /// The touch moved (or pressed harder): the state follows.
  public override func continueTracking(_ touch: Touch) -> Bool { continuePress(with: touch) }
  /// The touch lifted: fires when confirmed, else cancels.
  public override func endTracking(_ touch: Touch?) { endPress(with: touch) }
  /// The touch was cancelled (a recognizer took it, the control left the window): cancels.
  public override func cancelTracking(_ touch: Touch?) { finishPress(fired: false) }

  /// Disabling the control abandons a held key too (a touch is cancelled by `Control`).
  public override var isEnabled: Bool {
    didSet { if !isEnabled, press?.key != nil { finishPress(fired: false) } }
  }

  /// Leaving the window abandons a press.
  public override func didMoveToWindow() {
    if window == nil, press != nil { finishPress(fired: false) }
  }

  // MARK: Keys (ConfirmActionButton+Keyboard.swift)

  /// Space or return begins a held press; escape abandons one.
  public override func pressesBegan(_ event: KeyEvent) -> Bool { keyPressed(event) }
  /// Releasing the held key confirms when the ring is full, else cancels.
  public override func pressesEnded(_ event: KeyEvent) -> Bool { keyReleased(event) }
  /// Losing the focus abandons a held key.
  public override func focusDidChange(isFocused: Bool) {
    super.focusDidChange(isFocused: isFocused)
    focusChanged(isFocused: isFocused)
  }

  // MARK: Accessibility (ConfirmActionButton+Accessibility.swift)

  /// The face's title ("Delete"), unless set otherwise.
  public override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? title }
    set { super.accessibilityLabel = newValue }
  }
  /// The confirmation's progress: nil when idle, "45 %" while filling, then the ring's text.
  public override var accessibilityValue: String? {
    get { super.accessibilityValue ?? progressDescription }
    set { super.accessibilityValue = newValue }
  }
  /// A button, plus the control's traits.
  public override var accessibilityTraits: AccessibilityTraits {
    get { super.accessibilityTraits.union(.button) }
    set { super.accessibilityTraits = newValue }
  }
  /// A double tap does not fire (that is what the control guards against): it says how to
  /// confirm instead.
  public override func accessibilityActivate() -> Bool { explainActivation() }
}
