public import DynamicMenusGeometry

/// Measures text for layout: how wide a run of text is in a font, and the font's line metrics.
///
/// Scene lays text out itself (line breaking, truncation, alignment: ``TextLayout``) from these
/// two answers, so every renderer draws the same lines. The cairo/pango renderer implements it
/// with pango (shaping and kerning included); ``FallbackTextMeasurer`` answers from DejaVu Sans'
/// advance-width table when no renderer is around (tests, headless layout).
///
/// A host installs its measurer once at start-up in ``TextMeasurement/current``.
public nonisolated protocol TextMeasurer: AnyObject {
  /// The advance width of `text` set on one line in `font`, in points. `text` holds no line
  /// breaks.
  func width(of text: String, font: Font) -> Double

  /// The vertical metrics of `font`, in points.
  func metrics(of font: Font) -> FontMetrics
}

nonisolated extension TextMeasurer {
  /// The size `string` occupies in `font`: one line per paragraph when `width` is nil,
  /// otherwise wrapped at word boundaries into lines no wider than `width` (a word wider than
  /// that is broken between characters). Height = lines × line height.
  public func size(of string: String, font: Font, constrainedToWidth width: Double?) -> Size {
    TextLayout(
      string: string, font: font, width: width, isWrapped: width != nil, measurer: self
    ).size
  }
}

/// The vertical metrics of a font, in points.
public nonisolated struct FontMetrics: Hashable, Sendable {
  /// From the baseline up to the top of the line box.
  public var ascent: Double
  /// From the baseline down to the bottom of the line box (positive).
  public var descent: Double
  /// Extra space between lines (0 for DejaVu Sans).
  public var leading: Double

  /// Creates metrics.
  public init(ascent: Double, descent: Double, leading: Double = 0) {
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
  }

  /// The distance between consecutive baselines: ascent + descent + leading.
  public var lineHeight: Double { ascent + descent + leading }
}

/// Where text measurement comes from: the current ``LayerContext``'s measurer, which a host
/// installs (the cairo renderer's pango measurer, a browser canvas); until then
/// ``FallbackTextMeasurer`` answers, deterministically.
public enum TextMeasurement {
  /// The measurer layout uses by default: ``LayerContext/current``'s
  /// ``LayerContext/textMeasurer``. Default: a ``FallbackTextMeasurer``.
  public static var current: any TextMeasurer {
    get { LayerContext.current.textMeasurer }
    set { LayerContext.current.textMeasurer = newValue }
  }

  /// Runs `body` with `measurer` installed as ``current``, then restores the previous one.
  public static func withMeasurer<R, E: Error>(
    _ measurer: any TextMeasurer, _ body: () throws(E) -> R
  ) throws(E) -> R {
    let context = LayerContext.current
    let saved = context.textMeasurer
    context.textMeasurer = measurer
    defer { context.textMeasurer = saved }
    return try body()
  }
}
