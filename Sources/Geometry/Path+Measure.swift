/// One-shot measuring on a path. Each call measures the path afresh; keep a ``PathMeasure``
/// when asking several questions of the same path (a shape layer does).
extension Path {
  /// The arc length of the whole path, in points (segment lengths to 1e-10 relative).
  public var length: Double { PathMeasure(self).length }

  /// The point `distance` points along the path, clamped to its ends; nil without segments.
  public func point(atLength distance: Double) -> Point? {
    PathMeasure(self).position(atLength: distance)
  }

  /// The unit tangent `distance` points along the path; nil without segments.
  public func tangent(atLength distance: Double) -> Vector? {
    PathMeasure(self).tangent(atLength: distance)
  }

  /// The stretch between the fractions `strokeStart` and `strokeEnd` of the whole arc length
  /// (clamped to 0…1; start ≥ end gives an empty path), as exact sub-curves. On an oval,
  /// `trimmed(strokeStart: 0, strokeEnd: 0.25)` runs from 3 o'clock to 6 o'clock.
  public func trimmed(strokeStart: Double, strokeEnd: Double) -> Path {
    PathMeasure(self).trimmed(from: strokeStart, to: strokeEnd)
  }

  /// The path cut into dashes by `pattern` (painted, unpainted, … lengths in points), starting
  /// `phase` points into it at each subpath. See
  /// ``PathMeasure/strokeOutline(strokeStart:strokeEnd:dashPattern:dashPhase:)``.
  public func dashed(pattern: [Double], phase: Double = 0) -> Path {
    PathMeasure(self).dashed(pattern: pattern, phase: phase)
  }
}
