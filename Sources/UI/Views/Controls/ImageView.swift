public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A view that shows a vector `Image`, tinted: `UIImageView`.
///
/// Template parts of the image are drawn in the view's ``View/tintColor`` (inherited down
/// the tree, so an image view in a white-tinted button is white). The backing layer is an
/// `ImageLayer`; ``contentMode`` places the image in the bounds. Image views take no
/// touches (as in UIKit) and size to the image's natural size with ``View/sizeToFit()``.
///
/// ```swift
/// let icon = ImageView(image: Icons.plus)
/// icon.tintColor = .white
/// icon.frame = Rect(x: 18, y: 18, width: 24, height: 24)
/// ```
open class ImageView: View {
  /// Always an `ImageLayer` (final, so ``imageLayer``'s unchecked downcast is sound).
  public final override class var layerClass: Layer.Type { ImageLayer.self }

  /// The backing layer, as an image layer.
  public final var imageLayer: ImageLayer { unsafeDowncast(layer, to: ImageLayer.self) }

  /// The image shown; nil shows nothing. Default nil.
  public final var image: Image? {
    get { imageLayer.image }
    set { imageLayer.image = newValue }
  }

  /// How the image sits in the bounds. Default `ContentsGravity/resizeAspect` (UIKit's
  /// `scaleAspectFit`, the useful choice for icons).
  public final var contentMode: ContentsGravity {
    get { imageLayer.contentsGravity }
    set { imageLayer.contentsGravity = newValue }
  }

  /// Creates an image view showing `image`, sized to it.
  public convenience init(image: Image?) {
    self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an empty image view.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    View.performWithoutAnimation {
      imageLayer.contentsGravity = .resizeAspect
    }
  }

  /// The image's natural size.
  open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

  /// The tint reaches the image layer (without animation outside a block).
  open override func tintColorDidChange() {
    imageLayer.tintColor = tintColor
  }

  /// Picks up the inherited tint when joining a window.
  open override func didMoveToWindow() {
    View.performWithoutAnimation { imageLayer.tintColor = tintColor }
  }

  /// Picks up the inherited tint when moving.
  open override func didMoveToSuperview() {
    View.performWithoutAnimation { imageLayer.tintColor = tintColor }
  }
}
