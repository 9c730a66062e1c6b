import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The dial soaked: spun by finger (now and then for ten seconds on end, its ring measured
/// under load every frame), turned by keys, taps and accessibility adjustments, hidden and
/// shown; at every rest its items on the ring, one chord apart, where the selection puts them.
extension SoakTests {
  @Test("DialMenu: spun by finger, turned by keys and taps, hidden and shown")
  func dial() {
    let f = DialFixture()
    let dial = f.dial
    f.window.focus(dial)
    var rng = SeededGenerator(seed: 0x50A4_D1A1)
    var selections = 0
    dial.onSelect = { _, _ in selections += 1 }
    let run = SoakRun(name: "DialMenu", window: f.window, duration: Self.duration)
    run.extraObjects = {
      [dial.animator as AnyObject?, dial.snap, dial.itemBehavior].compactMap { $0 }
    }
    var worstUnderLoad = 0.0
    var worstPlace = 0.0
    let atRest = { dial.transition == .none && dial.motion == .idle }
    func restCheck(_ what: String) {
      run.settle(what, isAtRest: atRest)
      for problem in dial.invariantViolations() { run.fail("\(what): \(problem)") }
      // The ring's radius and spacing: each item's distance from the centre, and from its
      // neighbour (one chord).
      let n = dial.itemViews.count
      var radius = 0.0
      var spacing = 0.0
      for (i, item) in dial.itemViews.enumerated() {
        radius = max(radius, abs(item.center.distance(to: dial.ring.center) - dial.ring.radius))
        let next = dial.itemViews[(i + 1) % n].center
        spacing = max(spacing, abs(item.center.distance(to: next) - dial.ring.chord))
      }
      run.measure(drift: radius, "\(what), an item off the ring's radius")
      run.measure(drift: spacing, "\(what), neighbours off one chord apart")
      // And every item where the selection puts it (slot i − selected): the wheel may rest
      // up to restTolerance (0.5 pt) short of the top, so this is a figure, bounded by 1 pt.
      guard let selected = dial.selectedIndex else { return run.fail("no selection") }
      for (i, item) in dial.itemViews.enumerated() {
        worstPlace = max(
          worstPlace, item.center.distance(to: dial.ring.point(ofSlot: i - selected)))
      }
    }
    let c = dial.ring.center
    let r = dial.ring.radius
    func onRing(_ a: Double, radius: Double? = nil) -> Point {
      let rr = radius ?? r
      return Point(x: c.x + rr * Angles.sin(a), y: c.y - rr * Angles.cos(a))
    }
    restCheck("shown")
    var cycle = 0
    while !run.isOver {
      cycle += 1
      switch cycle % 8 {
      case 0, 1, 2, 3:
        // A spin by finger: from near the top, up to two turns either way, 0.3…3 s, on or
        // off the ring's radius.
        let from = Double.random(in: -0.3...0.3, using: &rng)
        let turn = Double.random(in: -4 * .pi...4 * .pi, using: &rng)
        let seconds = Double.random(in: 0.3...3, using: &rng)
        let radius = r * Double.random(in: 0.6...1.2, using: &rng)
        let frames = Int(seconds * 60)
        let points = (0...frames).map {
          onRing(from + turn * Double($0) / Double(frames), radius: radius)
        }
        run.drag(points, id: cycle, holdAtEnd: cycle % 3 == 0 ? 0.4 : 0)
        restCheck("after a spin of \(turn) rad in \(seconds) s")
      case 4:
        let key: Key = Bool.random(using: &rng) ? .right : .left
        for _ in 0..<Int.random(in: 1...3, using: &rng) { run.send(key) }
        run.tick()
        restCheck("after \(key) keys")
      case 5:
        let index = Int.random(in: 0..<dial.itemViews.count, using: &rng)
        run.tap(dial.convert(dial.itemViews[index].center, to: nil), id: cycle)
        restCheck("after a tap on item \(index)")
      case 6:
        if cycle % 24 == 6 {
          dial.hide()
          run.settle("hiding") { dial.transition == .none }
          dial.show()
          restCheck("after hide and show")
        } else {
          Bool.random(using: &rng) ? dial.accessibilityIncrement() : dial.accessibilityDecrement()
          restCheck("after an accessibility adjustment")
        }
      default:
        // Continuous spinning: ten seconds round and round under the finger, half a turn
        // a second, measuring the wheel under load every frame.
        run.send(
          Touch(identifier: cycle, location: dial.convert(dial.ring.top, to: nil), phase: .began))
        run.tick()
        for k in 1...600 {
          run.send(Touch(identifier: cycle, location: onRing(Double(k) * .pi / 60), phase: .moved))
          run.tick()
          let off = dial.itemViews.map {
            abs($0.center.distance(to: c) - r)
          }.max()!
          worstUnderLoad = max(worstUnderLoad, off)
        }
        run.send(Touch(identifier: cycle, location: onRing(0), phase: .ended))
        run.tick()
        restCheck("after ten seconds of spinning")
      }
    }
    verdict(run)
    print(
      "soak DialMenu: \(selections) selections; ring error under load at most \(worstUnderLoad) "
        + "pt; items at most \(worstPlace) pt from their places at rest")
    #expect(worstUnderLoad < DialMenu.ringToleranceUnderLoad)
    #expect(worstPlace < 1)
    #expect(selections > Int(Self.duration / 10))
  }
}
