import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The confirm button soaked: held and confirmed, pressed hard, cancelled and keyed; at every
/// rest its layers (but the confirmation) where they were the first time.
extension SoakTests {
  @Test("ConfirmActionButton: held and confirmed, pressed hard, cancelled, keyed")
  func confirm() {
    let f = ConfirmFixture()
    var rng = SeededGenerator(seed: 0x50A4_C0F1)
    let run = SoakRun(name: "ConfirmActionButton", window: f.window, duration: Self.duration)
    let centre = Point(x: 187.5, y: 500)
    let ring = centre + Vector(dx: 0, dy: -100)
    var reference: RestSignature?
    func restCheck(_ what: String) {
      run.settle(what) { f.button.selectionState == .idle && !f.button.layer.hasAnimationsInTree }
      run.tick()
      for problem in f.button.invariantViolations() { run.fail("\(what): \(problem)") }
      // Idle, the ring is empty and wordless (invariants 3 and 5) and stays where the last
      // press put it: only the button's face counts.
      let now = RestSignature(f.button.layer, skipping: ["confirmation"])
      guard let first = reference else { return reference = now }
      let (d, layer) = now.drift(from: first)
      run.measure(drift: d, "\(what), layer \(layer)")
    }
    restCheck("idle")
    var fired = 0
    var cycle = 0
    while !run.isOver {
      cycle += 1
      fired += f.events.filter { $0 == "primary" }.count
      f.events.removeAll()
      let id = cycle
      switch cycle % 4 {
      case 0:
        run.send(Touch(identifier: id, location: centre, phase: .began))
        run.run(for: 2.1)
        run.send(Touch(identifier: id, location: ring, phase: .moved))
        run.tick()
        run.send(Touch(identifier: id, location: ring, phase: .ended))
        run.tick()
        restCheck("after a held press confirmed")
      case 1:
        let force = TouchForce.available(
          force: Double.random(in: 3...6.67, using: &rng), maximumPossible: 6.67)
        run.send(Touch(identifier: id, location: centre, phase: .began, force: force))
        run.tick()
        run.send(Touch(identifier: id, location: ring, phase: .moved, force: force))
        run.run(for: 0.2)
        run.send(Touch(identifier: id, location: ring, phase: .ended))
        run.tick()
        restCheck("after a hard press confirmed")
      case 2:
        run.send(Touch(identifier: id, location: centre, phase: .began))
        run.run(for: Double.random(in: 0.05...1.9, using: &rng))
        run.send(Touch(identifier: id, location: centre, phase: .ended))
        run.tick()
        restCheck("after a press let go early")
      default:
        f.window.focus(f.button)
        f.window.send(KeyEvent(key: .space, phase: .press))
        run.run(for: 2.2)
        f.window.send(KeyEvent(key: .space, phase: .release))
        run.tick()
        restCheck("after space held")
      }
    }
    verdict(run)
    print("soak ConfirmActionButton: \(fired) confirmations")
    #expect(fired > Int(Self.duration / 10))
  }
}
