import DynamicMenusGeometry
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// Records the delegate's calls.
@MainActor
final class ConfirmDelegateLog: ConfirmActionButtonDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  var calls: [String] = []
  func confirmActionButton(
    _ button: ConfirmActionButton, didChangeFrom old: ConfirmActionButtonState,
    to new: ConfirmActionButtonState
  ) { calls.append("\(old)→\(new)") }
  func confirmActionButtonDidConfirm(_ button: ConfirmActionButton) { calls.append("confirm") }
  func confirmActionButtonDidCancel(_ button: ConfirmActionButton) { calls.append("cancel") }
  func confirmActionButton(
    _ button: ConfirmActionButton, feedback: ConfirmActionButton.Feedback
  ) { calls.append("feedback \(feedback)") }
}

@MainActor
@Suite("ConfirmActionButton: callbacks, feedback, keyboard, accessibility")
struct ConfirmActionButtonExtrasTests {
  @Test("the delegate and the closures hear every step, in order")
  func callbacks() {
    let log = ConfirmDelegateLog()
    var closures: [String] = []
    let f = ConfirmFixture { button in
      button.delegate = log
      button.onStateChange = { _, old, new in closures.append("\(old)→\(new)") }
      button.onFeedback = { _, moment in closures.append("feedback \(moment)") }
      button.onConfirm = { _ in closures.append("confirm") }
      button.onCancel = { _ in closures.append("cancel") }
    }
    f.play("down 187.5 500\nwait 2.05\nmove 187.5 400\nup")
    #expect(
      log.calls == [
        "idle→updating", "updating→selected", "feedback selected", "selected→confirmed",
        "feedback confirmed", "confirmed→idle", "confirm",
      ])
    #expect(closures == log.calls)
    f.play("down 187.5 500\nup")
    #expect(log.calls.suffix(3) == ["idle→updating", "updating→idle", "cancel"])
    #expect(closures.last == "cancel")
  }

  @Test("feedback comes when the ring fills and each time the touch enters it")
  func feedback() {
    var moments: [ConfirmActionButton.Feedback] = []
    let f = ConfirmFixture { $0.onFeedback = { _, m in moments.append(m) } }
    f.play("down 187.5 500 force 6.67\nmove 187.5 400\nmove 187.5 480\nmove 187.5 400\nup")
    #expect(moments == [.selected, .confirmed, .selected, .confirmed])
  }

  @Test("each step is announced")
  func announcements() {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 2.05\nmove 187.5 400\nup")
    #expect(
      f.announcements == [
        "Hold to confirm", "Slide into the ring and release to confirm", "Release to confirm",
        "Confirmed",
      ])
    f.play("down 187.5 500\nwait 0.5\nup")
    #expect(f.announcements.suffix(2) == ["Hold to confirm", "Cancelled"])
  }

  // MARK: Keyboard

  @Test("holding space for the hold duration selects; the release confirms, once")
  func keyboardConfirms() {
    let f = ConfirmFixture()
    f.play("key tab")
    #expect(f.window.focusedView === f.button)
    f.play("key space for 1.9")
    #expect(f.events.isEmpty && f.state == .idle)
    #expect(f.announcements.suffix(2) == ["Hold to confirm", "Cancelled"])
    var states: [ConfirmActionButtonState] = []
    f.button.onStateChange = { _, _, new in states.append(new) }
    f.play("key return for 2.05")
    #expect(f.events == ["value", "primary"])
    #expect(states == [.updating, .selected, .confirmed, .idle])
    #expect(f.announcements.suffix(3) == ["Hold to confirm", "Release to confirm", "Confirmed"])
  }

  @Test("a held key shows the ring one height above the control's centre")
  func keyboardRing() {
    let f = ConfirmFixture()
    f.window.focus(f.button)
    f.window.send(KeyEvent(key: .space, phase: .press))
    f.window.run(for: 1)
    #expect(f.ringCenterInWindow == Point(x: 187.5, y: 400))
    #expect(f.state == .updating && close(f.strokeEnd, 0.5))
  }

  @Test("escape, losing the focus, or a touch do not let a held key fire")
  func keyboardCancels() {
    let f = ConfirmFixture()
    f.window.focus(f.button)
    f.window.send(KeyEvent(key: .space, phase: .press))
    f.window.run(for: 2.1)
    #expect(f.state == .selected)
    f.play("key escape")
    #expect(f.state == .idle)
    f.window.send(KeyEvent(key: .space, phase: .release))
    f.window.tick()
    #expect(f.events.isEmpty)

    f.window.send(KeyEvent(key: .space, phase: .press))
    f.window.run(for: 2.1)
    f.play("down 187.5 500 force 6.67\nmove 187.5 400\nup")  // refused while the key is held
    #expect(f.events.isEmpty)
    f.window.focus(nil)
    #expect(f.state == .idle)
    f.window.send(KeyEvent(key: .space, phase: .release))
    f.window.tick()
    #expect(f.events.isEmpty)
  }

  @Test("a repeated press, or a release of the other key, changes nothing")
  func keyRepeat() {
    let f = ConfirmFixture()
    f.window.focus(f.button)
    f.window.send(KeyEvent(key: .space, phase: .press))
    f.window.run(for: 1)
    f.window.send(KeyEvent(key: .space, phase: .press))
    f.window.send(KeyEvent(key: .return, phase: .release))
    f.window.run(for: 1.1)
    #expect(f.state == .selected && f.button.pressCount == 1)
    f.window.send(KeyEvent(key: .space, phase: .release))
    f.window.tick()
    #expect(f.events == ["value", "primary"])
  }

  // MARK: Accessibility

  @Test("one element: Delete, a button, with the Confirm action; activation does not fire")
  func accessibility() throws {
    let f = ConfirmFixture()
    let element = try #require(f.window.accessibilityElement(labelled: "Delete"))
    #expect(element.traits.contains(.button))
    #expect(element.customActions.map(\.name) == ["Confirm"])
    #expect(element.value == nil)
    #expect(element.activate())
    #expect(f.events.isEmpty && f.announcements == ["Use the Confirm action to confirm"])
    #expect(element.performAction(named: "Confirm"))
    #expect(f.events == ["value", "primary"] && f.announcements.last == "Confirmed")
    #expect(f.state == .idle && f.button.actionCount == 1)
  }

  @Test("the value tells the progress; Confirm is refused during a press and when disabled")
  func accessibilityValue() throws {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 0.9")
    #expect(f.button.accessibilityValue == "45 %")
    let element = try #require(f.window.accessibilityElement(labelled: "Delete"))
    #expect(!element.performAction(named: "Confirm"))
    f.play("wait 1.2")
    #expect(f.button.accessibilityValue == "CONFIRM")
    f.play("move 187.5 400")
    #expect(f.button.accessibilityValue == "OK")
    f.play("up")
    #expect(f.button.accessibilityValue == nil && f.button.actionCount == 1)
    f.button.isEnabled = false
    #expect(!element.performAction(named: "Confirm") && f.button.actionCount == 1)
    #expect(f.button.accessibilityTraits.contains(.notEnabled))
  }
}
