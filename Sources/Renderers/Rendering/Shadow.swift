public import DynamicMenusGeometry

/// A layer's shadow, in Core Animation's terms (`shadowColor`, `shadowOpacity`,
/// `shadowOffset`, `shadowRadius`), resolved in the space of the layer that casts it.
///
/// Renderers blur the caster's alpha with a Gaussian of standard deviation
/// ``sigma`` = `radius / 2` (the spec's approximation of Core Animation's blur), shift it by
/// ``offset``, and paint it in ``color`` at ``opacity`` under the caster.
public nonisolated struct Shadow: Hashable, Sendable {
  /// The shadow colour; its own alpha multiplies ``opacity``. Default opaque black.
  public var color: Color
  /// The shadow opacity, 0…1 (Core Animation's default is 0, which draws nothing).
  public var opacity: Double
  /// The shift of the shadow, in points of the caster's space. Core Animation's default is
  /// (0, −3): 3 pt up.
  public var offset: Vector
  /// The blur radius in points (`shadowRadius`, default 3).
  public var radius: Double

  /// Creates a shadow; the defaults are Core Animation's except the opacity.
  public init(
    color: Color = .black, opacity: Double, offset: Vector = Vector(dx: 0, dy: -3),
    radius: Double = 3
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
  }

  /// The Gaussian standard deviation in points, `radius / 2`.
  public var sigma: Double { Swift.max(0, radius) / 2 }

  /// The colour the shadow is painted in: `color` with its alpha times `opacity`.
  public var paint: Color { color.withAlphaComponent(color.alpha * opacity) }

  /// Whether the shadow shows at all.
  public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}
