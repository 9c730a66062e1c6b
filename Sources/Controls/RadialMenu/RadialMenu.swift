public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusViews

/// The COSMOS radial menu (chapter 15 of the C4 tutorial, docs/controls/radial-menu.md):
/// thick, thin and dashed rings and twelve dividing lines that grow from a small ring into a
/// ring of twelve sectors, each holding an item.
///
/// ```swift
/// let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
/// menu.onSelect = { _, index in print("chose", menu.items[index].title) }
/// window.rootView.addSubview(menu)
/// ```
///
/// **Using it.** Press the small ring in the middle (or, with ``Configuration/opensOnLongPress``,
/// press and hold anywhere on the menu for ``Configuration/longPressDuration``) and keep the finger
/// down: the menu opens in one second. Drag over the band between radius 102 and 156 to highlight
/// the 30° sector under the finger, and lift to choose it; the menu closes. Lifting before the menu
/// is fully open reverts it (``Configuration/earlyRelease``); lifting away from the sectors once it
/// is open leaves it open, and a later tap outside the sectors closes it. The keyboard, VoiceOver
/// and code (``open(animated:)``, ``close(animated:)``) do the same.
///
/// **Drawing.** The menu draws in its bounds, centred on ``menuCenter``; it needs 453 × 453
/// points open (``sizeThatFits(_:)``), and in smaller bounds draws the whole menu smaller, in
/// the chapter's proportions (``fitScale``). Colours come from ``Configuration/appearance``.
/// The numbers are the chapter's (``RadialMenuMetrics``), the animation the published app's
/// (docs/controls/radial-menu.md).
///
/// Sector i spans the angles 30°·i … 30°·(i + 1), measured clockwise from 3 o'clock, and its
/// item sits at 30°·i + 15° (with n items: 360°/n per sector).
public final class RadialMenu: Control {
  // MARK: Items

  /// One choice of the menu: a title (spoken by VoiceOver, passed back with the index), an
  /// icon drawn in the sector and, if wanted, the item's own action.
  ///
  /// Two items are equal when their titles and images are and they share the handler (copies
  /// of one item do; two closures are never compared).
  public struct Item: Hashable {
    /// The item's name ("Aries").
    public var title: String
    /// The icon drawn at the item's place, tinted with ``Appearance/iconColor`` (a template
    /// image); nil draws nothing there.
    public var image: Image?
    /// This item's own action: called when it is chosen, after the menu's delegate and
    /// ``RadialMenu/onSelect``. Default nil.
    public var handler: ((RadialMenu) -> Void)? {
      get { action?.body }
      set { action = newValue.map(ItemAction.init) }
    }
    private var action: ItemAction<RadialMenu>?

    /// Creates an item.
    public init(title: String, image: Image? = nil, handler: ((RadialMenu) -> Void)? = nil) {
      self.title = title
      self.image = image
      self.handler = handler
    }

    /// Equal titles, images and the same handler (or none).
    public static func == (a: Item, b: Item) -> Bool {
      a.title == b.title && a.image == b.image && a.action === b.action
    }

    /// Hashes the title and the image.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(image)
    }
  }

  /// The most items a menu takes.
  public static let maximumItemCount = 24

  /// The items, clockwise from 3 o'clock: item i sits in sector i. 2…24 items (the dividing
  /// lines and sectors follow the count); the default is the twelve signs of the zodiac, as
  /// in the COSMOS app. Setting it ends a running transition at once.
  ///
  /// - Precondition: 2…``maximumItemCount`` items.
  public var items: [Item] {
    didSet {
      precondition(
        (2...Self.maximumItemCount).contains(items.count),
        "RadialMenu.items must hold 2…\(Self.maximumItemCount) items, got \(items.count)")
      rebuildItems()
    }
  }

  /// The twelve signs of the zodiac, Aries to Pisces, with Scene's zodiac glyphs: the
  /// default items.
  public static let zodiacItems: [Item] = zip(Icons.zodiacNames, Icons.zodiac).map {
    Item(title: $0, image: $1)
  }

  // MARK: Configuration

  /// The colours, the press that opens and what an early release does (see
  /// ``Configuration``; the chapter's by default). Applies at once: a new appearance
  /// restyles the menu, a new icon size rebuilds the items, a new seed restarts the lines'
  /// order.
  ///
  /// - Precondition: every field is in range (``Configuration/validationFailure`` is nil).
  public var configuration = Configuration() {
    didSet {
      if let failure = configuration.validationFailure {
        preconditionFailure("RadialMenu.configuration: \(failure)")
      }
      longPress.isEnabled = configuration.opensOnLongPress
      longPress.minimumPressDuration = configuration.longPressDuration
      if configuration.appearance != oldValue.appearance { applyAppearance() }
      if configuration.iconSize != oldValue.iconSize { rebuildItems() }
      if configuration.lineOrderSeed != oldValue.lineOrderSeed {
        lineOrderGenerator = SeededGenerator(seed: configuration.lineOrderSeed)
      }
    }
  }

  /// What a finger that opened the menu and lifted before it was fully open does.
  public nonisolated enum EarlyRelease: String, Hashable, Sendable, CaseIterable {
    /// The opening plays backwards from where it is, every part retracing its motion.
    case retrace
    /// The published app's: the opening finishes, then the menu closes.
    case finishOpeningThenClose
  }

  /// Set when the opening finger lifted early under
  /// ``EarlyRelease/finishOpeningThenClose``: the menu closes as soon as it is open.
  var closesWhenOpen = false

  // MARK: Callbacks (see RadialMenuDelegate.swift)

  /// Told when the menu opens, closes, highlights and selects. Default nil.
  public var delegate: (any RadialMenuDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any RadialMenuDelegate)?
  private var delegateToken: LifetimeToken?
  /// Called when the menu starts heading for open (also when a closing turns back).
  public var onWillOpen: ((RadialMenu) -> Void)?
  /// Called when the menu is fully open.
  public var onDidOpen: ((RadialMenu) -> Void)?
  /// Called when the menu starts heading for closed (also when an opening turns back).
  public var onWillClose: ((RadialMenu) -> Void)?
  /// Called when the menu is fully closed.
  public var onDidClose: ((RadialMenu) -> Void)?
  /// Called when an item is chosen, with its index (0 ≤ index < items.count), before the
  /// item's own ``Item/handler``; the menu then closes.
  public var onSelect: ((RadialMenu, Int) -> Void)?
  /// Called when the user dismisses the menu without a choice (a tap on the open centre,
  /// escape, an early release, VoiceOver's close); the menu then closes.
  public var onCancel: ((RadialMenu) -> Void)?
  /// The feedback hook: called when the highlight moves onto a sector, when an item is chosen
  /// and when the menu has opened, so the host can play haptics (a selection tick, an
  /// impact). Default nil.
  public var onFeedback: ((RadialMenu, Feedback) -> Void)?
  /// Called when the menu starts opening or closing and when it is fully open or closed.
  public var onStateChange: ((RadialMenu, MenuState) -> Void)?
  /// Called when the highlighted sector changes (nil: none), with its index.
  public var onHighlightChange: ((RadialMenu, Int?) -> Void)?

  // MARK: State

  /// Where the menu is: closed, opening, open or closing.
  public nonisolated enum MenuState: String, Hashable, Sendable, CaseIterable {
    /// Only the small rings show; the default.
    case closed
    /// Animating towards open.
    case opening
    /// Fully open: sectors can be highlighted and chosen.
    case open
    /// Animating towards closed.
    case closing
  }

  /// The sector under the finger or the keyboard cursor while open, or nil.
  public internal(set) var highlightedIndex: Int?
  /// The last item chosen (by touch, keyboard or VoiceOver), or nil. Setting it does not
  /// call the callbacks. Default nil.
  ///
  /// - Precondition: nil or 0 ≤ index < items.count.
  public var selectedIndex: Int? {
    didSet {
      if let i = selectedIndex {
        precondition(items.indices.contains(i), "RadialMenu.selectedIndex \(i) is out of range")
      }
      accessibilityValue = selectedIndex.map { items[$0].title }
      if isOpenOrOpening { accessibilityStateDidChange() }  // the `selected` trait moves
    }
  }

  /// The settled state, and the transition under way (RadialMenu+Transitions.swift).
  var settled = MenuTarget.closed
  var transition: Transition?
  var transitionGeneration = 0
  /// The line reveal order's generator.
  var lineOrderGenerator = SeededGenerator(seed: 15)

  /// The press being tracked (RadialMenu+Interaction.swift).
  var press: Press?
  let longPress = LongPressGestureRecognizer()
  /// Keys pressed that the menu handled, so their release is not passed on.
  var handledKeys: Set<Key> = []
  /// Problems found by the callbacks' own checks (see ``invariantViolations()``).
  var recordedViolations: [String] = []
  /// The state last reported by the open and close callbacks (the menu starts closed).
  var lastLifecycleCallback = MenuTarget.closed
  /// The sector elements while open (RadialMenu+Accessibility.swift).
  var sectorElements: [AccessibilityElement] = []
  /// The focus halo last built, and what for (RadialMenu+Focus.swift).
  var focusHaloCache: (key: FocusHaloKey, effect: FocusEffect)?

  // MARK: Layers

  let content = MenuContentLayer()
  var thickRing = RingLayer()
  var thinRings: [RingLayer] = []
  var dashedRings: [RingLayer] = []
  var menuDividingLines: [ShapeLayer] = []
  var itemLayers: [ItemLayer] = []
  let highlight = ShapeLayer()
  let linesLayer = Layer()
  let itemsLayer = Layer()

  // MARK: Making the menu

  /// Creates a closed menu of `items` (default: the zodiac) in `frame`.
  ///
  /// - Precondition: 2…``maximumItemCount`` items.
  public init(frame: Rect = .zero, items: [Item] = RadialMenu.zodiacItems) {
    precondition(
      (2...Self.maximumItemCount).contains(items.count),
      "RadialMenu.items must hold 2…\(Self.maximumItemCount) items, got \(items.count)")
    self.items = items
    super.init(frame: frame)
    name = "RadialMenu"
    accessibilityLabel = "Menu"
    accessibilityHint = "Opens the menu."
    accessibilityTraits = .button
    withoutActions {
      layer.addSublayer(content)
      createThickRing()
      createHighlight()
      createThinRings()
      createDashedRings()
      content.addSublayer(linesLayer)
      content.addSublayer(itemsLayer)
      rebuildItems()
    }
    setUpInteraction()
  }

  // MARK: Geometry

  /// The angle of one sector, radians: 2π/n (30° for twelve items).
  public var sectorAngle: Double { Angles.fullTurn / Double(items.count) }

  /// Where item i sits when open: the middle of its sector, (i + ½)·sectorAngle radians
  /// clockwise from 3 o'clock (30°·i + 15° for twelve items).
  public func itemAngle(_ index: Int) -> Double { (Double(index) + 0.5) * sectorAngle }

  /// The menu's centre, in its own coordinates: the middle of its bounds.
  public var menuCenter: Point { bounds.center }

  /// The sector under `point` (in the menu's coordinates), or nil when the point is not in
  /// the band between the inner ring (102) and the outer ring (156), edges included, both
  /// times ``fitScale``. The index is the angle clockwise from 3 o'clock divided by the sector
  /// angle: 0° and 360° are the start of sector 0.
  public func itemIndex(at point: Point) -> Int? {
    let v = point - menuCenter
    let r = v.length / fitScale
    let band = RadialMenuMetrics.sectorBand
    // Edges included, with a nanometre of slack for points computed from polar coordinates.
    guard r.isFinite, r >= band.inner - 1e-9, r <= band.outer + 1e-9 else { return nil }
    let angle = Angles.normalized(v.angle)
    return Swift.min(Int(angle / sectorAngle), items.count - 1)
  }

  /// The open menu's size, which it takes where its container leaves it open: the thick
  /// ring's outer edge, 2·(225 + 1.5) = 453 points square.
  public nonisolated static var idealSize: Size {
    let m = RadialMenuMetrics.self
    let side = 2 * (m.thickRingRadii.open + m.thickRingLineWidth / 2)
    return Size(width: side, height: side)
  }

  /// The open menu's size (``idealSize``).
  public override func sizeThatFits(_ size: Size) -> Size { Self.idealSize }

  /// How much the drawing is scaled to fit the bounds: 1 where they hold the open menu
  /// (``idealSize``, the chapter's size), else their shorter side over 453, so the whole open
  /// menu shows in the chapter's proportions (a 390-point phone: 0.861); at least 0.1. Every
  /// radius of the drawing and of the sectors a touch finds scales with it; the press target
  /// round the centre (``Configuration/centerRadius``) and the focus halo's offset are a
  /// finger's and an outline's, and do not.
  public var fitScale: Double { Self.fitScale(for: bounds) }

  /// ``fitScale`` for a menu of `bounds`: `min(w, h) / 453`, at most 1, at least 0.1.
  public nonisolated static func fitScale(for bounds: Rect) -> Double {
    let side = Swift.min(bounds.width, bounds.height)
    return side.isFinite ? Swift.min(1, Swift.max(0.1, side / idealSize.width)) : 1
  }

  /// Keeps the drawing centred in the bounds, at ``fitScale``.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let fit = fitScale
    withoutActions {
      content.position = menuCenter
      content.transform = AffineTransform(scaleX: fit, y: fit)
    }
    if isOpenOrOpening { accessibilityStateDidChange() }  // the sectors' frames moved
  }

  // MARK: View and control hooks (the behaviour lives in the extensions' files)

  /// Closed or closing, the menu takes touches in its bounds; opening or open, every touch
  /// that reaches it, so a tap anywhere outside the sectors closes it
  /// (RadialMenu+Interaction.swift).
  public override func point(inside point: Point) -> Bool { hitAreaContains(point) }

  /// A press begins: see RadialMenu+Interaction.swift.
  public override func beginTracking(_ touch: Touch) -> Bool { pressBegan(touch) }

  /// The press moves: the highlight follows it.
  public override func continueTracking(_ touch: Touch) -> Bool { pressMoved(touch) }

  /// The press lifts: revert, choose, close or stay open.
  public override func endTracking(_ touch: Touch?) { pressEnded(touch) }

  /// The press was cancelled: revert an opening it started, choose nothing.
  public override func cancelTracking(_ touch: Touch?) { pressCancelled() }

  /// The focus halo: the centre ring, or the highlighted sector (RadialMenu+Focus.swift).
  public override var focusEffect: FocusEffect? { focusHalo }

  /// Handles the menu's keys (RadialMenu+Keyboard.swift); others go up the responder chain.
  public override func pressesBegan(_ event: KeyEvent) -> Bool {
    guard isEnabled, handleKey(event.key) else { return super.pressesBegan(event) }
    handledKeys.insert(event.key)
    return true
  }

  /// Swallows the release of a key the menu handled.
  public override func pressesEnded(_ event: KeyEvent) -> Bool {
    if handledKeys.remove(event.key) != nil { return true }
    return super.pressesEnded(event)
  }

  /// Collapsed while closed (the one "Menu" button), expanded while opening or open.
  public override var accessibilityExpandedStatus: AccessibilityExpandedStatus {
    get { isOpenOrOpening ? .expanded : .collapsed }
    set {}
  }

  /// The sector elements and the centre's "Close menu" while the menu is opening or open;
  /// nil while closed, when the menu itself is the element (RadialMenu+Accessibility.swift).
  public override var accessibilityElements: [AccessibilityElement]? {
    isOpenOrOpening ? sectorElements : nil
  }

  /// Activating the closed menu opens it.
  public override func accessibilityActivate() -> Bool {
    guard isEnabled else { return false }
    open()
    return true
  }

  /// Escape closes an open or opening menu.
  public override func accessibilityPerformEscape() -> Bool {
    guard isOpenOrOpening else { return super.accessibilityPerformEscape() }
    cancel()
    return true
  }

  /// A menu that leaves its window ends its transition at once.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    windowDidChange()
  }

  /// Runs `body` with implicit and block animations off, so model changes apply at once.
  func withoutActions(_ body: () -> Void) {
    Transaction.perform(disableActions: true, body)
  }
}
