public import DynamicMenusGeometry

/// Measures text for layout: how wide a run of text is in a font, and the font's line metrics.
///
/// Scene lays text out itself (line breaking, truncation, alignment: ``TextLayout``) from these
/// two answers, so every renderer draws the same lines. The cairo/pango renderer implements it
/// with pango (shaping and kerning included); ``FallbackTextMeasurer`` answers from DejaVu Sans'
/// advance-width table when no renderer is around (tests, headless layout).
///
/// A host installs its measurer once at start-up in ``TextMeasurement/current``.
public protocol TextMeasurer {
  /// The advance width of `text` set on one line in `font`, in points. `text` holds no line
  /// breaks.
  func width(of text: String, font: Font) -> Double

  /// The vertical metrics of `font`, in points.
  func metrics(of font: Font) -> FontMetrics
}

extension TextMeasurer {
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
public struct FontMetrics: Hashable, Sendable {
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

/// Where text measurement comes from: the host (the cairo renderer, a window) installs its
/// measurer at start-up; until then ``FallbackTextMeasurer`` answers, deterministically.
///
/// Like `Transaction`'s state, it is one per process unless a task runs with its own
/// (`withIsolatedState`, for tests).
@MainActor
public enum TextMeasurement {
  /// Holds a measurer: the process's, or a task's own.
  @MainActor
  package final class Slot {
    var measurer: any TextMeasurer = FallbackTextMeasurer()
    package init() {}
  }

  private static let process = Slot()
  @TaskLocal private static var bound: Slot?

  /// The measurer layout uses by default. Default: a ``FallbackTextMeasurer``.
  public static var current: any TextMeasurer {
    get { (bound ?? process).measurer }
    set { (bound ?? process).measurer = newValue }
  }

  /// Runs `body` (and the tasks it starts) with a measurer slot of its own, starting from
  /// ``FallbackTextMeasurer``: what it installs stays in it.
  package static func withIsolatedState<R>(_ body: () async throws -> R) async rethrows -> R {
    try await $bound.withValue(Slot(), operation: body)
  }

  /// Runs `body` with `measurer` installed as ``current``, then restores the previous one.
  public static func withMeasurer<R>(_ measurer: any TextMeasurer, _ body: () throws -> R)
    rethrows -> R
  {
    let saved = current
    current = measurer
    defer { current = saved }
    return try body()
  }
}
