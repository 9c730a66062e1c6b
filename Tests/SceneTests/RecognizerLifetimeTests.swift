import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

/// A view that leaves its window while a finger is still down on it: its recognizers are
/// cancelled and let go of at once, not when the finger lifts.
@MainActor
@Suite("Gesture recognizers: lifetime")
struct RecognizerLifetimeTests {
  @Test("a view removed mid-pan is freed with its recognizers while the finger stays down")
  func removedMidGesture() {
    let window = Window(size: Size(width: 300, height: 300))
    weak var weakView: View?
    weak var weakPan: PanGestureRecognizer?
    weak var weakTap: TapGestureRecognizer?
    var states: [GestureRecognizer.State] = []
    do {
      let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
      let pan = PanGestureRecognizer { states.append($0.state) }
      let tap = TapGestureRecognizer()
      view.addGestureRecognizer(pan)
      view.addGestureRecognizer(tap)
      window.rootView.addSubview(view)
      window.send(Touch(location: Point(x: 100, y: 100), phase: .began))
      window.tick()
      window.send(Touch(location: Point(x: 160, y: 100), phase: .moved))
      window.tick()
      #expect(states == [.began])
      weakView = view
      weakPan = pan
      weakTap = tap
      view.removeFromSuperview()
    }
    window.tick()
    #expect(states == [.began, .cancelled])
    #expect(window.activeTouches.count == 1)
    #expect(weakView == nil)
    #expect(weakPan == nil)
    #expect(weakTap == nil)
    // The finger lifts later: nothing is left to hear it.
    window.send(Touch(location: Point(x: 160, y: 100), phase: .ended))
    window.tick()
    #expect(states == [.began, .cancelled])
    #expect(window.activeTouches.isEmpty)
  }
}
