import CCairo
import CPangoCairo
import Foundation
import Geometry
import Rendering

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

  /// What decides a layout's shape (not its colour or position).
  struct LayoutKey: Hashable {
    var string: String
    var font: FontDescriptor
    var width: Double?  // the layout width in points, when pango wraps or truncates
    var alignment: TextAlignment
    var truncation: TextTruncation
    var wraps: Bool
  }

  /// A shaped layout and its logical rectangle in points.
  struct Layout {
    let pointer: OpaquePointer
    let logical: Rect
  }

  private let lock = NSLock()
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private var cache: [LayoutKey: Layout] = [:]
  /// Past this many layouts the cache is emptied (deterministically, all at once).
  private let cacheLimit = 512

  private init() {
    fontMap = pango_cairo_font_map_new()
    context = pango_font_map_create_context(fontMap)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    // Sizes are set in absolute units (points), so the resolution only has to be fixed.
    pango_cairo_context_set_resolution(context, 72)
  }

  /// The layout for a key, shaped on first use.
  private func layout(_ key: LayoutKey) -> Layout {
    if let l = cache[key] { return l }
    if cache.count >= cacheLimit {
      for l in cache.values { g_object_unref(UnsafeMutableRawPointer(l.pointer)) }
      cache.removeAll(keepingCapacity: true)
    }
    let layout = pango_layout_new(context)!
    pango_layout_set_text(layout, key.string, -1)
    let desc = pango_font_description_new()
    pango_font_description_set_family(desc, key.font.family)
    let size = key.font.size.isFinite ? Swift.max(0.01, key.font.size) : 17
    pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(desc, PangoWeight(UInt32(Swift.min(1000, Swift.max(100, key.font.weight)))))
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)
    if let width = key.width {
      pango_layout_set_width(layout, Int32(Swift.min(1e6, Swift.max(0, width)) * Double(PANGO_SCALE)))
      let alignment: PangoAlignment =
        switch key.alignment {
        case .left, .justified: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
      pango_layout_set_alignment(layout, alignment)
      pango_layout_set_justify(layout, key.alignment == .justified ? 1 : 0)
      if key.wraps {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      } else {
        let mode: PangoEllipsizeMode =
          switch key.truncation {
          case .none: PANGO_ELLIPSIZE_NONE
          case .start: PANGO_ELLIPSIZE_START
          case .middle: PANGO_ELLIPSIZE_MIDDLE
          case .end: PANGO_ELLIPSIZE_END
          }
        pango_layout_set_ellipsize(layout, mode)
      }
    } else {
      // No width: lines align among themselves; the block is placed in the box by the caller.
      pango_layout_set_alignment(
        layout,
        key.alignment == .center ? PANGO_ALIGN_CENTER
          : key.alignment == .right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let l = Layout(
      pointer: layout,
      logical: Rect(
        x: Double(logical.x) / scale, y: Double(logical.y) / scale,
        width: Double(logical.width) / scale, height: Double(logical.height) / scale))
    cache[key] = l
    return l
  }

  /// The layout key of a run: pango gets a width only when it must wrap or truncate.
  static func key(for run: TextRun) -> LayoutKey {
    let needsWidth = (run.wraps || run.truncation != .none) && run.box.width > 0
    return LayoutKey(
      string: run.string, font: run.font, width: needsWidth ? run.box.width : nil,
      alignment: run.alignment, truncation: run.truncation, wraps: run.wraps)
  }

  /// Where the layout's top-left goes for a run whose layout has `logical` extents.
  static func origin(for run: TextRun, key: LayoutKey, logical: Rect) -> Point {
    var x = run.box.minX
    if key.width == nil {
      let slack = run.box.width - logical.width
      switch run.alignment {
      case .left, .justified: break
      case .center: x += slack / 2
      case .right: x += slack
      }
      x -= logical.minX
    }
    let y =
      run.verticalAlignment == .center ? run.box.midY - logical.height / 2 : run.box.minY
    return Point(x: x, y: y)
  }

  /// Draws a run into `cr` in its colour.
  func draw(_ run: TextRun, in cr: OpaquePointer) {
    guard !run.string.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    let key = Self.key(for: run)
    let l = layout(key)
    let o = Self.origin(for: run, key: key, logical: l.logical)
    CairoDrawing.setColor(cr, run.color)
    cairo_move_to(cr, o.x, o.y)
    pango_cairo_show_layout(cr, l.pointer)
    cairo_new_path(cr)
  }

  /// The size of `string` in `font`, in points: the logical extents pango lays out, wrapped
  /// at `maxWidth` when given.
  func measure(_ string: String, font: FontDescriptor, maxWidth: Double?) -> Size {
    lock.lock()
    defer { lock.unlock() }
    let width = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let key = LayoutKey(
      string: string, font: font, width: width, alignment: .left, truncation: .none,
      wraps: width != nil)
    let l = layout(key)
    return Size(width: l.logical.width, height: l.logical.height)
  }
}
