public import RealModule

extension Angles {
  /// `eˣ − 1`, accurate for small `x` (no cancellation). Springs near critical damping use it
  /// to evaluate `sinh(y)/y` without loss.
  @inlinable public static func expMinusOne(_ x: Double) -> Double { Double.expMinusOne(x) }
  /// The hyperbolic sine of `x`.
  @inlinable public static func sinh(_ x: Double) -> Double { Double.sinh(x) }
  /// The hyperbolic cosine of `x`.
  @inlinable public static func cosh(_ x: Double) -> Double { Double.cosh(x) }
}
