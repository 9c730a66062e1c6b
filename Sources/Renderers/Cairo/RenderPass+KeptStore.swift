import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering

/// A backing store a frame paints from kept pixels instead of drawing its commands
/// (``CairoCompositor``).
struct KeptStorePaint {
  /// The store's pixels, premultiplied ARGB32.
  let surface: CairoSurface
  /// The rectangle of the layer's space the pixels cover, points.
  let frame: Rect
  /// The pixels per point they were drawn at.
  let scale: Double
  /// The index just past the commands they stand for.
  let end: Int
}

extension CairoRenderer {
  /// Draws a kept store: `use`'s commands of `list` into a surface of the store's size at
  /// its scale, its top left at its frame's origin. Nil when no surface that size can be
  /// made.
  func rasterize(_ use: KeptContents.Use, of list: DisplayList) -> CairoSurface? {
    guard let surface = CairoSurface(width: use.pixelWidth, height: use.pixelHeight) else {
      return nil
    }
    var store = DisplayList(size: use.frame.size)
    store.append(.concatenate(AffineTransform(translationX: -use.frame.minX, y: -use.frame.minY)))
    store.append(contentsOf: list.commands[use.commands])
    let cr = cairo_create(surface.pointer)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, use.scale, use.scale)
    var pass = RenderPass(
      cr: cr, list: store, scale: use.scale, renderer: self, surface: surface,
      bounds: InkBounds(store, scale: use.scale))
    pass.run()
    cairo_surface_flush(surface.pointer)
    return surface
  }
}

extension RenderPass {
  /// Paints a kept store where its commands would draw, by the renderer contract's rules
  /// for kept content (docs/rendering.md): a store that lands on the target's pixel grid
  /// unscaled and unturned is copied pixel for pixel, its place rounded to the nearest whole
  /// device pixel (as Flutter's raster cache and Chromium's compositor snap a translated
  /// layer); any other transform resamples it bilinearly. Returns false, painting nothing,
  /// where the transform shrinks it below half: its commands are drawn instead, sharper
  /// than bilinear's aliasing and cheaper than averaging boxes.
  func paintKeptStore(_ kept: KeptStorePaint) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    // Store pixels to device pixels: the current transform · the frame's origin · 1 / scale.
    let inverse = 1 / kept.scale
    var placed = cairo_matrix_t(
      xx: m.xx * inverse, yx: m.yx * inverse, xy: m.xy * inverse, yy: m.yy * inverse,
      x0: m.xx * kept.frame.minX + m.xy * kept.frame.minY + m.x0,
      y0: m.yx * kept.frame.minX + m.yy * kept.frame.minY + m.y0)
    let tolerance = 1e-9
    let onGrid =
      abs(placed.xx - 1) < tolerance && abs(placed.yy - 1) < tolerance
      && abs(placed.xy) < tolerance && abs(placed.yx) < tolerance
    if onGrid {
      placed = cairo_matrix_t(
        xx: 1, yx: 0, xy: 0, yy: 1, x0: placed.x0.rounded(), y0: placed.y0.rounded())
    }
    let shrink = Swift.min(
      (placed.xx * placed.xx + placed.yx * placed.yx).squareRoot(),
      (placed.xy * placed.xy + placed.yy * placed.yy).squareRoot())
    guard onGrid || shrink >= 0.5 else { return false }
    cairo_save(cr)
    cairo_set_matrix(cr, &placed)
    cairo_set_source_surface(cr, kept.surface.pointer, 0, 0)
    cairo_pattern_set_filter(
      cairo_get_source(cr), onGrid ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_rectangle(cr, 0, 0, Double(kept.surface.width), Double(kept.surface.height))
    cairo_fill(cr)
    cairo_restore(cr)
    return true
  }
}
