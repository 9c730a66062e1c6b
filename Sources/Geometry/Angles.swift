/// Angle arithmetic in UIKit's conventions, and the one place the core reaches for
/// elementary functions.
///
/// Angles are radians. Screen space is y-down, so a positive angle turns **clockwise on
/// screen**: rotating +x by π/2 gives +y (straight down). Every trigonometric and exponential
/// function on the path from a touch to a display list goes through this namespace, and it
/// computes them itself, in plain arithmetic (Math/: fdlibm's methods, within 1 ulp): the C
/// libraries of Linux and WebAssembly disagree in the last bit on a few percent of inputs,
/// and the same script must give the same bits on both.
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
}
