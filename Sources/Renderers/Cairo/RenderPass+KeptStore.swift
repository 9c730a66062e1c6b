import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering

/// A backing store a frame paints from kept pixels instead of drawing its commands
/// (``CairoCompositor``).
struct KeptStorePaint {
  /// The store's pixels, premultiplied ARGB32.
  let surface: CairoSurface
  /// Where they are painted (``KeptContents/Use/painting``).
  let painting: KeptStorePainting
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
  /// Paints a kept store where its commands would draw, as its use says
  /// (``KeptStorePainting``: the renderer contract's rules for kept content), in device
  /// pixels.
  func paintKeptStore(_ kept: KeptStorePaint) {
    guard let (storeToDevice, copies) = kept.painting.storeToDevice else { return }
    var placed = CairoDrawing.matrix(storeToDevice)
    cairo_save(cr)
    cairo_set_matrix(cr, &placed)
    cairo_set_source_surface(cr, kept.surface.pointer, 0, 0)
    cairo_pattern_set_filter(
      cairo_get_source(cr), copies ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_rectangle(cr, 0, 0, Double(kept.surface.width), Double(kept.surface.height))
    cairo_fill(cr)
    cairo_restore(cr)
  }
}
