import CairoRendering
public import Geometry
public import Rendering
public import Scene

/// The `test` scene: one of every drawing feature, animated, so `render`, `inspect` and
/// `bench render` work before any control exists.
///
/// It shows shapes (a rotating square), dashed lines with marching ants, a progress ring
/// whose `strokeEnd` sweeps every 2 s, a ring of coloured wedges through a ring-shaped mask,
/// a speech bubble casting a shadow from its alpha, a card with a `shadowPath`, a dark
/// blurred backdrop over coloured stripes, and text. Touches draw a marker where they are.
public final class TestScene: DemoScene {
  /// "test".
  public static let name = "test"
  /// What it shows.
  public static let summary = "shapes, dashes, strokeEnd, a masked ring, shadows, blur and text"
  /// 375 × 667 points.
  public static let defaultSize = Size(width: 375, height: 667)

  /// The canvas size in points.
  let size: Size
  /// Seconds since the start.
  private(set) var time = 0.0
  /// Touches down now, by id (looked up, never iterated for output: see ``touchList``).
  private var touches: [Int: Point] = [:]
  /// Touches began since the start.
  private var touchCount = 0
  /// Key presses since the start.
  private var keyCount = 0
  /// Where the last touch was.
  private var lastTouch: Point?

  /// Builds the scene on a canvas of `size` points; the layout is designed for 375 × 667 and
  /// scaled uniformly (and centred) to fit other sizes.
  public init(size: Size) {
    self.size = size
  }

  /// Records touches and key presses.
  public func send(_ event: InputEvent) {
    switch event {
    case .touch(let t):
      let p = toDesign(t.location)
      lastTouch = p
      switch t.phase {
      case .began:
        touchCount += 1
        touches[t.identifier] = p
      case .moved, .stationary: touches[t.identifier] = p
      case .ended, .cancelled: touches[t.identifier] = nil
      }
    case .key(let k):
      if k.phase == .press { keyCount += 1 }
    }
  }

  /// Advances the clock.
  public func tick(_ dt: Double) {
    time += dt
  }

  /// The strokeEnd of the progress ring: sweeps 0 → 1 every 2 s.
  var progress: Double {
    let p = (time / 2).truncatingRemainder(dividingBy: 1)
    return p
  }

  /// The angle of the rotating parts, radians (a quarter turn a second).
  var rotation: Double { time * .pi / 2 }

  /// Design space (375 × 667) → canvas.
  var fit: AffineTransform {
    let s = Swift.min(size.width / 375, size.height / 667)
    return AffineTransform(scaleX: s, y: s).concatenating(
      AffineTransform(translationX: (size.width - 375 * s) / 2, y: (size.height - 667 * s) / 2))
  }

  func toDesign(_ p: Point) -> Point { p.applying(fit.inverted()) }
  func toCanvas(_ r: Rect) -> Rect { r.applying(fit) }

  /// The touches down now, by id.
  var touchList: [(Int, Point)] { touches.keys.sorted().map { ($0, touches[$0]!) } }

  /// The control's state for `inspect`.
  public func state() -> JSONValue {
    .object([
      ("time", .number(time)), ("progress", .number(progress)),
      ("rotation", .number(rotation)), ("touchesDown", .number(Double(touches.count))),
      ("touchesBegan", .number(Double(touchCount))), ("keysPressed", .number(Double(keyCount))),
      ("lastTouch", lastTouch.map { .numbers([$0.x, $0.y]) } ?? .null),
    ])
  }

  /// The parts as views (the scene has no real views until Scene's views land).
  public func views() -> [InspectedView] {
    let parts: [(String, String, Rect)] = [
      ("Label", "DynamicMenus test scene", Rect(x: 20, y: 20, width: 335, height: 28)),
      ("ShapeView", "shapes", Rect(x: 20, y: 70, width: 335, height: 60)),
      ("ShapeView", "dashes", Rect(x: 20, y: 150, width: 335, height: 70)),
      ("ProgressRing", "progress", Rect(x: 45, y: 245, width: 100, height: 100)),
      ("MaskedRing", "wedges", Rect(x: 225, y: 245, width: 100, height: 100)),
      ("Bubble", "Hello, bubble", Rect(x: 24, y: 380, width: 170, height: 70)),
      ("Card", "card", Rect(x: 230, y: 385, width: 110, height: 60)),
      ("BlurView", "dark", Rect(x: 20, y: 520, width: 335, height: 120)),
    ]
    return [
      InspectedView(
        type: "View", label: Self.name, frame: Rect(origin: .zero, size: size),
        subviews: parts.map { InspectedView(type: $0.0, label: $0.1, frame: toCanvas($0.2)) })
    ]
  }

  /// The title, the ring and the bubble.
  public func accessibilityElements() -> [InspectedElement] {
    [
      InspectedElement(
        label: "DynamicMenus test scene", traits: ["header", "staticText"],
        frame: toCanvas(Rect(x: 20, y: 20, width: 335, height: 28))),
      InspectedElement(
        label: "Progress", value: "\(Int((progress * 100).rounded(.down)))%",
        traits: ["updatesFrequently"], frame: toCanvas(Rect(x: 45, y: 245, width: 100, height: 100))),
      InspectedElement(
        label: "Hello, bubble", traits: ["staticText"],
        frame: toCanvas(Rect(x: 24, y: 380, width: 170, height: 70))),
    ]
  }
}
