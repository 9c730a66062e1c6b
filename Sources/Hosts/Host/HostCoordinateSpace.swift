public import DynamicMenusGeometry

/// How a host view's coordinates relate to the window's points (y down from the top-left,
/// as in UIKit), and how a bitmap of device pixels is laid over them.
///
/// UIKit, the browser and SDL measure as the window does; an AppKit view that is not
/// flipped has its y axis pointing up, and a Core Graphics bitmap context counts its pixel
/// rows from the bottom. The Apple host converts every location, accessibility frame and
/// drawing through this, so the conversions are tested here, not only on a Mac.
///
/// ```swift
/// let space = HostCoordinateSpace(height: bounds.height, yAxisPointsUp: !isFlipped)
/// host.send(PointerEvent(id: 1, phase: .began, location: space.windowPoint(fromView: p)))
/// ```
public nonisolated struct HostCoordinateSpace: Hashable, Sendable {
  /// The view's height in points (the window's height). Not finite or negative reads as 0.
  public var height: Double
  /// Whether the view's y axis points up (an unflipped `NSView`). Default false.
  public var yAxisPointsUp: Bool

  /// A view `height` points tall.
  public init(height: Double, yAxisPointsUp: Bool = false) {
    self.height = height.isFinite && height > 0 ? height : 0
    self.yAxisPointsUp = yAxisPointsUp
  }

  /// A point of the view as a window point: (x, height − y) when the y axis points up.
  public func windowPoint(fromView p: Point) -> Point {
    yAxisPointsUp ? Point(x: p.x, y: height - p.y) : p
  }

  /// A window point as a point of the view (the same flip: it is its own inverse).
  public func viewPoint(fromWindow p: Point) -> Point { windowPoint(fromView: p) }

  /// A window rectangle (an accessibility element's frame) as a rectangle of the view: its
  /// top edge becomes y = height − maxY when the y axis points up.
  public func viewRect(fromWindow r: Rect) -> Rect {
    guard yAxisPointsUp else { return r }
    let r = r.standardized
    return Rect(x: r.minX, y: height - r.maxY, width: r.width, height: r.height)
  }

  /// The transform that draws window points into a bitmap of `scale` device pixels per point
  /// whose rows count from the bottom (`CGBitmapContext`): x′ = s·x, y′ = s·(height − y).
  public func bitmapTransform(scale: Double) -> AffineTransform {
    AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: scale * height)
  }
}
