package import DynamicMenusGeometry
import DynamicMenusPhysics

/// Validation of UIKit's `collisionBoundingPath`: the first subpath, curves flattened, must be
/// a convex polygon of 3 to 64 vertices with a non-zero area that contains (0, 0). Either
/// winding is accepted and normalised (UIKit asks for counter-clockwise; which way that is in
/// y-down coordinates is ambiguous, so the port is lenient). The tests are scale-free: they
/// run on the points divided by about the largest coordinate, so a path 1e-8 or 1e100 pt across
/// passes or fails as it would at 100 pt (an absolute 1e-9 called a 1e109 pt triangle
/// concave, its closing point rounded apart from its first).
nonisolated enum ConvexPolygon {
  /// The polygon's vertices (counter-clockwise in the engine's frame), or what is wrong.
  static func validate(_ path: Path) -> Result<[Point], PathProblem> {
    guard path.isFinite else { return .failure(PathProblem("it has a non-finite coordinate")) }
    guard let first = path.flattened(tolerance: 0.5).first else {
      return .failure(PathProblem("it is empty"))
    }
    // A power of two, so that dividing by it and multiplying back are exact.
    let largest = first.points.reduce(0) { max($0, abs($1.x), abs($1.y)) }
    guard largest > 0 else { return .failure(PathProblem("it has no area")) }
    let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
    let unit = first.points.map { Point(x: $0.x / scale, y: $0.y / scale) }
    return validateUnit(unit, scale: scale).map {
      $0.map { Point(x: $0.x * scale, y: $0.y * scale) }
    }
  }

  /// The checks on the polygon divided by `scale` (its largest coordinate within 1 … 2).
  private static func validateUnit(_ flattened: [Point], scale: Double) -> Result<
    [Point], PathProblem
  > {
    var points = flattened
    if points.count > 1 && points.first == points.last { points.removeLast() }
    // Drop repeated points.
    var unique: [Point] = []
    for p in points where unique.last.map({ $0.distance(to: p) > 1e-9 }) ?? true {
      unique.append(p)
    }
    if unique.count > 1 && unique[0].distance(to: unique[unique.count - 1]) <= 1e-9 {
      unique.removeLast()
    }
    points = unique
    guard points.count >= 3 else {
      return .failure(PathProblem("it has \(points.count) distinct vertices (3 or more needed)"))
    }
    guard points.count <= 64 else {
      return .failure(PathProblem("it has \(points.count) vertices after flattening (64 at most)"))
    }
    var area = 0.0
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      area += a.x * b.y - a.y * b.x
    }
    guard abs(area) > 1e-9 else { return .failure(PathProblem("it has no area")) }
    if area < 0 { points.reverse() }
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count], c = points[(i + 2) % points.count]
      if (b - a).cross(c - b) < -1e-9 {
        let vertex = Point(x: b.x * scale, y: b.y * scale)
        return .failure(PathProblem("it is not convex (at vertex \(vertex))"))
      }
    }
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      if (b - a).cross(Point.zero - a) < -1e-9 {
        return .failure(PathProblem("it is not centred on (0, 0): the origin lies outside it"))
      }
    }
    return .success(points)
  }
}

/// What is wrong with a collision path.
nonisolated struct PathProblem: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}

/// The collision-path check, for callers that validate input before building items (the
/// `simulate` command): nil when `path` is a valid `collisionBoundingPath`, else the problem.
package func collisionPathProblem(_ path: Path) -> String? {
  switch ConvexPolygon.validate(path) {
  case .success: return nil
  case .failure(let p): return p.description
  }
}
