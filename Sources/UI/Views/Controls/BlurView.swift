public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A view that blurs what lies behind it: `UIVisualEffectView` with a `UIBlurEffect`.
///
/// The backing layer is a `BackdropLayer` set to the ``style``'s numbers (docs/rendering.md: blur
/// σ, saturation 1.8, a tint grey); the renderer does the pixels. Put content in ``contentView``.
/// When the window's ``Window/reduceTransparency`` is on, the blur gives way to a solid colour: the
/// style's tint grey made opaque, as UIKit does.
///
/// ```swift
/// let backdrop = BlurView(style: .light)
/// backdrop.frame = window.bounds
/// overlay.addSubview(backdrop)
/// ```
open class BlurView: View {
  /// Always a `BackdropLayer` (final, so ``backdropLayer``'s unchecked downcast is sound).
  public final override class var layerClass: Layer.Type { BackdropLayer.self }

  /// The backing layer, as a backdrop layer.
  public final var backdropLayer: BackdropLayer { unsafeDowncast(layer, to: BackdropLayer.self) }

  /// The view to add content to, above the blur, filling the blur view.
  public let contentView = View()

  /// The blur's style; nil shows no effect (a plain view). Default `BlurStyle/light`.
  public final var style: BlurStyle? = .light {
    didSet { applyStyle() }
  }

  /// Whether the blur currently shows as a solid colour (reduce transparency is on).
  public private(set) final var isShowingSolidFallback = false

  /// Creates a blur view of `style`.
  public convenience init(style: BlurStyle?) {
    self.init(frame: .zero)
    self.style = style
    applyStyle()
  }

  /// Creates a light blur view.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentView.name = "contentView"
    addSubview(contentView)
    applyStyle()
  }

  /// Sets the backdrop's numbers from ``style`` and the window's reduce-transparency
  /// setting, without animation.
  final func applyStyle() {
    let solid = window?.reduceTransparency ?? false
    isShowingSolidFallback = solid && style != nil
    View.performWithoutAnimation {
      let backdrop = backdropLayer
      if let style, !solid {
        backdrop.apply(style)
      } else {
        backdrop.blurRadius = 0
        backdrop.saturation = 1
        backdrop.tintColor = style.map { $0.tintColor.withAlphaComponent(1) }
      }
    }
  }

  /// Keeps the content view over the whole blur view, and follows the window's setting.
  open override func layoutSubviews() {
    View.performWithoutAnimation { contentView.frame = bounds }
    if isShowingSolidFallback != ((window?.reduceTransparency ?? false) && style != nil) {
      applyStyle()
    }
  }

  /// Re-reads the window's reduce-transparency setting.
  open override func didMoveToWindow() { applyStyle() }
}
