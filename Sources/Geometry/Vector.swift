/// A two-dimensional displacement or direction, in points (`CGVector`).
///
/// Besides offsets between points, a vector carries directions and magnitudes the way
/// UIKit Dynamics does: `GravityBehavior.gravityDirection` is a vector whose length is the
/// magnitude. Screen space is y-down, so `Vector(dx: 0, dy: 1)` points down the screen.
public struct Vector: Hashable, Sendable {
  /// The horizontal component, in points. Default 0.
  public var dx: Double
  /// The vertical component, in points; positive points down. Default 0.
  public var dy: Double

  /// Creates a vector from its components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)

  /// A unit vector at `angle` radians from +x; positive angles turn clockwise on screen,
  /// so `Vector(angle: .pi / 2)` is (0, 1), straight down.
  @inlinable
  public init(angle: Double, length: Double = 1) {
    self.init(dx: length * Angles.cos(angle), dy: length * Angles.sin(angle))
  }

  /// The Euclidean length, `hypot(dx, dy)`.
  @inlinable
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The squared length, `dx² + dy²` (no square root).
  @inlinable
  public var lengthSquared: Double { dx * dx + dy * dy }

  /// The angle from +x in radians, `atan2(dy, dx)`, in (−π, π]; clockwise on screen is positive.
  @inlinable
  public var angle: Double { Angles.atan2(dy, dx) }

  /// This vector scaled to length 1, or `.zero` when the length is 0.
  @inlinable
  public var normalized: Vector {
    let l = length
    return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
  }

  /// Whether both components are finite.
  @inlinable
  public var isFinite: Bool { dx.isFinite && dy.isFinite }

  /// The dot product `a·b`.
  @inlinable
  public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

  /// The z component of the cross product, `a.dx·b.dy − a.dy·b.dx`; positive when `other`
  /// lies clockwise of `self` on a y-down screen.
  @inlinable
  public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

  /// The vector turned a quarter turn clockwise on screen: (−dy, dx).
  @inlinable
  public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

  /// The vector transformed by the linear part of `t` (translation ignored).
  @inlinable
  public func applying(_ t: AffineTransform) -> Vector {
    Vector(dx: t.a * dx + t.c * dy, dy: t.b * dx + t.d * dy)
  }

  /// Component-wise sum.
  @inlinable public static func + (a: Vector, b: Vector) -> Vector {
    Vector(dx: a.dx + b.dx, dy: a.dy + b.dy)
  }
  /// Component-wise difference.
  @inlinable public static func - (a: Vector, b: Vector) -> Vector {
    Vector(dx: a.dx - b.dx, dy: a.dy - b.dy)
  }
  /// The opposite vector.
  @inlinable public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
  /// The vector scaled by `s`.
  @inlinable public static func * (v: Vector, s: Double) -> Vector {
    Vector(dx: v.dx * s, dy: v.dy * s)
  }
  /// The vector scaled by `s`.
  @inlinable public static func * (s: Double, v: Vector) -> Vector { v * s }
  /// The vector divided by `s`.
  @inlinable public static func / (v: Vector, s: Double) -> Vector {
    Vector(dx: v.dx / s, dy: v.dy / s)
  }
  /// Adds `b` to `a`.
  @inlinable public static func += (a: inout Vector, b: Vector) { a = a + b }
  /// Subtracts `b` from `a`.
  @inlinable public static func -= (a: inout Vector, b: Vector) { a = a - b }
  /// Scales `v` by `s`.
  @inlinable public static func *= (v: inout Vector, s: Double) { v = v * s }
}

extension Vector: CustomStringConvertible {
  /// `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}
