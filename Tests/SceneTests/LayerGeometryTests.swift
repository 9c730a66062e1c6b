import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers

/// Whether two points agree to `tolerance` points.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  a.distance(to: b) <= tolerance
}

/// Whether two rectangles agree to `tolerance` points in every edge.
func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

@MainActor
@Suite("Layer geometry: bounds, position, anchorPoint, frame, transform")
struct LayerGeometryTests {
  /// The radial menu's dividing line: 54 pt wide, anchored 102 pt to its left, at P.
  func radialLine(at p: Point, degrees: Double) -> Layer {
    let line = Layer()
    line.bounds = Rect(x: 0, y: 0, width: 54, height: 1)
    line.anchorPoint = Point(x: -1.88888, y: 0)
    line.position = p
    line.transform = AffineTransform(rotationAngle: Angles.radians(degrees: degrees))
    return line
  }

  @Test("the radial line spans x ∈ [P.x + 102, P.x + 156], its top edge on P.y")
  func radialLineUnrotated() {
    let p = Point(x: 256, y: 256)
    let f = radialLine(at: p, degrees: 0).frame
    #expect(abs(f.minX - (p.x + 102)) < 0.001 && abs(f.maxX - (p.x + 156)) < 0.001)
    #expect(f.minY == p.y && f.height == 1)
  }

  @Test("rotated 30° and 90°, the line swings about P (spec 3.2)")
  func radialLineRotated() {
    let p = Point(x: 256, y: 256)
    let canvas = Layer()
    canvas.bounds = Rect(x: 0, y: 0, width: 512, height: 512)
    canvas.position = Point(x: 256, y: 256)
    let l30 = radialLine(at: p, degrees: 30), l90 = radialLine(at: p, degrees: 90)
    canvas.addSublayer(l30)
    canvas.addSublayer(l90)
    // Local (u, 0) maps to P + R(θ)·(u + 102, 0); the spec's figures are to 0.1 pt.
    let s30 = l30.convert(Point.zero, to: canvas), e30 = l30.convert(Point(x: 54, y: 0), to: canvas)
    #expect(near(s30, p + Vector(dx: 88.3, dy: 51.0), 0.06))
    #expect(near(e30, p + Vector(dx: 135.1, dy: 78.0), 0.06))
    // Exactly: radius 101.9995 and 155.9995 along the 30° ray.
    #expect(abs(s30.distance(to: p) - 101.99952) < 1e-9)
    #expect(abs((e30 - p).angle - .pi / 6) < 1e-12)
    let s90 = l90.convert(Point.zero, to: canvas), e90 = l90.convert(Point(x: 54, y: 0), to: canvas)
    #expect(near(s90, Point(x: p.x, y: p.y + 102), 0.001))
    #expect(near(e90, Point(x: p.x, y: p.y + 156), 0.001))
    // The frame of the 90° line is its AABB: 1 pt wide (to the left of P.x), 54 tall.
    #expect(near(l90.frame, Rect(x: p.x - 1, y: p.y + 101.99952, width: 1, height: 54), 1e-9))
  }

  @Test("twelve lines at 30° steps make the spokes between radius 102 and 156")
  func twelveSpokes() {
    let p = Point(x: 256, y: 256)
    for i in 0..<12 {
      let line = radialLine(at: p, degrees: Double(i) * 30)
      let t = line.transformToSuperlayer
      let inner = Point.zero.applying(t), outer = Point(x: 54, y: 0).applying(t)
      #expect(abs(inner.distance(to: p) - 102) < 0.001)
      #expect(abs(outer.distance(to: p) - 156) < 0.001)
      let angle = Angles.normalized((outer - p).angle)
      #expect(abs(angle - Angles.normalized(Double(i) * .pi / 6)) < 1e-9)
    }
  }

  @Test("identity frame: origin = position − anchor ⊙ size; setting it sets position and bounds")
  func frameIdentity() {
    let l = Layer()
    l.bounds = Rect(x: 10, y: 20, width: 100, height: 50)
    l.position = Point(x: 200, y: 100)
    #expect(l.frame == Rect(x: 150, y: 75, width: 100, height: 50))
    l.anchorPoint = Point(x: 0, y: 0)  // position stays, the frame moves
    #expect(l.position == Point(x: 200, y: 100))
    #expect(l.frame == Rect(x: 200, y: 100, width: 100, height: 50))
    l.frame = Rect(x: 5, y: 6, width: 30, height: 40)
    #expect(l.bounds == Rect(x: 10, y: 20, width: 30, height: 40))  // origin kept
    #expect(l.position == Point(x: 5, y: 6))
  }

  @Test("frames under rotation and odd anchor points are the AABB of the turned bounds")
  func frameUnderRotation() {
    let l = Layer()
    l.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
    l.anchorPoint = Point(x: 2, y: -0.5)  // 200 right of the left edge, 20 above the top
    l.position = Point(x: 0, y: 0)
    l.transform = AffineTransform(rotationAngle: .pi / 4)
    let corners = [
      Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 40), Point(x: 0, y: 40),
    ]
    let s = 0.5.squareRoot()
    // p ↦ R(45°)·(p − (200, −20)): by hand, for each corner.
    let mapped = corners.map { c -> Point in
      let u = c.x - 200, v = c.y + 20
      return Point(x: s * u - s * v, y: s * u + s * v)
    }
    #expect(near(l.frame, Rect(boundingPoints: mapped), 1e-9))
  }

  @Test("setting a frame under a 90° turn or a scale reads back; the centre is honoured")
  func frameSetterUnderTransform() {
    let l = Layer()
    l.anchorPoint = Point(x: 0.25, y: 0.75)
    for t in [
      AffineTransform(rotationAngle: .pi / 2), AffineTransform(scaleX: 2, y: -3),
      AffineTransform(rotationAngle: -.pi / 2).scaledBy(x: 0.5, y: 2),
    ] {
      l.transform = t
      let wanted = Rect(x: 30, y: 40, width: 120, height: 60)
      l.frame = wanted
      #expect(near(l.frame, wanted, 1e-9), "\(t)")
    }
    l.transform = AffineTransform(rotationAngle: .pi / 5)
    l.frame = Rect(x: 0, y: 0, width: 50, height: 20)
    #expect(near(l.frame.center, Point(x: 25, y: 10)))
  }

  @Test("bounds.origin of a superlayer shifts its sublayers; sublayerTransform turns them")
  func boundsOriginAndSublayerTransform() {
    let parent = Layer()
    parent.bounds = Rect(x: 50, y: 0, width: 100, height: 100)
    parent.position = Point(x: 50, y: 50)  // frame (0, 0, 100, 100)
    let child = Layer()
    child.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    child.position = Point(x: 60, y: 10)
    parent.addSublayer(child)
    // child's centre is at (60, 10) in parent bounds space = (10, 10) in the parent's frame.
    #expect(near(child.convert(Point(x: 5, y: 5), to: nil), Point(x: 10, y: 10)))
    parent.sublayerTransform = AffineTransform(rotationAngle: .pi / 2)
    // Turned 90° about the parent's anchor (100, 50) in its bounds space: (60, 10) → (140, 10).
    #expect(near(child.convert(Point(x: 5, y: 5), to: parent), Point(x: 140, y: 10)))
    // The child's frame ignores the parent's sublayer transform.
    #expect(child.frame == Rect(x: 55, y: 5, width: 10, height: 10))
  }

  @Test("convert between any two layers of a tree round-trips, points and rects")
  func convertRoundTrips() {
    var rng = SeededGenerator(seed: 3)
    func random(_ r: ClosedRange<Double>) -> Double { .random(in: r, using: &rng) }
    func randomLayer() -> Layer {
      let l = Layer()
      l.bounds = Rect(
        x: random(-20...20), y: random(-20...20), width: random(1...200), height: random(1...200))
      l.position = Point(x: random(-100...100), y: random(-100...100))
      l.anchorPoint = Point(x: random(-2...2), y: random(-2...2))
      l.transform = AffineTransform(rotationAngle: random(-3...3)).scaledBy(
        x: random(0.5...2), y: random(0.5...2))
      l.sublayerTransform =
        random(0...1) < 0.5 ? .identity : AffineTransform(rotationAngle: random(-1...1))
      return l
    }
    let root = randomLayer(), a = randomLayer(), b = randomLayer(), c = randomLayer(),
      d = randomLayer()
    root.addSublayer(a)
    a.addSublayer(b)
    root.addSublayer(c)
    c.addSublayer(d)
    let all = [root, a, b, c, d]
    for from in all {
      for to in all {
        let p = Point(x: random(-50...50), y: random(-50...50))
        let q = from.convert(p, to: to)
        #expect(near(to.convert(q, to: from), p, 1e-9))
        #expect(near(to.convert(p, from: from), q, 1e-9))
      }
    }
    // A rect converts to the bounding box of its converted corners.
    let r = Rect(x: 1, y: 2, width: 30, height: 40)
    let converted = b.convert(r, to: d)
    #expect(near(converted, Rect(boundingPoints: r.corners.map { b.convert($0, to: d) }), 1e-9))
  }
}
