import DynamicMenusAnimation
import DynamicMenusLayers
import DynamicMenusGeometry
import DynamicMenusScripts
import Foundation
import Testing
@testable import DynamicMenusViews

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
    @MainActor final class Recorder: View {
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
    @MainActor final class Modal: View {
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
  func modal() {
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
    window.post(announcement: "Deleted")
    #expect(window.announcements == ["Deleted"])
  }

  @Test("the window keeps the last 100 announcements, oldest first")
  func announcementsAreBounded() {
    let window = Window(size: Size(width: 100, height: 100))
    for i in 0..<250 { window.post(announcement: "\(i)") }
    #expect(window.announcements == (150..<250).map { "\($0)" })
  }
}

@MainActor
@Suite("Window: view snapshots and adjustable elements")
struct WindowSnapshotTests {
  @Test("a view tree snapshot has the classes, names and window frames")
  func snapshot() {
    let window = Window(size: Size(width: 200, height: 200))
    let panel = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    panel.name = "panel"
    panel.backgroundColor = .red
    let button = Button(frame: Rect(x: 5, y: 5, width: 20, height: 20))
    panel.addSubview(button)
    window.rootView.addSubview(panel)
    let nodes = window.viewSnapshot()
    #expect(nodes.count == 1)
    let node = nodes[0].children[0]
    #expect(
      node.type == "View" && node.name == "panel" && node.backgroundColor == Color.red.description)
    #expect(node.children[0].type == "Button")
    #expect(node.children[0].frameInWindow == Rect(x: 15, y: 25, width: 20, height: 20))
  }

  @Test("an adjustable view's element increments and decrements it")
  func adjustable() {
    @MainActor final class Dial: View {
      var value = 0
      override func accessibilityIncrement() { value += 1 }
      override func accessibilityDecrement() { value -= 1 }
    }
    let window = Window(size: Size(width: 100, height: 100))
    let dial = Dial(frame: window.bounds)
    dial.isAccessibilityElement = true
    dial.accessibilityLabel = "Beer"
    dial.accessibilityTraits = .adjustable
    window.rootView.addSubview(dial)
    let element = window.accessibilityElement(labelled: "Beer")
    element?.increment()
    element?.increment()
    element?.decrement()
    #expect(dial.value == 1)
    #expect(window.accessibilitySnapshot().elements.first?.traits == ["adjustable"])
  }

  @Test("delaysTouchesEnded: a double-tap recognizer holds the view's lift until it fails")
  func delayedEnd() {
    @MainActor final class Recorder: View {
      var log: [String] = []
      override func touchesBegan(_ t: [Touch]) { log.append("began") }
      override func touchesEnded(_ t: [Touch]) { log.append("ended") }
      override func touchesCancelled(_ t: [Touch]) { log.append("cancelled") }
    }
    let window = Window(size: Size(width: 100, height: 100))
    let view = Recorder(frame: window.bounds)
    window.rootView.addSubview(view)
    let double = TapGestureRecognizer(taps: 2)
    view.addGestureRecognizer(double)
    play("tap 50 50\nwait 0.2", on: window)
    #expect(view.log == ["began"])  // the lift waits for the double tap to fail
    play("wait 0.3", on: window)
    #expect(view.log == ["began", "ended"])
    view.log = []
    play("wait 1\ntap 50 50\nwait 0.1\ntap 50 50\nwait 1", on: window)
    // Recognized: both taps' touches are cancelled for the view (the first one's lift was
    // still held back).
    #expect(view.log == ["began", "began", "cancelled", "cancelled"])
  }
}

@MainActor
@Suite("DisplayLink, touch conversion, repeating animations")
struct DisplayLinkTests {
  @Test("a display link fires once per frame with the frame's start time until invalidated")
  func displayLink() {
    let window = Window(size: Size(width: 10, height: 10))
    var stamps: [Double] = []
    let link = DisplayLink { link in
      stamps.append(link.timestamp)
      if stamps.count == 3 { link.invalidate() }
    }
    link.add(to: window)
    window.run(for: 0.1)
    #expect(stamps == [0, 1 / 60.0, 2 / 60.0])
    #expect(link.duration == 1 / 60.0 && link.isInvalidated)
    #expect(window.displayLinks.isEmpty)
    let paused = DisplayLink { _ in stamps.append(-1) }
    paused.isPaused = true
    paused.add(to: window)
    window.tick()
    #expect(stamps.count == 3)
  }

  @Test("touch locations convert into a view's coordinates")
  func touchLocation() {
    let window = Window(size: Size(width: 200, height: 200))
    let view = View(frame: Rect(x: 50, y: 60, width: 100, height: 100))
    window.rootView.addSubview(view)
    let touch = Touch(
      location: Point(x: 70, y: 90), previousLocation: Point(x: 60, y: 60), phase: .moved)
    #expect(touch.location(in: view) == Point(x: 20, y: 30))
    #expect(touch.previousLocation(in: view) == Point(x: 10, y: 0))
    #expect(touch.location(in: nil) == touch.location)
  }

  @Test("autoreverse plays forward then back; repeat keeps going and never completes")
  func autoreverse() {
    let window = Window(size: Size(width: 200, height: 200))
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.rootView.addSubview(view)
    var done = 0
    View.animate(
      withDuration: 0.5, options: [.curveLinear, .autoreverse, .repeat],
      animations: { view.alpha = 0 }
    ) { _ in done += 1 }
    window.tick()  // begins
    window.run(for: 0.2)
    #expect(abs(view.layer.presentation().opacity - 0.6) < 1e-6)
    window.run(for: 0.6)
    // 0.8 s in: 0.3 s into the way back (a plain repeat would be at 0.4).
    #expect(abs(view.layer.presentation().opacity - 0.6) < 1e-6)
    window.run(for: 5)
    #expect(done == 0 && view.layer.hasAnimations)
  }
}

@MainActor
@Suite("delaysTouchesBegan")
struct DelaysTouchesBeganTests {
  @MainActor final class Recorder: View {
    var log: [String] = []
    override func touchesBegan(_ t: [Touch]) { log.append("began") }
    override func touchesMoved(_ t: [Touch]) { log.append("moved") }
    override func touchesEnded(_ t: [Touch]) { log.append("ended") }
    override func touchesCancelled(_ t: [Touch]) { log.append("cancelled") }
  }

  @Test("the view hears nothing while the recognizer is possible; all of it once it fails")
  func delayed() {
    let window = Window(size: Size(width: 200, height: 200))
    let view = Recorder(frame: window.bounds)
    window.rootView.addSubview(view)
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    play("down 50 50\nmove 55 50", on: window)
    #expect(view.log.isEmpty)
    play("up", on: window)
    #expect(view.log == ["began", "moved", "ended"])
    view.log = []
    play("drag 50 50 to 150 50 in 0.2", on: window)
    #expect(view.log.isEmpty)  // the pan took the touch: the view never heard of it
  }
}
