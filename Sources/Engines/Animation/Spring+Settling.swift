/// How long a spring takes to settle.
///
/// The estimator is exact and has one answer: the settling duration is the time at which the
/// spring's **energy** falls to that of a displacement of ε (0.001 of the distance):
/// `√(x² + (x′/ω₀)²) = ε`. The energy `x² + (x′/ω₀)²` never increases
/// (its derivative is −4γ·x′²/ω₀²), so the crossing is unique, it moves continuously with the
/// parameters (unlike "the last time |x| = ε", which jumps by half a period as a peak dips
/// under ε), and after it both |x| < ε and |x′| < ε·ω₀ for ever. It is found by bisection on
/// the closed form. For zero initial velocity it lies within a fraction of a period of the
/// envelope rule −ln(ε)/(ζω₀); for Apple's example (mass 1, stiffness 100, damping 5) it gives
/// 2.774 s, against the envelope rule's 2.763 s and the 2.85 s reported on devices
/// (docs/animation.md).
extension Spring {
  /// The time in seconds after which the progress stays within 0.001 of the target (and the
  /// speed within 0.001·ω₀ of the distance per second), for this spring's
  /// ``initialVelocity`` (`CASpringAnimation.settlingDuration`, SwiftUI's
  /// `Spring.settlingDuration`). `+∞` for an undamped spring (damping 0).
  public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

  /// The settling duration in seconds for a threshold of `epsilon`, a fraction of the
  /// distance, > 0 (NaN or ≤ 0 use 0.001).
  public func settlingDuration(epsilon: Double) -> Double {
    let eps = epsilon > 0 ? epsilon : 0.001
    let v0 = -initialVelocity
    return settlingTime(xx: 1, xv: v0, vv: v0 * v0, threshold: eps)
  }

  /// The time at which √(|x|² + |x′|²/ω₀²) falls to `threshold`, for a release at x0 with
  /// velocity v0 given by their dot products: xx = x0·x0, xv = x0·v0, vv = v0·v0 (so it
  /// serves vector values as well). 0 if the energy starts below; +∞ if undamped.
  func settlingTime(xx: Double, xv: Double, vv: Double, threshold: Double) -> Double {
    let w2 = stiffness / mass
    let limit = threshold * threshold
    func energy(_ t: Double) -> Double {
      let b = basis(at: t)
      let aa = b.a * b.a + b.da * b.da / w2
      let ab = b.a * b.b + b.da * b.db / w2
      let bb = b.b * b.b + b.db * b.db / w2
      return xx * aa + 2 * xv * ab + vv * bb
    }
    if energy(0) <= limit { return 0 }
    if damping == 0 { return .infinity }
    // Bracket: double from the decay time 1/γ until the energy is below the limit.
    var lo = 0.0
    var hi = 2 * mass / damping
    for _ in 0..<1100 where energy(hi) > limit {
      lo = hi
      hi *= 2
    }
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if energy(mid) > limit { lo = mid } else { hi = mid }
    }
    return hi
  }
}
