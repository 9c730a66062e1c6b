extension DialMenu {
  /// How a ``DialMenu`` moves: every default is the tutorial's number
  /// (docs/controls/dial-menu.md), or, for what it lacks, the one stated.
  ///
  /// ```swift
  /// var configuration = DialMenu.Configuration()
  /// configuration.isFlingEnabled = true
  /// configuration.inflateCurve = InflateCurve(
  ///   maximumScale: 1.5, minimumScale: 0.8, threshold: 120)
  /// dial.configuration = configuration
  /// ```
  ///
  /// Setting a configuration with a value out of range stops with a message naming the field
  /// (``validationFailure`` says which, without stopping).
  public nonisolated struct Configuration: Hashable, Sendable {
    /// How items scale with their distance to the top. Default ``InflateCurve/tutorial``
    /// (1.33 at the top, 0.66 from 100 pt).
    ///
    /// - Attributes: inflate-…
    public var inflateCurve = InflateCurve.tutorial
    /// The show and hide animations' duration, in seconds; finite and ≥ 0. Default 0.3.
    public var showDuration = 0.3
    /// The damping of the snap that pulls the grabbed item to the finger; finite and ≥ 0.
    /// Default 1.5.
    public var dragDamping = 1.5
    /// The damping of the snap that pulls an item to the top (on release, a tap or a key);
    /// finite and ≥ 0. Default 2.
    public var restDamping = 2.0
    /// Whether a quick release lets the dial spin on and slow down before it snaps. Default
    /// false (the tutorial's dial stops where the finger lets go).
    public var isFlingEnabled = false
    /// How fast a fling slows down: the items' linear resistance (1/s) while they coast;
    /// finite and ≥ 0. Default 2 (the speed halves about every 0.35 s).
    public var flingResistance = 2.0
    /// The duration of a rotation under Reduce Motion, in seconds; finite and ≥ 0. Default
    /// 0.25.
    public var reducedMotionDuration = 0.25
    /// How close the item at the top must come (points) before the dial counts as at rest;
    /// finite and > 0. Default 0.5.
    public var restTolerance = 0.5

    /// Where the selected item rests, in radians clockwise from the top (12 o'clock);
    /// mirrored in right-to-left layouts; finite. Default 0: the top, as the tutorial. π/2
    /// rests it at 3 o'clock (a dial at the left edge of the screen), π at the bottom. The
    /// items inflate towards it, snap to it and report passing it.
    public var selectionAngle = 0.0

    /// The tutorial's configuration.
    public init() {}

    /// The first field out of range, as "field must be …, got …"; nil when all are in range.
    public var validationFailure: String? {
      let durations = [
        ("showDuration", showDuration), ("reducedMotionDuration", reducedMotionDuration),
      ]
      let dampings = [("dragDamping", dragDamping), ("restDamping", restDamping)]
      for (name, value) in durations + dampings + [("flingResistance", flingResistance)]
      where !(value.isFinite && value >= 0) {
        return "\(name) must be finite and ≥ 0, got \(value)"
      }
      if !selectionAngle.isFinite {
        return "selectionAngle must be finite, got \(selectionAngle)"
      }
      if !(restTolerance.isFinite && restTolerance > 0) {
        return "restTolerance must be finite and > 0, got \(restTolerance)"
      }
      // InflateCurve's own rule, for a curve changed field by field after it was made.
      let curve = inflateCurve
      if !(curve.minimumScale.isFinite && curve.maximumScale.isFinite && curve.minimumScale > 0
        && curve.minimumScale <= curve.maximumScale)
      {
        return "inflateCurve's scales must be finite with 0 < minimumScale ≤ maximumScale, got "
          + "\(curve.minimumScale) … \(curve.maximumScale)"
      }
      if !(curve.threshold.isFinite && curve.threshold > 0) {
        return "inflateCurve.threshold must be finite and > 0, got \(curve.threshold)"
      }
      return nil
    }
  }
}
