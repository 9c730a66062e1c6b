/// A subpath as a run of segments, and whether it was closed with `closeSubpath`.
///
/// A closed subpath's last segment is the closing line (omitted when the subpath already
/// ends on its start point), so walking the segments walks the whole outline.
public struct Subpath: Hashable, Sendable {
  /// Where the subpath starts.
  public var start: Point
  /// The segments in order; empty for a lone `move`.
  public var segments: [PathSegment]
  /// Whether the subpath was closed.
  public var isClosed: Bool

  /// Creates a subpath from its start, segments and closedness.
  public init(start: Point, segments: [PathSegment], isClosed: Bool) {
    self.start = start
    self.segments = segments
    self.isClosed = isClosed
  }
}

/// A flattened subpath: a polyline, closed or open.
public struct Polyline: Hashable, Sendable {
  /// The vertices in order (for a closed polyline the first is not repeated at the end).
  public var points: [Point]
  /// Whether the last vertex connects back to the first.
  public var isClosed: Bool

  /// Creates a polyline.
  public init(points: [Point], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

/// How a fill decides which regions are inside (`CAShapeLayerFillRule`).
public enum FillRule: String, Hashable, Sendable {
  /// Inside where the winding number is not zero (the default).
  case nonZero
  /// Inside where an odd number of edges is crossed.
  case evenOdd
}

extension Path {
  /// The path as subpaths of segments, in order.
  public var subpaths: [Subpath] {
    var out: [Subpath] = []
    var current: Subpath?
    var pen = Point.zero
    for e in elements {
      switch e {
      case .move(let p):
        if let c = current { out.append(c) }
        current = Subpath(start: p, segments: [], isClosed: false)
        pen = p
      case .line(let p):
        current?.segments.append(.line(pen, p))
        pen = p
      case .quadCurve(let p, let c):
        current?.segments.append(.quad(pen, c, p))
        pen = p
      case .curve(let p, let c1, let c2):
        current?.segments.append(.cubic(pen, c1, c2, p))
        pen = p
      case .closeSubpath:
        guard var c = current else { break }
        if pen != c.start { c.segments.append(.line(pen, c.start)) }
        c.isClosed = true
        out.append(c)
        // Drawing after a close continues from the start, in a new subpath (as Core Graphics).
        current = Subpath(start: c.start, segments: [], isClosed: false)
        pen = c.start
      }
    }
    if let c = current, !c.segments.isEmpty || out.isEmpty { out.append(c) }
    return out
  }

  /// The path flattened to polylines whose chords stay within `tolerance` points of the
  /// curves (default 0.1 pt, a tenth of a point: invisible at 3x).
  public func flattened(tolerance: Double = 0.1) -> [Polyline] {
    subpaths.map { sub in
      var pts = [sub.start]
      for seg in sub.segments {
        let n = seg.flatteningSteps(tolerance: tolerance)
        for i in 1...n { pts.append(seg.point(at: Double(i) / Double(n))) }
      }
      if sub.isClosed, pts.count > 1, pts.last == pts.first { pts.removeLast() }
      return Polyline(points: pts, isClosed: sub.isClosed)
    }
  }

  /// The tight bounding box of the path's outline (`CGPath.boundingBoxOfPath`), or `.null`
  /// for an empty path. A lone `move` counts as a point.
  public var boundingBox: Rect {
    var r = Rect.null
    for sub in subpaths {
      r = r.union(Rect(origin: sub.start, size: .zero))
      for seg in sub.segments { r = r.union(seg.bounds) }
    }
    return r
  }

  /// Whether `p` is inside the filled path under `rule` (open subpaths count as closed, as
  /// for filling), tested on the outline flattened to 0.05 pt.
  public func contains(_ p: Point, rule: FillRule = .nonZero) -> Bool {
    var winding = 0
    for poly in flattened(tolerance: 0.05) where poly.points.count > 2 {
      let pts = poly.points
      for i in pts.indices {
        let a = pts[i], b = pts[(i + 1) % pts.count]
        if a.y <= p.y {
          if b.y > p.y, (b - a).cross(p - a) > 0 { winding += 1 }
        } else if b.y <= p.y, (b - a).cross(p - a) < 0 {
          winding -= 1
        }
      }
    }
    return rule == .nonZero ? winding != 0 : winding % 2 != 0
  }
}
