import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers

@MainActor
@Suite("ShapeLayer: CAShapeLayer defaults and the resolved stroke outline")
struct ShapeLayerTests {
  @Test("defaults are CAShapeLayer's (spec 4)")
  func defaults() {
    let s = ShapeLayer()
    #expect(s.path == nil && s.fillColor == .black && s.fillRule == .nonZero)
    #expect(s.strokeColor == nil && s.lineWidth == 1 && s.miterLimit == 10)
    #expect(s.lineCap == .butt && s.lineJoin == .miter && s.lineDashPattern == nil)
    #expect(s.lineDashPhase == 0 && s.strokeStart == 0 && s.strokeEnd == 1)
  }

  @Test("the outline is empty without a path, a stroke colour or a width")
  func nothingToStroke() {
    let s = ShapeLayer()
    #expect(s.strokeOutline().isEmpty)
    s.path = Path(circleCenter: .zero, radius: 10)
    #expect(s.strokeOutline().isEmpty)  // strokeColor nil
    s.strokeColor = .white
    #expect(s.strokeOutline() == s.path)
    s.lineWidth = 0
    #expect(s.strokeOutline().isEmpty)
  }

  @Test("a ring from 3 o'clock with strokeEnd 0.25 ends at 6 o'clock; the radial line trims")
  func trimmedOutline() throws {
    let ring = ShapeLayer()
    ring.path = Path(circleCenter: Point(x: 256, y: 256), radius: 225)
    ring.strokeColor = .white
    ring.strokeEnd = 0.25
    let end = try #require(ring.strokeOutline().subpaths.first?.segments.last?.end)
    #expect(near(end, Point(x: 256, y: 481), 1e-9))
    let line = ShapeLayer()
    line.path = Path(lineFrom: .zero, to: Point(x: 54, y: 0))
    line.strokeColor = .white
    line.strokeEnd = 0
    #expect(line.strokeOutline().isEmpty)
    line.strokeEnd = 0.5
    #expect(line.strokeOutline() == Path(lineFrom: .zero, to: Point(x: 27, y: 0)))
  }

  @Test("dashes sit still on the path while strokeEnd grows, and the phase moves them")
  func dashedOutline() {
    let s = ShapeLayer()
    s.path = Path(lineFrom: .zero, to: Point(x: 100, y: 0))
    s.strokeColor = .white
    s.lineDashPattern = [10, 10]
    s.strokeEnd = 0.25
    #expect(s.strokeOutline().subpaths.map(\.start.x) == [0, 20])
    #expect(s.strokeOutline().subpaths.last?.segments.last?.end.x == 25)
    s.strokeEnd = 0.55
    #expect(s.strokeOutline().subpaths.map(\.start.x) == [0, 20, 40])
    s.lineDashPhase = 5
    #expect(s.strokeOutline().subpaths.map(\.start.x) == [0, 15, 35])
  }

  @Test("the outline is cached while its inputs do not change")
  func outlineCache() {
    let s = ShapeLayer()
    s.path = Path(circleCenter: .zero, radius: 84)
    s.strokeColor = .white
    s.lineDashPattern = [1.465, 13.185]
    let first = s.strokeOutline()
    let measure = s.pathMeasure
    #expect(s.strokeOutline() == first)
    s.strokeEnd = 0.5  // same path: the measure is reused, the outline recomputed
    #expect(s.pathMeasure?.length == measure?.length)
    #expect(s.strokeOutline() != first)
  }

  @Test("a shape layer's presentation copy resolves its own outline")
  func presentationOutline() {
    let s = ShapeLayer()
    s.disableActions = true
    s.path = Path(lineFrom: .zero, to: Point(x: 10, y: 0))
    s.strokeColor = .white
    s.strokeEnd = 0.3
    let p = s.presentation()
    #expect(p.strokeOutline() == Path(lineFrom: .zero, to: Point(x: 3, y: 0)))
  }
}
