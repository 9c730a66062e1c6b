import DynamicMenusDynamics
import DynamicMenusViews
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing
@testable import DynamicMenusControls

@Suite("Dial: layout and the show animation")
@MainActor
struct DialShowTests {
  @Test("before the first frame the items wait in the middle, transparent; the dial is shown")
  func beforeShow() {
    let f = DialFixture()
    #expect(f.dial.isShown)
    #expect(f.dial.selectedIndex == 0)
    for item in f.dial.itemViews {
      #expect(item.layer.presentation().position == Point(x: 256, y: 256))
      #expect(item.layer.presentation().opacity == 0)
    }
    #expect(f.dial.panRecognizer == nil)  // the physics and the pan start after the animation
  }

  @Test("the show animation: 0.3 s ease in-out out of the middle, fading in and inflating")
  func showAnimation() {
    let f = DialFixture()
    // The animation begins with the first frame (it shows at t = 1/60), so it is half-way
    // after ten frames and done after nineteen.
    for _ in 0..<10 { f.window.tick() }
    let half = f.dial.inspectionState
    let mid0 = half.items[0].center
    // Ease in-out at half time is half way: between the centre and the ring point.
    #expect(abs(mid0.y - (256 + 66.5) / 2) < 1e-9)
    #expect(abs(half.items[0].scale - (1 + 1.33) / 2) < 1e-9)
    #expect(abs(f.dial.itemViews[0].layer.presentation().opacity - 0.5) < 1e-9)
    #expect(f.dial.transition == .showing)
    for _ in 0..<8 { f.window.tick() }
    #expect(f.dial.transition == .showing)
    f.window.tick()
    #expect(f.dial.transition == .none)
    #expect(f.dial.panRecognizer != nil)
    #expect(f.dial.animator?.behaviors.isEmpty == false)
  }

  @Test("after the show the items sit on the ring, equally spaced, within 0.5 pt")
  func ringAfterShow() {
    let f = DialFixture()
    f.settle()
    let ring = f.dial.ring
    for (i, item) in f.dial.itemViews.enumerated() {
      #expect(item.center.distance(to: ring.point(ofSlot: i)) < 0.5)
      #expect(item.alpha == 1)
    }
    #expect(f.ringError < 0.5)
    #expect(f.spacingError < 0.5)
    #expect(f.dial.itemViews[0].scale == 1.33)
    #expect(f.dial.itemViews[1...].allSatisfy { $0.scale == 0.66 })
    #expect(f.dial.invariantViolations().isEmpty)
    // Held by the wheel, nothing moves: the animator pauses.
    #expect(f.dial.animator?.isRunning == false)
  }

  @Test("inspection reports centres and scales as drawn")
  func inspection() {
    let f = DialFixture()
    f.settle()
    let state = f.dial.inspectionState
    #expect(state.isShown && state.selectedIndex == 0)
    #expect(state.items.map(\.title) == beerStyles)
    #expect(state.items[0].center == Point(x: 256, y: 66.5))
    #expect(state.items[0].scale == 1.33)
  }

  @Test("hide: the pan goes, the items shrink into the middle and fade; show brings them back")
  func hideAndShow() {
    let f = DialFixture()
    f.settle()
    var hidden: [Bool] = []
    f.dial.hide { hidden.append($0) }
    #expect(!f.dial.isShown)
    #expect(f.dial.panRecognizer == nil && f.dial.gestureRecognizers.isEmpty)
    #expect(f.dial.animator?.behaviors.isEmpty == true)
    f.window.run(for: 0.35)
    #expect(hidden == [true])
    for item in f.dial.itemViews {
      #expect(item.center == Point(x: 256, y: 256) && item.alpha == 0)
      #expect(item.layer.presentation().opacity == 0)
    }
    #expect(f.dial.invariantViolations().isEmpty)
    var shown: [Bool] = []
    f.dial.show { shown.append($0) }
    f.settle()
    #expect(shown == [true])
    #expect(f.ringError < 0.5 && f.dial.panRecognizer != nil)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("hide during the show interrupts it (completion false); the dial ends hidden")
  func hideDuringShow() {
    let f = DialFixture(show: false)
    var results: [String] = []
    f.dial.show { results.append("show \($0)") }
    f.window.tick()
    f.window.tick()
    f.dial.hide { results.append("hide \($0)") }
    #expect(results == ["show false"])
    f.window.run(for: 0.5)
    #expect(results == ["show false", "hide true"])
    #expect(!f.dial.isShown && f.dial.panRecognizer == nil)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("show without animation places the items and starts the physics at once")
  func showNotAnimated() {
    let f = DialFixture(show: false)
    f.dial.show(animated: false)
    #expect(f.dial.transition == .none && f.dial.panRecognizer != nil)
    #expect(f.ringError < 1e-9)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("a resized dial lays its ring out again and keeps the selection at the top")
  func resize() {
    let f = DialFixture()
    f.settle()
    f.dial.selectItem(at: 3, animated: false)
    f.dial.frame = Rect(x: 0, y: 0, width: 400, height: 400)
    f.window.tick()
    // Under 512 points the items shrink by 400/512: radius 200 − 100 × 0.78125 × 1.33 / 2.
    #expect(abs(f.dial.ring.radius - 148.046875) < 1e-9)
    #expect(f.dial.itemViews.allSatisfy { $0.fitScale == 0.78125 })
    #expect(f.dial.itemViews[3].center.distance(to: f.dial.ring.top) < 0.5)
    f.settle()
    #expect(f.dial.invariantViolations().isEmpty)
  }
}
