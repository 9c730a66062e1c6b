import Foundation
import Geometry
import Testing

@testable import Scene

@MainActor
@Suite("Window: clock, script runner, keys, accessibility")
struct WindowTests {
  @Test("the runner advances time at the window's frame rate")
  func runnerTiming() throws {
    let window = Window(size: Size(width: 100, height: 100))
    let runner = try ScriptRunner(window: window, source: "wait 0.5\ntap 10 10\nwait 0.25")
    runner.run()
    #expect(window.frameCount == 46)
    #expect(abs(window.time - 46 / 60.0) < 1e-12)
    let fast = Window(size: Size(width: 100, height: 100), framesPerSecond: 120)
    play("wait 0.5", on: fast)
    #expect(fast.frameCount == 60)
  }

  @Test("touch events reach views with the window's timestamps, previous locations, tap counts")
  func touchDetails() {
    final class Recorder: View {
      var touches: [Touch] = []
      override func touchesBegan(_ t: [Touch]) { touches += t }
      override func touchesMoved(_ t: [Touch]) { touches += t }
      override func touchesEnded(_ t: [Touch]) { touches += t }
    }
    let window = Window(size: Size(width: 100, height: 100))
    let view = Recorder(frame: window.bounds)
    window.rootView.addSubview(view)
    play("wait 0.1\ndown 10 10\nmove 20 15\nup\nwait 0.1\ntap 12 12", on: window)
    #expect(view.touches.map(\.phase) == [.began, .moved, .ended, .began, .ended])
    #expect(view.touches[1].previousLocation == Point(x: 10, y: 10))
    #expect(abs(view.touches[0].timestamp - 0.1) < 1e-12)
    #expect(view.touches.map(\.tapCount) == [1, 1, 1, 2, 2])
  }

  @Test("an unhandled escape becomes the accessibility escape of the focused view's chain")
  func escape() {
    final class Modal: View {
      var escaped = 0
      override func accessibilityPerformEscape() -> Bool {
        escaped += 1
        return true
      }
    }
    let window = Window(size: Size(width: 100, height: 100))
    let modal = Modal(frame: window.bounds)
    window.rootView.addSubview(modal)
    play("key escape", on: window)
    #expect(modal.escaped == 0)  // the root view is the target and has no escape
    let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    modal.addSubview(control)
    play("key tab\nkey escape", on: window)
    #expect(modal.escaped == 1)
  }

  @Test("a modal view hides its siblings from the accessibility tree")
  func modal() throws {
    let window = Window(size: Size(width: 200, height: 200))
    let behind = Control(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    behind.accessibilityLabel = "Behind"
    let sheet = View(frame: Rect(x: 0, y: 100, width: 200, height: 100))
    sheet.accessibilityIdentifier = "sheet"
    let item = Control(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    item.accessibilityLabel = "Item"
    sheet.addSubview(item)
    window.rootView.addSubview(behind)
    window.rootView.addSubview(sheet)
    #expect(window.accessibilitySnapshot().elements.map(\.label) == ["Behind", "Item"])
    sheet.accessibilityViewIsModal = true
    let snapshot = window.accessibilitySnapshot()
    #expect(snapshot.elements.map(\.label) == ["Item"])
    #expect(snapshot.children.first?.identifier == "sheet")
    #expect(snapshot.elements.first?.frame == Rect(x: 10, y: 110, width: 20, height: 20))
    let json = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(AccessibilityNode.self, from: json) == snapshot)
    window.post(announcement: "Deleted")
    #expect(window.announcements == ["Deleted"])
  }
}
