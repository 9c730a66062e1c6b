import CCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering

/// Small conversions between the display list's values and cairo's.
enum CairoDrawing {
  /// The cairo matrix of an affine transform (same convention: x′ = a·x + c·y + tx).
  static func matrix(_ t: AffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }

  /// The affine transform of a cairo matrix.
  static func transform(_ m: cairo_matrix_t) -> AffineTransform {
    AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  /// The current transform, user space → device pixels.
  static func currentTransform(_ cr: OpaquePointer) -> AffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return transform(m)
  }

  /// Replaces cairo's current path with `path` (quadratic curves raised to cubics).
  static func setPath(_ cr: OpaquePointer, _ path: Path) {
    cairo_new_path(cr)
    var pen = Point.zero
    for e in path.elements {
      switch e {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        pen = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        pen = p
      case .quadCurve(let p, let c):
        // A quadratic is the cubic with controls 2/3 of the way to its control point.
        let c1 = pen + (c - pen) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        pen = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        pen = p
      case .closeSubpath:
        cairo_close_path(cr)
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        pen = Point(x: x, y: y)
      }
    }
  }

  /// Sets a solid source colour, components clamped to 0…1.
  static func setColor(_ cr: OpaquePointer, _ c: Color) {
    func clamp(_ v: Double) -> Double { v.isFinite ? Swift.min(1, Swift.max(0, v)) : 0 }
    cairo_set_source_rgba(cr, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha))
  }

  /// Sets the pen for a stroke.
  static func setStrokeStyle(_ cr: OpaquePointer, _ s: StrokeStyle) {
    cairo_set_line_width(cr, s.lineWidth)
    let cap: cairo_line_cap_t =
      switch s.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch s.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    cairo_set_miter_limit(cr, Swift.max(1, s.miterLimit))
  }

  /// Fills `path` with `color`.
  static func fill(_ cr: OpaquePointer, _ path: Path, _ color: Color, _ rule: FillRule) {
    setPath(cr, path)
    setColor(cr, color)
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  /// Strokes `path` with `color` and `style`.
  static func stroke(_ cr: OpaquePointer, _ path: Path, _ color: Color, _ style: StrokeStyle) {
    guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
    setPath(cr, path)
    setColor(cr, color)
    setStrokeStyle(cr, style)
    cairo_stroke(cr)
  }
}
