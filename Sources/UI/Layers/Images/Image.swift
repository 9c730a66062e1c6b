public import DynamicMenusGeometry

/// A vector image: shapes drawn in a unit box, scaled into whatever rectangle shows it, filled
/// and/or stroked, in their own colours or in a tint (a template image, as UIKit's symbol
/// images); or a PNG ``bitmap`` (``init(png:scale:)``), a photo. The package's icons
/// (``Icons``) are all vector images.
///
/// Coordinates, including stroke widths, are in units of the box: (0, 0) is its top-left
/// corner and (1, 1) its bottom-right, y down. ``size`` is the natural size in points (what an
/// image view sizes itself to).
///
/// ```swift
/// var cross = Path(lineFrom: Point(x: 0.25, y: 0.25), to: Point(x: 0.75, y: 0.75))
/// cross.addPath(Path(lineFrom: Point(x: 0.75, y: 0.25), to: Point(x: 0.25, y: 0.75)))
/// let close = Image(shapes: [.stroked(cross, lineWidth: 1.0 / 12)])   // tinted
/// ```
public nonisolated struct Image: Hashable, Sendable {
  /// Whether shapes use their own colours or the tint (`UIImage.RenderingMode`).
  public nonisolated enum RenderingMode: String, Hashable, Sendable {
    /// Shapes with a colour use it; shapes without one use the tint (the default).
    case automatic
    /// Like ``automatic``: own colours where given, the tint elsewhere.
    case alwaysOriginal
    /// Every shape in the tint (a template image).
    case alwaysTemplate
  }

  /// One drawable part: a path, filled and/or stroked, in a colour or the tint.
  public nonisolated struct Shape: Hashable, Sendable {
    /// The outline, in unit-box coordinates.
    public var path: Path
    /// How it is filled; nil for no fill.
    public var fillRule: FillRule?
    /// How it is stroked (line width in unit-box units); nil for no stroke.
    public var stroke: StrokeStyle?
    /// Its colour; nil for the tint.
    public var color: Color?

    /// Creates a shape.
    public init(
      path: Path, fillRule: FillRule? = nil, stroke: StrokeStyle? = nil, color: Color? = nil
    ) {
      self.path = path
      self.fillRule = fillRule
      self.stroke = stroke
      self.color = color
    }

    /// A stroked outline, with round caps and joins by default (the look of line icons).
    public static func stroked(
      _ path: Path, lineWidth: Double, lineCap: LineCap = .round, lineJoin: LineJoin = .round,
      color: Color? = nil
    ) -> Shape {
      Shape(
        path: path, stroke: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin),
        color: color)
    }

    /// A filled outline.
    public static func filled(_ path: Path, rule: FillRule = .nonZero, color: Color? = nil)
      -> Shape
    {
      Shape(path: path, fillRule: rule, color: color)
    }
  }

  /// A shape placed in a rectangle: what a renderer fills and strokes.
  public nonisolated struct ResolvedShape: Hashable, Sendable {
    /// The outline in the destination space.
    public var path: Path
    /// The fill rule, or nil for no fill.
    public var fillRule: FillRule?
    /// The pen in points, or nil for no stroke.
    public var stroke: StrokeStyle?
    /// The colour of both fill and stroke.
    public var color: Color

    /// A shape as a renderer draws it: `path` filled by `fillRule` (nil for no fill) and
    /// stroked with `stroke` (nil for none), both in `color`.
    public init(path: Path, fillRule: FillRule?, stroke: StrokeStyle?, color: Color) {
      self.path = path
      self.fillRule = fillRule
      self.stroke = stroke
      self.color = color
    }
  }

  /// The parts, back to front.
  public var shapes: [Shape]
  /// The natural size in points. Default 24 × 24 (the icon grid).
  public var size: Size
  /// Own colours or the tint. Default ``RenderingMode/automatic``.
  public var renderingMode: RenderingMode
  /// A bitmap drawn into the image's rectangle under the shapes, never tinted; nil (the
  /// default) for a purely vector image. See ``init(bitmap:)``.
  public var bitmap: BitmapImage? = nil

  /// Creates an image from its shapes.
  ///
  /// - Precondition: the paths and sizes are finite.
  public init(
    shapes: [Shape], size: Size = Size(width: Icons.gridSide, height: Icons.gridSide),
    renderingMode: RenderingMode = .automatic
  ) {
    precondition(size.isFinite, "Image.size must be finite, got \(size)")
    precondition(
      shapes.allSatisfy { $0.path.isFinite && ($0.stroke?.lineWidth.isFinite ?? true) },
      "Image: every shape's path and line width must be finite")
    self.shapes = shapes
    self.size = size
    self.renderingMode = renderingMode
  }

  /// The same image with another rendering mode (`withRenderingMode(_:)`).
  public func withRenderingMode(_ mode: RenderingMode) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }

  /// The shapes drawn into `rect` (the unit box stretched onto it), in `tint` where the
  /// rendering mode says so. Stroke widths scale by `√(sx·sy)`, the mean of the two scales.
  public func resolved(in rect: Rect, tint: Color) -> [ResolvedShape] {
    let r = rect.standardized
    let t = AffineTransform(a: r.width, b: 0, c: 0, d: r.height, tx: r.minX, ty: r.minY)
    let penScale = (r.width * r.height).squareRoot()
    return shapes.map { shape in
      var stroke = shape.stroke
      stroke?.lineWidth *= penScale
      let color = renderingMode == .alwaysTemplate ? tint : (shape.color ?? tint)
      return ResolvedShape(
        path: shape.path.applying(t), fillRule: shape.fillRule, stroke: stroke, color: color)
    }
  }
}
