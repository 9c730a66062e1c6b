import DynamicMenusViews
import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing
@testable import DynamicMenusControls

@Suite("Dial: lifetime")
@MainActor
struct DialLifetimeTests {
  @Test("a dial that leaves the window and is dropped is freed, with its items and animator")
  func freed() {
    weak var weakDial: DialMenu?
    weak var weakItem: MenuItem?
    weak var weakAnimator: DynamicAnimator?
    do {
      let f = DialFixture()
      f.settle()
      f.drag(f.arc(from: 0, to: 1, seconds: 0.3))
      f.window.run(for: 0.5)
      weakDial = f.dial
      weakItem = f.dial.itemViews[3]
      weakAnimator = f.dial.animator
      f.dial.removeFromSuperview()
    }
    #expect(weakDial == nil)
    #expect(weakItem == nil)
    #expect(weakAnimator == nil)
  }
}
