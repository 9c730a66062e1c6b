public import DynamicMenusGeometry

/// The parts of an affine transform animate one by one (translation, rotation, scales, shear),
/// as Core Animation interpolates a layer's `transform`: a half-turn to the identity rotates
/// instead of shrinking through a point. Scene animates a layer's transform this way inside
/// animation blocks and in implicit animations.
extension AffineTransformComponents: Animatable {
  /// Every part 0 (a degenerate transform; only meaningful as a difference).
  public static var zero: AffineTransformComponents {
    AffineTransformComponents(translation: .zero, rotation: 0, scaleX: 0, scaleY: 0, shear: 0)
  }
  /// Part-wise sum.
  @inlinable public func adding(_ o: AffineTransformComponents) -> AffineTransformComponents {
    AffineTransformComponents(
      translation: Vector(
        dx: translation.dx + o.translation.dx, dy: translation.dy + o.translation.dy),
      rotation: rotation + o.rotation, scaleX: scaleX + o.scaleX, scaleY: scaleY + o.scaleY,
      shear: shear + o.shear)
  }
  /// Part-wise difference.
  @inlinable public func subtracting(_ o: AffineTransformComponents) -> AffineTransformComponents {
    AffineTransformComponents(
      translation: Vector(
        dx: translation.dx - o.translation.dx, dy: translation.dy - o.translation.dy),
      rotation: rotation - o.rotation, scaleX: scaleX - o.scaleX, scaleY: scaleY - o.scaleY,
      shear: shear - o.shear)
  }
  /// Every part multiplied by `f`.
  @inlinable public func scaled(by f: Double) -> AffineTransformComponents {
    AffineTransformComponents(
      translation: Vector(dx: translation.dx * f, dy: translation.dy * f), rotation: rotation * f,
      scaleX: scaleX * f, scaleY: scaleY * f, shear: shear * f)
  }
  /// The sum of the squared parts (radians count like points here).
  @inlinable public var magnitudeSquared: Double {
    translation.dx * translation.dx + translation.dy * translation.dy + rotation * rotation
      + scaleX * scaleX + scaleY * scaleY + shear * shear
  }
}
