@testable import DynamicMenusLayers
import DynamicMenusAnimation
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusViews

@MainActor
@Suite("Window overlays: present and dismiss with a cross-dissolve", .isolatedState)
struct OverlayTests {
  @Test("presenting fades the overlay in over 0.3 s; it covers the window and takes touches")
  func present() {
    let window = Window(size: Size(width: 300, height: 300))
    let overlay = View()
    overlay.backgroundColor = Color(white: 0, alpha: 0.5)
    var shown = 0
    window.present(overlay) { shown += 1 }
    #expect(window.overlays.count == 1 && overlay.frame == window.bounds)
    #expect(window.layers.last === overlay.layer && overlay.window === window)
    #expect(window.hitTest(Point(x: 10, y: 10)) === overlay)
    window.tick()  // the fade begins
    window.run(for: 0.15)
    let midway = overlay.layer.presentation().opacity
    let expected = TimingFunction.easeInEaseOut.value(at: (window.time - 1 / 60.0) / 0.3)
    #expect(abs(midway - expected) < 1e-9 && midway > 0.3 && midway < 0.7)
    #expect(shown == 0)
    window.run(for: 0.3)
    #expect(shown == 1 && overlay.layer.presentation().opacity == 1)
  }

  @Test("dismissing fades it out, then removes it; touches go to the root view again")
  func dismiss() {
    let window = Window(size: Size(width: 300, height: 300))
    let overlay = View()
    window.present(overlay, animated: false)
    var dismissed = 0
    window.dismiss { dismissed += 1 }
    #expect(window.hitTest(Point(x: 10, y: 10)) === window.rootView)
    window.run(for: 0.2)
    #expect(window.overlays.count == 1 && dismissed == 0)
    window.run(for: 0.2)
    #expect(window.overlays.isEmpty && dismissed == 1 && overlay.window == nil)
    #expect(window.layers.count == 1)
  }

  @Test("a modal overlay hides the root view from accessibility and takes the tab order")
  func modal() {
    let window = Window(size: Size(width: 300, height: 300))
    let behind = Control(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    behind.accessibilityLabel = "Behind"
    window.rootView.addSubview(behind)
    let overlay = View()
    overlay.accessibilityViewIsModal = true
    let close = Control(frame: Rect(x: 100, y: 100, width: 40, height: 40))
    close.accessibilityLabel = "Close"
    overlay.addSubview(close)
    window.present(overlay, animated: false)
    #expect(window.accessibilitySnapshot().elements.map(\.label) == ["Close"])
    play("key tab", on: window)
    #expect(window.focusedView === close)
    window.dismiss(animated: false)
    #expect(window.accessibilitySnapshot().elements.map(\.label) == ["Behind"])
    #expect(window.focusedView == nil)
  }
}
