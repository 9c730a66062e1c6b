import Foundation
import Testing
@testable import DynamicMenusAnimation

@Suite("Spring.settlingDuration: when the energy falls to that of a 0.001 displacement")
struct SettlingTests {
  /// Checks the defining property: the energy norm √(x² + (x′/ω₀)²) is ε at T, above it just
  /// before, and |x| stays below ε from T to T + 20 decay times (dense sampling).
  func checkSettles(_ s: Spring, _ name: String) {
    let t = s.settlingDuration
    let x = { (t: Double) in 1 - s.value(at: t) }
    let norm = { (t: Double) in
      (x(t) * x(t) + s.velocity(at: t) * s.velocity(at: t) / (s.stiffness / s.mass)).squareRoot()
    }
    #expect(abs(norm(t) - 0.001) < 1e-9, "\(name): energy norm at T")
    #expect(norm(t * (1 - 1e-6)) > 0.001, "\(name): energy norm before T")
    let decay = 2 * s.mass / s.damping
    let span = 20 * decay
    for i in 1...20_000 {
      let u = t + span * Double(i) / 20_000
      #expect(abs(x(u)) < 0.001, "\(name): |x| ≥ ε at \(u) after T = \(t)")
      if abs(x(u)) >= 0.001 { break }
    }
  }

  @Test(
    "settles exactly for every regime",
    arguments: [
      Spring(mass: 1, stiffness: 100, damping: 5), Spring(),
      Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
      Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -5),
      Spring(mass: 1, stiffness: 100, damping: 20),
      Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4),
      Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30),
      Spring(mass: 1, stiffness: 100, damping: 60),
      Spring(mass: 1, stiffness: 100, damping: 60, initialVelocity: 50),
      Spring(mass: 1, stiffness: 100, damping: 0.5), Spring(response: 0.3, dampingRatio: 0.999_999),
      Spring(response: 0.3, dampingRatio: 1.000_001),
    ])
  func settles(_ s: Spring) {
    checkSettles(s, "\(s)")
  }

  @Test(
    "Apple's example (damping 5): 2.774 s, within 0.02 s of the envelope rule's 2.76 and 0.08 s of the device's 2.85"
  )
  func applesExample() {
    let s = Spring(mass: 1, stiffness: 100, damping: 5)
    let t = s.settlingDuration
    let envelope = -log(0.001) / (s.dampingRatio * s.naturalFrequency)
    #expect(abs(envelope - 2.763) < 0.001)
    #expect(abs(t - 2.76) < 0.02)
    #expect(abs(t - 2.85) < 0.08)
    #expect(abs(t - 2.7735) < 0.0001)
    // Damping 15 settles sooner, as Apple's documentation says.
    #expect(Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration < t)
  }

  @Test("undamped springs never settle; an epsilon ≤ 0 falls back to 0.001")
  func edges() {
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    let s = Spring()
    #expect(s.settlingDuration(epsilon: -1) == s.settlingDuration)
    #expect(s.settlingDuration(epsilon: .nan) == s.settlingDuration)
    #expect(s.settlingDuration(epsilon: 0.01) < s.settlingDuration)
  }
}
