package import DynamicMenusGeometry
import DynamicMenusLayers

/// A layer's contents that are one stroke of a whole circle, as a compositor that draws
/// bordered circles performs them: a browser's element with `border-radius: 50%`, which its
/// compositor rasters, needs no backing store, however large the circle, so a ring that grows
/// (the radial menu's, whose radius animates) draws no pixel on the page's main thread.
package struct StrokedCircle: Equatable {
  /// The circle's centre, in the layer's space, and its radius, in points.
  package var center: Point
  package var radius: Double
  /// The stroke's width, in points (> 0, at most twice the radius), and its colour.
  package var lineWidth: Double
  package var color: Color

  /// The circle `commands` stroke (a layer's contents, as the plan made its store from them):
  /// one stroke of a whole circle as `Path(circleCenter:radius:)` makes one, its radius at
  /// least half the stroke's width; nil for anything else (a fill, a dashed or trimmed stroke,
  /// whose outline is no whole circle, text, an image, more than one command). A stroke wider
  /// than the diameter covers a disc, which a border cannot draw.
  package init?(_ commands: [DisplayCommand]) {
    guard commands.count == 1, case .stroke(let path, let color, let style) = commands[0],
      style.lineWidth > 0, let (center, radius) = MaskShape.circle(path),
      radius >= style.lineWidth / 2
    else { return nil }
    self.center = center
    self.radius = radius
    lineWidth = style.lineWidth
    self.color = color
  }
}
