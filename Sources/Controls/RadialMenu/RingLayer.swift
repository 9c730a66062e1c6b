public import DynamicMenusAnimation
public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A circle whose radius animates: C4's `Circle(center:radius:)` with `updatePath()` inside an
/// animation, as the COSMOS menu grows and shrinks its rings.
///
/// The circle is centred on the layer's own origin: its bounds are the square
/// `(−radius, −radius, 2·radius, 2·radius)` with the anchor in the middle, so `position`
/// is the circle's centre and a rotation turns the ring about it. The path starts at 3 o'clock
/// and runs clockwise (docs/controls/radial-menu.md), so `strokeEnd` and dash patterns start there.
///
/// Like every C4 shape it does not animate implicitly (`disableActions` is true): a
/// change applies at once unless an animation is added for it, and it strokes with round caps
/// and joins unless told otherwise. Changing ``radius`` rebuilds the path and the bounds; line
/// width, dashes and colours are the shape layer's own.
public final class RingLayer: ShapeLayer {
  /// The stored radius (see ``radius``).
  private var storedRadius = 0.0

  /// Creates a ring of radius 0: C4's shape defaults (round caps and joins, no implicit
  /// animations), no fill, no stroke colour.
  public required init() {
    super.init()
    disableActions = true
    fillColor = nil
    lineCap = .round
    lineJoin = .round
  }

  /// Creates a ring of `radius` points stroked in `color`, `lineWidth` points wide.
  public convenience init(radius: Double, lineWidth: Double, color: Color?) {
    self.init()
    self.radius = radius
    self.lineWidth = lineWidth
    strokeColor = color
  }

  /// The circle's radius in points, ≥ 0 (negative values draw radius 0). Default 0.
  /// Animatable as `LayerProperty.radius`.
  public var radius: Double {
    get { storedRadius }
    set {
      precondition(newValue.isFinite, "RingLayer.radius must be finite, got \(newValue)")
      let old = exchange(&storedRadius, with: newValue)
      let r = Swift.max(newValue, 0)
      path = Path(circleCenter: .zero, radius: r)
      bounds = Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)
      propertyChanged(.radius, from: old, to: newValue)
    }
  }

  /// Copies the radius too (the path and bounds come with the shape's state).
  public override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let ring = model as? RingLayer { storedRadius = ring.storedRadius }
  }
}

extension LayerProperty where Value == Double {
  /// ``Menus/RingLayer/radius``.
  public static var radius: Self {
    .init(
      "radius", accepts: { $0 is RingLayer }, read: { ($0 as? RingLayer)?.radius },
      write: { ($0 as? RingLayer)?.radius = $1 })
  }
}
