import DynamicMenusCairo
public import DynamicMenusDemoScenes
public import DynamicMenusRendering

@MainActor
extension DemoScene {
  /// What the window shows now, as a display list on its canvas, text measured by pango (the
  /// cairo renderer's measurer, so the raster, the SVG and `inspect` agree on every line).
  public func displayList() -> DisplayList {
    displayList(measurer: PangoTextMeasurer())
  }
}
