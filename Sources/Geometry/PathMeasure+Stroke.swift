/// Trimming and dashing: the outline a stroke actually covers, as exact sub-curves.
///
/// The rules are `CAShapeLayer`'s:
/// - `strokeStart` and `strokeEnd` are fractions (clamped to 0…1) of the **whole path's** arc
///   length; only the stretch between them is stroked, and `start ≥ end` strokes nothing.
/// - The dash pattern is laid on the **untrimmed** path, restarting at each subpath (as Core
///   Graphics does), and the trim window then selects from those dashes: the dashes stay put on
///   the path while `strokeEnd` animates, they do not slide along with it.
/// - A closed subpath that lies wholly inside the window stays closed (so the stroker draws a
///   join, not two caps, at its start). When it is dashed and a dash is "on" both at its end
///   and at its start, those two become **one** dash running over the start point (as Skia and
///   cairo draw it), so a dashed circle has no doubled or capped dash at 3 o'clock.
/// - A zero-length dash (a 0 in the pattern, for dotted lines with round caps) becomes a `move`
///   and a `line` to the same point, which strokers draw as a cap-shaped dot.
extension PathMeasure {
  /// The most dashes one path may produce; a pattern that would need more (a tiny pattern on a
  /// long path) strokes the path solid instead, as its dashes would merge on screen anyway.
  public static let maximumDashCount = 100_000

  /// The stretch of the path between the fractions `start` and `end` of its whole arc length,
  /// as exact sub-curves (`CAShapeLayer.strokeStart`/`strokeEnd`). Both are clamped to 0…1;
  /// `start ≥ end` gives an empty path. The untrimmed path comes back unchanged for 0…1.
  public func trimmed(from start: Double, to end: Double) -> Path {
    strokeOutline(strokeStart: start, strokeEnd: end, dashPattern: nil, dashPhase: 0)
  }

  /// The dashes of the whole path (`lineDashPattern`, `lineDashPhase`), each a subpath.
  public func dashed(pattern: [Double]?, phase: Double = 0) -> Path {
    strokeOutline(strokeStart: 0, strokeEnd: 1, dashPattern: pattern, dashPhase: phase)
  }

  /// The outline a `CAShapeLayer` strokes: the path dashed by `dashPattern` (nil or empty =
  /// solid) starting `dashPhase` points into the pattern, then trimmed to the window
  /// [`strokeStart`, `strokeEnd`] of the whole arc length (see the rules above).
  ///
  /// - Parameters:
  ///   - strokeStart: where the stroke starts, as a fraction 0…1 of the whole arc length.
  ///   - strokeEnd: where it ends, as a fraction 0…1 of the whole arc length.
  ///   - dashPattern: alternating painted and unpainted lengths in points, each finite and ≥ 0.
  ///     An odd count is repeated once (`[5]` is `[5, 5]`), as in Core Graphics and SVG; an
  ///     all-zero pattern draws solid.
  ///   - dashPhase: how far into the pattern each subpath starts, in points; any finite value
  ///     (taken modulo the pattern's length), so animating it by the pattern's length marches
  ///     the dashes backwards along the path by one period.
  /// - Precondition: the pattern's entries and the phase are finite and the entries ≥ 0.
  public func strokeOutline(
    strokeStart: Double, strokeEnd: Double, dashPattern: [Double]?, dashPhase: Double
  ) -> Path {
    precondition(
      strokeStart.isFinite && strokeEnd.isFinite,
      "PathMeasure.strokeOutline: strokeStart and strokeEnd must be finite, got "
        + "\(strokeStart), \(strokeEnd)"
    )
    let pattern = PathMeasure.normalizedDashPattern(dashPattern)
    precondition(dashPhase.isFinite, "PathMeasure.strokeOutline: lineDashPhase must be finite")
    let fa = Swift.min(Swift.max(strokeStart, 0), 1), fb = Swift.min(Swift.max(strokeEnd, 0), 1)
    guard fa < fb else { return Path() }
    if pattern == nil && fa == 0 && fb == 1 { return path }
    let a = fa * length, b = fb * length
    let phase = pattern.map { PathMeasure.reduced(phase: dashPhase, pattern: $0) } ?? 0

    var out = Path()
    var dashCount = 0
    for ci in contours.indices {
      let c = contours[ci]
      guard !c.subpath.segments.isEmpty else { continue }
      let whole = a <= c.offset && c.offset + c.length <= b
      if b < c.offset { break }
      if a > c.offset + c.length { continue }
      guard let pattern else {
        if whole && c.isClosed {
          appendClosed(ci, to: &out)
        } else {
          appendClipped(ci, 0, c.length, window: a...b, to: &out)
        }
        continue
      }
      guard
        var dashes = PathMeasure.dashIntervals(
          length: c.length, isClosed: c.isClosed, pattern: pattern, phase: phase,
          limit: PathMeasure.maximumDashCount - dashCount)
      else {
        // Too many dashes: stroke solid, as the untrimmed or trimmed contour.
        if whole && c.isClosed {
          appendClosed(ci, to: &out)
        } else {
          appendClipped(ci, 0, c.length, window: a...b, to: &out)
        }
        continue
      }
      dashCount += dashes.count
      if whole && c.isClosed, let first = dashes.first, let last = dashes.last {
        if dashes.count == 1 && first.lowerBound == 0 && first.upperBound >= c.length {
          appendClosed(ci, to: &out)  // painted all the way round: the closed contour itself
          continue
        }
        if dashes.count > 1 && first.lowerBound == 0 && first.upperBound > 0
          && last.upperBound >= c.length && last.lowerBound < c.length
        {
          // The dash over the start point: from the last dash's start round to the first's end.
          appendPiece(of: ci, from: last.lowerBound, to: c.length, to: &out, continuing: false)
          appendPiece(of: ci, from: 0, to: first.upperBound, to: &out, continuing: true)
          dashes.removeFirst()
          dashes.removeLast()
          // Drawn first so that the order reads from the start point on; strokers do not care.
        }
      }
      for d in dashes { appendClipped(ci, d.lowerBound, d.upperBound, window: a...b, to: &out) }
    }
    return out
  }

  /// Appends contour `ci` whole and closed.
  private func appendClosed(_ ci: Int, to out: inout Path) {
    let sub = contours[ci].subpath
    out.move(to: sub.start)
    for seg in sub.segments { out.appendSegment(seg) }
    out.closeSubpath()
  }

  /// Appends the part of [s0, s1] (points into contour `ci`) inside the global `window`, if any.
  /// A zero-length interval (a zero dash) is kept when it lies inside the window.
  private func appendClipped(
    _ ci: Int, _ s0: Double, _ s1: Double, window: ClosedRange<Double>, to out: inout Path
  ) {
    let o = contours[ci].offset
    let lo = Swift.max(s0 + o, window.lowerBound) - o
    let hi = Swift.min(s1 + o, window.upperBound) - o
    if s1 > s0 ? hi > lo : (s0 + o >= window.lowerBound && s0 + o <= window.upperBound) {
      appendPiece(
        of: ci, from: Swift.max(lo, 0), to: Swift.min(Swift.max(hi, lo), s1), to: &out,
        continuing: false)
    }
  }

  /// The pattern with an odd count repeated, or nil for "solid" (nil, empty or all zeros).
  static func normalizedDashPattern(_ pattern: [Double]?) -> [Double]? {
    guard let pattern, !pattern.isEmpty else { return nil }
    precondition(
      pattern.allSatisfy { $0.isFinite && $0 >= 0 },
      "lineDashPattern: every entry must be finite and ≥ 0, got \(pattern)")
    guard pattern.contains(where: { $0 > 0 }) else { return nil }
    return pattern.count % 2 == 0 ? pattern : pattern + pattern
  }

  /// `phase` modulo the pattern's length, in [0, length).
  static func reduced(phase: Double, pattern: [Double]) -> Double {
    let period = pattern.reduce(0, +)
    var p = phase.truncatingRemainder(dividingBy: period)
    if p < 0 { p += period }
    return p < period ? p : 0
  }

  /// The painted intervals, in points along a contour of `length`, for a pattern of even count
  /// with a positive sum, entered `phase` points in (0 ≤ phase < period). Returns nil when there
  /// would be more than `limit` dashes.
  ///
  /// A zero entry at an even index is a zero-length dash, kept (for round-cap dots) except at
  /// the very end of a closed contour, where it would repeat the dot at its start.
  static func dashIntervals(
    length: Double, isClosed: Bool, pattern: [Double], phase: Double, limit: Int
  ) -> [ClosedRange<Double>]? {
    var out: [ClosedRange<Double>] = []
    let n = pattern.count
    // Find the entry the phase falls in: a phase exactly at the end of a positive entry belongs
    // to the next one; a zero entry at the phase is kept (it is a dot at the start).
    var i = 0
    var into = phase
    while into > pattern[i] || (into == pattern[i] && pattern[i] > 0) {
      into -= pattern[i]
      i = (i + 1) % n
    }
    var s = 0.0
    var remaining = pattern[i] - into
    while s <= length {
      let e = s + remaining
      if i % 2 == 0 {
        if remaining == 0 {
          if s < length || !isClosed { out.append(s...s) }
        } else if s < length {
          out.append(s...Swift.min(e, length))
        }
        if out.count > limit { return nil }
      }
      s = e
      i = (i + 1) % n
      remaining = pattern[i]
    }
    return out
  }
}
