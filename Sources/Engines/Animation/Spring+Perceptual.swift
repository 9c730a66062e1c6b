/// SwiftUI's perceptual parameterisations, and the conversions between them.
///
/// - `response` is the period of the undamped spring, 2π/ω₀, in seconds;
/// - `dampingRatio` ζ = c/(2√(k·m));
/// - `bounce` is 1 − ζ for ζ ≤ 1 (0 critical, 1 undamped) and 1/ζ − 1 for ζ > 1 (negative);
/// - SwiftUI's `duration` (perceptual duration) is the response.
extension Spring {
  /// A spring from SwiftUI's `Spring(response:dampingRatio:)`:
  /// `k = (2π/response)²·m`, `c = 4π·ζ·m/response`.
  ///
  /// - Parameters:
  ///   - response: the undamped period in seconds, finite and > 0. SwiftUI's default 0.5.
  ///   - dampingRatio: ζ, finite and ≥ 0 (1 = critical). SwiftUI's default 0.825.
  ///   - mass: > 0. Default 1.
  ///   - initialVelocity: fractions of the distance per second, toward the target. Default 0.
  /// - Precondition: every parameter finite and in range.
  public init(
    response: Double, dampingRatio: Double, mass: Double = 1, initialVelocity: Double = 0
  ) {
    precondition(
      response.isFinite && response > 0,
      "Spring(response:dampingRatio:): response must be finite and > 0, got \(response)")
    precondition(
      dampingRatio.isFinite && dampingRatio >= 0,
      "Spring(response:dampingRatio:): dampingRatio must be finite and ≥ 0, got \(dampingRatio)")
    let omega = 2 * Double.pi / response
    self.init(
      mass: mass, stiffness: omega * omega * mass,
      damping: 4 * Double.pi * dampingRatio * mass / response, initialVelocity: initialVelocity)
  }

  /// A spring from SwiftUI's `Spring(duration:bounce:)`: the perceptual duration is the
  /// response, and `ζ = 1 − bounce` for bounce ≥ 0, `ζ = 1/(1 + bounce)` for bounce < 0.
  /// `(0.5, 0.3)` gives mass 1, stiffness 157.9, damping 17.6.
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds, finite and > 0 (SwiftUI's default 0.5).
  ///   - bounce: −1 < bounce ≤ 1; 0 is critically damped (SwiftUI's default), 1 undamped,
  ///     negative over-damped. Values outside are clamped to −0.999…1.
  ///   - mass: > 0. Default 1.
  ///   - initialVelocity: fractions of the distance per second, toward the target. Default 0.
  /// - Precondition: `duration`, `mass` and `initialVelocity` in range; `bounce` not NaN.
  public init(
    duration: Double, bounce: Double = 0, mass: Double = 1, initialVelocity: Double = 0
  ) {
    precondition(!bounce.isNaN, "Spring(duration:bounce:): bounce is NaN")
    precondition(
      duration.isFinite && duration > 0,
      "Spring(duration:bounce:): duration must be finite and > 0, got \(duration)")
    let bounce = min(max(bounce, -0.999), 1)
    self.init(
      response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), mass: mass,
      initialVelocity: initialVelocity)
  }

  /// The response, 2π/ω₀ = 2π·√(m/k), in seconds: the period the spring would have without
  /// damping. SwiftUI's perceptual duration.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1 (0…1), 1/ζ − 1 when over-damped (−1…0).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// SwiftUI's perceptual duration: the same as ``response``.
  public var perceptualDuration: Double { response }
}
