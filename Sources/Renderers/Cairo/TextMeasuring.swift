public import DynamicMenusLayers

/// Text measurement with pango and the renderer's fixed font options (Scene's
/// `TextMeasurer`), so that text laid out with it is exactly what the cairo backend draws.
/// Install it at start-up: `TextMeasurement.current = PangoTextMeasurer()`.
public final class PangoTextMeasurer: TextMeasurer, Sendable {
  /// Creates a measurer (all measurers share one pango context).
  public init() {}

  /// The advance width of `text` set on one line in `font`, in points.
  public func width(of text: String, font: Font) -> Double {
    TextEngine.shared.width(of: text, font: font)
  }

  /// The font's ascent and descent in points, as pango lays out a line (no extra leading).
  public func metrics(of font: Font) -> FontMetrics {
    let m = TextEngine.shared.metrics(of: font)
    return FontMetrics(ascent: m.ascent, descent: m.descent)
  }
}
