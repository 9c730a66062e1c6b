public import DynamicMenusGeometry
public import DynamicMenusRendering

/// A shadow as Core Graphics' `setShadow(offset:blur:color:)` takes it: in the bitmap's base
/// space (device pixels, y up), which no transform of the context changes.
///
/// A display list's `Shadow` is in the space of the layer that casts it, so its offset and
/// blur scale with the transform in force, as the cairo renderer draws them: the offset is
/// the transform's linear part applied to the layer's offset (the window-to-bitmap flip turns
/// a shadow 3 pt down into −3·s pixels in a y-up bitmap), the blur is twice Core Animation's
/// `shadowRadius` (σ = radius / 2 on both sides) times the transform's scale `√|det|`.
public nonisolated struct DeviceShadow: Hashable, Sendable {
  /// The colour painted, its alpha the shadow's colour alpha times its opacity.
  public var color: Color
  /// The shift, in device pixels of the base space (x right, y up).
  public var offset: Vector
  /// Core Graphics' blur, in device pixels: `2 · radius · √|det(ctm)|`.
  public var blur: Double

  /// `shadow` cast under the current transform `ctm` (window points to device pixels).
  public init(_ shadow: Shadow, ctm: AffineTransform) {
    color = shadow.paint
    offset = shadow.offset.applying(ctm)
    let scale = ctm.determinant.magnitude.squareRoot()
    blur = 2 * Swift.max(0, shadow.radius) * (scale.isFinite ? scale : 0)
  }

  /// Whether anything shows.
  public var isVisible: Bool { color.alpha > 0 }
}
