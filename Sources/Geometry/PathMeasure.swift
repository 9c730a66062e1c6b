/// A path with the arc length of every segment measured once, for the queries that stroking
/// needs: the total length, the point and tangent at a length, and exact pieces between two
/// lengths (`Path.trimmed`, `Path.dashed`, `PathMeasure.strokeOutline`).
///
/// Lengths count along the whole path, subpath after subpath in drawing order; a `move`
/// between subpaths adds nothing. A closed subpath includes its closing line.
///
/// ```swift
/// let circle = PathMeasure(Path(circleCenter: .zero, radius: 50))
/// circle.length                                   // 2π·50 (+1.4e-4 relative: see below)
/// circle.position(atLength: circle.length / 4)    // (0, 50): 6 o'clock, a quarter of the way
/// ```
///
/// Accuracy: segment lengths to 1e-10 of their control-polygon length (see
/// ``PathSegment/length(from:to:relativeTolerance:)``). An oval is four cubic quarter-arcs, as in
/// Core Graphics; their length exceeds the true circle's `2πr` by 1.4e-4 relative, and that is
/// the length of what is drawn, so trimming stays consistent with the stroke on screen.
public struct PathMeasure: Sendable {
  /// One subpath with its segment lengths.
  public struct Contour: Sendable {
    /// The subpath measured.
    public let subpath: Subpath
    /// The arc length of each segment, in points.
    public let segmentLengths: [Double]
    /// The length of the subpath before each segment (`segmentOffsets[0] == 0`).
    public let segmentOffsets: [Double]
    /// The subpath's arc length, in points.
    public let length: Double
    /// Where the subpath starts along the whole path, in points.
    public let offset: Double

    /// Whether the subpath is closed.
    public var isClosed: Bool { subpath.isClosed }
  }

  /// The measured path.
  public let path: Path
  /// The subpaths in order, measured.
  public let contours: [Contour]
  /// The whole path's arc length, in points (the sum of the contours' lengths).
  public let length: Double

  /// Measures `path` (every segment once, by adaptive Gauss–Kronrod quadrature).
  public init(_ path: Path) {
    self.path = path
    var contours: [Contour] = []
    var total = 0.0
    for sub in path.subpaths {
      var lengths: [Double] = []
      var offsets: [Double] = []
      lengths.reserveCapacity(sub.segments.count)
      offsets.reserveCapacity(sub.segments.count)
      var run = 0.0
      for seg in sub.segments {
        offsets.append(run)
        let l = seg.length()
        lengths.append(l)
        run += l
      }
      contours.append(
        Contour(
          subpath: sub, segmentLengths: lengths, segmentOffsets: offsets, length: run,
          offset: total))
      total += run
    }
    self.contours = contours
    self.length = total
  }

  /// Where a length falls: a contour, a segment in it and the parameter on that segment.
  public struct Location: Hashable, Sendable {
    /// The index into ``PathMeasure/contours``.
    public var contour: Int
    /// The index into that contour's segments.
    public var segment: Int
    /// The parameter on the segment, 0…1.
    public var t: Double
  }

  /// The location at `distance` points along the whole path (clamped to 0…``length``), or nil
  /// when the path has no segments. At the boundary between two subpaths the earlier one's end
  /// is chosen; between two segments of a subpath, the later one's start.
  public func location(atLength distance: Double) -> Location? {
    guard let ci = contourIndex(atLength: distance) else { return nil }
    let c = contours[ci]
    let local = Swift.min(Swift.max(distance - c.offset, 0), c.length)
    return locate(local, in: ci)
  }

  /// The point at `distance` points along the path (clamped to its ends), or nil when the path
  /// has no segments.
  public func position(atLength distance: Double) -> Point? {
    guard let loc = location(atLength: distance) else { return nil }
    return contours[loc.contour].subpath.segments[loc.segment].point(at: loc.t)
  }

  /// The unit tangent (direction of travel) at `distance` points along the path, or nil when
  /// the path has no segments or the direction is undefined there (a degenerate segment).
  public func tangent(atLength distance: Double) -> Vector? {
    guard let loc = location(atLength: distance) else { return nil }
    let seg = contours[loc.contour].subpath.segments[loc.segment]
    var d = seg.derivative(at: loc.t)
    // At a cusp or a doubled control point B′ vanishes; the direction is the limit of B′ near t,
    // which points like the second (or third) difference of the control points.
    if d.length < 1e-12 { d = seg.derivative(at: loc.t < 0.5 ? loc.t + 1e-6 : loc.t - 1e-6) }
    let l = d.length
    return l > 0 && l.isFinite ? d / l : nil
  }

  /// The contour that holds `distance` (the first whose closed range contains it), skipping
  /// contours without segments.
  func contourIndex(atLength distance: Double) -> Int? {
    var last: Int?
    for (i, c) in contours.enumerated() where !c.subpath.segments.isEmpty {
      last = i
      if distance <= c.offset + c.length { return i }
    }
    return last
  }

  /// The segment and parameter at `local` points into contour `ci` (0…its length).
  func locate(_ local: Double, in ci: Int) -> Location {
    let c = contours[ci]
    let n = c.segmentLengths.count
    // Binary search for the last segment that starts at or before `local`.
    var lo = 0, hi = n - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if c.segmentOffsets[mid] <= local { lo = mid } else { hi = mid - 1 }
    }
    // Past a zero-length tail, or exactly at the end: the last segment's end.
    var i = lo
    while i > 0 && c.segmentLengths[i] == 0 && local >= c.segmentOffsets[i] { i -= 1 }
    let into = local - c.segmentOffsets[i]
    let seg = c.subpath.segments[i]
    let len = c.segmentLengths[i]
    if into >= len { return Location(contour: ci, segment: i, t: 1) }
    return Location(
      contour: ci, segment: i, t: seg.parameter(atLength: into, from: 0, remainingLength: len))
  }

  /// Appends the exact piece of contour `ci` between `s0` and `s1` points into it
  /// (0 ≤ s0 ≤ s1 ≤ its length) to `out`: a `move` (unless `continuing`), then the segments,
  /// the outer two cut with ``PathSegment/subsegment(from:to:)``. A zero-length piece becomes a
  /// `move` and a `line` to the same point, so round and square caps still draw a dot.
  func appendPiece(of ci: Int, from s0: Double, to s1: Double, to out: inout Path, continuing: Bool)
  {
    let c = contours[ci]
    let a = locate(s0, in: ci)
    let b = locate(s1, in: ci)
    let segs = c.subpath.segments
    if !continuing { out.move(to: segs[a.segment].point(at: a.t)) }
    if s1 <= s0 {
      if let p = out.currentPoint { out.addLine(to: p) }
      return
    }
    // b may sit at t = 0 of a later segment: end on the previous one's t = 1 instead.
    var endSeg = b.segment, endT = b.t
    if endT == 0 && endSeg > a.segment {
      endSeg -= 1
      endT = 1
    }
    for i in a.segment...endSeg {
      let t0 = i == a.segment ? a.t : 0
      let t1 = i == endSeg ? endT : 1
      if t1 <= t0 || (c.segmentLengths[i] == 0 && a.segment != endSeg) { continue }
      let piece = (t0 == 0 && t1 == 1) ? segs[i] : segs[i].subsegment(from: t0, to: t1)
      out.appendSegment(piece)
    }
  }
}

extension Path {
  /// Appends `segment`, drawn from the current point (its start is assumed to be there).
  mutating func appendSegment(_ segment: PathSegment) {
    switch segment {
    case .line(_, let p): addLine(to: p)
    case .quad(_, let c, let p): addQuadCurve(to: p, control: c)
    case .cubic(_, let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
    }
  }
}
