/// An affine transform split into the parts Core Animation interpolates one by one: a
/// translation, a rotation, two scales and a shear.
///
/// The linear part is a rotation after an upper-triangular scale-and-shear (a QR split, as
/// Core Animation's matrix decomposition does):
///
/// ```
/// | a  c |   | cos θ  −sin θ |   | scaleX  shear  |
/// | b  d | = | sin θ   cos θ | · |   0     scaleY |
/// ```
///
/// so `a = sx·cos θ`, `b = sx·sin θ`, `c = shear·cos θ − sy·sin θ`,
/// `d = shear·sin θ + sy·cos θ`. Interpolating the parts instead of the six entries turns a
/// half-turn `AffineTransform(rotationAngle: .pi)` into the identity by rotating, where the
/// entries would shrink through a point. A reflection (negative determinant) shows as a
/// negative ``scaleY``.
///
/// ```swift
/// let parts = AffineTransform(rotationAngle: .pi / 2).components  // rotation π/2, scales 1
/// AffineTransform(components: parts)                               // the same transform back
/// ```
public struct AffineTransformComponents: Hashable, Sendable {
  /// The translation (tx, ty), in points. Identity zero.
  public var translation: Vector
  /// The rotation, in radians, clockwise on a y-down screen. Identity 0; a decomposed
  /// transform reads it in (−π, π].
  public var rotation: Double
  /// The scale along the rotated x axis (≥ 0 when decomposed). Identity 1.
  public var scaleX: Double
  /// The scale along the rotated y axis (negative for a reflection). Identity 1.
  public var scaleY: Double
  /// How far the y axis leans along the x axis, in x-scale units. Identity 0.
  public var shear: Double

  /// Creates components; the defaults are the identity's.
  public init(
    translation: Vector = .zero, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
    shear: Double = 0
  ) {
    self.translation = translation
    self.rotation = rotation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.shear = shear
  }

  /// The same components with ``rotation`` moved by whole turns to within half a turn of
  /// `reference`, so that interpolating from `reference` takes the short way round. A
  /// difference of exactly half a turn is kept as it is (a half-turn from π to 0 runs
  /// counter-clockwise, and back clockwise).
  public func unwrapped(near reference: Double) -> AffineTransformComponents {
    let difference = rotation - reference
    guard difference.isFinite, Swift.abs(difference) > .pi else { return self }
    var result = self
    result.rotation -= (difference / Angles.fullTurn).rounded() * Angles.fullTurn
    return result
  }
}

extension AffineTransform {
  /// The transform split into translation, rotation, scales and shear (see
  /// ``AffineTransformComponents``). A transform that squashes the x axis to a point reads
  /// rotation 0.
  public var components: AffineTransformComponents {
    let sx = (a * a + b * b).squareRoot()
    let theta = sx == 0 ? 0 : Angles.atan2(b, a)
    let cosT = Angles.cos(theta), sinT = Angles.sin(theta)
    return AffineTransformComponents(
      translation: Vector(dx: tx, dy: ty), rotation: theta, scaleX: sx,
      scaleY: -c * sinT + d * cosT, shear: c * cosT + d * sinT)
  }

  /// The transform made of `components`: rotation after scale-and-shear, then translation.
  public init(components p: AffineTransformComponents) {
    let cosT = Angles.cos(p.rotation), sinT = Angles.sin(p.rotation)
    self.init(
      a: p.scaleX * cosT, b: p.scaleX * sinT, c: p.shear * cosT - p.scaleY * sinT,
      d: p.shear * sinT + p.scaleY * cosT, tx: p.translation.dx, ty: p.translation.dy)
  }
}
