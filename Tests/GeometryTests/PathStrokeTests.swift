import DynamicMenusGeometry
import Testing

/// The arc length of each subpath of `path`.
func pieceLengths(_ path: Path) -> [Double] { PathMeasure(path).contours.map(\.length) }

/// Where each subpath of `path` starts and ends, measured along `base` (for pieces cut from a
/// straight line along +x from the origin, that is the x coordinate).
func xSpans(_ path: Path) -> [(Double, Double)] {
  path.subpaths.map { ($0.start.x, $0.segments.last?.end.x ?? $0.start.x) }
}

/// Whether two spans agree to 1e-9 pt.
func near(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
  abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9
}

@Suite("Trimming by strokeStart/strokeEnd")
struct PathTrimTests {
  let circle = Path(circleCenter: Point(x: 256, y: 256), radius: 100)

  @Test("on an oval from 3 o'clock, strokeEnd 0.25 ends at 6 o'clock, 0.5 at 9 o'clock")
  func ovalQuarter() throws {
    for (end, expected) in [(0.25, Point(x: 256, y: 356)), (0.5, Point(x: 156, y: 256))] {
      let piece = circle.trimmed(strokeStart: 0, strokeEnd: end)
      let sub = try #require(piece.subpaths.first)
      #expect(sub.start == Point(x: 356, y: 256))
      #expect(try #require(sub.segments.last).end.distance(to: expected) < 1e-9)
      #expect(!sub.isClosed)
      #expect(abs(piece.length - end * circle.length) < 1e-9)
    }
  }

  @Test("a trimmed piece is the exact sub-curve, and its length is the window's")
  func exactSubcurve() throws {
    var p = Path()
    p.move(to: .zero)
    p.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 90), control2: Point(x: 100, y: -40))
    p.addQuadCurve(to: Point(x: 160, y: 60), control: Point(x: 160, y: 0))
    let m = PathMeasure(p)
    let piece = m.trimmed(from: 0.3, to: 0.8)
    #expect(abs(piece.length - 0.5 * m.length) < 1e-8)
    // Every point of the piece lies on the original: at 0.3·L + s along it.
    let pm = PathMeasure(piece)
    for f in stride(from: 0.0, through: 1.0, by: 0.1) {
      let q = try #require(pm.position(atLength: f * pm.length))
      let o = try #require(m.position(atLength: 0.3 * m.length + f * pm.length))
      #expect(q.distance(to: o) < 1e-7)
    }
  }

  @Test("start ≥ end draws nothing; values are clamped to 0…1; 0…1 is the path itself")
  func emptyAndClamped() {
    #expect(circle.trimmed(strokeStart: 0.6, strokeEnd: 0.4).isEmpty)
    #expect(circle.trimmed(strokeStart: 0.5, strokeEnd: 0.5).isEmpty)
    #expect(circle.trimmed(strokeStart: 1.2, strokeEnd: 1.5).isEmpty)
    #expect(circle.trimmed(strokeStart: -1, strokeEnd: 2) == circle)
    #expect(circle.trimmed(strokeStart: 0, strokeEnd: 1).subpaths[0].isClosed)
  }

  @Test("the window counts along the whole path, across subpaths")
  func acrossSubpaths() {
    var p = Path(lineFrom: .zero, to: Point(x: 10, y: 0))
    p.addPath(Path(lineFrom: Point(x: 0, y: 5), to: Point(x: 30, y: 5)))
    let piece = p.trimmed(strokeStart: 0.2, strokeEnd: 0.6)  // 8 … 24 of 40
    let spans = xSpans(piece)
    #expect(spans.count == 2)
    #expect(near(spans[0], (8, 10)) && near(spans[1], (0, 14)))
  }
}

@Suite("Dashing by lineDashPattern/lineDashPhase")
struct PathDashTests {
  let line = Path(lineFrom: .zero, to: Point(x: 100, y: 0))

  @Test("a pattern cuts a line into its dashes; the painted lengths add up")
  func dashesOnALine() {
    let d = line.dashed(pattern: [10, 5])
    let spans = xSpans(d)
    #expect(spans.count == 7)
    #expect(near(spans[0], (0, 10)) && near(spans[6], (90, 100)))
    #expect(abs(pieceLengths(d).reduce(0, +) - 70) < 1e-12)
  }

  @Test("the phase shifts the pattern back along the path")
  func phase() {
    let d = line.dashed(pattern: [10, 5], phase: 3)
    let spans = xSpans(d)
    #expect(near(spans[0], (0, 7)) && near(spans[1], (12, 22)))
    // A phase of one whole period, or a negative one, is the same pattern.
    #expect(line.dashed(pattern: [10, 5], phase: 18) == d)
    #expect(line.dashed(pattern: [10, 5], phase: -12) == d)
  }

  @Test("an odd pattern repeats ([5] = [5, 5]); all zeros and empty are solid")
  func oddAndDegenerate() {
    #expect(line.dashed(pattern: [5]) == line.dashed(pattern: [5, 5]))
    // [10, 5, 5] is [10, 5, 5, 10, 5, 5]: on 10, off 5, on 5, off 10, on 5, off 5, …
    let starts = xSpans(line.dashed(pattern: [10, 5, 5])).map(\.0)
    #expect(zip(starts, [0, 15, 30, 40, 55, 70, 80, 95]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(starts.count == 8)
    #expect(line.dashed(pattern: [0, 0]) == line)
    #expect(line.dashed(pattern: []) == line)
  }

  @Test("zero-length dashes become dots (a move and a line to the same point)")
  func dots() {
    let d = line.dashed(pattern: [0, 25])
    let subs = d.subpaths
    #expect(subs.map(\.start.x) == [0, 25, 50, 75, 100])  // an open line keeps its end dot
    #expect(subs.allSatisfy { $0.segments == [.line($0.start, $0.start)] })
  }

  @Test("the painted length on a circle equals the pattern's duty cycle, for any phase")
  func paintedLengthOnCircle() {
    let circle = Path(circleCenter: .zero, radius: 84)
    let total = circle.length
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<20 {
      let on = Double.random(in: 0.5...20, using: &rng),
        off = Double.random(in: 0.5...20, using: &rng)
      let phase = Double.random(in: -50...50, using: &rng)
      let painted = pieceLengths(circle.dashed(pattern: [on, off], phase: phase)).reduce(0, +)
      // Closed form: whole periods, plus the painted part of the partial period at each end.
      func paintedBefore(_ x: Double) -> Double {  // painted length of the pattern in [0, x)
        let period = on + off
        let whole = (x / period).rounded(.down)
        return whole * on + min(x - whole * period, on)
      }
      let p = (phase.truncatingRemainder(dividingBy: on + off) + on + off)
        .truncatingRemainder(dividingBy: on + off)
      let expected = paintedBefore(p + total) - paintedBefore(p)
      #expect(abs(painted - expected) < 1e-7, "on \(on) off \(off) phase \(phase)")
    }
  }

  @Test("on a closed subpath, a dash over the start point is one piece, not two")
  func wrapOverStart() throws {
    let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))  // perimeter 40
    // [6, 4] from phase 0: dashes 0-6, 10-16, 20-26, 30-36: none wraps.
    #expect(square.dashed(pattern: [6, 4]).subpaths.count == 4)
    // Phase 2: on 0-4, …, and on again from 38 to the end: the last and first dashes join.
    let d = square.dashed(pattern: [6, 4], phase: 2)
    let subs = d.subpaths
    #expect(subs.count == 4)
    let wrap = try #require(subs.first)
    #expect(wrap.start == Point(x: 0, y: 2))  // 38 along: 2 above the start, on the left edge
    #expect(try #require(wrap.segments.last).end == Point(x: 4, y: 0))
    #expect(abs(pieceLengths(d)[0] - 6) < 1e-12)
    // Trimmed so the closed subpath is not whole: no wrap, the window cuts at the start.
    let trimmed = PathMeasure(square).strokeOutline(
      strokeStart: 0, strokeEnd: 0.99, dashPattern: [6, 4], dashPhase: 2)
    #expect(trimmed.subpaths.first?.start == .zero)
  }

  @Test("dashes restart at each subpath")
  func restartPerSubpath() {
    var p = Path(lineFrom: .zero, to: Point(x: 12, y: 0))
    p.addPath(Path(lineFrom: Point(x: 0, y: 10), to: Point(x: 12, y: 10)))
    let spans = xSpans(p.dashed(pattern: [5, 5]))
    #expect(spans.map(\.0) == [0, 10, 0, 10])
  }

  @Test("dashes stay put while strokeEnd grows (CAShapeLayer), and start ≥ end is empty")
  func dashesStayPut() {
    let m = PathMeasure(line)
    let full = xSpans(m.dashed(pattern: [10, 5], phase: 2))
    for end in [0.05, 0.33, 0.5, 0.77, 1.0] {
      let spans = xSpans(
        m.strokeOutline(strokeStart: 0, strokeEnd: end, dashPattern: [10, 5], dashPhase: 2))
      for (i, s) in spans.enumerated() {
        #expect(s.0 == full[i].0)  // every dash begins where it began untrimmed
        #expect(s.1 == min(full[i].1, 100 * end))
      }
    }
    #expect(
      m.strokeOutline(strokeStart: 0.7, strokeEnd: 0.2, dashPattern: [10, 5], dashPhase: 0)
        .isEmpty)
  }

  @Test("the radial menu's short-dashed ring: 36 groups of 4 dashes round radius 84")
  func radialShortDashes() {
    let ring = Path(circleCenter: .zero, radius: 84)
    let u = 1.465
    let pattern = [u, u, u, u, u, u, u, 3 * u]
    let dashes = PathMeasure(ring).strokeOutline(
      strokeStart: 0, strokeEnd: 0.995, dashPattern: pattern, dashPhase: 0)
    // 2π·84·(1 + 1.4e-4) = 527.86 pt is 36.03 periods of 14.65 pt: a 145th dash of 0.43 pt
    // starts at 527.4 and would overlap the first; strokeEnd 0.995 (525.2 pt) hides it.
    #expect(dashes.subpaths.count == 144)
    let last = PathMeasure(dashes).contours.last!.subpath.segments.last!.end
    // The last dash drawn is the 4th of the 36th period: it ends 35·10u + 7u along the ring.
    let expected = PathMeasure(ring).position(atLength: 35 * 10 * u + 7 * u)!
    #expect(last.distance(to: expected) < 1e-9)

  }
}
