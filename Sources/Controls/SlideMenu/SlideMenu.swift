public import DynamicMenusDynamics
public import DynamicMenusGeometry
public import DynamicMenusViews

/// A side menu that slides in and out of its target view under UIKit Dynamics, arriving with a
/// bounce: the `MenuComponent` of docs/controls/slide-menu.md.
///
/// Every show and hide is done by module Dynamics alone, as the tutorial's `toggleMenu`: all
/// behaviours are removed, then gravity pulls the menu along x towards where it goes, an invisible
/// vertical boundary stops it there (at the menu's inner edge when showing, one menu width beyond
/// the target's edge when hiding), an instantaneous push of ``Configuration/acceleration`` gives it
/// a kick the same way, and an item behaviour with ``Configuration/elasticity`` 0.35 makes it
/// bounce. A grey backdrop under the menu dims the content (alpha 0.25 while shown, following the
/// menu's progress on the way) and keeps touches from it.
///
/// ```swift
/// let menu = SlideMenu(
///   frame: Rect(x: 225, y: 0, width: 150, height: 667), targetView: window.rootView,
///   options: [
///     .init(title: "Download", icon: Icons.download), .init(title: "Upload", icon: Icons.upload),
///   ])
/// menu.onSelect = { menu, index in print("chose \(menu.options[index].title) (\(index))") }
/// // A swipe left on the target view shows it, a swipe right on the menu or a tap on the
/// // backdrop hides it; a pan from the right edge or on the menu moves it with the finger;
/// // or call menu.show() / menu.hide() / menu.toggle().
/// ```
///
/// The menu is a view: it adds itself (and its backdrop, just below it) to the target view,
/// whose coordinate space is the dynamic animator's reference space. Beyond the tutorial: the
/// side follows right-to-left layouts (``Edge/trailing``), a toggle in mid-flight turns back
/// smoothly (the velocity is carried over when the behaviours are replaced), a pan moves it
/// with the finger and hands the finger's velocity to the physics on release
/// (SlideMenu+Tracking.swift), "Reduce Motion" swaps the physics for a short ease, and it has
/// keyboard, VoiceOver and haptic hooks.
public final class SlideMenu: View {
  // MARK: The tutorial's properties

  /// The grey backdrop under the menu (the tutorial's `backgroundView`): it covers the target
  /// view, dims it while the menu shows and takes the touches meant for the content; a tap on
  /// it hides the menu.
  public let backgroundView: View = SlideMenuBackdrop()

  /// The list of options (the tutorial's `optionsTableView`), filling the menu inside
  /// ``Configuration/optionsInsets``; it scrolls when the options overflow.
  public let optionsListView = ListView()

  /// A strip of the menu's colour past its outer edge (off-screen while it shows), so the
  /// contact slop (the menu may rest up to 0.5 pt in from its boundary) never shows a seam of
  /// content at the target's edge. Not hit-tested.
  let overhang = View()
  /// The overhang's width in points (it also reaches 1 pt under the menu).
  static let overhangWidth = 4.0

  /// The animator that moves the menu, working in the target view's space; nil while the
  /// menu has no superview.
  public internal(set) var animator: DynamicAnimator?

  /// The side the menu slides in from (``Configuration/edge``). Default ``Edge/trailing``
  /// (the right in left-to-right layouts, as the tutorial's demo). Changing it moves the menu
  /// to the new side at once.
  public var edge: Edge {
    get { configuration.edge }
    set { configuration.edge = newValue }
  }

  /// The options, top to bottom. Setting them reloads the list and clears ``selectedIndex``.
  public var options: [Option] {
    didSet {
      optionsListView.rows = options.map { $0.row }
      selectedIndex = nil
      if configuration.widthFitsOptions { setNeedsLayout() }
    }
  }

  /// Whether the menu is shown or on its way there (the tutorial's `isMenuShown`). Default
  /// false.
  public internal(set) var isMenuShown = false

  /// How the menu looks and moves (the tutorial's properties and their defaults, and what
  /// this library adds). Applied at once: colours, the list's look and row height, the
  /// backdrop, the presentation style and the edge shadow change now; the motion numbers
  /// take effect with the next show, hide or release. A value out of range stops with a
  /// message naming the field (``Configuration/validationFailure``).
  public var configuration = Configuration() {
    didSet {
      if let failure = configuration.validationFailure {
        preconditionFailure("SlideMenu.configuration: \(failure)")
      }
      applyConfiguration(changedFrom: oldValue)
    }
  }

  // MARK: Beyond the tutorial

  /// Whether a presentation style has moved the content.
  var contentIsShifted = false

  /// The swipe on the target view that shows the menu (towards the menu's inner side). The
  /// host may tune or disable it.
  public let showSwipeGestureRecognizer = SwipeGestureRecognizer()
  /// The swipe on the menu that hides it (towards its outer side).
  public let hideSwipeGestureRecognizer = SwipeGestureRecognizer()
  /// The tap on the backdrop that hides the menu.
  public let backdropTapGestureRecognizer = TapGestureRecognizer()
  /// The pan that moves the menu with the finger, on the target view: one that starts on the menu,
  /// or on the hidden menu's side within ``Configuration/screenEdgeZoneWidth`` of the target's edge
  /// (as `UIScreenEdgePanGestureRecognizer`), and runs more across than along
  /// (SlideMenu+Tracking.swift). The host may tune or disable it.
  public let interactivePanGestureRecognizer = PanGestureRecognizer()

  // MARK: Callbacks (besides the delegate)

  /// The delegate, told of the open/close lifecycle, choices, cancels and feedback. Held
  /// weakly.
  public var delegate: (any SlideMenuDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any SlideMenuDelegate)?
  private var delegateToken: LifetimeToken?

  /// Called when the menu starts showing.
  public var onWillOpen: ((SlideMenu) -> Void)?
  /// Called when the menu has come to rest on screen.
  public var onDidOpen: ((SlideMenu) -> Void)?
  /// Called when the menu starts hiding.
  public var onWillClose: ((SlideMenu) -> Void)?
  /// Called when the menu has come to rest off-screen.
  public var onDidClose: ((SlideMenu) -> Void)?
  /// Called with the index of a chosen option, after the delegate and before the option's
  /// own ``Option/handler`` (the tutorial's selection block, which took the index).
  public var onSelect: ((SlideMenu, Int) -> Void)?
  /// Called when the user dismisses the shown menu without a choice: the backdrop, the hide
  /// swipe or a pan that puts it away, escape, VoiceOver's close.
  public var onCancel: ((SlideMenu) -> Void)?
  /// Called at the moments a host plays haptics for (see ``Feedback``).
  public var onFeedback: ((SlideMenu, Feedback) -> Void)?

  // MARK: State

  /// Where the menu is: hidden, showing, shown or hiding. Default ``Phase/hidden``.
  public internal(set) var phase = Phase.hidden

  /// The last chosen option, or nil.
  public internal(set) var selectedIndex: Int?

  /// What has happened, oldest first: "show", "shown", "hide", "hidden", "select 2". The
  /// latest ``eventLogCapacity`` events: a menu used all day keeps a bounded log (its rules
  /// are checked as each event comes).
  package internal(set) var eventLog: [String] = []

  /// How many events ``eventLog`` keeps: 64.
  package static let eventLogCapacity = 64
  /// The log's rules as events came (SlideMenu+Invariants): the last of "show" and "hide"
  /// (a new menu is hidden), whether it has settled since, and the first few broken rules.
  var logHeading = "hide"
  var logSettled = true
  var logViolations: [String] = []

  /// The menu's size and its vertical place in the target view (the tutorial's `menuFrame`,
  /// whose horizontal place follows the edge).
  var menuFrame: Rect
  /// The width that shows the widest option whole, measured at the last layout pass while
  /// ``Configuration/widthFitsOptions`` is on (SlideMenu+Layout.swift); nil otherwise.
  var optionsFittingWidth: Double?
  /// The motion under way: which kind, and a number that tells stale completions apart.
  var transition: Transition?
  var transitionCount = 0
  /// The dock the menu was last placed against (to notice a flip or a resize).
  var dock: SlideMenuDock?
  /// The item behaviour of the current toggle (its velocity is carried into the next one).
  var itemBehavior: DynamicItemBehavior?
  /// What the behaviours move: the menu, held weakly (SlideMenuBody.swift).
  lazy var body = SlideMenuBody(self)
  /// The view that had the keyboard focus before the menu took it.
  @Weak package var focusBeforeShowing: View?
  /// The menu's speed at the last animator frame (points per second), for impact feedback.
  var lastSpeed = 0.0
  /// Where the menu's centre was (x, target coordinates) when the finger took it; nil while
  /// no pan holds it.
  var trackingStartX: Double?
  /// Which touches the interactive pan takes (SlideMenu+Tracking.swift).
  let panGate = SlideMenuPanGate()
  /// Broken rules noticed as they happened (a callback index out of range).
  var recordedViolations: [String] = []

  /// A motion under way.
  nonisolated enum Transition: Equatable {
    /// Gravity, collision, push and elasticity: ends when the animator pauses.
    case dynamics(Int)
    /// The short ease of "Reduce Motion": ends with its animation.
    case ease(Int)
    /// A finger holds the menu (SlideMenu+Tracking.swift): ends when it lets go.
    case tracking
  }

  /// (0, 0.47, 0.39): the tutorial's menu colour.
  public nonisolated static let defaultMenuColor = Color(red: 0, green: 0.47, blue: 0.39)

  // MARK: Making one

  /// Creates a hidden menu and adds it, with its backdrop, to `targetView`.
  ///
  /// - Parameters:
  ///   - frame: the menu's size and its vertical place in `targetView` when shown (points);
  ///     horizontally it docks to `edge`, so `frame.origin.x` is not used. Width and height
  ///     must be positive.
  ///   - targetView: the view the menu slides over (the tutorial's `targetView`): its bounds
  ///     are the animator's reference space and its swipes show the menu.
  ///   - edge: the side it slides in from. Default ``Edge/trailing``.
  ///   - options: the options, top to bottom. Default none.
  public init(frame: Rect, targetView: View, edge: Edge = .trailing, options: [Option] = []) {
    precondition(
      frame.isFinite && frame.width > 0 && frame.height > 0,
      "SlideMenu: the frame needs a positive, finite size, got \(frame)")
    menuFrame = frame
    self.options = options
    super.init(frame: frame)
    configuration.edge = edge
    name = "SlideMenu"
    accessibilityLabel = "Menu"
    setupBackgroundView()
    setupMenuView()
    setupOptionsTableView()
    setupInitialTableViewSettings()
    setupSwipeGestureRecognizer()
    targetView.addSubview(self)
  }

  /// The backdrop: grey, transparent until the menu shows, tapping it hides the menu.
  func setupBackgroundView() {
    backgroundView.name = "backgroundView"
    backgroundView.backgroundColor = configuration.backdropColor
    backgroundView.alpha = 0
    backdropTapGestureRecognizer.name = "SlideMenu.backdropTap"
    backdropTapGestureRecognizer.addAction { [owner = Weak(self)] tap in
      if tap.state == .ended { owner.object?.backdropTapped() }
    }
    backgroundView.addGestureRecognizer(backdropTapGestureRecognizer)
  }

  /// The menu itself: its colour (and its overhang's); it goes off-screen when it joins the
  /// target view.
  func setupMenuView() {
    backgroundColor = configuration.menuBackgroundColor
    overhang.name = "overhang"
    overhang.backgroundColor = configuration.menuBackgroundColor
    overhang.isUserInteractionEnabled = false
    addSubview(overhang)
  }

  /// The options list: rows of ``Configuration/optionCellHeight``, clear over the menu's colour.
  func setupOptionsTableView() {
    optionsListView.name = "optionsListView"
    optionsListView.pointerCursor = .pointingHand
    optionsListView.rowHeight = configuration.optionCellHeight
    optionsListView.rows = options.map { $0.row }
    optionsListView.adjustsFontForContentSizeCategory = true
    optionsListView.selectionHandler = { [owner = Weak(self)] index, _ in
      owner.object?.optionChosen(index)
    }
    addSubview(optionsListView)
  }

  /// The table settings' defaults reach the list.
  func setupInitialTableViewSettings() {
    applyTableSettings()
  }

  /// The swipes: on the menu towards its outer side hides it; the one that shows it joins the
  /// target view with the menu. Directions follow the side (SlideMenu+Layout.swift).
  func setupSwipeGestureRecognizer() {
    showSwipeGestureRecognizer.name = "SlideMenu.showSwipe"
    showSwipeGestureRecognizer.addAction { [owner = Weak(self)] swipe in
      if swipe.state == .ended { owner.object?.show() }
    }
    hideSwipeGestureRecognizer.name = "SlideMenu.hideSwipe"
    hideSwipeGestureRecognizer.delegate = gestureGate
    hideSwipeGestureRecognizer.addAction { [owner = Weak(self)] swipe in
      if swipe.state == .ended { owner.object?.cancel() }
    }
    addGestureRecognizer(hideSwipeGestureRecognizer)
    interactivePanGestureRecognizer.name = "SlideMenu.interactivePan"
    panGate.menu = self
    interactivePanGestureRecognizer.delegate = panGate
    interactivePanGestureRecognizer.addTarget(self, action: SlideMenu.handlePan)
    gestureGate.menu = self
  }

  /// Lets the hide swipe work over a list that scrolls.
  let gestureGate = SlideMenuGestureGate()

  func applyTableSettings() {
    let s = configuration.tableSettings
    optionsListView.font = s.font
    optionsListView.textColor = s.textColor
    optionsListView.textAlignment = s.textAlignment
    optionsListView.selectionStyle = s.selectionStyle
    optionsListView.selectionColor = s.selectionColor
    optionsListView.iconTintColor = s.iconTintColor ?? s.textColor
  }

  // MARK: View overrides (the work is in the extensions)

  /// Joining a view makes it the target: the backdrop goes just below the menu, the show
  /// swipe onto the view, a new animator into its space, and the menu to its hidden place.
  /// Leaving takes them all away (SlideMenu+Layout.swift).
  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    targetViewDidChange()
  }

  /// The target view changed size (a rotation, a window resize, SwiftUI's layout): dock
  /// again at the next layout pass, in the middle of a slide too. The menu places itself, so
  /// its `autoresizingMask` applies to the frame it docks at when shown (with
  /// `.flexibleHeight` it stays as tall as the target less its margins), not to where it is.
  public override func resize(withOldSuperviewSize oldSize: Size) {
    if let superview, !autoresizingMask.isEmpty {
      let new = superview.bounds.size
      var resized = autoresizingMask.resized(menuFrame, fromSuperviewSize: oldSize, to: new)
      // A target that had no height gives no proportion to keep: a flexible height fills it.
      if oldSize.height <= 0, autoresizingMask.contains(.flexibleHeight), new.height > 0 {
        resized = Rect(x: resized.minX, y: 0, width: resized.width, height: new.height)
      }
      if resized.isFinite, resized.width > 0, resized.height > 0 { menuFrame = resized }
    }
    setNeedsLayout()
  }

  /// Re-docks the menu when the layout direction, the edge, the target's size or its width
  /// (``menuWidth``) changed, then fits the list inside ``Configuration/optionsInsets`` and the
  /// safe area (``listInsets``): in that order, so the list fills the width docked now, not
  /// the one before (a resize would otherwise wait for another layout pass).
  public override func layoutSubviews() {
    measureOptionsIfFitting()
    redockIfNeeded()
    View.performWithoutAnimation {
      optionsListView.frame = bounds.inset(by: listInsets)
    }
  }

  /// Escape hides the shown menu (SlideMenu+Keyboard.swift).
  public override func pressesBegan(_ event: KeyEvent) -> Bool {
    handleKey(event) ?? super.pressesBegan(event)
  }

  /// The options while the menu shows, none while it hides (SlideMenu+Accessibility.swift).
  public override var accessibilityElements: [AccessibilityElement]? {
    makeAccessibilityElements()
  }

  /// The escape gesture hides the shown menu.
  public override func accessibilityPerformEscape() -> Bool { performEscape() }
}

/// The hide swipe recognizes together with the list's scrolling pan (which begins first, after
/// 10 pt), so a sideways swipe over a long list still hides the menu; not with the
/// interactive pan, which moves the menu itself.
final class SlideMenuGestureGate: GestureRecognizerDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  @Weak package var menu: SlideMenu?
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { other !== menu?.interactivePanGestureRecognizer }
}
