import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

@Suite("Dial: the wheel keeps its shape")
@MainActor
struct DialDriftTests {
  @Test("after 60 simulated seconds of continuous spinning, radius and spacing drift < 0.5 pt")
  func sixtySecondsOfSpinning() {
    let f = DialFixture()
    f.settle()
    let c = f.dial.ring.center
    let r = f.dial.ring.radius
    var angle = 0.0
    f.window.send(Touch(location: f.top, phase: .began, timestamp: f.window.time))
    f.window.tick()
    var worstRing = 0.0
    var worstSpacing = 0.0
    for _ in 0..<(60 * 60) {
      angle += .pi / 60  // half a turn a second, thirty turns in all
      let p = Point(x: c.x + r * Angles.sin(angle), y: c.y - r * Angles.cos(angle))
      f.window.send(Touch(location: p, phase: .moved, timestamp: f.window.time))
      f.window.tick()
      worstRing = max(worstRing, f.ringError)
      worstSpacing = max(worstSpacing, f.spacingError)
    }
    // Under load the rods stretch a little (Box2D's rigid distance joint corrects each step).
    #expect(worstRing < 1 && worstSpacing < 1)
    f.window.send(Touch(location: f.top, phase: .ended, timestamp: f.window.time))
    f.settle(limit: 20)
    #expect(f.dial.motion == .idle)
    // At rest: the written-back centres are pixel-snapped (≤ 0.35 pt), nothing more.
    #expect(f.ringError < 0.5)
    #expect(f.spacingError < 0.5)
    let meanRadius = f.dial.itemViews.map { $0.center.distance(to: c) }.reduce(0, +) / 10
    #expect(abs(meanRadius - r) < 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
  }
}
