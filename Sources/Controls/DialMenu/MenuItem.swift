import DynamicMenusLayers
public import DynamicMenusGeometry
public import DynamicMenusViews

/// One bubble of a ``DialMenu``: a 100 pt circle in a colour, with its title in white 12 pt
/// text in the middle and a soft shadow (offset (3, 3), opacity 0.7, radius 3), as the
/// dial-menu tutorial draws it; or any view of yours in its place (``MenuItemContent``).
///
/// ```swift
/// let items = ["Pale lager", "Witbier", "Pilsner"].map { MenuItem(title: $0) }
/// let gold = MenuItem(title: "Gold", color: Color(hex: 0xE8_B8_3A)) { _ in pour(.gold) }
/// ```
///
/// **Two transforms, two owners.** The item view is what UIKit Dynamics moves: the dial's
/// animator writes its `center` and *replaces* its `transform` with a pure rotation after
/// every step (docs/dynamics.md). The visible bubble is a subview, ``bubble``, whose transform
/// belongs to the dial: the inflate scale, composed with the inverse of the item's
/// rotation, so the bubble and its title stay upright however the body turns. (The tutorial
/// writes its scale into the very property the animator writes, `view.layer.transform`,
/// and wins only because behaviour actions run after the write-back.)
public final class MenuItem: View {
  /// The bubble's diameter, in points: 100.
  public static let diameter = 100.0

  /// The seed that picks a colour when none is given (with the title): `0xD1A1_BEE5`.
  public static let defaultColorSeed: UInt64 = 0xD1A1_BEE5

  /// The title, drawn in the middle of the bubble and read by assistive technologies.
  public let title: String

  /// The bubble's fill colour. Default: a random colour drawn from a generator seeded with
  /// ``defaultColorSeed`` and the title, so the same title always gets the same colour; clear
  /// for an item with ``content``.
  public var color: Color {
    didSet { bubble.backgroundColor = color }
  }

  /// The scale the bubble shows (the dial's inflate scale), > 0. Default 1.
  public private(set) var scale = 1.0

  /// The dial's size factor, in (0, 1]: a dial smaller than the tutorial's shows its items
  /// smaller (``DialMenu/fitScale(for:)``), so the inflated top item clears its neighbours.
  /// The bubble is drawn at ``scale`` × this. Default 1.
  public internal(set) var fitScale = 1.0 {
    didSet { if fitScale != oldValue { keepUpright() } }
  }

  /// The visible bubble: the circle, its shadow and the title; it carries the scale.
  public let bubble: View

  /// The title label, centred in the bubble (not shown for an item with ``content``).
  public let titleLabel: Label

  /// This item's own action: called when the dial comes to rest on it as a new selection,
  /// after the dial's delegate and ``DialMenu/onSelect``. Default nil.
  public var handler: ((DialMenu) -> Void)?

  /// The custom view shown instead of the coloured circle and its title (see
  /// ``MenuItemContent``); nil for the tutorial's bubble.
  public let content: (any MenuItemContent)?

  /// Creates a 100 × 100 pt item titled `title`, filled with `color` (nil: a seeded random
  /// colour, from `colorSeed` and the title), with its own `handler` (see ``handler``).
  public convenience init(
    title: String, color: Color? = nil, colorSeed: UInt64 = MenuItem.defaultColorSeed,
    handler: ((DialMenu) -> Void)? = nil
  ) {
    self.init(
      title: title, color: color ?? Self.randomColor(title: title, seed: colorSeed),
      content: nil, handler: handler)
  }

  /// Creates a 100 × 100 pt item titled `title` (its accessibility label) that shows
  /// `content` instead of the tutorial's bubble: laid out over the item's bounds, inflated
  /// and kept upright with it; no fill, no shadow but the content's own.
  public convenience init(
    title: String, content: any MenuItemContent, handler: ((DialMenu) -> Void)? = nil
  ) {
    self.init(title: title, color: .clear, content: content, handler: handler)
  }

  /// The item, its bubble, and in the bubble either `content` or the tutorial's look: the
  /// circle in `color` with its shadow and the title.
  private init(
    title: String, color: Color, content: (any MenuItemContent)?,
    handler: ((DialMenu) -> Void)?
  ) {
    self.title = title
    self.handler = handler
    self.content = content
    self.color = color
    let bounds = Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
    bubble = View(frame: bounds)
    titleLabel = Label(frame: bounds)
    super.init(frame: bounds)
    name = title
    isUserInteractionEnabled = false  // the dial takes the touches and finds the item
    bubble.name = "bubble"
    bubble.isUserInteractionEnabled = false
    defer { addSubview(bubble) }
    if let content {
      content.frame = bounds
      content.isUserInteractionEnabled = false
      bubble.addSubview(content)
      return
    }
    bubble.backgroundColor = color
    bubble.layer.cornerRadius = Self.diameter / 2
    bubble.layer.shadowColor = .black
    bubble.layer.shadowOffset = Size(width: 3, height: 3)
    bubble.layer.shadowOpacity = 0.7
    bubble.layer.shadowRadius = 3
    // The circle the shadow would follow anyway (the label stays inside it); given as a path
    // so renderers need not trace the composited alpha.
    bubble.layer.shadowPath = Path(ellipseIn: bounds)
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 12)
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    bubble.addSubview(titleLabel)
  }

  /// Shows the bubble at `scale` (> 0, finite), upright: the bubble's transform is the scale
  /// followed by the inverse of the item's current rotation. The dial calls it every frame
  /// after the animator's write-back; custom ``content`` hears of a change.
  public func setScale(_ scale: Double) {
    precondition(
      scale.isFinite && scale > 0, "MenuItem.setScale: scale must be positive, got \(scale)")
    let changed = scale != self.scale
    self.scale = scale
    keepUpright()
    if changed { content?.menuItem(self, didChangeScale: scale) }
  }

  /// Re-composes the bubble's transform from ``scale``, ``fitScale`` and the item's rotation,
  /// so the bubble stays upright: R(θ)·R(−θ)·S = S on screen.
  func keepUpright() {
    bubble.transform = uprightTransform(scale: scale)
  }

  /// The bubble's transform at `scale`: the scale × ``fitScale``, turned back by the item's
  /// rotation.
  func uprightTransform(scale: Double) -> AffineTransform {
    let rotation = transform.rotationAngle
    var t = AffineTransform(scaleX: scale * fitScale, y: scale * fitScale)
    if rotation != 0 { t = t.concatenating(AffineTransform(rotationAngle: -rotation)) }
    return t
  }

  /// The angle the bubble shows on screen, radians in (−π, π]: the item's rotation plus the
  /// bubble's (0 while upright).
  var screenRotation: Double {
    Angles.difference(from: 0, to: transform.rotationAngle + bubble.transform.rotationAngle)
  }

  /// Whether `point` (in the item's own coordinates) is on the bubble as drawn: within
  /// 50 pt × ``scale`` × ``fitScale`` of its middle.
  public override func point(inside point: Point) -> Bool {
    let middle = Point(x: bounds.midX, y: bounds.midY)
    return point.distance(to: middle) <= Self.diameter / 2 * scale * fitScale
  }

  /// The tutorial's `rndColor()`: each channel `arc4random_uniform(255) / 255` (0…254 over
  /// 255), drawn from a SplitMix64 generator seeded with `seed` mixed with the title's
  /// FNV-1a hash.
  public static func randomColor(title: String, seed: UInt64 = defaultColorSeed) -> Color {
    var hash = FNV1a()
    hash.combine(bytes: title.utf8)
    var rng = SeededGenerator(seed: seed ^ hash.value)
    func channel() -> Double { Double(UInt64.random(in: 0..<255, using: &rng)) / 255 }
    let red = channel()
    let green = channel()
    let blue = channel()
    return Color(red: red, green: green, blue: blue)
  }
}
