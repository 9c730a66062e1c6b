public import DynamicMenusAnimation
public import DynamicMenusGeometry

/// The three blur styles of a blur view, with the numbers of docs/scene-layers.md §7: Apple's WWDC 2013
/// image-effects approximation of the iOS 7 styles (`UIBlurEffect.Style`).
///
/// | style | blur σ (pt) | saturation | tint (white, alpha) |
/// |---|---|---|---|
/// | light | 30 | 1.8 | (1.0, 0.30) |
/// | extraLight | 20 | 1.8 | (0.97, 0.82) |
/// | dark | 20 | 1.8 | (0.11, 0.73) |
public nonisolated enum BlurStyle: String, Hashable, Sendable, CaseIterable {
  /// A bright frosted glass.
  case light
  /// A nearly opaque white glass.
  case extraLight
  /// A dark smoked glass.
  case dark

  /// The Gaussian's standard deviation in points.
  public var blurRadius: Double {
    switch self {
    case .light: 30
    case .extraLight, .dark: 20
    }
  }

  /// The saturation factor (luminance kept): 1.8 for every style.
  public var saturation: Double { 1.8 }

  /// The grey composited over the blurred, saturated backdrop.
  public var tintColor: Color {
    switch self {
    case .light: Color(white: 1, alpha: 0.3)
    case .extraLight: Color(white: 0.97, alpha: 0.82)
    case .dark: Color(white: 0.11, alpha: 0.73)
    }
  }
}

/// A layer whose content is what lies behind it, blurred: the backdrop of a blur view.
///
/// Only the data lives here; the renderer does the pixels: it takes what has been drawn behind
/// the layer's bounds (rounded by ``Layer/cornerRadius``), blurs it with a Gaussian of standard
/// deviation ``blurRadius`` points, changes its saturation by ``saturation`` keeping luminance
/// (`c′ = Y + s·(c − Y)`, `Y = 0.2126 R + 0.7152 G + 0.0722 B`), and composites ``tintColor`` over
/// it; the layer's opacity, background and sublayers then apply as for any layer.
///
/// ```swift
/// let backdrop = BackdropLayer(style: .light)
/// backdrop.frame = window.bounds
/// ```
open class BackdropLayer: Layer {
  /// The backdrop layer's model values.
  final var backdrop = BackdropState() {
    didSet { ownStateChanges &+= 1 }
  }

  /// Creates a backdrop that does nothing yet: blur 0, saturation 1, no tint.
  public required init() { super.init() }

  /// Creates a backdrop with a style's blur, saturation and tint.
  public convenience init(style: BlurStyle) {
    self.init()
    backdrop = BackdropState(
      blurRadius: style.blurRadius, saturation: style.saturation, tintColor: style.tintColor)
  }

  /// The blur's standard deviation in points, ≥ 0 (0: no blur). Default 0.
  public final var blurRadius: Double {
    get { backdrop.blurRadius }
    set {
      requireFinite(newValue.isFinite, "blurRadius", newValue)
      precondition(newValue >= 0, "BackdropLayer.blurRadius must be ≥ 0, got \(newValue)")
      propertyChanged(
        .blurRadius, from: exchange(&backdrop.blurRadius, with: newValue), to: newValue)
    }
  }

  /// The saturation factor: 1 keeps the colours, 0 greys them, 1.8 boosts them. Default 1.
  public final var saturation: Double {
    get { backdrop.saturation }
    set {
      requireFinite(newValue.isFinite, "saturation", newValue)
      propertyChanged(
        .saturation, from: exchange(&backdrop.saturation, with: newValue), to: newValue)
    }
  }

  /// The colour composited over the blurred backdrop at its alpha; nil for none. Default nil.
  public final var tintColor: Color? {
    get { backdrop.tintColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "tintColor", newValue)
      propertyChanged(
        .backdropTintColor, from: exchange(&backdrop.tintColor, with: newValue), to: newValue)
    }
  }

  /// Sets ``blurRadius``, ``saturation`` and ``tintColor`` to a style's numbers (each animates
  /// like any property change).
  public final func apply(_ style: BlurStyle) {
    blurRadius = style.blurRadius
    saturation = style.saturation
    tintColor = style.tintColor
  }

  /// Copies the backdrop values too.
  open override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let b = model as? BackdropLayer { backdrop = b.backdrop }
  }
}

extension LayerProperty where Value == Double {
  /// ``BackdropLayer/blurRadius``.
  public static var blurRadius: Self {
    .init(
      "blurRadius", accepts: { $0 is BackdropLayer }, read: { ($0 as? BackdropLayer)?.blurRadius },
      write: { ($0 as? BackdropLayer)?.blurRadius = $1 })
  }
  /// ``BackdropLayer/saturation``.
  public static var saturation: Self {
    .init(
      "saturation", accepts: { $0 is BackdropLayer }, read: { ($0 as? BackdropLayer)?.saturation },
      write: { ($0 as? BackdropLayer)?.saturation = $1 })
  }
}

extension LayerProperty where Value == Color {
  /// ``BackdropLayer/tintColor`` (key "tintColor").
  public static var backdropTintColor: Self {
    .init(
      "tintColor", accepts: { $0 is BackdropLayer }, read: { ($0 as? BackdropLayer)?.tintColor },
      write: { ($0 as? BackdropLayer)?.tintColor = $1 })
  }
}

/// The backdrop layer's model values.
nonisolated struct BackdropState {
  var blurRadius = 0.0
  var saturation = 1.0
  var tintColor: Color? = nil
}
