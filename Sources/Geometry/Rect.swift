/// A rectangle: an origin and a size, in points (`CGRect`).
///
/// The origin is the top-left corner in UIKit's y-down space when the size is positive.
/// Like Core Graphics, the edge accessors (`minX`, `maxY`, …) read the *standardized*
/// rectangle, so they are correct for negative sizes too.
public struct Rect: Hashable, Sendable {
  /// The corner the size is measured from (the top-left for a positive size).
  public var origin: Point
  /// The width and height; may be negative.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its dimensions, in points.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle of `size` centred on `center`.
  @inlinable
  public init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The smallest rectangle that contains every point of `points`, or `.null` when empty.
  public init(boundingPoints points: some Sequence<Point>) {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    for p in points {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    self = minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle (`CGRect.null`): the empty result of an intersection; its origin is
  /// infinite. A union with it returns the other rectangle.
  public static let null = Rect(
    x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is the null rectangle.
  @inlinable
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle has zero (or negative-standardized zero) area, or is null.
  @inlinable
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// Whether origin and size are finite.
  @inlinable
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// The same rectangle with a non-negative width and height.
  @inlinable
  public var standardized: Rect {
    if isNull { return self }
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  /// The left edge.
  @inlinable public var minX: Double { standardized.origin.x }
  /// The top edge (y-down).
  @inlinable public var minY: Double { standardized.origin.y }
  /// The horizontal centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The right edge.
  @inlinable public var maxX: Double { minX + Swift.abs(size.width) }
  /// The bottom edge (y-down).
  @inlinable public var maxY: Double { minY + Swift.abs(size.height) }
  /// The absolute width.
  @inlinable public var width: Double { Swift.abs(size.width) }
  /// The absolute height.
  @inlinable public var height: Double { Swift.abs(size.height) }
  /// The centre point.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// The rectangle moved by (`dx`, `dy`).
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom
  /// (negative values grow it). Returns `.null` when the result would have a negative size.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let s = standardized
    let r = Rect(
      x: s.origin.x + dx, y: s.origin.y + dy,
      width: s.size.width - 2 * dx, height: s.size.height - 2 * dy)
    return r.size.width < 0 || r.size.height < 0 ? .null : r
  }

  /// The rectangle inset by `insets` (`UIEdgeInsetsInsetRect`); negative insets grow it.
  @inlinable
  public func inset(by insets: EdgeInsets) -> Rect {
    let s = standardized
    return Rect(
      x: s.minX + insets.left, y: s.minY + insets.top,
      width: s.width - insets.left - insets.right,
      height: s.height - insets.top - insets.bottom)
  }

  /// Whether `p` lies inside; the left and top edges are inside, the right and bottom are not
  /// (Core Graphics' half-open rule, so adjacent rectangles never both contain a point).
  @inlinable
  public func contains(_ p: Point) -> Bool {
    if isNull { return false }
    return p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  /// Whether `other` lies entirely inside this rectangle.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// Whether the two rectangles share interior area.
  @inlinable
  public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// The overlap of the two rectangles, or `.null` if they do not overlap.
  @inlinable
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
    if x1 < x0 || y1 < y0 { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle containing both; a null rectangle is ignored.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle with integer edges that contains this one (`CGRect.integral`).
  @inlinable
  public var integral: Rect {
    if isNull { return self }
    let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
    return Rect(
      x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  /// The axis-aligned bounding box of the rectangle's four corners transformed by `t`
  /// (`CGRect.applying(_:)`).
  @inlinable
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull { return self }
    if t.isIdentity { return standardized }
    // Four corners, no array: this runs for every layer of every frame.
    let p0 = Point(x: minX, y: minY).applying(t), p1 = Point(x: maxX, y: minY).applying(t)
    let p2 = Point(x: maxX, y: maxY).applying(t), p3 = Point(x: minX, y: maxY).applying(t)
    let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x), x1 = Swift.max(p0.x, p1.x, p2.x, p3.x)
    let y0 = Swift.min(p0.y, p1.y, p2.y, p3.y), y1 = Swift.max(p0.y, p1.y, p2.y, p3.y)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The four corners, clockwise on screen from the top-left (of the standardized rectangle).
  @inlinable
  public var corners: [Point] {
    [
      Point(x: minX, y: minY), Point(x: maxX, y: minY),
      Point(x: maxX, y: maxY), Point(x: minX, y: maxY),
    ]
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width × height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width) × \(size.height))" }
}
