import CCairo
import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusRendering

/// Rasterises display lists with cairo (shapes, clips, groups, masks, shadows, backdrop
/// blurs, PNG bitmaps) and pango (text) into premultiplied ARGB images.
///
/// Output is antialiased (cairo's grey coverage) and deterministic: the same list at the same
/// scale gives the same pixels, on any machine with the same cairo, pango and fonts.
///
/// A renderer keeps its target surface and two effect caches between frames: shadows (keyed
/// by the commands that cast them and the transform) and backdrop blurs (keyed by everything
/// drawn before the blur), so a shadow or a blurred backdrop is computed again only when what
/// produces it changes. Use one renderer per thread.
///
/// ```swift
/// let renderer = CairoRenderer()
/// let image = renderer.render(list, scale: 2)       // a Bitmap
/// try renderer.renderPNG(list, scale: 2)            // PNG bytes
/// ```
public final class CairoRenderer {
  /// The reusable target surface.
  private var target: CairoSurface?
  /// Blurred shadow alphas, reused while their casters do not change.
  var shadowCache = EffectCache<ShadowKey, ShadowImage>(capacity: 32)
  /// Blurred backdrops, reused while what lies behind them does not change.
  var backdropCache = EffectCache<BackdropKey, BackdropImage>(capacity: 4)
  /// The backdrop blur's buffers, kept from frame to frame.
  let backdropWorkspace = BackdropWorkspace()
  /// Shadow masks of circles, by radius, blur and sub-pixel phase (RenderPass+DiscShadow).
  var discShadowCache = EffectCache<DiscShadowKey, CairoSurface>(capacity: 64)
  /// Decoded bitmaps by image (nil: cairo could not decode it, so it is not tried again).
  var bitmapCache = EffectCache<BitmapImage, CairoSurface?>(capacity: 16)
  /// What the target shows: the last frame drawn, element by element.
  private var damageTracker = DamageTracker()
  /// The finished backdrop each blur of the last frame with blurs painted, by command index
  /// (kept through frames without blurs: a menu opened again reuses them).
  private var lastBackdrops: [Int: BackdropImage] = [:]
  /// Whether every frame draws every pixel, as if it were the first, instead of only the rows
  /// that can differ from the last frame. The pixels are the same either way; this measures
  /// the worst case (`bench render --every-pixel`) and gives tests a reference. Default false.
  package var drawsEveryPixel = false
  /// The pixels the last frame drew (for tests).
  private(set) var lastDamage = DamageRegion(canvas: .empty)
  /// How many times a backdrop was read to be blurred (for tests).
  var backdropReads = 0

  /// Creates a renderer.
  public init() {}

  /// The pixel size of `list` at `scale`: each side rounded up, at least 1.
  public static func pixelSize(of list: DisplayList, scale: Double) -> (width: Int, height: Int) {
    DisplayList.pixelSize(of: list.size, scale: scale)
  }

  /// Renders `list` at `scale` device pixels per point (1, 2 or 3 for iOS screens; any
  /// positive finite value works) and returns the image.
  public func render(_ list: DisplayList, scale: Double = 1) -> Bitmap {
    draw(list, scale: scale).bitmap()
  }

  /// Renders `list` at `scale` as PNG bytes.
  public func renderPNG(_ list: DisplayList, scale: Double = 1) throws -> [UInt8] {
    try draw(list, scale: scale).pngData()
  }

  /// Draws `list` into the renderer's own surface without copying it out: for a window that
  /// blits the pixels (``withCurrentPixels(_:)``) or a benchmark.
  public func drawFrame(_ list: DisplayList, scale: Double = 1) {
    draw(list, scale: scale)
  }

  /// Reads the last frame drawn: premultiplied ARGB32 rows, its width and height in pixels
  /// and the bytes per row. Nil before the first frame.
  public func withCurrentPixels<R>(
    _ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> R
  ) rethrows -> R? {
    guard let target else { return nil }
    cairo_surface_flush(target.pointer)
    let bytes = UnsafeRawBufferPointer(start: target.data, count: target.stride * target.height)
    return try body(bytes, target.width, target.height, target.stride)
  }

  /// Draws `list` into the reusable target and returns it (valid until the next draw).
  ///
  /// The target still holds the previous frame, so only the pixels that can differ from it
  /// are drawn again (``DamageTracker``): the damage is the clip of the whole
  /// frame, and the result is the same, pixel for pixel, as drawing everything.
  @discardableResult
  func draw(
    _ list: DisplayList, scale: Double, keptStores: [Int: KeptStorePaint] = [:]
  ) -> CairoSurface {
    let s = scale.isFinite && scale > 0 ? scale : 1
    let (w, h) = Self.pixelSize(of: list, scale: s)
    if target?.width != w || target?.height != h {
      target = CairoSurface(width: w, height: h)
      damageTracker.reset()
      lastBackdrops.removeAll()
    }
    let surface = target!
    let bounds = InkBounds(list, scale: s)
    let canvas = PixelBox(x0: 0, y0: 0, x1: w, y1: h)
    let damage = damageTracker.damage(
      for: list, bounds: bounds, scale: s, canvas: canvas, everyPixel: drawsEveryPixel
    ) { lastBackdrops[$0] != nil }
    lastDamage = damage.region
    let reusableBackdrops = damage.reusableBackdrops.compactMapValues { lastBackdrops[$0] }
    for image in reusableBackdrops.values {
      backdropCache.touch { $0.image === image.image }
    }
    var pass: RenderPass?
    if !damage.region.isEmpty {
      let cr = cairo_create(surface.pointer)!
      defer { cairo_destroy(cr) }
      if !damage.region.isFull {
        for b in damage.region.boxes {
          cairo_rectangle(cr, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0))
        }
        cairo_clip(cr)
      }
      // Every frame starts from the background, replacing the previous frame's pixels.
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      CairoDrawing.setColor(cr, list.background)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_scale(cr, s, s)
      pass = RenderPass(
        cr: cr, list: list, scale: s, renderer: self, surface: surface, bounds: bounds,
        reusableBackdrops: reusableBackdrops)
      pass!.keptStores = keptStores
      pass!.run()
    }
    // A blur not drawn again (outside the damage) keeps its backdrop for the next frame; a
    // frame without blurs keeps the last ones'.
    if damageTracker.lastFrame?.blurs.isEmpty == false {
      lastBackdrops = reusableBackdrops.merging(pass?.paintedBackdrops ?? [:]) { $1 }
    }
    shadowCache.endFrame()
    discShadowCache.endFrame()
    bitmapCache.endFrame()
    backdropCache.endFrame()
    return surface
  }
}
