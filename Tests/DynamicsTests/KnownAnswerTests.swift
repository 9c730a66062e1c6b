import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// Closed forms the engine must reproduce (spec §1.1, §1.3, §1.4, §1.10).
@MainActor
@Suite struct KnownAnswerTests {
  /// Semi-implicit Euler with Padé damping, per sub-step:
  ///   v ← (v + h·g) / (1 + h·c),  y ← y + h·v.
  /// The engine must follow this discrete solution to Float precision (0.02 pt over a second),
  /// and the continuous one, y = g·t²/2 without resistance, within 1 pt at t = 1 s.
  static func discreteFall(steps: Int, g: Double, c: Double) -> (y: Double, v: Double) {
    let h = Sim.h
    var v = 0.0
    var y = 0.0
    for _ in 0..<steps {
      v = (v + h * g) / (1 + h * c)
      y += h * v
    }
    return (y, v)
  }

  @Test(arguments: [0.0, 0.1, 1.0])
  func freeFall(resistance: Double) {
    let animator = Sim.animator(1000, 100_000)
    let item = Sim.box(200, 100)
    animator.addBehavior(GravityBehavior(items: [item]))
    let props = DynamicItemBehavior(items: [item])
    props.resistance = resistance
    animator.addBehavior(props)
    animator.screenScale = 0  // compare unsnapped
    let frames = 60
    for _ in 0..<frames { animator.tick(Sim.frame) }
    let steps = Sim.subSteps(frames: frames)
    #expect(steps == 119)  // the first frame runs one sub-step, then two per frame
    let expected = Self.discreteFall(steps: steps, g: 1000, c: resistance)
    #expect(abs((item.center.y - 100) - expected.y) < 0.02)
    #expect(abs(props.linearVelocity(for: item).dy - expected.v) < 0.02)
    #expect(abs(item.center.x - 200) < 1e-9)
    if resistance == 0 {
      let t = Double(steps) * Sim.h
      #expect(abs((item.center.y - 100) - 1000 * t * t / 2) < 5)  // O(h) discretisation
    }
  }

  @Test func continuousPushOnOneKilogram() {
    // 100 × 100 pt at density 1 is 1 kg; magnitude 1 is 1 N → 100 pt/s².
    let animator = Sim.animator()
    let item = Sim.box(100, 500)
    let push = PushBehavior(items: [item], mode: .continuous)
    push.magnitude = 1
    animator.addBehavior(push)
    animator.addBehavior(Sim.frictionless([item]))
    animator.screenScale = 0
    for _ in 0..<60 { animator.tick(Sim.frame) }
    let expected = Self.discreteFall(steps: Sim.subSteps(frames: 60), g: 100, c: 0)
    #expect(abs((item.center.x - 100) - expected.y) < 0.01)
    #expect(abs(item.center.y - 500) < 1e-9)
  }

  @Test func instantaneousPushVelocityChange() {
    // 1 N·s on 1 kg: Δv = 1 m/s = 100 pt/s; on a 100 × 200 item (2 kg), 50 pt/s.
    let animator = Sim.animator()
    let a = Sim.box(100, 300)
    let b = Sim.box(400, 300, 100, 200)
    let push = PushBehavior(items: [a, b], mode: .instantaneous)
    push.pushDirection = Vector(dx: 0, dy: -1)
    let props = Sim.frictionless([a, b])
    animator.addBehavior(push)
    animator.addBehavior(props)
    animator.tick(Sim.frame)
    #expect(abs(props.linearVelocity(for: a).dy - -100) < 1e-3)
    #expect(abs(props.linearVelocity(for: b).dy - -50) < 1e-3)
    #expect(push.active == false)  // resets by itself
    animator.tick(Sim.frame)
    #expect(abs(props.linearVelocity(for: a).dy - -100) < 1e-3)  // not re-applied
    push.active = true
    animator.tick(Sim.frame)
    #expect(abs(props.linearVelocity(for: a).dy - -200) < 1e-3)
  }

  @Test func pushAtAnOffsetTurnsTheItem() {
    let animator = Sim.animator()
    let item = Sim.box(300, 300)
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = Vector(dx: 1, dy: 0)
    push.setTargetOffsetFromCenter(Vector(dx: 0, dy: 50), for: item)
    let props = Sim.frictionless([item])
    animator.addBehavior(push)
    animator.addBehavior(props)
    animator.tick(Sim.frame)
    // τ = r × J with r = (0, 0.5 m), J = (1, 0): −0.5 N·m·s; I = m(w² + h²)/12 = 1/6.
    #expect(abs(props.angularVelocity(for: item) - -3) < 1e-4)
  }
}
