/// A 2-D affine transform (`CGAffineTransform`), in Core Graphics' row-vector convention.
///
/// A point maps as `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`. Rotation by θ is
/// `(a, b, c, d) = (cos θ, sin θ, −sin θ, cos θ)`, which turns **clockwise on a y-down screen**
/// for θ > 0.
///
/// Composition follows UIKit exactly:
/// - `a.concatenating(b)` applies **a, then b**;
/// - `t.rotated(by:)`, `t.scaledBy(x:y:)` and `t.translatedBy(x:y:)` apply the new operation
///   **first**, in the local space, then `t`.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(.init(translationX: 10, y: 0))
/// Point(x: 1, y: 1).applying(t)   // (12, 2): scaled first, then moved
/// ```
public struct AffineTransform: Hashable, Sendable {
  /// The x scale / rotation entry. Identity 1.
  public var a: Double
  /// The rotation / y-shear entry. Identity 0.
  public var b: Double
  /// The rotation / x-shear entry. Identity 0.
  public var c: Double
  /// The y scale / rotation entry. Identity 1.
  public var d: Double
  /// The horizontal translation, in points. Identity 0.
  public var tx: Double
  /// The vertical translation, in points. Identity 0.
  public var ty: Double

  /// Creates a transform from its six entries.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`x`, `y`) points.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically, about the origin.
  @inlinable
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin; positive turns clockwise on screen.
  @inlinable
  public init(rotationAngle angle: Double) {
    let s = Angles.sin(angle), c = Angles.cos(angle)
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// Whether every entry is finite.
  @inlinable
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant `a·d − b·c`; 0 means the transform cannot be inverted.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// The rotation angle of the transform's x axis, `atan2(b, a)`, in (−π, π]. Scale and shear
  /// are ignored, exactly as UIKit Dynamics reads an item's initial angle.
  @inlinable
  public var rotationAngle: Double { Angles.atan2(b, a) }

  /// The length of the transformed x axis, `hypot(a, b)`.
  @inlinable
  public var xScale: Double { (a * a + b * b).squareRoot() }

  /// The length of the transformed y axis, `hypot(c, d)`.
  @inlinable
  public var yScale: Double { (c * c + d * d).squareRoot() }

  /// `self` followed by `other`: the matrix product `self · other`.
  @inlinable
  public func concatenating(_ t2: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse, or `self` unchanged when the determinant is 0 (as Core Graphics does).
  @inlinable
  public func inverted() -> AffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// `self` applied about `anchor` and then moved so that `anchor` lands on `position`:
  /// `T(−anchor) · self · T(position)`, Core Animation's map from a layer's bounds space to
  /// its superlayer's (its transform turning and scaling about its anchor point).
  @inlinable
  public func placing(anchor: Point, at position: Point) -> AffineTransform {
    // Written out: the linear part is self's, the translation position − M·anchor.
    AffineTransform(
      a: a, b: b, c: c, d: d,
      tx: position.x + tx - (a * anchor.x + c * anchor.y),
      ty: position.y + ty - (b * anchor.x + d * anchor.y))
  }

  /// `self` applied about `point`: `T(−point) · self · T(point)` (a sublayer transform about
  /// its layer's anchor point).
  @inlinable
  public func about(_ point: Point) -> AffineTransform {
    AffineTransform(translationX: -point.x, y: -point.y)
      .concatenating(self)
      .concatenating(AffineTransform(translationX: point.x, y: point.y))
  }

  /// A rotation by `angle` applied first, then `self` (`CGAffineTransform.rotated(by:)`).
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A scale applied first, then `self` (`CGAffineTransform.scaledBy(x:y:)`).
  @inlinable
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A translation applied first, then `self` (`CGAffineTransform.translatedBy(x:y:)`).
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Entry-wise linear interpolation: `self + t·(other − self)`. This is how Core Animation
  /// interpolates a transform given as a matrix; animate angle and scale separately when a
  /// rotation must sweep.
  @inlinable
  public func interpolated(to o: AffineTransform, fraction t: Double) -> AffineTransform {
    AffineTransform(
      a: a + (o.a - a) * t, b: b + (o.b - b) * t, c: c + (o.c - c) * t,
      d: d + (o.d - d) * t, tx: tx + (o.tx - tx) * t, ty: ty + (o.ty - ty) * t)
  }

  /// Whether every entry differs from `other`'s by at most `tolerance`.
  @inlinable
  public func isApproximatelyEqual(to o: AffineTransform, tolerance: Double = 1e-9) -> Bool {
    Swift.abs(a - o.a) <= tolerance && Swift.abs(b - o.b) <= tolerance
      && Swift.abs(c - o.c) <= tolerance && Swift.abs(d - o.d) <= tolerance
      && Swift.abs(tx - o.tx) <= tolerance && Swift.abs(ty - o.ty) <= tolerance
  }
}

extension AffineTransform: CustomStringConvertible {
  /// `[a, b, c, d, tx, ty]`.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
