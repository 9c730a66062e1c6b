// The engine's numeric envelope: the ranges inside which its single-precision arithmetic stays
// finite, and the clamps that bring values into them where they enter (body creation, mass
// properties, velocity changes, forces, behaviour properties). Nothing here runs in the
// solver's loops: a value is checked once, when it reaches the engine.
//
// Why: state is 32-bit Float in metres and kilograms (Units.swift). Float's normal range is
// about 1.2e-38 … 3.4e38, and the solver forms products such as m·v, I⁻¹·r² and (h·v)²; a
// 1e-8 pt item's inertia (≈1e-41 kg·m²) underflows, its inverse overflows and its position
// becomes NaN; a 1e30 pt item's area overflows; an added velocity of 1e30 pt/s squares to
// infinity in the per-sub-step speed cap, which then scales it to 0 (the item froze).
// docs/dynamics.md ("Limits") says what still lies beyond them: lever arms and size ratios the
// single-precision solver cannot condition, which are the joints' and contacts' to handle.

/// The ranges the engine works in (engine units: m, kg, s, rad), with the clamps that apply
/// them. docs/dynamics.md ("Limits") lists them in UIKit's units.
package enum Limits {
  /// An item's collision shape is at least this wide and high: 1e-5 m = 0.001 pt.
  package static let minimumExtent = 1e-5
  /// And at most this wide and high: 1e4 m = 1,000,000 pt.
  package static let maximumExtent = 1e4
  /// Positions that enter the engine (item centres, snap points, anchors, boundary points)
  /// lie within ±1e7 m = ±1e9 pt on each axis.
  package static let maximumCoordinate = 1e7
  /// Positive densities reach the shapes within 1e-6 … 1e6 (kg/m², as UIKit's density: 1 is
  /// 1 kg per 100 × 100 pt). Zero or negative is Box2D's massless case (see `World`).
  static let minimumDensity = 1e-6
  static let maximumDensity = 1e6
  /// A dynamic body's mass (kg): 1e-16 (a 0.001 pt square at density 1e-6) … 1e14 (a
  /// 1,000,000 pt square at density 1e6). Shapes inside the other limits already give a mass in
  /// this range; the floor keeps its inverse finite for any shape.
  static let minimumMass: Float = 1e-16
  static let maximumMass: Float = 1e14
  /// A rotating dynamic body's inertia about its centre of mass (kg·m²): 1e-20 (a 0.0016 pt
  /// square at density 1, a 0.05 pt one at density 1e-6) … 1e22. The floor keeps a constraint
  /// through the longest lever arm the engine takes (`maximumExtent`) at an effective mass of
  /// at least 1e-28 kg, so that a spring's terms stay normal floats (a floor of 1e-27 let a
  /// 1e-6 Hz spring on a 1e4 m arm underflow its stiffness and overflow its softness to NaN).
  static let minimumInertia: Float = 1e-20
  static let maximumInertia: Float = 1e22
  /// The largest linear speed a body is given from outside (m/s): 1e4 m/s = 1,000,000 pt/s,
  /// far above the 240 m/s (24,000 pt/s) that the per-sub-step cap lets a body move at.
  package static let maximumSpeed = 1e4
  /// The largest angular speed a body is given from outside (rad/s), far above the cap's
  /// 188 rad/s (π/2 per sub-step).
  package static let maximumAngularSpeed = 1e4
  /// The largest acceleration gravity or a force gives (m/s² and rad/s²): 1e6, so that one
  /// sub-step adds at most about `maximumSpeed`. Gravity magnitude 1e5 is 1e6 m/s².
  package static let maximumAcceleration = 1e6
  /// Elasticity and friction (dimensionless): 0 … 1e6.
  static let maximumCoefficient = 1e6
  /// A spring's frequency (Hz) when positive: 0.001 … 1e6. Below, its stiffness k = m·ω² on
  /// the lightest effective mass underflows and the soft constraint's γ = 1/(h(c + h·k))
  /// overflows to NaN; a spring of period 17 minutes does nothing visible anyway. Above, it is
  /// far stiffer than one 1/120 s sub-step can resolve and already acts as a rod. 0 or less is
  /// a rigid rod (UIKit's rule).
  static let minimumFrequency = 1e-3
  static let maximumFrequency = 1e6
  /// Spring damping ratio: 0 … 1e6.
  package static let maximumDampingRatio = 1e6
  /// The largest force (N) or impulse (N·s) a push hands to the engine before the per-body
  /// acceleration limit applies: any finite Float-safe bound.
  package static let maximumPush = 1e30

  // MARK: Clamps

  /// `x` within `lower … upper` as a Float. NaN is a programming error (UIKit's layers raise
  /// on a NaN position later): it stops the process with a message naming `what`.
  package static func clamped(
    _ x: Double, _ lower: Double, _ upper: Double, _ what: @autoclosure () -> String
  ) -> Float {
    precondition(!x.isNaN, "\(what()) is not a number")
    return Float(min(max(x, lower), upper))
  }

  /// A coordinate (m) within ±`maximumCoordinate`.
  package static func coordinate(_ x: Double, _ what: @autoclosure () -> String) -> Float {
    clamped(x, -maximumCoordinate, maximumCoordinate, what())
  }

  /// An offset from an item's centre (push target and attachment offsets, m) within
  /// ±`maximumExtent`, the largest an item can be: an attachment point 1e9 pt from a 0.001 pt
  /// item is a lever arm 1e12 times its radius of gyration, and single precision cannot solve
  /// a constraint through it (measured: ratios up to about 1e9 stay finite).
  package static func offset(_ x: Double, _ what: @autoclosure () -> String) -> Float {
    clamped(x, -maximumExtent, maximumExtent, what())
  }

  /// The vector (dx, dy) scaled down, direction kept, to at most `maximumLength`; an infinite
  /// component points the way it is infinite. NaN stops the process naming `what`.
  package static func vector(
    _ dx: Double, _ dy: Double, maximumLength: Double, _ what: @autoclosure () -> String
  ) -> Vec2 {
    precondition(!dx.isNaN && !dy.isNaN, "\(what()) is not a number: (\(dx), \(dy))")
    var x = dx, y = dy
    if x.isInfinite || y.isInfinite {
      x = x.isInfinite ? (x < 0 ? -1 : 1) : 0
      y = y.isInfinite ? (y < 0 ? -1 : 1) : 0
      let s = maximumLength / (x * x + y * y).squareRoot()
      return Vec2(Float(s * x), Float(s * y))
    }
    // |v| = m·√((x/m)² + (y/m)²) with m = max(|x|, |y|): no overflow for any finite Double.
    let m = max(abs(x), abs(y))
    guard m > 0 else { return .zero }
    let length = m * ((x / m) * (x / m) + (y / m) * (y / m)).squareRoot()
    if length > maximumLength {
      let s = maximumLength / length
      x = s * x
      y = s * y
    }
    return Vec2(Float(x), Float(y))
  }

  /// `v` scaled down, direction kept, to at most `maximum`, in Double (a Float length of a
  /// 1e20 vector would be infinite and scale it to zero).
  static func clampedLength(_ v: Vec2, _ maximum: Float) -> Vec2 {
    let x = Double(v.x), y = Double(v.y)
    let length = (x * x + y * y).squareRoot()
    guard length > Double(maximum) else { return v }
    let s = Double(maximum) / length
    return Vec2(Float(s * x), Float(s * y))
  }

  /// An item's collision width or height (m) within `minimumExtent … maximumExtent`.
  package static func extent(_ meters: Double) -> Double {
    min(max(meters, minimumExtent), maximumExtent)
  }

  /// The same in points (unchanged, bit for bit, inside the limits).
  package static func extent(points: Double) -> Double {
    min(
      max(points, minimumExtent * PhysicsUnits.pointsPerMeter),
      maximumExtent * PhysicsUnits.pointsPerMeter)
  }

  /// A shape density: positive values within `minimumDensity … maximumDensity`, zero or
  /// negative as 0 (massless).
  package static func density(_ x: Double, _ what: @autoclosure () -> String) -> Float {
    x > 0 ? clamped(x, minimumDensity, maximumDensity, what()) : clamped(x, 0, 0, what())
  }

  /// A spring frequency: positive values within `minimumFrequency … maximumFrequency`, zero
  /// or negative as 0 (rigid).
  package static func frequency(_ x: Double, _ what: @autoclosure () -> String) -> Float {
    x > 0 ? clamped(x, minimumFrequency, maximumFrequency, what()) : clamped(x, 0, 0, what())
  }

  /// Elasticity or friction within 0 … `maximumCoefficient`.
  package static func coefficient(_ x: Double, _ what: @autoclosure () -> String) -> Float {
    clamped(x, 0, maximumCoefficient, what())
  }

  /// A damping rate (1/s) within 0 … Float's largest: larger (UIKit's CGFLOAT_MAX) stops the
  /// body every sub-step, as on devices.
  package static func dampingRate(_ x: Double, _ what: @autoclosure () -> String) -> Float {
    clamped(x, 0, Double(Float.greatestFiniteMagnitude), what())
  }
}
