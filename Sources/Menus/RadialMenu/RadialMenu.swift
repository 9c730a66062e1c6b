import Animation
public import Geometry
public import Scene

/// The COSMOS radial menu (chapter 15 of the C4 tutorial, shared/seeds/2-radial-menu-rings.txt):
/// thick, thin and dashed rings and twelve dividing lines that grow from a small ring into a
/// ring of twelve sectors, each holding an item.
///
/// ```swift
/// let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
/// menu.onSelect = { _, index in print("chose", menu.items[index].title) }
/// window.rootView.addSubview(menu)
/// ```
///
/// **Using it.** Press the small ring in the middle (or press and hold anywhere on the menu for
/// ``longPressDuration``) and keep the finger down: the menu opens in one second. Drag over the
/// band between radius 102 and 156 to highlight the 30° sector under the finger, and lift to
/// choose it; the menu closes. Lifting before the menu is fully open reverts it; lifting away
/// from the sectors once it is open leaves it open, and a later tap outside the sectors closes
/// it. The keyboard, VoiceOver and code (``open(animated:)``, ``close(animated:)``) do the same.
///
/// **Drawing.** The menu draws in its bounds, centred on ``menuCenter``; it needs about
/// 453 × 453 points open (``sizeThatFits(_:)``). Colours come from ``appearance``. The numbers
/// are the chapter's (``RadialMenuMetrics``), the animation the published app's
/// (docs/controls/radial-menu.md).
///
/// Sector i spans the angles 30°·i … 30°·(i + 1), measured clockwise from 3 o'clock, and its
/// item sits at 30°·i + 15° (with n items: 360°/n per sector).
@MainActor
public final class RadialMenu: Control {
  // MARK: Items

  /// One choice of the menu: a title (spoken by VoiceOver, passed back with the index) and
  /// an icon drawn in the sector.
  public struct Item: Hashable, Sendable {
    /// The item's name ("Aries").
    public var title: String
    /// The icon drawn at the item's place, tinted with ``Appearance/iconColor`` (a template
    /// image); nil draws nothing there.
    public var image: Image?

    /// Creates an item.
    public init(title: String, image: Image? = nil) {
      self.title = title
      self.image = image
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
  nonisolated public static let zodiacItems: [Item] = zip(Icons.zodiacNames, Icons.zodiac).map {
    Item(title: $0, image: $1)
  }

  // MARK: Configuration

  /// The colours. Default ``Appearance/cosmos``: COSMOS blue on near-black.
  public var appearance = Appearance.cosmos {
    didSet { applyAppearance() }
  }

  /// How long a press must be held (without moving 10 pt) to open the menu when it does not
  /// start on the centre, in seconds. Default 0.5 (UIKit's long press).
  public var longPressDuration: Double {
    get { longPress.minimumPressDuration }
    set {
      precondition(
        newValue.isFinite && newValue >= 0,
        "RadialMenu.longPressDuration must be finite and ≥ 0, got \(newValue)")
      longPress.minimumPressDuration = newValue
    }
  }

  /// The radius around ``menuCenter`` where a press opens the menu at once, in points.
  /// Default 44 (the closed ring is 14; 44 leaves a comfortable target).
  public var centerRadius = 44.0 {
    didSet {
      precondition(
        centerRadius.isFinite && centerRadius >= 0,
        "RadialMenu.centerRadius must be finite and ≥ 0, got \(centerRadius)")
    }
  }

  /// The side of an item's icon, in points. Default 28.
  public var iconSize = 28.0 {
    didSet {
      precondition(
        iconSize.isFinite && iconSize > 0,
        "RadialMenu.iconSize must be finite and > 0, got \(iconSize)")
      rebuildItems()
    }
  }

  /// The seed of the generator that orders the dividing lines' reveal (the app drew them in
  /// a random order). Default 15 (the chapter's number). Setting it restarts the sequence.
  public var lineOrderSeed: UInt64 = 15 {
    didSet { lineOrderGenerator = SeededGenerator(seed: lineOrderSeed) }
  }

  // MARK: Callbacks (see RadialMenuDelegate.swift)

  /// Told when the menu opens, closes, highlights and selects. Default nil.
  public weak var delegate: (any RadialMenuDelegate)?
  /// Called when the menu starts opening or closing and when it is fully open or closed.
  public var onStateChange: (@MainActor (RadialMenu, MenuState) -> Void)?
  /// Called when the menu is fully open.
  public var onOpen: (@MainActor (RadialMenu) -> Void)?
  /// Called when the menu is fully closed.
  public var onClose: (@MainActor (RadialMenu) -> Void)?
  /// Called when the highlighted sector changes (nil: none), with its index.
  public var onHighlightChange: (@MainActor (RadialMenu, Int?) -> Void)?
  /// Called when an item is chosen, with its index (0 ≤ index < items.count); the menu then
  /// closes.
  public var onSelect: (@MainActor (RadialMenu, Int) -> Void)?
  /// The feedback hook: called when the highlight moves onto a sector, when an item is chosen
  /// and when the menu has opened, so the host can play haptics (a selection tick, an
  /// impact). Default nil.
  public var feedbackHandler: (@MainActor (Feedback) -> Void)?

  // MARK: State

  /// Where the menu is: closed, opening, open or closing.
  public enum MenuState: String, Hashable, Sendable, Codable, CaseIterable {
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

  /// The thick ring: radius 14 closed, 225 open, 3 pt wide. It is drawn first, and its fill
  /// (``Appearance/backdropColor``) is the menu's backdrop.
  func createThickRing() {
    let m = RadialMenuMetrics.self
    thickRing = RingLayer(
      radius: m.thickRingRadii.closed, lineWidth: m.thickRingLineWidth, color: nil)
    thickRing.name = "thickRing"
    content.addSublayer(thickRing)
  }

  /// The thin rings, 1 pt wide, made at the design's radii 8, 56, 78, 98, 102 and 156; all
  /// but the first are invisible while closed.
  func createThinRings() {
    let m = RadialMenuMetrics.self
    thinRings = m.thinRingRadii.enumerated().map { i, radius in
      let ring = RingLayer(radius: radius, lineWidth: m.thinRingLineWidth, color: nil)
      ring.name = "thin\(i)"
      if i > 0 { ring.opacity = 0 }
      return ring
    }
    thinRings.forEach(content.addSublayer)
  }

  /// The short- and long-dashed rings at radius 84: two rings of butt-capped dashes whose
  /// patterns line up into a short/long scale. Both stop at 0.995 of their length and have no
  /// width until the menu opens; the long dashes are masked to their outer half.
  func createDashedRings() {
    let m = RadialMenuMetrics.self
    let short = RingLayer(radius: m.dashedRingRadius, lineWidth: 0, color: nil)
    short.name = "shortDashes"
    short.lineDashPattern = m.shortDashPattern
    short.strokeEnd = m.dashedStrokeEnd
    // The chapter's turns run against the path (RadialMenuMetrics.longDashRotation): every
    // tick on a whole degree, the long ones on the 10° marks in the short ones' wide gaps.
    short.transform = AffineTransform(rotationAngle: -m.shortDashRotation)

    let long = RingLayer(radius: m.dashedRingRadius, lineWidth: 0, color: nil)
    long.name = "longDashes"
    long.lineDashPattern = m.longDashPattern
    long.strokeEnd = m.dashedStrokeEnd
    long.transform = AffineTransform(rotationAngle: -m.longDashRotation)
    // The mask lives in the ring's own space: centred on the ring's bounds' centre, 8 wide,
    // so it covers 82…90 and cuts the 12 pt dashes (78…90) to their outer part.
    let mask = RingLayer(
      radius: m.longDashMask.radius, lineWidth: m.longDashMask.lineWidth, color: .black)
    mask.name = "longDashesMask"
    mask.position = long.bounds.center
    long.mask = mask

    dashedRings = [short, long]
    for ring in dashedRings {
      ring.lineCap = .butt
      content.addSublayer(ring)
    }
  }

  /// The dividing lines, one per item: 54 pt lines whose anchor point (−1.88888, 0) sits on
  /// the centre, so each spans radius 102…156, turned by i·360°/n (30° for twelve items).
  /// Hidden by strokeEnd 0 while closed.
  func createMenuDividingLines() {
    let m = RadialMenuMetrics.self
    menuDividingLines.forEach { $0.removeFromSuperlayer() }
    menuDividingLines = (0..<items.count).map { i in
      let line = ShapeLayer()
      line.disableActions = true
      line.name = "line\(i)"
      line.bounds = Rect(x: 0, y: 0, width: m.dividingLineLength, height: m.dividingLineWidth)
      line.path = Path(lineFrom: .zero, to: Point(x: m.dividingLineLength, y: 0))
      line.anchorPoint = m.dividingLineAnchor
      line.position = .zero
      line.transform = AffineTransform(rotationAngle: sectorAngle * Double(i))
      line.lineCap = .butt
      line.fillColor = nil
      line.lineWidth = m.dividingLineWidth
      line.strokeEnd = 0
      return line
    }
    menuDividingLines.forEach(linesLayer.addSublayer)
  }

  /// The highlight: a wedge of one sector, masked to the band between the inner and outer
  /// rings (a ring of radius 129 stroked 54 wide), turned to the highlighted sector.
  func createHighlight() {
    let band = RadialMenuMetrics.sectorBand
    highlight.name = "highlight"
    highlight.disableActions = true
    highlight.isHidden = true
    let mask = RingLayer(
      radius: (band.inner + band.outer) / 2, lineWidth: band.outer - band.inner, color: .black)
    mask.name = "highlightMask"
    highlight.mask = mask
    content.addSublayer(highlight)
  }

  /// Makes the lines and the items for the current ``items``, in the settled state (a running
  /// transition ends at once).
  func rebuildItems() {
    withoutActions {
      createMenuDividingLines()
      itemLayers.forEach { $0.removeFromSuperlayer() }
      itemLayers = items.indices.map { i in
        let item = ItemLayer()
        item.name = "item\(i)"
        item.bounds = Rect(x: 0, y: 0, width: iconSize, height: iconSize)
        item.configure(
          angle: itemAngle(i), openRadius: RadialMenuMetrics.iconRadius, gatheredScale: 0.25)
        let icon = ImageLayer()
        icon.name = "icon\(i)"
        icon.disableActions = true
        icon.image = items[i].image
        icon.contentsGravity = .resizeAspect
        icon.bounds = item.bounds
        icon.position = item.bounds.center
        item.addSublayer(icon)
        return item
      }
      itemLayers.forEach(itemsLayer.addSublayer)
      highlight.path = Self.wedge(angle: sectorAngle)
      if let h = highlightedIndex, !items.indices.contains(h) { highlightedIndex = nil }
      if let s = selectedIndex, !items.indices.contains(s) { selectedIndex = nil }
    }
    applyAppearance()
    settleNow(at: transition?.heading ?? settled)
  }

  /// A wedge from the centre between angles 0 and `angle`, reaching past the outer ring.
  static func wedge(angle: Double) -> Path {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: .zero, radius: RadialMenuMetrics.sectorBand.outer + 4, startAngle: 0,
      endAngle: angle, clockwise: true)
    path.closeSubpath()
    return path
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
  /// the band between the inner ring (102) and the outer ring (156), edges included. The
  /// index is the angle clockwise from 3 o'clock divided by the sector angle: 0° and 360°
  /// are the start of sector 0.
  public func itemIndex(at point: Point) -> Int? {
    let v = point - menuCenter
    let r = v.length
    let band = RadialMenuMetrics.sectorBand
    // Edges included, with a nanometre of slack for points computed from polar coordinates.
    guard r.isFinite, r >= band.inner - 1e-9, r <= band.outer + 1e-9 else { return nil }
    let angle = Angles.normalized(v.angle)
    return Swift.min(Int(angle / sectorAngle), items.count - 1)
  }

  /// The open menu's size: the thick ring's outer edge, 2·(225 + 1.5) = 453 points square.
  public override func sizeThatFits(_ size: Size) -> Size {
    let m = RadialMenuMetrics.self
    let side = 2 * (m.thickRingRadii.open + m.thickRingLineWidth / 2)
    return Size(width: side, height: side)
  }

  /// Keeps the drawing centred in the bounds.
  public override func layoutSubviews() {
    super.layoutSubviews()
    withoutActions { content.position = menuCenter }
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
    close()
    return true
  }

  /// A menu that leaves its window ends its transition at once.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    windowDidChange()
  }

  // MARK: Appearance

  /// Colours every part from ``appearance``.
  func applyAppearance() {
    let a = appearance
    withoutActions {
      thickRing.strokeColor = a.ringColor
      thickRing.fillColor = a.backdropColor
      for ring in thinRings + dashedRings { ring.strokeColor = a.ringColor }
      for line in menuDividingLines { line.strokeColor = a.ringColor }
      highlight.fillColor = a.highlightColor
    }
    updateItemColors()
  }

  /// Tints each item: the highlighted one in ``Appearance/highlightedIconColor``.
  func updateItemColors() {
    withoutActions {
      for (i, item) in itemLayers.enumerated() {
        let icon = item.sublayers.first as? ImageLayer
        icon?.tintColor =
          i == highlightedIndex ? appearance.highlightedIconColor : appearance.iconColor
      }
    }
  }

  /// Runs `body` with implicit and block animations off, so model changes apply at once.
  func withoutActions(_ body: () -> Void) {
    Transaction.perform(disableActions: true, body)
  }
}
