public import DynamicMenusGeometry

/// How a view shows that it has the keyboard focus: a halo in the tint colour around a shape,
/// `UIFocusHaloEffect` without the prefix. The window draws it for the focused view while the
/// keyboard is in use (see ``Window/interactionMode``); a view says which shape through
/// ``View/focusEffect``.
///
/// ```swift
/// // A round button: the halo follows the circle (the default follows the layer's corners).
/// override var focusEffect: FocusEffect? {
///   .halo(circleCenter: bounds.center, radius: bounds.width / 2)
/// }
/// ```
///
/// The halo is ``lineWidth`` (3 pt) wide. ``Position/outside`` (the default) draws it a
/// ``gap`` (2 pt) outside the shape's edge, so it reads on a background of the view's own
/// colour; ``Position/inside`` draws it just inside the edge, for views whose surroundings
/// leave no room. A ``Shape/path(_:)`` is the halo's centre line as given.
public nonisolated struct FocusEffect: Hashable, Sendable {
  /// The outline the halo follows, in the focused view's coordinates.
  public nonisolated enum Shape: Hashable, Sendable {
    /// A rectangle with rounded corners (radius ≤ 0: square).
    case roundedRect(Rect, cornerRadius: Double)
    /// The ellipse inscribed in a rectangle (a circle in a square).
    case ellipse(Rect)
    /// Any outline: the halo's centre line exactly (``position`` does not move it).
    case path(Path)
  }

  /// Where the halo sits relative to the shape's edge (`UIFocusHaloEffect.Position`).
  public nonisolated enum Position: Hashable, Sendable {
    /// Outside the edge, a ``FocusEffect/gap`` away. The default.
    case outside
    /// Just inside the edge.
    case inside
  }

  /// The halo's width, in points: 3.
  public static let lineWidth = 3.0
  /// The space between the shape's edge and an outside halo, in points: 2.
  public static let gap = 2.0

  /// The outline.
  public var shape: Shape
  /// Where the halo sits. Default ``Position/outside``.
  public var position: Position
  /// The halo's colour; nil (the default) uses the focused view's tint colour.
  public var color: Color?

  /// An effect around `shape`.
  public init(shape: Shape, position: Position = .outside, color: Color? = nil) {
    self.shape = shape
    self.position = position
    self.color = color
  }

  /// A halo around a rounded rectangle, in the view's coordinates.
  public static func halo(
    roundedRect rect: Rect, cornerRadius: Double, position: Position = .outside,
    color: Color? = nil
  ) -> FocusEffect {
    FocusEffect(
      shape: .roundedRect(rect, cornerRadius: cornerRadius), position: position, color: color)
  }

  /// A halo around the ellipse inscribed in `rect`.
  public static func halo(
    ellipseIn rect: Rect, position: Position = .outside, color: Color? = nil
  ) -> FocusEffect {
    FocusEffect(shape: .ellipse(rect), position: position, color: color)
  }

  /// A halo around a circle.
  public static func halo(
    circleCenter center: Point, radius: Double, position: Position = .outside,
    color: Color? = nil
  ) -> FocusEffect {
    let side = 2 * radius
    let box = Rect(x: center.x - radius, y: center.y - radius, width: side, height: side)
    return halo(ellipseIn: box, position: position, color: color)
  }

  /// A halo along `path` (its centre line).
  public static func halo(path: Path, color: Color? = nil) -> FocusEffect {
    FocusEffect(shape: .path(path), color: color)
  }

  /// How far the halo's centre line lies outside the shape's edge, in points (negative:
  /// inside): gap + width/2 outside, −width/2 inside.
  var centerLineOffset: Double {
    switch position {
    case .outside: Self.gap + Self.lineWidth / 2
    case .inside: -Self.lineWidth / 2
    }
  }

  /// The halo's centre line, in the view's coordinates: the shape grown (or shrunk) by
  /// ``centerLineOffset``, corners growing with it as an offset curve's do.
  var haloPath: Path {
    let d = centerLineOffset
    switch shape {
    case .roundedRect(let rect, let radius):
      let r = Self.grow(rect, by: d)
      let grown = radius > 0 || d > 0 ? Swift.max(radius + d, 0) : 0
      return Path(
        roundedRect: r, cornerRadius: Swift.min(grown, Swift.min(r.width, r.height) / 2))
    case .ellipse(let rect):
      return Path(ellipseIn: Self.grow(rect, by: d))
    case .path(let path):
      return path
    }
  }

  /// `rect` grown by `d` on every side (shrunk when negative, to its centre at most).
  static func grow(_ rect: Rect, by d: Double) -> Rect {
    let s = rect.standardized
    let width = Swift.max(s.width + 2 * d, 0)
    let height = Swift.max(s.height + 2 * d, 0)
    return Rect(x: s.midX - width / 2, y: s.midY - height / 2, width: width, height: height)
  }
}
