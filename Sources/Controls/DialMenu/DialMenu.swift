import DynamicMenusDynamics
public import DynamicMenusGeometry
public import DynamicMenusViews

/// A rotating dial of bubbles held together by UIKit Dynamics: drag it round, and the item
/// nearest the top snaps there and is selected. The dial menu of
/// docs/controls/dial-menu.md, finished.
///
/// ```swift
/// let dial = DialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
/// dial.itemViews = ["Pale lager", "Witbier", "Pilsner"].map { MenuItem(title: $0) }
/// dial.onSelect = { _, index in print("selected", index) }
/// window.rootView.addSubview(dial)
/// dial.show()
/// ```
///
/// How it works, as the tutorial builds it: the items sit clockwise from the top on a ring of
/// radius `min(w, h)/2 − itemHeight × maximumScale / 2` (a dial under the tutorial's 512
/// points shows its items smaller, ``fitScale(for:)``); ``show(animated:completion:)``
/// animates them out of the centre (0.3 s, alpha 0 → 1); then each is tied to the centre
/// and to its neighbour (the last to the first) by rigid attachments, a bicycle wheel, and
/// an ``InflateBehavior`` scales it by its distance to the top. A pan snaps the item nearest
/// the finger to the finger (damping 1.5) and the wheel turns after it; on release the item
/// nearest the top snaps to the top (damping 2).
///
/// Beyond the tutorial: selection (``selectedIndex``, a delegate, closures and
/// `valueChanged`), a feedback hook as each item reaches or passes the top, a data source,
/// hide, tapping an item to bring it to the top, the arrow keys, one adjustable
/// accessibility element, reduce motion (a short ease, no physics), an optional fling and
/// right-to-left layouts (the ring runs counter-clockwise). See docs/controls/dial-menu.md.
public final class DialMenu: Control {
  // MARK: Configuration

  /// How the dial moves: the tutorial's numbers (see ``Configuration``). A new inflate curve
  /// or selection angle re-lays the dial out; the other fields apply from the next motion.
  ///
  /// - Precondition: every field is in range (``Configuration/validationFailure`` is nil).
  public var configuration = Configuration() {
    didSet {
      if let failure = configuration.validationFailure {
        preconditionFailure("DialMenu.configuration: \(failure)")
      }
      if configuration.inflateCurve != oldValue.inflateCurve
        || configuration.selectionAngle != oldValue.selectionAngle
      {
        relayout()
      }
    }
  }

  // MARK: Items

  /// The items, in order clockwise from the top: the tutorial's `itemViews`. Setting them
  /// replaces the old ones; on a shown dial the new ones appear at once on the ring.
  /// The selection is kept when it is still in range (else the last item, or nil).
  /// An item listed twice keeps its first place.
  public var itemViews: [MenuItem] = [] {
    didSet {
      var unique: [MenuItem] = []
      for item in itemViews where !unique.contains(where: { $0 === item }) { unique.append(item) }
      if unique.count != itemViews.count { itemViews = unique }
      setup(replacing: oldValue)
    }
  }

  /// Supplies the items for ``reloadData()``.
  public var dataSource: (any DialMenuDataSource)? {
    get { dataSourceToken?.hasEnded == false ? dataSourceStorage : nil }
    set {
      dataSourceStorage = newValue
      dataSourceToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var dataSourceStorage: (any DialMenuDataSource)?
  private var dataSourceToken: LifetimeToken?
  /// Hears the dial open and close, selections, cancels, feedback, items passing the top
  /// and activations.
  public var delegate: (any DialMenuDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any DialMenuDelegate)?
  private var delegateToken: LifetimeToken?

  // MARK: Callbacks (the delegate's moments as closures, called after it)

  /// Called when the dial starts showing.
  public var onWillOpen: ((DialMenu) -> Void)?
  /// Called when the shown dial's physics runs (not when a hide interrupts the show).
  public var onDidOpen: ((DialMenu) -> Void)?
  /// Called when the dial starts hiding.
  public var onWillClose: ((DialMenu) -> Void)?
  /// Called when the hidden items are back in the middle (not when a show interrupts).
  public var onDidClose: ((DialMenu) -> Void)?
  /// Called with the index of the item the dial came to rest on, when it differs from the
  /// previous selection; then the item's own ``MenuItem/handler``.
  public var onSelect: ((DialMenu, Int) -> Void)?
  /// Called when the user's turn came to rest on the item already selected.
  public var onCancel: ((DialMenu) -> Void)?
  /// A hook for haptics and sound: called as each item reaches the selection point and when
  /// the selection changes.
  public var onFeedback: ((DialMenu, Feedback) -> Void)?
  /// Called with the index of each item that reaches or passes the top while the dial turns.
  public var onItemPassTop: ((DialMenu, Int) -> Void)?
  /// Called with the selected index when the user chooses it: return or space, a tap on
  /// the selected item, an accessibility activation.
  public var onActivate: ((DialMenu, Int) -> Void)?

  // MARK: State

  /// Whether the dial is shown (true from ``show(animated:completion:)`` on, while its
  /// animation plays, until ``hide(animated:completion:)``).
  public internal(set) var isShown = false
  /// The item at the top when the dial last came to rest; nil without items. Starts at 0.
  public internal(set) var selectedIndex: Int?

  /// The tutorial's state: the animator, the snap of the moment, the ring's centre points,
  /// the dial's centre and its top.
  var animator: DynamicAnimator?
  var snap: SnapBehavior?
  var centerPoints: [Point] = []
  var dialCenter = Point.zero
  var snapPoint = Point.zero

  /// The ring the items are laid out on.
  var ring = DialRing(center: .zero, radius: 0, count: 0)
  /// What the dial is doing now.
  var motion = Motion.idle
  /// A show or hide animation under way.
  var transition = Transition.none
  /// Counts show and hide calls, so a stale animation completion is ignored.
  var transitionGeneration = 0
  /// Whether the dial runs without physics (Reduce Motion when laid out).
  var usesReducedMotion = false
  /// Counts layouts and teardowns, so a loop over the items notices a callback that
  /// replaced them.
  var setupGeneration = 0
  /// Whether the motion under way was asked for by code (``selectItem(at:animated:)``): it
  /// reports nothing.
  var isProgrammaticMotion = false
  /// Whether the selection under way comes from an accessibility increment or decrement
  /// (assistive technologies read the value themselves; no announcement).
  var isAccessibilityAdjusting = false
  /// The animator's elapsed time at the last frame (for the guiding point's speed).
  var lastFrameTime: Double?
  /// Since when (animator time) the settling item has been at the top and slow.
  var restingSince: Double?
  /// The ring's rotation (radians, clockwise) the items were laid out or shown at; under
  /// Reduce Motion, the rotation they are placed at now.
  var ringRotation = 0.0
  /// Under Reduce Motion: the frame callbacks of an ease, while it runs.
  var displayLink: DisplayLink?
  /// The show or hide completions waiting for the transition under way.
  var transitionCompletions: [(Bool) -> Void] = []

  // Behaviours and recognizers made in `postAppearPreparations`.
  var inflateBehaviors: [InflateBehavior] = []
  var itemBehavior: DynamicItemBehavior?
  /// The unseen third body that makes a two-item wheel rigid.
  var ghostItem: BasicDynamicItem?
  var frameBehavior: DynamicBehavior?
  var panRecognizer: PanGestureRecognizer?
  var tapRecognizer: TapGestureRecognizer?
  /// Per item: the side of the top it was last seen on, beyond the hysteresis (−1, 0, +1).
  var topSides: [Double] = []
  /// ``topSides``, ``restingSince``, ``lastFrameTime``, ``motion`` and the snap's point as a
  /// forecast of the physics runs the frame ahead on them (DialMenu+Forecast.swift; the
  /// snap's put back as it ends).
  var forecastTopSides: [Double] = []
  var forecastRestingSince: Double?
  var forecastLastFrameTime: Double?
  var forecastMotion = Motion.idle
  var forecastSnapPoint: Point?

  /// Creates a dial filling `frame`; it has no items until ``itemViews`` or ``reloadData()``.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    // The dial fills the area it is given (the tutorial's 512 × 512 view): it follows its
    // superview's size unless told otherwise, so a dial made before its host was sized (a
    // SwiftUI view starts at zero) re-centres its ring once it is.
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    name = "DialMenu"
    accessibilityLabel = "Dial menu"
    pointerCursor = .openHand  // a wheel to turn; closed while a drag holds it (onPan)
    accessibilityTraits = .adjustable
  }

  // MARK: Layout (the tutorial's setup)

  /// Lays the items out: a fresh animator over the dial, each item's centre on the ring
  /// clockwise from the top (the selected item at the top), then hidden in the middle unless
  /// the dial is shown.
  func setup(replacing oldItems: [MenuItem]) {
    setupGeneration += 1
    tearDownDynamics()
    usesReducedMotion = window?.reduceMotion ?? false
    for item in oldItems where !itemViews.contains(where: { $0 === item }) {
      item.removeFromSuperview()
    }
    if itemViews.isEmpty {
      selectedIndex = nil
    } else {
      selectedIndex = min(selectedIndex ?? 0, itemViews.count - 1)
    }
    layOutRing()
    for item in itemViews {
      if item.superview !== self { addSubview(item) }
    }
    // A show or hide under way ends here: the new items take its end state at once.
    transitionGeneration += 1
    transition = .none
    if isShown {
      placeItemsShown()
      postAppearPreparations()
    } else {
      hideSubitems()
    }
    finishTransition(finished: true)
  }

  /// Computes the ring and the items' centre points for the current bounds, direction and
  /// selection: `center_i = (cx + r·sin θ_i, cy − r·cos θ_i)`, θ_i = rotation + i·2π/N.
  func layOutRing() {
    animator?.removeAllBehaviors()
    animator = DynamicAnimator(referenceView: self)
    animator?.delegate = self
    ring = wantedRing()
    let fit = Self.fitScale(for: bounds)
    for item in itemViews { item.fitScale = fit }
    dialCenter = ring.center
    snapPoint = ring.top
    updateCenterPoints()
  }

  /// The side of the tutorial's dial, in points: its 512 × 512 container. At this side and
  /// above, the items show at their own size.
  public static let designSide = 512.0

  /// The size a dial takes where its container leaves it open (SwiftUI's ideal size, a web
  /// element with no size): 390 × 390 points, a phone's width.
  public nonisolated static let idealSize = Size(width: 390, height: 390)

  /// The items' size factor for a dial of `bounds`: `min(w, h) / 512`, at most 1 and at least
  /// 0.1. At phone widths the tutorial's 100-point bubbles would overlap the inflated top one
  /// (at 390 points, ring radius 128.5, neighbours 79 apart, radii 66.5 + 40); shrinking the
  /// items with the side keeps the tutorial's proportions, so the top item clears them as it
  /// does at 512.
  public static func fitScale(for bounds: Rect) -> Double {
    let side = min(bounds.width, bounds.height)
    return side.isFinite ? min(1, max(0.1, side / designSide)) : 1
  }

  /// The ring for the current bounds, items, inflate curve, layout direction and selection
  /// angle (mirrored in right-to-left layouts, as the ring's direction), for items shown at
  /// ``fitScale(for:)``.
  func wantedRing() -> DialRing {
    let itemHeight =
      (itemViews.map { $0.bounds.height }.max() ?? MenuItem.diameter) * Self.fitScale(for: bounds)
    let direction = isRightToLeft ? -1.0 : 1.0
    return DialRing(
      bounds: bounds, itemHeight: itemHeight, maximumScale: configuration.inflateCurve.maximumScale,
      count: itemViews.count, direction: direction,
      selectionAngle: direction * configuration.selectionAngle)
  }

  /// Re-lays the dial out when its geometry changed (bounds, direction, curve, Reduce
  /// Motion), keeping the items and the selection.
  func relayout() {
    setup(replacing: itemViews)
  }

  /// Re-lays the dial out when its size, its layout direction or the window's Reduce Motion
  /// setting changed.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let reduce = window?.reduceMotion ?? false
    if wantedRing() != ring || reduce != usesReducedMotion {
      relayout()
    }
  }

  // MARK: Keyboard and accessibility overrides (DialMenu+Keyboard, DialMenu+Accessibility)

  /// A shown, enabled dial with items takes the keyboard focus.
  public override var canBecomeFocused: Bool { takesKeys }

  /// The focus halo: a circle round the focused item's bubble, following it round the ring
  /// (DialMenu+Keyboard.swift).
  public override var focusEffect: FocusEffect? { focusedItemHalo }

  /// Left and right turn the dial by one item; return and space highlight it.
  public override func pressesBegan(_ event: KeyEvent) -> Bool {
    keyDown(event) || (superview?.pressesBegan(event) ?? false)
  }

  /// Releasing return or space activates the selected item.
  public override func pressesEnded(_ event: KeyEvent) -> Bool {
    keyUp(event) || (superview?.pressesEnded(event) ?? false)
  }

  /// The title of the selected item (of the one the dial is turning to, while it turns);
  /// nil without items. Computed: setting it has no effect.
  public override var accessibilityValue: String? {
    get { accessibleValue }
    set {}
  }

  /// Hidden from assistive technologies while the dial is hidden or empty. Computed.
  public override var accessibilityElementsHidden: Bool {
    get { !isShown || itemViews.isEmpty }
    set {}
  }

  /// One action per item, named by its title, bringing it to the top. Computed.
  public override var accessibilityCustomActions: [AccessibilityCustomAction] {
    get { accessibleActions }
    set {}
  }

  /// Brings the next item (index + 1) to the top.
  public override func accessibilityIncrement() { accessibilityAdjust(by: 1) }

  /// Brings the previous item (index − 1) to the top.
  public override func accessibilityDecrement() { accessibilityAdjust(by: -1) }

  /// Activates the selected item; false while the dial is hidden, empty or disabled.
  public override func accessibilityActivate() -> Bool {
    guard takesKeys else { return false }
    activate()
    return true
  }

  // MARK: The tutorial's helpers

  /// The item nearest `point` (the first of equals): the tutorial's `closestTo(point:)`.
  func closestTo(point: Point) -> Int {
    var result = 0
    var dist = itemViews[0].center.distance(to: point)
    for (index, item) in itemViews.enumerated() {
      let cur = item.center.distance(to: point)
      if cur < dist {
        dist = cur
        result = index
      }
    }
    return result
  }

  /// Replaces the snap of the moment by one pulling item `index` to the top with
  /// ``Configuration/restDamping``: the tutorial's `forceRotate(to:)`.
  func forceRotate(to index: Int) {
    snap(index, to: snapPoint, damping: configuration.restDamping)
    motion = .settling(target: index)
    restingSince = nil
  }

  /// Replaces the snap of the moment by one pulling item `index` to `point`.
  func snap(_ index: Int, to point: Point, damping: Double) {
    guard let animator else { return }
    if let snap { animator.removeBehavior(snap) }
    let newSnap = SnapBehavior(item: itemViews[index], snapTo: point)
    newSnap.damping = damping
    snap = newSnap
    animator.addBehavior(newSnap)
  }

  /// Removes the snap of the moment, if any.
  func removeSnap() {
    if let snap { animator?.removeBehavior(snap) }
    snap = nil
  }

  /// The angle of item `index` from the top, clockwise, in (−π, π].
  func angleOfItem(_ index: Int) -> Double {
    ring.angle(of: itemViews[index].center)
  }

  /// Every body of the wheel: the items, and the unseen third body of a two-item wheel.
  var wheelItems: [any DynamicItem] {
    var items: [any DynamicItem] = itemViews.map { $0 }
    if let ghostItem { items.append(ghostItem) }
    return items
  }
}

extension DialMenu {
  /// What the dial is doing.
  nonisolated enum Motion: Equatable {
    /// At rest (or hidden, or empty).
    case idle
    /// A finger holds item `item` (a snap with ``DialMenu/Configuration/dragDamping`` follows it).
    case dragging(item: Int)
    /// The final snap pulls `target` to the top.
    case settling(target: Int)
    /// A point moving along the ring carries `target` towards the top (targets more than
    /// 60° away, which a straight pull would drag across the rods); then it settles.
    case guiding(target: Int, angle: Double)
    /// A fling: the wheel spins freely, slowing down, until it is slow enough to settle.
    case coasting
    /// Reduce Motion: the ring turns from `from` to `to` (radians) between `start` and
    /// `start + duration` (seconds of the window's clock), bringing `target` to the top.
    case easing(target: Int, from: Double, to: Double, start: Double?, duration: Double)
    /// Reduce Motion: a finger turns the ring directly; `grab` is the angle between the
    /// finger and the ring's rotation when it began.
    case turning(grab: Double)

    /// The item heading for the top, if any.
    var target: Int? {
      switch self {
      case .settling(let target), .guiding(let target, _), .easing(let target, _, _, _, _):
        return target
      default: return nil
      }
    }
  }

  /// A show or hide animation under way.
  nonisolated enum Transition: Equatable {
    case none, showing, hiding
  }
}
