public import DynamicMenusAnimation
public import DynamicMenusGeometry

/// How content is placed in a layer's bounds (`CALayerContentsGravity`).
public nonisolated enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
  /// At its natural size, centred.
  case center
  /// Stretched to fill the bounds (the default, as Core Animation's).
  case resize
  /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
  case resizeAspect
  /// Scaled to cover the bounds, keeping its aspect ratio, centred (overflow is not clipped
  /// unless the layer masks to bounds).
  case resizeAspectFill
}

/// A layer that shows an ``Image`` in its bounds, its vector parts tinted (a `CALayer` with
/// contents, or `UIImageView`'s layer).
///
/// ```swift
/// let icon = ImageLayer()
/// icon.image = Icons.gear
/// icon.tintColor = .white
/// icon.contentsGravity = .resizeAspect
/// icon.bounds = Rect(x: 0, y: 0, width: 24, height: 24)
/// ```
///
/// Renderers draw ``drawingShapes()``: the image's shapes already placed in the layer's space
/// and coloured.
open class ImageLayer: Layer {
  /// The image layer's model values.
  final var content = ImageState() {
    didSet { ownStateChanges &+= 1 }
  }
  /// The last placed shapes and their inputs.
  private var shapesCache: (key: ImageShapesKey, shapes: [Image.ResolvedShape])?

  /// Creates an image layer with no image.
  public required init() { super.init() }

  /// The image shown; nil (the default) shows nothing.
  public final var image: Image? {
    get { content.image }
    set {
      content.image = newValue
    }
  }

  /// The colour of the image's template parts. Default UIKit's system blue (0, 122, 255), the
  /// tint an image view inherits from a window.
  public final var tintColor: Color {
    get { content.tintColor }
    set {
      requireFinite(newValue.isFinite, "tintColor", newValue)
      propertyChanged(.tintColor, from: exchange(&content.tintColor, with: newValue), to: newValue)
    }
  }

  /// How the image is placed in the bounds. Default ``ContentsGravity/resize``.
  public final var contentsGravity: ContentsGravity {
    get { content.gravity }
    set {
      content.gravity = newValue
    }
  }

  /// The rectangle the image's unit box is drawn into, in the layer's space, per
  /// ``contentsGravity``; nil without an image.
  public final var imageRect: Rect? {
    guard let image = content.image else { return nil }
    let b = bounds.standardized
    let natural = image.size
    switch content.gravity {
    case .resize:
      return b
    case .center:
      return Rect(center: b.center, size: natural)
    case .resizeAspect, .resizeAspectFill:
      guard natural.width > 0, natural.height > 0 else {
        return Rect(center: b.center, size: .zero)
      }
      let sx = b.width / natural.width, sy = b.height / natural.height
      let s = content.gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
      return Rect(
        center: b.center, size: Size(width: natural.width * s, height: natural.height * s))
    }
  }

  /// The image's shapes placed in the layer's space and coloured: what a renderer fills and
  /// strokes, back to front. Cached while the image, tint, bounds and gravity are unchanged.
  public final func drawingShapes() -> [Image.ResolvedShape] {
    guard let image = content.image, let rect = imageRect else { return [] }
    let key = ImageShapesKey(image: image, tint: content.tintColor, rect: rect)
    if let c = shapesCache, c.key == key { return c.shapes }
    let shapes = image.resolved(in: rect, tint: content.tintColor)
    shapesCache = (key, shapes)
    return shapes
  }

  /// The image's bitmap and the rectangle it is stretched onto (``imageRect``, in the layer's
  /// space); nil when the image has no bitmap. Renderers draw it under ``drawingShapes()``.
  public final func drawingBitmap() -> (image: BitmapImage, rect: Rect)? {
    guard let bitmap = content.image?.bitmap, let rect = imageRect else { return nil }
    return (bitmap, rect)
  }

  /// The image's natural size (zero without an image).
  public final func preferredSize() -> Size { content.image?.size ?? .zero }

  /// Copies the image values too.
  open override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let i = model as? ImageLayer { content = i.content }
  }
}

extension LayerProperty where Value == Color {
  /// ``ImageLayer/tintColor``.
  public static var tintColor: Self {
    .init(
      "tintColor", accepts: { $0 is ImageLayer }, read: { ($0 as? ImageLayer)?.tintColor },
      write: { ($0 as? ImageLayer)?.tintColor = $1 })
  }
}

/// The image layer's model values.
nonisolated struct ImageState {
  var image: Image? = nil
  var tintColor = Color(red: 0, green: 122.0 / 255, blue: 1)
  var gravity = ContentsGravity.resize
}

/// The inputs of placed shapes.
private nonisolated struct ImageShapesKey: Equatable {
  var image: Image
  var tint: Color
  var rect: Rect
}
