import DynamicMenusGeometry

/// A damped harmonic spring, `m·x″ = −k·x − c·x′`, evaluated in closed form.
///
/// `Spring` is the shared model behind `CASpringAnimation` (mass, stiffness, damping and
/// initial velocity), UIKit's settle-at-duration spring animation
/// (``init(settlingDuration:dampingRatio:initialVelocity:)``) and SwiftUI's perceptual springs
/// (``init(response:dampingRatio:mass:initialVelocity:)``,
/// ``init(duration:bounce:mass:initialVelocity:)``). Every evaluation is
/// exact at any time (no stepping, frame-rate independent) for under-damped (ζ < 1),
/// critically damped (ζ = 1) and over-damped (ζ > 1) springs, and allocates nothing.
///
/// ``value(at:)`` is the **normalised progress** from 0 (start) to 1 (target): the spring's
/// displacement starts at x = 1 with x′ = −``initialVelocity`` and progress is `1 − x`, so it
/// overshoots past 1 when under-damped. For any ``Animatable`` value with its own start and
/// velocity use ``displacement(at:from:velocity:)``.
///
/// ```swift
/// let bouncy = Spring(response: 0.5, dampingRatio: 0.7)  // stiffness 157.9, damping 17.6
/// bouncy.value(at: 0.25)                                 // progress a quarter second in
/// bouncy.settlingDuration                                // when it stays within 0.1%
/// ```
///
/// Parameters are checked when a spring is made: NaN, infinite or out-of-range values stop
/// with a precondition message naming the parameter (see
/// ``validationError(mass:stiffness:damping:initialVelocity:)`` to check user input first).
public struct Spring: Hashable, Sendable {
  /// The mass on the spring, > 0. Default 1 (CASpringAnimation's).
  public let mass: Double
  /// The spring constant k, > 0, in force per unit of displacement. Default 100.
  public let stiffness: Double
  /// The damping coefficient c, ≥ 0 (0 never settles). Default 10.
  public let damping: Double
  /// The initial velocity as a fraction of the distance per second; positive moves toward the
  /// target (1 = the whole distance in one second, as UIKit's `initialSpringVelocity` and
  /// `CASpringAnimation.initialVelocity`). Default 0.
  public let initialVelocity: Double

  /// Creates a spring from its physical parameters (`CASpringAnimation`'s properties).
  ///
  /// - Parameters:
  ///   - mass: > 0 and finite. Default 1.
  ///   - stiffness: > 0 and finite. Default 100.
  ///   - damping: ≥ 0 and finite. Default 10.
  ///   - initialVelocity: finite, in fractions of the distance per second, positive toward
  ///     the target. Default 0.
  /// - Precondition: the parameters are in range
  ///   (``validationError(mass:stiffness:damping:initialVelocity:)`` is nil).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    if let problem = Self.validationError(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    {
      preconditionFailure("Spring(mass:stiffness:damping:initialVelocity:): \(problem)")
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// Why these parameters cannot make a spring, or nil when they can: a message that names the
  /// parameter, for checking user input before calling the initialiser.
  public static func validationError(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> String? {
    if !(mass.isFinite && mass > 0) { return "mass must be finite and > 0, got \(mass)" }
    if !(stiffness.isFinite && stiffness > 0) {
      return "stiffness must be finite and > 0, got \(stiffness)"
    }
    if !(damping.isFinite && damping >= 0) {
      return "damping must be finite and ≥ 0, got \(damping)"
    }
    if !initialVelocity.isFinite { return "initialVelocity must be finite, got \(initialVelocity)" }
    // The closed form works with k/m and (c/2m)²: both must be representable.
    let w2 = stiffness / mass, gamma = damping / (2 * mass)
    if !(w2.isFinite && w2 > 0 && (gamma * gamma).isFinite) {
      return "stiffness/mass (\(w2)) and (damping/2·mass)² must be finite and > 0"
    }
    return nil
  }

  /// The same spring with another initial velocity (fractions of the distance per second,
  /// positive toward the target).
  public func withInitialVelocity(_ velocity: Double) -> Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(k·m)): < 1 oscillates, 1 is critical, > 1 creeps.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The progress from 0 (start) to 1 (target) at `t` seconds: `1 − x(t)` for x(0) = 1,
  /// x′(0) = −``initialVelocity``. Times before 0 give 0; +∞ gives 1.
  /// - Precondition: `t` is not NaN.
  public func value(at t: Double) -> Double {
    let b = basis(at: t)
    return 1 - b.a + initialVelocity * b.b
  }

  /// The rate of progress at `t` seconds, in fractions of the distance per second
  /// (``initialVelocity`` at t = 0).
  /// - Precondition: `t` is not NaN.
  public func velocity(at t: Double) -> Double {
    let b = basis(at: t)
    return -b.da + initialVelocity * b.db
  }

  /// The displacement from the target and its velocity at `t` seconds, for a spring released
  /// at displacement `x0` (value − target) with velocity `v0` (units per second). The
  /// ``initialVelocity`` property is not used: `v0` replaces it.
  ///
  /// `x(t) = x0·A(t) + v0·B(t)`, where A and B are the spring's responses to a unit
  /// displacement and a unit velocity; the motion is linear in its initial conditions, so
  /// this works for any ``Animatable`` value.
  /// - Precondition: `t` is not NaN.
  @inlinable
  public func displacement<Value: Animatable>(
    at t: Double, from x0: Value, velocity v0: Value
  ) -> (value: Value, velocity: Value) {
    let b = basis(at: t)
    return (
      x0.scaled(by: b.a).adding(v0.scaled(by: b.b)),
      x0.scaled(by: b.da).adding(v0.scaled(by: b.db))
    )
  }

  /// The unit responses at time t: `a`, `da` for x(0) = 1, x′(0) = 0 and `b`, `db` for
  /// x(0) = 0, x′(0) = 1 (value and time derivative).
  @usableFromInline
  struct Basis {
    @usableFromInline var a, b, da, db: Double
    @usableFromInline init(a: Double, b: Double, da: Double, db: Double) {
      (self.a, self.b, self.da, self.db) = (a, b, da, db)
    }
  }

  /// The closed-form unit responses at `t` seconds (clamped to t ≥ 0).
  ///
  /// With the decay rate γ = c/2m and ω₀² = k/m:
  /// - under-damped, ω_d = √(ω₀² − γ²): A = e^(−γt)(cos ω_d t + γ/ω_d·sin ω_d t),
  ///   B = e^(−γt)·sin(ω_d t)/ω_d, A′ = −ω₀²·B, B′ = e^(−γt)(cos ω_d t − γ/ω_d·sin ω_d t);
  /// - critical: A = e^(−γt)(1 + γt), B = t·e^(−γt), A′ = −ω₀²·B, B′ = e^(−γt)(1 − γt);
  /// - over-damped, β = √(γ² − ω₀²): cos and sin/ω_d become cosh βt and sinh(βt)/β.
  /// sin(ω_d t)/ω_d and sinh(βt)/β stay accurate as ζ → 1, so no regime switch is needed
  /// near critical damping. For βt ≥ 1 the over-damped terms are summed as two decaying
  /// exponentials, so nothing overflows however long the time.
  @usableFromInline
  func basis(at t: Double) -> Basis {
    precondition(!t.isNaN, "Spring: time is NaN")
    if t <= 0 { return Basis(a: 1, b: 0, da: 0, db: 1) }
    let w2 = stiffness / mass
    let gamma = damping / (2 * mass)
    let disc = w2 - gamma * gamma
    if t == .infinity { return Basis(a: 0, b: 0, da: 0, db: 0) }
    if disc > 0 {
      let wd = disc.squareRoot()
      let e = gamma == 0 ? 1 : Angles.exp(-gamma * t)
      if e == 0 { return Basis(a: 0, b: 0, da: 0, db: 0) }
      // A phase past Double's range (undamped, t ≳ 1e300/ω) has no meaning: read it as 0.
      let phase = (wd * t).isFinite ? wd * t : 0
      let c = Angles.cos(phase), s = Angles.sin(phase) / wd
      let b = e * s
      return Basis(a: e * (c + gamma * s), b: b, da: -w2 * b, db: e * (c - gamma * s))
    }
    if disc == 0 {
      let e = Angles.exp(-gamma * t)
      let b = t * e
      return Basis(a: e * (1 + gamma * t), b: b, da: -w2 * b, db: e * (1 - gamma * t))
    }
    let beta = (-disc).squareRoot()
    let y = beta * t
    let ch: Double, sh: Double  // e^(−γt)·cosh(βt) and e^(−γt)·sinh(βt)/β
    if y < 1 {
      let e = Angles.exp(-gamma * t)
      ch = e * Angles.cosh(y)
      // sinh y = (expm1(y) − expm1(−y))/2: no cancellation for small y.
      sh = e * (Angles.expMinusOne(y) - Angles.expMinusOne(-y)) / (2 * beta)
    } else {
      // The slow rate β − γ, written as −ω₀²/(γ + β) to avoid cancellation.
      let e1 = Angles.exp(-w2 / (gamma + beta) * t), e2 = Angles.exp(-(beta + gamma) * t)
      ch = (e1 + e2) / 2
      sh = (e1 - e2) / (2 * beta)
    }
    return Basis(a: ch + gamma * sh, b: sh, da: -w2 * sh, db: ch - gamma * sh)
  }
}

extension Spring: CustomStringConvertible {
  /// `Spring(mass: m, stiffness: k, damping: c, ζ: …)`.
  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity), dampingRatio: \(dampingRatio))"
  }
}
