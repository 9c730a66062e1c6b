public import DynamicMenusGeometry
public import DynamicMenusLayers

/// One piece of laid-out text: characters set on one baseline, in one go.
public nonisolated struct TextRun: Hashable, Sendable {
  /// The characters (no line breaks).
  public var text: String
  /// The left end of the baseline, in the current space (points).
  public var origin: Point
  /// The advance width the layout measured, in points (for bounds; renderers do not stretch).
  public var width: Double

  /// Creates a run.
  public init(_ text: String, origin: Point, width: Double) {
    self.text = text
    self.origin = origin
    self.width = width
  }
}

/// Laid-out text in one font and colour: what a text layer or label draws.
///
/// Line breaking, truncation and alignment are decided before the display list (by Scene's
/// text layout, with the renderer's measurer), so every backend draws the same runs at the
/// same baselines.
public nonisolated struct TextBlock: Hashable, Sendable {
  /// The font of every run.
  public var font: Font
  /// The text colour.
  public var color: Color
  /// The runs, in drawing order.
  public var runs: [TextRun]

  /// Creates a block of runs.
  public init(font: Font, color: Color, runs: [TextRun]) {
    self.font = font
    self.color = color
    self.runs = runs
  }

  /// A box that contains every run's ink, roughly: each run's width, from an ascent of
  /// 1.2 em above the baseline to 0.5 em below (generous, for effect bounds).
  public var bounds: Rect {
    var r = Rect.null
    for run in runs {
      r = r.union(
        Rect(
          x: run.origin.x - font.size * 0.2, y: run.origin.y - font.size * 1.2,
          width: run.width + font.size * 0.4, height: font.size * 1.7))
    }
    return r
  }
}
