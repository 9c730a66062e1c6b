import DynamicMenusGeometry
import Testing

@Suite("Path: UIKit's builders")
struct PathTests {
  @Test("an oval starts at 3 o'clock and runs clockwise on screen")
  func ovalStartsAtThreeOClock() {
    let p = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 100))
    guard case .move(let start) = p.elements.first, case .curve(let q1, _, _) = p.elements[1]
    else {
      Issue.record("an oval begins with a move and a curve")
      return
    }
    #expect(start == Point(x: 200, y: 50))
    #expect(q1 == Point(x: 100, y: 100))  // 6 o'clock next: clockwise, heading down first
    #expect(p.subpaths.count == 1 && p.subpaths[0].isClosed)
  }

  @Test("the oval's quarter arcs stay within 0.03% of the radius of the true circle")
  func ovalIsRound() {
    let r = 100.0
    let p = Path(circleCenter: .zero, radius: r)
    for poly in p.flattened(tolerance: 0.001) {
      for q in poly.points { #expect(abs(q.distance(to: .zero) - r) < 0.03) }
    }
  }

  @Test("addArc clockwise from 0 to π draws the bottom half")
  func arcClockwiseIsBottomHalf() {
    var p = Path()
    p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    let b = p.boundingBox
    #expect(abs(b.minY) < 1e-9 && abs(b.maxY - 10) < 1e-3)
    var q = Path()
    q.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(abs(q.boundingBox.minY + 10) < 1e-3 && abs(q.boundingBox.maxY) < 1e-9)
  }

  @Test("a full circle by arc, and an arc joined to the current point by a line")
  func arcSweeps() {
    var p = Path()
    p.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(abs(p.boundingBox.width - 10) < 1e-3)
    var q = Path()
    q.move(to: Point(x: -20, y: 0))
    q.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    guard case .line(let to) = q.elements[1] else {
      Issue.record("expected a line to the arc's start")
      return
    }
    #expect(to == Point(x: 5, y: 0))
  }

  @Test("tight bounds use curve extrema, not control points")
  func tightBounds() {
    var p = Path()
    p.move(to: .zero)
    p.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
    #expect(abs(p.boundingBox.maxY - 75) < 1e-9)
  }

  @Test("subsegments are exact pieces of the curve")
  func subsegment() {
    let s = PathSegment.cubic(
      .zero, Point(x: 10, y: 40), Point(x: 60, y: -20), Point(x: 100, y: 30))
    let piece = s.subsegment(from: 0.2, to: 0.7)
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      let a = piece.point(at: t), b = s.point(at: 0.2 + 0.5 * t)
      #expect(a.distance(to: b) < 1e-9)
    }
  }

  @Test("flattening honours its tolerance")
  func flatteningTolerance() {
    let s = PathSegment.quad(.zero, Point(x: 50, y: 100), Point(x: 100, y: 0))
    let n = s.flatteningSteps(tolerance: 0.1)
    for i in 0..<n {
      let t0 = Double(i) / Double(n), t1 = Double(i + 1) / Double(n)
      let a = s.point(at: t0), b = s.point(at: t1), m = s.point(at: (t0 + t1) / 2)
      let chordMid = a.interpolated(to: b, fraction: 0.5)
      #expect(m.distance(to: chordMid) <= 0.1 + 1e-12)
    }
  }

  @Test("contains uses the fill rule")
  func containsWithFillRule() {
    var p = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
    p.addPath(Path(rect: Rect(x: 25, y: 25, width: 50, height: 50)))
    #expect(p.contains(Point(x: 50, y: 50), rule: .nonZero))
    #expect(!p.contains(Point(x: 50, y: 50), rule: .evenOdd))
    #expect(p.contains(Point(x: 10, y: 50), rule: .evenOdd))
    #expect(!p.contains(Point(x: 150, y: 50)))
  }

  @Test("a rounded rect clamps its radius and stays inside its rect")
  func roundedRect() {
    let r = Rect(x: 0, y: 0, width: 40, height: 20)
    let p = Path(roundedRect: r, cornerRadius: 50)
    let b = p.boundingBox
    #expect(abs(b.minX) < 1e-9 && abs(b.maxX - 40) < 1e-9 && abs(b.maxY - 20) < 1e-9)
    #expect(!p.contains(Point(x: 0.5, y: 0.5)))
    #expect(p.contains(Point(x: 20, y: 10)))
  }
}
