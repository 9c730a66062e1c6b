import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// The stroke is centred on the path: a circle of radius r stroked with width w has ink
/// exactly in the band r − w/2 … r + w/2.
///
/// Antialiasing tolerance: a pixel whose square lies wholly outside the band (its centre
/// more than half a diagonal, √2/2 px, beyond an edge) has alpha 0; one wholly inside has
/// alpha 255; a pixel on an edge has alpha within 0.12 of the exact share of its square inside
/// the band (16 × 16 supersampling): cairo flattens curves and their offsets to 0.1 device
/// pixel (its default tolerance), which can move an edge by that much.
@Suite struct StrokeGeometryTests {
  @Test(arguments: [1.0, 2.0])
  func circleInkLiesInTheBand(scale: Double) {
    let r = 20.0, w = 6.0, c = Point(x: 32, y: 32)
    var list = DisplayList(size: Size(width: 64, height: 64))
    list.append(.stroke(Path(circleCenter: c, radius: r), .black, StrokeStyle(lineWidth: w)))
    let image = CairoRenderer().render(list, scale: scale)
    let inner = (r - w / 2) * scale, outer = (r + w / 2) * scale
    let half = 2.0.squareRoot() / 2
    var edgePixels = 0, worst = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let alpha = Double(image[x, y].alpha) / 255
        let d = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(
          to: Point(x: c.x * scale, y: c.y * scale))
        if d < inner - half || d > outer + half {
          #expect(alpha == 0, "ink outside the band at (\(x), \(y)), d = \(d)")
        } else if d > inner + half && d < outer - half {
          #expect(alpha == 1, "a gap inside the band at (\(x), \(y)), d = \(d)")
        } else {
          var inside = 0
          for j in 0..<16 {
            for i in 0..<16 {
              let p = Point(
                x: Double(x) + (Double(i) + 0.5) / 16, y: Double(y) + (Double(j) + 0.5) / 16)
              let dd = p.distance(to: Point(x: c.x * scale, y: c.y * scale))
              if dd >= inner && dd <= outer { inside += 1 }
            }
          }
          let exact = Double(inside) / 256
          worst = Swift.max(worst, Swift.abs(alpha - exact))
          edgePixels += 1
        }
      }
    }
    #expect(edgePixels > 100)
    #expect(worst <= 0.12, "an edge pixel's alpha is \(worst) from its coverage")
  }
}
