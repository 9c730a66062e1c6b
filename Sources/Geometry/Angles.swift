public import RealModule

/// Angle arithmetic in UIKit's conventions, and the one place the core reaches for
/// elementary functions.
///
/// Angles are radians. Screen space is y-down, so a positive angle turns **clockwise on
/// screen**: rotating +x by π/2 gives +y (straight down). Every trigonometric call in the
/// engines goes through this namespace, so the whole core uses one implementation
/// (swift-numerics' `RealModule`, no Foundation) and can be swapped for a polynomial one in a
/// single place if bit-identical results across C libraries are ever needed.
public enum Angles {
  /// 2π.
  public static let fullTurn = 2 * Double.pi

  /// Converts degrees to radians: `deg · π / 180`.
  @inlinable
  public static func radians(degrees: Double) -> Double { degrees * .pi / 180 }

  /// Converts radians to degrees: `rad · 180 / π`.
  @inlinable
  public static func degrees(radians: Double) -> Double { radians * 180 / .pi }

  /// `angle` wrapped into [0, 2π).
  @inlinable
  public static func normalized(_ angle: Double) -> Double {
    guard angle.isFinite else { return angle }
    var a = angle.truncatingRemainder(dividingBy: fullTurn)
    if a < 0 { a += fullTurn }
    return a >= fullTurn ? 0 : a
  }

  /// The signed shortest turn from `a` to `b`, in (−π, π].
  @inlinable
  public static func difference(from a: Double, to b: Double) -> Double {
    var d = normalized(b - a)
    if d > .pi { d -= fullTurn }
    return d
  }

  /// The sine of `x` radians.
  @inlinable public static func sin(_ x: Double) -> Double { Double.sin(x) }
  /// The cosine of `x` radians.
  @inlinable public static func cos(_ x: Double) -> Double { Double.cos(x) }
  /// The tangent of `x` radians.
  @inlinable public static func tan(_ x: Double) -> Double { Double.tan(x) }
  /// `atan2(y, x)` in (−π, π].
  @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double {
    Double.atan2(y: y, x: x)
  }
  /// The arc cosine, in [0, π].
  @inlinable public static func acos(_ x: Double) -> Double { Double.acos(x) }
  /// The Float sine of `x` radians (UIKit Dynamics computes in 32-bit floats).
  @inlinable public static func sin(_ x: Float) -> Float { Float.sin(x) }
  /// The Float cosine of `x` radians.
  @inlinable public static func cos(_ x: Float) -> Float { Float.cos(x) }
  /// Float `atan2(y, x)`.
  @inlinable public static func atan2(_ y: Float, _ x: Float) -> Float { Float.atan2(y: y, x: x) }
  /// e raised to `x`.
  @inlinable public static func exp(_ x: Double) -> Double { Double.exp(x) }
  /// The natural logarithm of `x`.
  @inlinable public static func log(_ x: Double) -> Double { Double.log(x) }
  /// `x` raised to `y`.
  @inlinable public static func pow(_ x: Double, _ y: Double) -> Double { Double.pow(x, y) }
}
