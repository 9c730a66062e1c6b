/// How the ends of open subpaths and of dashes are drawn (`CAShapeLayerLineCap`).
public nonisolated enum LineCap: String, Hashable, Sendable, CaseIterable {
  /// The stroke stops square at the endpoint (the default).
  case butt
  /// A semicircle of radius lineWidth / 2 is added at each end.
  case round
  /// A half-square of lineWidth / 2 extends past each end.
  case square
}

/// How corners between segments are drawn (`CAShapeLayerLineJoin`).
public nonisolated enum LineJoin: String, Hashable, Sendable, CaseIterable {
  /// A sharp corner, bevelled when its miter is longer than miterLimit × lineWidth (the
  /// default).
  case miter
  /// A circular corner.
  case round
  /// The corner cut straight across.
  case bevel
}

/// The pen of a stroke: width, caps, joins and miter limit, with `CAShapeLayer`'s defaults.
/// Dashes and trimming are not part of it: they are resolved into the outline before drawing
/// (see ``ShapeLayer/strokeOutline()``).
public nonisolated struct StrokeStyle: Hashable, Sendable {
  /// The line width in points, centred on the path. Default 1.
  public var lineWidth: Double
  /// The caps of open ends and dashes. Default ``LineCap/butt``.
  public var lineCap: LineCap
  /// The joins between segments. Default ``LineJoin/miter``.
  public var lineJoin: LineJoin
  /// The miter limit: a corner whose miter (the diagonal of the join) is longer than
  /// `miterLimit × lineWidth` is bevelled instead, as in Core Graphics, cairo and SVG.
  /// Default 10.
  public var miterLimit: Double

  /// Creates a stroke style; the defaults are `CAShapeLayer`'s.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }
}
