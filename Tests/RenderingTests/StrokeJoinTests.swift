import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// Joins and the miter limit in pixels, against their geometry (issue 5: caps, joins, dashes,
/// miter limit; spec 4). A "Λ" of two legs 30° either side of the vertical, stroked 20 pt
/// wide, has its outer corner above the vertex V; the ink there reaches up
/// - with a miter join to V − (w/2)/sin 30° = 20 pt, the miter ratio 1/sin 30° = 2 being
///   within the default limit 10;
/// - with a round join to V − w/2 = 10 pt;
/// - with a bevel join, or a miter over a limit below 2, to V − (w/2)·sin 30° = 5 pt.
@Suite struct StrokeJoinTests {
  /// How far above the vertex the ink reaches, in points: the top edge of the topmost row of
  /// pixels with any ink, at `scale` (every tip lies on a pixel edge at 1x and 2x).
  static func reach(_ join: LineJoin, miterLimit: Double = 10, scale: Double) -> Double {
    let vertex = Point(x: 50, y: 40)
    let leg = 40.0
    var path = Path()
    path.move(to: Point(x: vertex.x - leg * 0.5, y: vertex.y + leg * 0.75.squareRoot()))
    path.addLine(to: vertex)
    path.addLine(to: Point(x: vertex.x + leg * 0.5, y: vertex.y + leg * 0.75.squareRoot()))
    var list = DisplayList(size: Size(width: 100, height: 80))
    list.append(
      .stroke(path, .black, StrokeStyle(lineWidth: 20, lineJoin: join, miterLimit: miterLimit)))
    let image = CairoRenderer().render(list, scale: scale)
    for y in 0..<image.height where (0..<image.width).contains(where: { image[$0, y].alpha > 0 }) {
      return vertex.y - Double(y) / scale
    }
    return 0
  }

  @Test(arguments: [1.0, 2.0])
  func joinsReachTheirGeometricHeights(scale: Double) {
    // One device pixel of tolerance: cairo flattens the round join to 0.1 device pixel and
    // antialiasing may leave a trace in the row above an edge.
    let pixel = 1 / scale
    #expect(abs(Self.reach(.miter, scale: scale) - 20) <= pixel)
    #expect(abs(Self.reach(.round, scale: scale) - 10) <= pixel)
    #expect(abs(Self.reach(.bevel, scale: scale) - 5) <= pixel)
    // The miter limit: a ratio of 2 passes a limit of 2.5 and falls back to a bevel at 1.5.
    #expect(abs(Self.reach(.miter, miterLimit: 2.5, scale: scale) - 20) <= pixel)
    #expect(abs(Self.reach(.miter, miterLimit: 1.5, scale: scale) - 5) <= pixel)
  }
}
