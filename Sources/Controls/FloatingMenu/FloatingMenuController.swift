public import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusViews

/// Google Inbox's floating action menu: tapping a floating button presents this menu over the
/// whole window, the content behind it blurred; the menu's buttons slide out of the floating
/// button in a line, turning half a turn and fading in, each with a label sliding in beside
/// it, and a red close button takes the floating button's place.
///
/// It reads like the tutorial (docs/controls/floating-menu.md): the controller is made
/// from the view that presents it, is given its buttons and titles, and animates them with
/// UIKit's spring (0.4 s, damping 0.9) when it opens and closes. Opening and closing can
/// interrupt each other at any moment and turn back smoothly from where things are.
///
/// ```swift
/// let fab = FloatingButton(image: Icons.plus)
/// fab.center = Point(x: 320, y: 600)
/// window.rootView.addSubview(fab)
///
/// let menu = FloatingMenuController(fromView: fab)
/// menu.buttonItems = [FloatingButton(image: Icons.plus), FloatingButton(image: Icons.person)]
/// menu.labelTitles = ["New Contact", "Heidi Hernandez"]
/// menu.onSelect = { index in print("tapped index \(index)") }
/// fab.addAction(for: .primaryActionTriggered) { [unowned menu] _ in menu.open() }
/// ```
///
/// The controller is the presented view itself: ``open(animated:)`` presents it in the
/// floating button's window (with a cross-dissolve) and ``close(animated:)`` dismisses it once
/// its buttons are home. Presenting it with `Window.present` opens it too.
public final class FloatingMenuController: View {
  // MARK: Configuration (the tutorial's properties)

  /// The view that presents the menu (the floating button): the buttons come out of its
  /// centre and the close button takes its place.
  public let fromView: View

  /// The menu's buttons, nearest the floating button first. Tapping one reports its index.
  /// Default none.
  public var buttonItems: [FloatingButton] = [] {
    didSet { rebuildItems(removing: oldValue) }
  }

  /// The labels' texts, one per button in order; titles beyond the last button are not
  /// shown. Default none.
  public var labelTitles: [String] = [] {
    didSet { rebuildItems(removing: buttonItems) }
  }

  /// The labels made from ``labelTitles`` (the tutorial's `buttonLabels`).
  public internal(set) var buttonLabels: [Label] = []

  /// The red close button in the floating button's place ("×" on
  /// ``FloatingMenuPalette/flatRed``); tapping it cancels.
  public let closeButton = FloatingButton(
    image: Icons.close, backgroundColor: FloatingMenuPalette.flatRed)

  /// The blurred backdrop over the window's content (the tutorial's `blurredView`); tapping
  /// it cancels. Under the window's "reduce transparency" it shows a solid colour.
  public let blurredView = BlurView(style: .light)

  /// Where the items go, how they look and how they move (the tutorial's properties and
  /// their defaults). Applied at once: a new place or direction moves the items (smoothly in
  /// flight), a new font sizes the labels again, new colours repaint them; motion settings
  /// take effect with the next opening or closing. A value out of range stops with a message
  /// naming the field (``Configuration/validationFailure``).
  public var configuration = Configuration() {
    didSet {
      if let failure = configuration.validationFailure {
        preconditionFailure("FloatingMenuController.configuration: \(failure)")
      }
      applyConfiguration(changedFrom: oldValue)
    }
  }

  /// The configuration as the backdrop and labels show it now: ``configuration`` resolved for
  /// the window's interface style (``Configuration/resolved(for:)``).
  var shownLook = Configuration()

  // MARK: Appearance

  /// How much larger a label is than its text: 20 points wider and 8 taller (the tutorial's
  /// numbers).
  public static let labelPadding = Size(width: 20, height: 8)

  /// The labels' corner radius, in points: 4.
  public static let labelCornerRadius = 4.0

  // MARK: Callbacks (besides the delegate)

  /// The delegate, told of the open/close lifecycle, selections, cancels and feedback. Held
  /// weakly.
  public var delegate: (any FloatingMenuControllerDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any FloatingMenuControllerDelegate)?
  private var delegateToken: LifetimeToken?

  /// Called when the menu starts opening.
  public var onWillOpen: ((FloatingMenuController) -> Void)?
  /// Called when the menu has finished opening.
  public var onDidOpen: ((FloatingMenuController) -> Void)?
  /// Called when the menu starts closing.
  public var onWillClose: ((FloatingMenuController) -> Void)?
  /// Called when the menu has finished closing and left the window.
  public var onDidClose: ((FloatingMenuController) -> Void)?
  /// Called with the index of a chosen item (after the delegate, before the button's own
  /// ``FloatingButton/handler``).
  public var onSelect: ((FloatingMenuController, Int) -> Void)?
  /// Called when the menu is cancelled: the close button, the backdrop or escape.
  public var onCancel: ((FloatingMenuController) -> Void)?
  /// Called at the moments a host plays haptics for: the menu opens, an item is chosen, the
  /// menu is cancelled.
  public var onFeedback: ((FloatingMenuController, Feedback) -> Void)?

  // MARK: State

  /// Where the menu is now. Default ``Phase/closed``.
  public internal(set) var phase = Phase.closed

  /// Whether the menu is open or opening (what it is heading for).
  public var isOpen: Bool { phase == .open || phase == .opening }

  /// What has happened, oldest first: "open", "opened", "tap 2", "cancel", "close",
  /// "closed" (the `inspect` command shows it). The latest ``eventLogCapacity`` events: a
  /// menu used all day keeps a bounded log (its rules are checked as each event comes).
  package internal(set) var eventLog: [String] = []

  /// How many events ``eventLog`` keeps: 64.
  package static let eventLogCapacity = 64
  /// The log's rules as events came (FloatingMenuController+Invariants): the transition the
  /// log is in ("open" or "close"), and the first few broken rules.
  var logHeading: String?
  var logViolations: [String] = []

  /// Bumped by every transition, so completions of an interrupted one are ignored.
  var transitionID = 0
  /// Buttons whose taps this controller already listens to.
  var wiredButtons: [FloatingButton] = []
  /// The text size the labels were last sized for.
  var labelSizeCategory = ContentSizeCategory.large
  /// The layout the items were last sent to (for relayout on a change, and the invariants).
  var appliedLayout: FloatingMenuLayout?

  // MARK: Making one

  /// Creates a menu presented from `fromView` (the floating button), with no items yet.
  public init(fromView: View) {
    self.fromView = fromView
    super.init(frame: fromView.window?.bounds ?? .zero)
    name = "FloatingMenuController"
    accessibilityLabel = "Menu"
    accessibilityViewIsModal = true
    blurredView.name = "blurredView"
    addSubview(blurredView)
    let backdropTap = TapGestureRecognizer { [owner = Weak(self)] tap in
      if tap.state == .ended { owner.object?.cancel() }
    }
    blurredView.addGestureRecognizer(backdropTap)
    closeButton.name = "closeButton"
    closeButton.accessibilityLabel = "Close"
    closeButton.addAction(for: .primaryActionTriggered) { [owner = Weak(self)] _ in
      owner.object?.cancel()
    }
    addSubview(closeButton)
    configure(isOpen: false)
  }

  /// Creates a menu presented from `fromView` with `items`: a button and a label each.
  public convenience init(fromView: View, items: [Item]) {
    self.init(fromView: fromView)
    setItems(items)
  }

  // MARK: View overrides (the work is in the extensions)

  /// Keeps the backdrop over the whole menu, its look the window's interface style's, and the
  /// labels sized to the window's text size.
  public override func layoutSubviews() {
    View.performWithoutAnimation { blurredView.frame = bounds }
    applyLook()
    resizeLabelsIfNeeded()
    relayoutIfNeeded()
  }

  /// Presented by someone else: opens; dismissed by someone else: closed
  /// (FloatingMenuController+Interaction.swift).
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    applyLook()
    windowDidChange()
  }

  /// The items, then the close button, while open (FloatingMenuController+Accessibility.swift).
  public override var accessibilityElements: [AccessibilityElement]? {
    makeAccessibilityElements()
  }

  /// Escape cancels the open menu.
  public override func accessibilityPerformEscape() -> Bool { performEscape() }

  /// Arrows move the focus, escape cancels (FloatingMenuController+Keyboard.swift).
  public override func pressesBegan(_ event: KeyEvent) -> Bool {
    handleKey(event) ?? super.pressesBegan(event)
  }
}
