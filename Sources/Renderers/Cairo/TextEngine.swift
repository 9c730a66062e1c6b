import CCairo
import CPangoCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Foundation

/// Text layout and drawing with pango, with fixed font options so that images do not depend
/// on the machine's font configuration: grey antialiasing, no hinting, no metric hinting
/// (glyph positions are exact multiples of the font size, the same at 1x, 2x and 3x).
///
/// pango and fontconfig are not safe to use from several threads at once, so one shared
/// engine serialises every call behind a lock. Layouts are cached by everything that shapes
/// them (text, font, width, alignment, truncation, wrapping), so a steady frame shapes no
/// text.
final class TextEngine: @unchecked Sendable {
  /// The process-wide engine.
  static let shared = TextEngine()

  /// What decides a layout's shape: the characters and the font.
  struct LayoutKey: Hashable {
    var text: String
    var font: Font
  }

  /// A shaped one-line layout: its advance width, baseline and height, in points.
  struct Layout {
    let pointer: OpaquePointer
    let width: Double
    let baseline: Double
    let height: Double
  }

  private let lock = NSLock()
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private var cache: [LayoutKey: Layout] = [:]
  /// Past this many layouts the cache is emptied (deterministically, all at once).
  private let cacheLimit = 1024

  private init() {
    fontMap = pango_cairo_font_map_new()
    context = pango_font_map_create_context(fontMap)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    // Sizes are set in absolute units (points), so the resolution only has to be fixed.
    pango_cairo_context_set_resolution(context, 72)
  }

  /// The one-line layout of `text` in `font`, shaped on first use. Call with the lock held.
  private func layout(_ text: String, _ font: Font) -> Layout {
    let key = LayoutKey(text: text, font: font)
    if let l = cache[key] { return l }
    if cache.count >= cacheLimit {
      for l in cache.values { g_object_unref(UnsafeMutableRawPointer(l.pointer)) }
      cache.removeAll(keepingCapacity: true)
    }
    let layout = pango_layout_new(context)!
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_single_paragraph_mode(layout, 1)
    let desc = pango_font_description_new()
    pango_font_description_set_family(desc, font.family)
    let size = font.size.isFinite ? Swift.min(10_000, Swift.max(0.01, font.size)) : 17
    pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
    let weight = UInt32(font.weight.cssWeight)
    pango_font_description_set_weight(desc, PangoWeight(weight))
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let l = Layout(
      pointer: layout, width: Double(logical.width) / scale,
      baseline: Double(pango_layout_get_baseline(layout)) / scale,
      height: Double(logical.height) / scale)
    cache[key] = l
    return l
  }

  /// Draws a block's runs into `cr`, each with its baseline's left end at its origin.
  func draw(_ block: TextBlock, in cr: OpaquePointer) {
    lock.lock()
    defer { lock.unlock() }
    CairoDrawing.setColor(cr, block.color)
    for run in block.runs where !run.text.isEmpty {
      let l = layout(run.text, block.font)
      cairo_move_to(cr, run.origin.x, run.origin.y - l.baseline)
      pango_cairo_show_layout(cr, l.pointer)
    }
    cairo_new_path(cr)
  }

  /// The advance width of `text` on one line in `font`, in points.
  func width(of text: String, font: Font) -> Double {
    guard !text.isEmpty else { return 0 }
    lock.lock()
    defer { lock.unlock() }
    return layout(text, font).width
  }

  /// The font's ascent (baseline below the line top) and descent, in points, as pango lays
  /// out a line.
  func metrics(of font: Font) -> (ascent: Double, descent: Double) {
    lock.lock()
    defer { lock.unlock() }
    let l = layout("Hg", font)
    return (l.baseline, l.height - l.baseline)
  }
}
