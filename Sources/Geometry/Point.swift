/// A location in a two-dimensional coordinate system, in points.
///
/// The coordinate system is UIKit's: x grows to the right and **y grows downwards**.
/// `Point` is `CGPoint` without the prefix; it adds the arithmetic with ``Vector`` that
/// UIKit leaves to every project.
///
/// ```swift
/// let centre = Point(x: 256, y: 256)
/// let top = centre + Vector(dx: 0, dy: -200)   // (256, 56)
/// centre.distance(to: top)                      // 200
/// ```
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points. Default 0.
  public var x: Double
  /// The vertical coordinate, in points; grows downwards. Default 0.
  public var y: Double

  /// Creates a point from its coordinates, in points.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The Euclidean distance to `other`, in points: `hypot(Δx, Δy)`.
  @inlinable
  public func distance(to other: Point) -> Double {
    (other - self).length
  }

  /// The point `t` of the way from `self` to `other`: `self + t·(other − self)`.
  /// `t` is not clamped, so values outside 0…1 extrapolate.
  @inlinable
  public func interpolated(to other: Point, fraction t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }

  /// The point transformed by `t`: `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`
  /// (`CGPoint.applying(_:)`).
  @inlinable
  public func applying(_ t: AffineTransform) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }

  /// The displacement from the origin to this point.
  @inlinable
  public var vector: Vector { Vector(dx: x, dy: y) }

  /// The point moved by `v`.
  @inlinable
  public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }

  /// The point moved by `−v`.
  @inlinable
  public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }

  /// The displacement that takes `b` to `a`.
  @inlinable
  public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

  /// Moves `p` by `v`.
  @inlinable
  public static func += (p: inout Point, v: Vector) { p = p + v }

  /// Moves `p` by `−v`.
  @inlinable
  public static func -= (p: inout Point, v: Vector) { p = p - v }
}

extension Point: CustomStringConvertible {
  /// `(x, y)` with the shortest exact decimal digits.
  public var description: String { "(\(x), \(y))" }
}
