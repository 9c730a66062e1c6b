/// The one scale between UIKit's points and the engine's metres, and the engine constants
/// that follow from it.
///
/// UIKit Dynamics runs a Box2D 2.x-style engine in SI units: 100 pt is one metre, density 1
/// over a 100 × 100 pt square is one kilogram, gravity magnitude 1.0 is 10 m/s² = 1000 pt/s².
/// Every metric tolerance below (slop, AABB margin, sleep speed, restitution threshold) is
/// Box2D's value in metres, converted through `pointsPerMeter` and nowhere else.
package enum PhysicsUnits {
  /// Points per metre: 100 (UIKit's scale). The only place the scale is written down.
  package static let pointsPerMeter: Double = 100

  /// Metres per point: 0.01.
  package static let metersPerPoint: Double = 1 / pointsPerMeter

  /// The fixed sub-step in seconds, as devices store it: the Float `0.00833333377`, slightly
  /// above 1/120 s, compared against a Double accumulator (so a first 1/60 s frame runs one
  /// sub-step and carries the rest).
  package static let subStep: Float = 1.0 / 120.0

  /// A frame longer than this (s) is replaced by `defaultFrame`: the device's dt rule.
  package static let maximumFrame: Double = 0.5

  /// The frame used when `tick(dt)` reports more than `maximumFrame`: 1/60 s.
  package static let defaultFrame: Double = 1.0 / 60.0
}

/// Box2D 2.x settings, in metres (the engine's units). `[doc]` (Box2D's b2Settings.h)
package enum Settings {
  /// Collision and constraint tolerance: 0.005 m = 0.5 pt.
  static let linearSlop: Float = 0.005
  /// Angular tolerance: 2°.
  static let angularSlop: Float = 2.0 / 180.0 * .pi
  /// Largest position correction per position iteration: 0.2 m = 20 pt.
  static let maxLinearCorrection: Float = 0.2
  /// Largest angular correction per position iteration: 8°.
  static let maxAngularCorrection: Float = 8.0 / 180.0 * .pi
  /// Largest translation per sub-step: 2 m = 200 pt.
  static let maxTranslation: Float = 2.0
  /// Largest rotation per sub-step: π/2.
  static let maxRotation: Float = 0.5 * .pi
  /// Contact position correction rate.
  static let baumgarte: Float = 0.2
  /// Time-of-impact position correction rate.
  static let toiBaumgarte: Float = 0.75
  /// Approaches slower than this are inelastic: 1 m/s = 100 pt/s.
  static let velocityThreshold: Float = 1.0
  /// Fat-AABB margin of the broad phase: 0.1 m = 10 pt.
  static let aabbMargin: Float = 0.1
  /// Fat-AABB displacement multiplier (Box2D's b2_aabbMultiplier).
  static let aabbMultiplier: Float = 2.0
  /// Polygon skin: 0 (UIKit uses the full box; iOS 7 inset 1 pt).
  static let polygonRadius: Float = 0
  /// A body sleeps after this long (s) below both tolerances.
  static let timeToSleep: Float = 0.5
  /// Linear sleep tolerance: 0.01 m/s = 1 pt/s.
  static let linearSleepTolerance: Float = 0.01
  /// Angular sleep tolerance: 2°/s.
  static let angularSleepTolerance: Float = 2.0 / 180.0 * .pi
  /// Velocity iterations per sub-step.
  static let velocityIterations = 8
  /// Position iterations per sub-step.
  static let positionIterations = 3
  /// Most vertices a polygon shape may have.
  static let maxPolygonVertices = 64
  /// Vertices of a non-circular ellipse's polygon `[approx]`.
  static let ellipseVertices = 16
  /// Box2D's ill-conditioning bound for the two-point block solver.
  static let maxConditionNumber: Float = 1000
  /// Sub-steps of time of impact per body per sub-step.
  static let maxSubSteps = 8
  /// Most time-of-impact iterations.
  static let maxTOIContacts = 32
  /// Most conservative-advancement steps of one time of impact (Box2D's b2TimeOfImpact: 20).
  static let maxTOIIterations = 20
}
