import DynamicMenusGeometry

/// A value that animations can move: a vector space over `Double`.
///
/// Interpolation is `a + (b − a)·p`; springs carry a velocity of the same type (units per
/// second), so anything that conforms can be retargeted in flight with its velocity kept.
/// The operations are component-wise for every conformance in this module: `Double`,
/// `Point`, `Vector`, `Size`, `Rect`, `Color` (sRGB with straight alpha, as Core Animation
/// interpolates colours), `AffineTransformComponents` (translation, rotation, scales, shear)
/// and `AffineTransform` (the six entries). Interpolating entries shrinks a rotation: half-way
/// between rotations Δθ apart the matrix is scaled by cos(Δθ/2) (0.71 for a quarter-turn),
/// and a half-turn passes through a point. So a layer's `transform` animates decomposed, as Core
/// Animation does (Scene's `LayerProperty.transformComponents`, in implicit animations and
/// animation blocks); entry-wise interpolation is what an explicit animation of the
/// `AffineTransform` itself does.
///
/// Named methods rather than operators keep Geometry's own `Point − Point = Vector` unambiguous.
///
/// ```swift
/// let p = Point(x: 0, y: 0).interpolated(to: Point(x: 100, y: 50), fraction: 0.5) // (50, 25)
/// ```
public protocol Animatable: Equatable, Sendable {
  /// The additive identity (all components 0).
  static var zero: Self { get }
  /// The component-wise sum `self + other`.
  func adding(_ other: Self) -> Self
  /// The component-wise difference `self − other`.
  func subtracting(_ other: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The sum of the squared components: the squared Euclidean length of the value as a
  /// vector. Used for settle thresholds and to check that a value is finite.
  var magnitudeSquared: Double { get }
}

extension Animatable {
  /// The value `fraction` of the way from `self` to `other`: `self + (other − self)·fraction`.
  /// `fraction` is not clamped, so springs may overshoot.
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    adding(other.subtracting(self).scaled(by: fraction))
  }

  /// Whether every component is finite (neither NaN nor infinite).
  @inlinable
  public var isFiniteAnimatable: Bool { magnitudeSquared.isFinite }
}
