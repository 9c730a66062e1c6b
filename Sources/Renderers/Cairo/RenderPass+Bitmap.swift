import CCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering

extension RenderPass {
  /// Draws `image` stretched onto `rect` (points, the current space), smoothly filtered; the
  /// decoded pixels are kept by the renderer while the image is drawn, so a frame decodes
  /// only images it has not drawn recently. A PNG cairo cannot decode (its chunks were
  /// checked, its compressed data was not) draws as `Image.placeholder`.
  mutating func drawBitmap(_ image: BitmapImage, in rect: Rect) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0, r.isFinite else { return }
    let decoded: CairoSurface?
    if let hit = renderer.bitmapCache.value(for: image) {
      decoded = hit
    } else {
      decoded = CairoSurface.decoding(image)
      renderer.bitmapCache.store(decoded, for: image)
    }
    guard let decoded else {
      drawShapes(Image.placeholder.resolved(in: r, tint: .clear))
      return
    }
    cairo_save(cr)
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    cairo_clip(cr)
    // Pixels onto points: (x, y) px lands at origin + (x · w / pixelWidth, y · h / pixelHeight).
    cairo_translate(cr, r.minX, r.minY)
    cairo_scale(cr, r.width / Double(decoded.width), r.height / Double(decoded.height))
    cairo_set_source_surface(cr, decoded.pointer, 0, 0)
    let source = cairo_get_source(cr)
    cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
    // The edge pixels continue outward, so a scaled image is not faded at its border.
    cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Fills and strokes placed shapes back to front (a vector image's, or the placeholder's).
  func drawShapes(_ shapes: [Image.ResolvedShape]) {
    for shape in shapes where shape.color.alpha > 0 {
      if let rule = shape.fillRule { CairoDrawing.fill(cr, shape.path, shape.color, rule) }
      if let stroke = shape.stroke { CairoDrawing.stroke(cr, shape.path, shape.color, stroke) }
    }
  }
}
