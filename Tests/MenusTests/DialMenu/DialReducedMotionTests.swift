import DynamicMenusDynamics
import DynamicMenusLayers
import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

@Suite("Dial: Reduce Motion")
@MainActor
struct DialReducedMotionTests {
  func fixture() -> DialFixture {
    let f = DialFixture(show: false)
    f.window.reduceMotion = true
    f.dial.show()
    f.settle()
    return f
  }

  @Test("shown by a fade in place; no physics")
  func fadeIn() {
    let f = DialFixture(show: false)
    f.window.reduceMotion = true
    f.dial.show()
    f.window.tick()
    #expect(
      f.dial.itemViews[3].layer.presentation().position.distance(to: f.dial.ring.point(ofSlot: 3))
        < 1e-9)
    f.settle()
    #expect(f.dial.usesReducedMotion)
    #expect(f.dial.animator?.behaviors.isEmpty == true)
    #expect(f.ringError < 1e-9)
  }

  @Test("a key turns the ring by one item with a short ease, exactly on the ring every frame")
  func easedStep() {
    let f = fixture()
    let recorder = DialRecorder(f.dial)
    f.window.focus(f.dial)
    f.window.send(KeyEvent(key: .right, phase: .press))
    var frames = 0
    repeat {
      f.window.tick()
      frames += 1
      #expect(f.ringError < 1e-9 && f.spacingError < 1e-9)
    } while f.dial.motion != .idle && frames < 100
    // 0.25 s at 60 Hz: the ease ends on the 15th frame after the press.
    #expect(frames <= 16)
    #expect(f.dial.selectedIndex == 1 && recorder.selected == [1])
    #expect(f.dial.itemViews[1].center.distance(to: f.top) < 1e-9)
    #expect(recorder.passed == [1])
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("a drag turns the ring with the finger; the release eases the nearest item to the top")
  func dragWithoutPhysics() {
    let f = fixture()
    let recorder = DialRecorder(f.dial)
    f.drag(f.arc(from: 0, to: .pi / 2, seconds: 0.5))
    f.settle()
    #expect(f.dial.selectedIndex == 8 || f.dial.selectedIndex == 7)
    #expect(recorder.selected == [f.dial.selectedIndex!])
    #expect(f.dial.itemViews[f.dial.selectedIndex!].center.distance(to: f.top) < 1e-9)
    #expect(f.ringError < 1e-9)
  }

  @Test("switching Reduce Motion on a shown dial swaps physics for eases, keeping the selection")
  func switching() {
    let f = DialFixture()
    f.settle()
    f.dial.selectItem(at: 4, animated: false)
    f.window.reduceMotion = true
    f.window.tick()
    #expect(f.dial.usesReducedMotion && f.dial.animator?.behaviors.isEmpty == true)
    #expect(f.dial.itemViews[4].center.distance(to: f.top) < 1e-9)
    f.window.reduceMotion = false
    f.window.tick()
    #expect(!f.dial.usesReducedMotion && f.dial.animator?.behaviors.isEmpty == false)
    f.settle()
    #expect(f.dial.selectedIndex == 4 && f.dial.invariantViolations().isEmpty)
  }
}
