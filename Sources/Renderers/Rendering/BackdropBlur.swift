public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A backdrop blur (a BlurView): what lies behind ``region`` is blurred with a Gaussian of
/// standard deviation ``sigma``, its saturation boosted with luminance kept, and ``tint``
/// composited over it.
///
/// The presets approximate the iOS 7 styles:
///
/// | style | σ (pt) | saturation | tint |
/// |---|---|---|---|
/// | light | 30 | 1.8 | white 1.0, α 0.30 |
/// | extraLight | 20 | 1.8 | white 0.97, α 0.82 |
/// | dark | 20 | 1.8 | white 0.11, α 0.73 |
public nonisolated struct BackdropBlur: Hashable, Sendable {
  /// The blurred region, in the current space (points).
  public var region: Path
  /// The blur's standard deviation in points (≥ 0).
  public var sigma: Double
  /// The saturation factor: 1 keeps colours, 0 greys them, 1.8 boosts them.
  /// `c′ = Y + s·(c − Y)` with `Y = 0.2126 R + 0.7152 G + 0.0722 B`.
  public var saturation: Double
  /// The overlay composited over the blurred backdrop (normal blend at its alpha).
  public var tint: Color

  /// Creates a backdrop blur.
  public init(region: Path, sigma: Double, saturation: Double, tint: Color) {
    self.region = region
    self.sigma = sigma
    self.saturation = saturation
    self.tint = tint
  }

  /// A blur of `region` in a blur view's `style` (σ, saturation and tint of docs/scene-layers.md §7).
  public init(region: Path, style: BlurStyle) {
    self.init(
      region: region, sigma: style.blurRadius, saturation: style.saturation,
      tint: style.tintColor)
  }

  /// The box-blur width that approximates σ for a device scale, per the spec:
  /// `floor(σ·scale·3·√(2π)/4 + 0.5)`, made odd (three passes of it ≈ one Gaussian).
  public static func boxSize(sigma: Double, scale: Double) -> Int {
    let d = Int((sigma * scale * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    return Swift.max(1, d | 1)
  }
}
