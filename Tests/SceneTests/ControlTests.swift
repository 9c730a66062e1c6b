import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

/// A control that records what tracking saw.
@MainActor
final class RecordingControl: Control {
  var calls: [String] = []
  var forces: [TouchForce] = []
  override func beginTracking(_ touch: Touch) -> Bool {
    calls.append("begin")
    forces.append(touch.force)
    return true
  }
  override func continueTracking(_ touch: Touch) -> Bool {
    calls.append("continue")
    forces.append(touch.force)
    return true
  }
  override func endTracking(_ touch: Touch?) { calls.append("end") }
  override func cancelTracking(_ touch: Touch?) { calls.append("cancel") }
}

@MainActor
@Suite("Control: tracking, events, slop, recognizers, keys")
struct ControlTests {
  func setUp() -> (Window, RecordingControl, [String]) {
    let window = Window(size: Size(width: 400, height: 400))
    let control = RecordingControl(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    window.rootView.addSubview(control)
    return (window, control, [])
  }

  func events(_ control: Control) -> () -> [String] {
    var log: [String] = []
    let names: [(Control.Event, String)] = [
      (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "in"),
      (.touchDragOutside, "out"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
      (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
      (.primaryActionTriggered, "primary"),
    ]
    for (event, name) in names { control.addAction(for: event) { _ in log.append(name) } }
    return { log }
  }

  @Test("a tap tracks and sends touchDown then touchUpInside")
  func tap() {
    let (window, control, _) = setUp()
    let log = events(control)
    play("tap 150 150", on: window)
    #expect(control.calls == ["begin", "end"])
    #expect(log() == ["down", "upInside"])
    #expect(!control.isTracking && !control.isHighlighted)
  }

  @Test("tracking sees the force of every event, or its absence")
  func force() {
    let (window, control, _) = setUp()
    play("down 150 150 force 1.5 max 6.67\nmove 155 150 force 3\nmove 160 150\nup", on: window)
    #expect(control.calls == ["begin", "continue", "continue", "end"])
    #expect(
      control.forces == [
        .available(force: 1.5, maximumPossible: 6.67), .available(force: 3, maximumPossible: 6.67),
        .available(force: 3, maximumPossible: 6.67),
      ])
    control.forces = []
    play("down 150 150\nmove 155 150\nup", on: window)
    #expect(control.forces == [.unavailable, .unavailable])
    #expect(control.forces.allSatisfy { $0.value == nil })
  }

  @Test("inside has 70 pt of slop: drag out, exit, back in, lift outside")
  func slop() {
    let (window, control, _) = setUp()
    let log = events(control)
    play("down 150 150\nmove 265 150\nmove 275 150\nmove 260 150\nmove 300 150\nup", on: window)
    #expect(log() == ["down", "in", "exit", "out", "enter", "in", "exit", "out", "upOutside"])
    #expect(control.calls.last == "end")
  }

  @Test("highlight follows the touch while tracking")
  func highlight() {
    let (window, control, _) = setUp()
    var highlights: [Bool] = []
    control.addAction(for: .allTouchEvents) { highlights.append($0.isHighlighted) }
    play("down 150 150\nmove 300 150\nup", on: window)
    #expect(highlights == [true, false, false, false])
  }

  @Test("a disabled control ignores touches")
  func disabled() {
    let (window, control, _) = setUp()
    control.isEnabled = false
    let log = events(control)
    play("tap 150 150", on: window)
    #expect(log().isEmpty && control.calls.isEmpty)
    #expect(control.accessibilityTraits.contains(.notEnabled))
  }

  @Test("a pan on the superview cancels the control's tracking when it begins")
  func panCancels() {
    let (window, control, _) = setUp()
    let pan = PanGestureRecognizer()
    window.rootView.addGestureRecognizer(pan)
    let log = events(control)
    play("drag 150 150 to 150 250 in 0.3", on: window)
    #expect(log().prefix(2) == ["down", "in"])
    #expect(log().last == "cancel")
    #expect(control.calls.last == "cancel")
  }

  @Test("a tap recognizer on the superview does not steal a tap on the control")
  func tapOnControl() {
    let (window, control, _) = setUp()
    let tap = TapGestureRecognizer()
    window.rootView.addGestureRecognizer(tap)
    let taps = StateLog()
    taps.attach(tap)
    let log = events(control)
    play("tap 150 150", on: window)
    #expect(log() == ["down", "upInside"] && taps.states.isEmpty)
    play("tap 20 20", on: window)
    #expect(taps.states == [.recognized])
  }

  @Test("target-action with a weak target and an unbound method")
  func targetAction() {
    final class Screen: WeakReferenceable {
      private let lifetime = Lifetime()
      nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
      var taps = 0
      func tapped(_ sender: RecordingControl) { taps += 1 }
      func plain() { taps += 10 }
    }
    let (window, control, _) = setUp()
    var screen: Screen? = Screen()
    control.addTarget(screen!, action: Screen.tapped, for: .touchUpInside)
    control.addTarget(screen!, action: Screen.plain, for: .touchUpInside)
    play("tap 150 150", on: window)
    #expect(screen?.taps == 11)
    weak let gone = screen
    screen = nil
    play("tap 150 150", on: window)
    #expect(gone == nil)
  }

  @Test("tab focuses controls in order; return and space trigger the primary action")
  func keyboard() {
    let (window, control, _) = setUp()
    let second = RecordingControl(frame: Rect(x: 250, y: 100, width: 50, height: 50))
    window.rootView.addSubview(second)
    let log = events(control)
    play("key tab", on: window)
    #expect(window.focusedView === control && control.state.contains(.focused))
    play("key return", on: window)
    #expect(log() == ["primary"])
    play("key tab\nkey space", on: window)
    #expect(window.focusedView === second && log() == ["primary"])
    play("key tab", on: window)
    #expect(window.focusedView === control)
  }

  @Test("a control is an accessibility element whose activation is a tap")
  func accessibility() {
    let (window, control, _) = setUp()
    control.accessibilityLabel = "Delete"
    control.accessibilityTraits = .button
    control.accessibilityCustomActions = [AccessibilityCustomAction(name: "Confirm") { true }]
    let log = events(control)
    let element = window.accessibilityElement(labelled: "Delete")
    #expect(element?.frame == Rect(x: 100, y: 100, width: 100, height: 100))
    #expect(element?.activate() == true)
    #expect(log() == ["upInside", "primary"])
    #expect(element?.performAction(named: "Confirm") == true)
    let snapshot = window.accessibilitySnapshot()
    #expect(snapshot.elements.map(\.label) == ["Delete"])
    #expect(snapshot.elements.first?.traits == ["button"])
    #expect(snapshot.elements.first?.actions == ["Confirm"])
  }
}
