public import Rendering

/// Text measurement with pango and the renderer's fixed font options, so that layouts
/// measured with it match what the cairo backend draws.
public struct PangoTextMeasurer: Sendable {
  /// Creates a measurer (all measurers share one pango context).
  public init() {}

  /// The advance width of `text` set on one line in `font`, in points.
  public func width(of text: String, font: FontDescriptor) -> Double {
    TextEngine.shared.width(of: text, font: font)
  }

  /// The ascent and descent of `font`, in points: the baseline's distance below a line's top
  /// and the rest of pango's line height below it.
  public func metrics(of font: FontDescriptor) -> (ascent: Double, descent: Double) {
    TextEngine.shared.metrics(of: font)
  }
}
