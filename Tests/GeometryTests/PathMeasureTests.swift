import DynamicMenusGeometry
import Testing

/// The length of `segment` as the sum of `n` equal-parameter chords: a reference whose error is
/// about `L·(κ·Δs)²/24`, far below 1e-10 relative for n = 200 000 on the curves below.
func polylineLength(_ segment: PathSegment, chords n: Int = 200_000) -> Double {
  var sum = 0.0
  var previous = segment.start
  for i in 1...n {
    let p = segment.point(at: Double(i) / Double(n))
    sum += previous.distance(to: p)
    previous = p
  }
  return sum
}

@Suite("Path measuring: arc length, points at a length")
struct PathMeasureTests {
  @Test("lines and polygons have their exact lengths")
  func lines() {
    #expect(Path(lineFrom: .zero, to: Point(x: 3, y: 4)).length == 5)
    #expect(abs(Path(rect: Rect(x: 5, y: 5, width: 100, height: 50)).length - 300) < 1e-12)
  }

  @Test("a circle measures 4 × its exact Bézier quarter, within 1.5e-4 of 2πr")
  func circle() {
    let r = 84.0
    let measured = Path(circleCenter: Point(x: 256, y: 256), radius: r).length
    let quarter = Path(circleCenter: .zero, radius: r).subpaths[0].segments[0]
    let reference = 4 * polylineLength(quarter)
    // The measurement is exact to the curves drawn (1e-9 relative, against the polyline) …
    #expect(abs(measured - reference) / reference < 1e-9)
    // … and the drawn oval (four cubics, as Core Graphics) is 1.40e-4 longer than the circle.
    let relative = measured / (2 * .pi * r) - 1
    #expect(relative > 1.39e-4 && relative < 1.41e-4)
  }

  @Test("an arc of a few degrees is the circle's arc to 1e-9 (the cubic fit error is φ⁶-small)")
  func shortArc() {
    var p = Path()
    let sweep = Angles.radians(degrees: 10)
    p.addArc(center: .zero, radius: 100, startAngle: 0.3, endAngle: 0.3 + sweep, clockwise: true)
    #expect(abs(p.length / (100 * sweep) - 1) < 1e-9)
  }

  @Test("cubic and quadratic curves match a 200 000-chord polyline to 1e-9 relative")
  func curvesAgainstPolyline() {
    var rng = SeededGenerator(seed: 7)
    var segments: [PathSegment] = [
      // A cusp (zero speed at t = 0.5) and a loop, the hard cases for quadrature.
      .cubic(.zero, Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0)),
      .cubic(.zero, Point(x: 150, y: 100), Point(x: -50, y: 100), Point(x: 100, y: 0)),
      .quad(.zero, Point(x: 50, y: 200), Point(x: 100, y: 0)),
      // Coincident control points (zero speed at both ends).
      .cubic(.zero, .zero, Point(x: 30, y: 40), Point(x: 30, y: 40)),
    ]
    for _ in 0..<12 {
      let p = (0..<4).map { _ in
        Point(
          x: Double.random(in: -200...200, using: &rng), y: .random(in: -200...200, using: &rng))
      }
      segments.append(.cubic(p[0], p[1], p[2], p[3]))
    }
    for s in segments {
      let reference = polylineLength(s)
      #expect(abs(s.length() - reference) / reference < 1e-9, "\(s)")
    }
  }

  @Test("the parameter at a length inverts the length, also across a cusp")
  func parameterAtLength() {
    let cusp = PathSegment.cubic(
      .zero, Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0))
    let wavy = PathSegment.cubic(
      .zero, Point(x: 10, y: 80), Point(x: 90, y: -60), Point(x: 120, y: 20))
    for s in [cusp, wavy] {
      let total = s.length()
      for f in stride(from: 0.0, through: 1.0, by: 0.05) {
        let t = s.parameter(atLength: f * total)
        #expect(abs(s.length(from: 0, to: t) - f * total) < 1e-8 * total, "\(f)")
      }
      #expect(s.parameter(atLength: -1) == 0 && s.parameter(atLength: total * 2) == 1)
    }
  }

  @Test("position and tangent at a length on an oval: clockwise from 3 o'clock")
  func positionOnOval() throws {
    let m = PathMeasure(Path(circleCenter: Point(x: 10, y: 20), radius: 50))
    let six = try #require(m.position(atLength: m.length / 4))
    #expect(six.distance(to: Point(x: 10, y: 70)) < 1e-9)
    let eighth = try #require(m.position(atLength: m.length / 8))
    // Halfway along the first quarter-arc lies exactly on the 45° diagonal (by symmetry).
    #expect(abs(Angles.degrees(radians: (eighth - Point(x: 10, y: 20)).angle) - 45) < 1e-7)
    let heading = try #require(m.tangent(atLength: 0))
    #expect(abs(heading.dx) < 1e-12 && abs(heading.dy - 1) < 1e-12)  // heading down first
    let end = try #require(m.position(atLength: m.length + 10))  // clamped to the end
    #expect(end.distance(to: Point(x: 60, y: 20)) < 1e-12)
    #expect(PathMeasure(Path()).position(atLength: 0) == nil)
  }
}
