import DynamicMenusGeometry
import Foundation
import Testing
@testable import DynamicMenusAnimation

/// Integrates m·x″ = −k·x − c·x′ with classical RK4 at a fine fixed step: an independent
/// reference for the closed forms (local error O(h⁵); at h = 1e-5 s and ω₀ ≤ 40 rad/s the
/// global error is below 1e-12 of the amplitude).
func integrateSpring(
  mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double,
  until t: Double, step h: Double = 1e-5
) -> (x: Double, v: Double) {
  func accel(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
  var x = x0, v = v0, time = 0.0
  while time < t - 1e-15 {
    let dt = min(h, t - time)
    let k1x = v, k1v = accel(x, v)
    let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
    let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
    let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
    x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    time += dt
  }
  return (x, v)
}

@Suite("Spring: closed forms in every damping regime")
struct SpringTests {
  static let regimes: [(String, Spring)] = [
    ("under-damped ζ = 0.25", Spring(mass: 1, stiffness: 100, damping: 5)),
    (
      "under-damped ζ = 0.5, v = 2",
      Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
    ),
    ("undamped", Spring(mass: 2, stiffness: 50, damping: 0)),
    ("critical", Spring(mass: 1, stiffness: 100, damping: 20)),
    ("critical, v = −3", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3)),
    ("over-damped ζ = 2", Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 1)),
    ("over-damped ζ = 1 + 1e-9", Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9))),
    ("under-damped ζ = 1 − 1e-9", Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-9))),
    ("heavy over-damping ζ = 20", Spring(mass: 0.5, stiffness: 10, damping: 89.4427191)),
  ]

  @Test("value and velocity match RK4 integration to 1e-8", arguments: regimes)
  func matchesIntegration(_ name: String, _ s: Spring) {
    for t in [0.05, 0.2, 0.5, 1.3] {
      let ref = integrateSpring(
        mass: s.mass, stiffness: s.stiffness, damping: s.damping, x0: 1, v0: -s.initialVelocity,
        until: t)
      #expect(abs(s.value(at: t) - (1 - ref.x)) < 1e-8, "\(name) value at \(t)")
      #expect(abs(s.velocity(at: t) - (-ref.v)) < 1e-7, "\(name) velocity at \(t)")
    }
  }

  @Test("hand-derived formulas: under-damped, critical and over-damped")
  func handDerived() {
    // ζ = 0.25, ω₀ = 10: x = e^(−2.5t)(cos ω_d t + 2.5/ω_d·sin ω_d t), ω_d = √93.75.
    let under = Spring(mass: 1, stiffness: 100, damping: 5)
    let wd = 93.75.squareRoot()
    for t in [0.1, 0.37, 1.0] {
      let x = exp(-2.5 * t) * (cos(wd * t) + 2.5 / wd * sin(wd * t))
      #expect(abs(under.value(at: t) - (1 - x)) < 1e-14)
    }
    // Critical, ω₀ = 10, v = 0: x = e^(−10t)(1 + 10t).
    let critical = Spring(mass: 1, stiffness: 100, damping: 20)
    for t in [0.1, 0.37, 1.0] {
      #expect(abs(critical.value(at: t) - (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-14)
      #expect(abs(critical.velocity(at: t) - 100 * t * exp(-10 * t)) < 1e-12)
    }
    // Over-damped ζ = 1.25, ω₀ = 4 (k 16, c 10): roots −2 and −8,
    // x = (8e^(−2t) − 2e^(−8t))/6 for x0 = 1, v0 = 0.
    let over = Spring(mass: 1, stiffness: 16, damping: 10)
    for t in [0.05, 0.37, 1.0, 3.0] {
      let x = (8 * exp(-2 * t) - 2 * exp(-8 * t)) / 6
      #expect(abs(over.value(at: t) - (1 - x)) < 1e-14)
    }
  }

  @Test("the regimes meet continuously at ζ = 1")
  func continuousAcrossCritical() {
    let critical = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1.5)
    for eps in [1e-12, 1e-9, 1e-6] {
      for damping in [20 * (1 - eps), 20 * (1 + eps)] {
        let s = Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 1.5)
        for t in [0.01, 0.1, 0.5, 2] {
          #expect(abs(s.value(at: t) - critical.value(at: t)) < 10 * eps + 1e-12)
          #expect(abs(s.velocity(at: t) - critical.velocity(at: t)) < 100 * eps + 1e-10)
        }
      }
    }
  }

  @Test("ends: 0 at t ≤ 0 with the initial velocity; 1 at t = ∞; no overflow far out")
  func ends() {
    for (_, s) in Self.regimes where s.damping > 0 {
      #expect(s.value(at: 0) == 0)
      #expect(s.value(at: -1) == 0)
      #expect(s.velocity(at: 0) == s.initialVelocity)
      #expect(s.value(at: .infinity) == 1)
      #expect(abs(s.value(at: 1e6) - 1) < 1e-12)
      #expect(s.value(at: 1e300).isFinite)
    }
  }

  @Test("SwiftUI relations: (response 0.5, ζ 0.7) and (duration 0.5, bounce 0.3)")
  func swiftUI() {
    let a = Spring(response: 0.5, dampingRatio: 0.7)
    let b = Spring(duration: 0.5, bounce: 0.3)
    #expect(a == b)
    #expect(b.mass == 1)
    #expect(abs(b.stiffness - 157.9) < 0.05)  // the documented 157.9
    #expect(abs(b.damping - 17.6) < 0.05)  // the documented 17.6
    #expect(abs(b.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
    #expect(abs(b.damping - 4 * Double.pi * 0.7 / 0.5) < 1e-12)
    #expect(abs(b.response - 0.5) < 1e-12)
    #expect(abs(b.dampingRatio - 0.7) < 1e-12)
    #expect(abs(b.bounce - 0.3) < 1e-12)
    // Negative bounce: ζ = 1/(1 + bounce), and back.
    let c = Spring(duration: 0.4, bounce: -0.5)
    #expect(abs(c.dampingRatio - 2) < 1e-12)
    #expect(abs(c.bounce - -0.5) < 1e-12)
    // Mass scales stiffness and damping, not the motion.
    let heavy = Spring(response: 0.5, dampingRatio: 0.7, mass: 3)
    #expect(abs(heavy.value(at: 0.2) - a.value(at: 0.2)) < 1e-12)
    // CASpringAnimation's defaults: ω₀ = 10, ζ = 0.5.
    #expect(Spring().naturalFrequency == 10 && Spring().dampingRatio == 0.5)
  }

  @Test("displacement(at:from:velocity:) is linear in the initial conditions, for points too")
  func displacementIsLinear() {
    let s = Spring(response: 0.4, dampingRatio: 0.6)
    let t = 0.17
    let d = s.displacement(at: t, from: 3.0, velocity: -20.0)
    let ref = integrateSpring(
      mass: s.mass, stiffness: s.stiffness, damping: s.damping, x0: 3, v0: -20, until: t)
    #expect(abs(d.value - ref.x) < 1e-8 && abs(d.velocity - ref.v) < 1e-7)
    let p = s.displacement(
      at: t, from: Point(x: 3, y: -1), velocity: Point(x: -20, y: 4))
    let rx = s.displacement(at: t, from: 3.0, velocity: -20.0)
    let ry = s.displacement(at: t, from: -1.0, velocity: 4.0)
    #expect(p.value == Point(x: rx.value, y: ry.value))
    #expect(p.velocity == Point(x: rx.velocity, y: ry.velocity))
  }
}
