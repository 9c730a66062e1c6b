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

  /// Rows of device pixels counted from the top (``HostFrame/changedRows``) as a rectangle of
  /// a bitmap `pixelWidth` × `pixelHeight` whose rows count from the bottom: y = pixelHeight −
  /// upper bound. Rows outside the bitmap are cut off; nothing left gives an empty rectangle.
  public static func bitmapRect(rows: Range<Int>, pixelWidth: Int, pixelHeight: Int) -> Rect {
    let top = Swift.max(rows.lowerBound, 0)
    let bottom = Swift.min(rows.upperBound, pixelHeight)
    guard bottom > top, pixelWidth > 0 else { return .zero }
    return Rect(
      x: 0, y: Double(pixelHeight - bottom), width: Double(pixelWidth), height: Double(bottom - top)
    )
  }

  /// Rows of device pixels (from the top) as a rectangle of the view, in points: what the
  /// host marks as needing display (`setNeedsDisplay(_:)`) when those rows changed.
  public func viewRect(rows: Range<Int>, scale: Double, width: Double) -> Rect {
    guard scale.isFinite, scale > 0, !rows.isEmpty else { return .zero }
    let window = Rect(
      x: 0, y: Double(rows.lowerBound) / scale, width: width,
      height: Double(rows.count) / scale)
    return viewRect(fromWindow: window)
  }

  /// The rows of device pixels (from the top) a rectangle of the view covers, cut to the
  /// bitmap's `pixelHeight`: what the host copies out of its bitmap when the system asks it
  /// to draw that rectangle (`draw(_:)`). Rows partly covered count; a rectangle that is not
  /// finite covers every row.
  public func rows(coveringViewRect r: Rect, scale: Double, pixelHeight: Int) -> Range<Int> {
    guard pixelHeight > 0, scale.isFinite, scale > 0 else { return 0..<0 }
    guard r.isFinite else { return 0..<pixelHeight }
    let window = viewRect(fromWindow: r)  // the flip is its own inverse
    let top = (window.minY * scale).rounded(.down)
    let bottom = (window.maxY * scale).rounded(.up)
    let lower = Int(Swift.min(Swift.max(top, 0), Double(pixelHeight)))
    let upper = Int(Swift.min(Swift.max(bottom, 0), Double(pixelHeight)))
    return lower..<Swift.max(lower, upper)
  }
}
