import DynamicMenusGeometry
import DynamicMenusLayers

/// Number, colour, path and text formatting for the SVG writer: short, deterministic and
/// locale-free.
nonisolated enum SVGFormat {
  /// `v` rounded to 1/1000 and printed without a trailing ".0" ("12", "0.5", "-3.125").
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let r = (v * 1000).rounded() / 1000
    if r == 0 { return "0" }
    if r == r.rounded(), Swift.abs(r) < 1e15 { return String(Int(r)) }
    return String(r)
  }

  /// `#RRGGBB` for the colour (alpha goes in a separate opacity attribute).
  static func color(_ c: Color) -> String { c.hexString.lowercased() }

  /// An opacity attribute value, clamped to 0…1.
  static func opacity(_ a: Double) -> String { number(Swift.min(1, Swift.max(0, a))) }

  /// SVG path data: M, L, Q, C and Z commands in absolute coordinates.
  static func pathData(_ path: Path) -> String {
    var out = ""
    out.reserveCapacity(path.elements.count * 24)
    func p(_ pt: Point) {
      out += number(pt.x)
      out += " "
      out += number(pt.y)
    }
    for e in path.elements {
      if !out.isEmpty { out += " " }
      switch e {
      case .move(let to):
        out += "M"
        p(to)
      case .line(let to):
        out += "L"
        p(to)
      case .quadCurve(let to, let c):
        out += "Q"
        p(c)
        out += " "
        p(to)
      case .curve(let to, let c1, let c2):
        out += "C"
        p(c1)
        out += " "
        p(c2)
        out += " "
        p(to)
      case .closeSubpath:
        out += "Z"
      }
    }
    return out
  }

  /// `matrix(a b c d tx ty)`.
  static func matrix(_ t: AffineTransform) -> String {
    "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")))"
  }

  /// Text escaped for XML character data and attribute values.
  static func escaped(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        // XML 1.0 forbids most control characters; drop them rather than emit invalid XML.
        if ch.value < 0x20 && ch != "\t" && ch != "\n" { continue }
        out.unicodeScalars.append(ch)
      }
    }
    return out
  }

  /// Fill attributes: colour, opacity (when not 1) and rule (when even-odd).
  static func fill(_ c: Color, rule: FillRule = .nonZero) -> String {
    var s = "fill=\"\(color(c))\""
    if c.alpha < 1 { s += " fill-opacity=\"\(opacity(c.alpha))\"" }
    if rule == .evenOdd { s += " fill-rule=\"evenodd\"" }
    return s
  }

  /// Stroke attributes for a pen (no fill).
  static func stroke(_ c: Color, _ style: StrokeStyle) -> String {
    var s = "fill=\"none\" stroke=\"\(color(c))\""
    if c.alpha < 1 { s += " stroke-opacity=\"\(opacity(c.alpha))\"" }
    s += " stroke-width=\"\(number(style.lineWidth))\""
    if style.lineCap != .butt { s += " stroke-linecap=\"\(style.lineCap.rawValue)\"" }
    if style.lineJoin != .miter { s += " stroke-linejoin=\"\(style.lineJoin.rawValue)\"" }
    if style.lineJoin == .miter && style.miterLimit != 4 {
      // SVG's default miter limit is 4, Core Animation's 10: always say which.
      s += " stroke-miterlimit=\"\(number(Swift.max(1, style.miterLimit)))\""
    }
    return s
  }

  /// A region attribute set (`x y width height`) for filters and masks.
  static func region(_ r: Rect) -> String {
    "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" "
      + "height=\"\(number(r.height))\""
  }
}
