/// How a stroke ends at an open subpath's ends (`CAShapeLayerLineCap`).
public enum LineCap: String, Hashable, Sendable, Codable {
  /// The stroke stops at the endpoint (the default).
  case butt
  /// A semicircle of radius `lineWidth / 2` about the endpoint.
  case round
  /// A square extending `lineWidth / 2` past the endpoint.
  case square
}

/// How a stroke turns a corner (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Hashable, Sendable, Codable {
  /// A sharp corner, bevelled when its miter exceeds the miter limit (the default).
  case miter
  /// A circular corner.
  case round
  /// The corner cut straight across.
  case bevel
}

/// The pen of a stroke. Dashes are not part of it: Scene resolves dash patterns and
/// `strokeStart`/`strokeEnd` into the path, so renderers stroke plain paths.
public struct StrokeStyle: Hashable, Sendable {
  /// The pen width in points, centred on the path. Default 1.
  public var lineWidth: Double
  /// The cap of open ends. Default ``LineCap/butt``.
  public var lineCap: LineCap
  /// The join at corners. Default ``LineJoin/miter``.
  public var lineJoin: LineJoin
  /// The miter limit: a corner whose miter is longer than `miterLimit × lineWidth` is
  /// bevelled instead (as in Core Graphics, cairo and SVG). Default 10.
  public var miterLimit: Double

  /// Creates a pen; the defaults are `CAShapeLayer`'s.
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
