public import DynamicMenusControls
import DynamicMenusAnimation
public import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusViews

/// The `test` scene: one of every drawing feature, built from layers and animated, so that
/// `render`, `inspect` and `bench render` work before any control exists.
///
/// It shows a title label; shapes (a rounded rectangle, an even-odd ring, a mitred triangle, a
/// pulsing square); dashed lines whose phase marches; a progress ring whose `strokeEnd`
/// sweeps every 2 s; coloured wedges through a ring-shaped mask that grows and shrinks; a speech
/// bubble casting a shadow from its alpha; a bordered card with a `shadowPath`; a 60 %
/// transparency group of two overlapping discs; a tinted gear icon; and a dark blurred
/// backdrop over coloured stripes.
public final class TestScene: DemoScene {
  /// "test".
  public nonisolated static let name = "test"
  /// What it shows.
  public nonisolated static let summary =
    "shapes, dashes, strokeEnd, a masked ring, shadows, blur and text"
  /// 375 × 667 points.
  public nonisolated static let defaultSize = Size(width: 375, height: 667)

  /// The window: a 375 × 667 design, scaled uniformly (and centred) to other sizes.
  public let window: Window
  /// The progress ring (its presentation `strokeEnd` is the `progress` state field).
  let ring = ShapeLayer()

  /// Builds the scene in a window of `size` points (text is measured with
  /// `TextMeasurement.current`: the commands install pango's measurer while they run).
  public init(size: Size) {
    window = Window(size: size)
    window.backgroundColor = Color(hex: 0xF2_F2_F7)
    window.rootView.backgroundColor = Color(hex: 0xF2_F2_F7)
    let canvas = View(frame: Rect(origin: .zero, size: Self.defaultSize))
    canvas.name = "canvas"
    let s = Swift.min(size.width / 375, size.height / 667)
    canvas.transform = AffineTransform(scaleX: s, y: s)
    canvas.center = Point(x: size.width / 2, y: size.height / 2)
    window.rootView.addSubview(canvas)
    // Built as it should first appear: no implicit animations from the defaults.
    Transaction.perform(disableActions: true) { build(in: canvas) }
    window.tick(0)
  }

  /// The time, the ring's progress and the touches down.
  public func state() -> OrderedJSON {
    let touches = window.activeTouches
    return .object([
      ("time", .number(window.time)),
      ("progress", .number(ring.presentation().strokeEnd)),
      ("touchesDown", .number(Double(touches.count))),
      ("touches", .array(touches.map { .numbers([$0.location.x, $0.location.y]) })),
    ])
  }

  /// A repeating animation of `property` from `a` to `b`.
  static func loop<V: Animatable>(
    _ layer: Layer, _ property: LayerProperty<V>, from a: V, to b: V, duration: Double,
    autoreverses: Bool = false
  ) {
    var animation = PropertyAnimation(
      from: a, to: b, duration: duration, timingFunction: autoreverses ? .easeInEaseOut : .linear)
    animation.repeatCount = .infinity
    animation.autoreverses = autoreverses
    layer.add(animation, for: property, forKey: property.name)
  }

  /// A text layer sized to its text, its top-left at `origin`.
  static func text(
    _ string: String, size: Double, weight: Font.Weight = .regular, color: Color = .black,
    at origin: Point
  ) -> TextLayer {
    let t = TextLayer()
    t.string = string
    t.font = Font(size: size, weight: weight)
    t.foregroundColor = color
    t.alignment = .left
    let fit = t.preferredSize()
    t.bounds = Rect(origin: .zero, size: fit)
    t.anchorPoint = .zero
    t.position = origin
    return t
  }

  /// A shape layer with a path in its own space, placed at `position`.
  static func shape(
    _ path: Path, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
    at position: Point = .zero
  ) -> ShapeLayer {
    let l = ShapeLayer()
    l.path = path
    l.fillColor = fill
    l.strokeColor = stroke
    l.lineWidth = lineWidth
    l.bounds = Rect(origin: .zero, size: Size(width: 1, height: 1))
    l.anchorPoint = .zero
    l.position = position
    return l
  }
}
