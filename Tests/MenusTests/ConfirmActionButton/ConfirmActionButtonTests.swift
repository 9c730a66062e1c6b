import DynamicMenusLayers
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

@MainActor
@Suite("ConfirmActionButton: the tutorial's state machine, with force and with the timer")
struct ConfirmActionButtonTests {
  // MARK: With force

  @Test("a press at maximum force selects at once; into the ring confirms; the release fires once")
  func forcePress() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67")
    #expect(f.state == .selected)
    #expect(f.button.intention == 1)
    #expect(f.strokeEnd == 1)
    #expect(f.ringCenterInWindow == Point(x: 187.5, y: 400))
    f.play("move 187.5 400")
    #expect(f.state == .confirmed)
    #expect(f.events.isEmpty)
    f.play("up")
    #expect(f.events == ["value", "primary"])
    #expect(f.button.actionCount == 1)
    #expect(f.state == .idle && f.strokeEnd == 0 && f.button.ringCenter == nil)
    f.window.run(for: 1)
    #expect(f.events == ["value", "primary"])
  }

  @Test("intention = min(force, 3) / min(maximumPossibleForce, 3), clamped")
  func forceFormula() {
    let cases: [(force: Double, max: Double, intention: Double)] = [
      (1, 6.67, 1.0 / 3), (2.5, 6.67, 2.5 / 3), (3, 6.67, 1), (5, 6.67, 1),
      (1, 2, 0.5), (2, 2, 1), (0, 6.67, 0),
    ]
    for c in cases {
      let f = ConfirmFixture()
      f.play("down 187.5 500 force \(c.force) max \(c.max)")
      #expect(close(f.button.intention, c.intention), "force \(c.force) max \(c.max)")
      #expect(f.strokeEnd == (c.intention > 0.97 ? 1 : f.button.intention))
    }
  }

  @Test("a light force never selects, however long it is held")
  func lightForce() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 1\nwait 10\nmove 187.5 400 force 2.5\nwait 1")
    #expect(f.state == .updating)
    #expect(close(f.button.intention, 2.5 / 3))
    #expect(close(f.strokeEnd, 2.5 / 3))
    f.play("up")
    #expect(f.events.isEmpty && f.state == .idle)
  }

  @Test("force easing off below 0.97 before confirmation returns to updating")
  func forceEasesOff() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67")
    #expect(f.state == .selected)
    f.play("move 187.5 499 force 2.9")  // 2.9 / 3 = 0.9667
    #expect(f.state == .updating)
    #expect(close(f.strokeEnd, 2.9 / 3))
    f.play("move 187.5 498 force 2.95")  // 0.9833
    #expect(f.state == .selected && f.strokeEnd == 1)
  }

  @Test("confirmed stays confirmed in the ring while the lifting finger eases off, and fires")
  func confirmedWhileEasingOff() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67\nmove 187.5 400\nmove 190 405 force 0.5")
    #expect(f.state == .confirmed)
    f.play("move 187.5 520 force 0.5")  // out of the ring, light: back to updating
    #expect(f.state == .updating)
    f.play("move 187.5 400 force 6.67\nmove 187.5 400 force 0.2\nup")
    #expect(f.events == ["value", "primary"])
  }

  // MARK: Without force

  @Test("without force: 1.9 s is still updating, 2.05 s is selected")
  func timer() {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 1.9")
    #expect(f.state == .updating)
    #expect(close(f.button.intention, 0.95, 1e-9))
    f.play("wait 0.15")
    #expect(f.state == .selected)
    #expect(f.button.intention == 1 && f.strokeEnd == 1)
    #expect(f.button.timer == nil)  // full: the frame timer stopped
  }

  @Test("the timer fills the ring every frame: strokeEnd = (t − t₀) / 2")
  func timerEveryFrame() {
    let f = ConfirmFixture()
    let start = f.window.time
    f.window.send(Touch(location: Point(x: 187.5, y: 500), phase: .began))
    for _ in 0..<114 {  // 1.9 s
      f.window.tick()
      let expected = min((f.window.time - start) / 2, 1)
      #expect(close(f.button.intention, expected, 1e-12))
      #expect(close(f.strokeEnd, expected, 1e-12))
      #expect(close(f.button.circle.presentation().strokeEnd, expected, 1e-12))  // no lag
      #expect(f.button.invariantViolations() == [])
    }
    #expect(f.state == .updating && close(f.strokeEnd, 0.95, 1e-12))
  }

  @Test("a hold duration of 1 s selects once 0.97 s have passed")
  func holdDuration() {
    let f = ConfirmFixture { $0.configuration.holdDuration = 1 }
    f.play("down 187.5 500\nwait 0.95")
    #expect(f.state == .updating)
    f.play("wait 0.05")
    #expect(f.state == .selected)
  }

  @Test("a release outside the ring cancels and fires nothing")
  func releaseOutside() {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 2.05")
    #expect(f.state == .selected)
    f.play("up")
    #expect(f.events.isEmpty && f.button.actionCount == 0)
    #expect(f.state == .idle && f.strokeEnd == 0 && f.button.intention == 0)
    #expect(f.announcements.last == "Cancelled")
  }

  @Test("slide into the ring and out again: confirmed, then selected, and the release cancels")
  func inAndOut() {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 2.05\nmove 187.5 420")
    #expect(f.state == .confirmed)
    f.play("move 187.5 480\nup")
    #expect(f.events.isEmpty && f.state == .idle)
  }

  @Test("a release while updating or before the ring is entered cancels")
  func earlyRelease() {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 1\nup")
    #expect(f.events.isEmpty && f.state == .idle && f.strokeEnd == 0)
    f.play("down 187.5 500\nwait 0.5\nmove 187.5 400\nwait 0.5\nup")  // in the ring too early
    #expect(f.events.isEmpty && f.state == .idle)
  }

  @Test("holding in the ring while it fills confirms once full")
  func holdInside() {
    let f = ConfirmFixture()
    f.play("down 187.5 500\nwait 0.2\nmove 187.5 400\nwait 1")
    #expect(f.state == .updating)
    f.play("wait 1")
    #expect(f.state == .confirmed)
    f.play("up")
    #expect(f.events == ["value", "primary"])
  }

  // MARK: The ring

  @Test("the ring appears centred one control height above the touch, without animation")
  func ringPlacement() {
    let f = ConfirmFixture()
    f.play("down 150 470")
    #expect(f.ringCenterInWindow == Point(x: 150, y: 370))
    #expect(f.button.container.position == Point(x: 12.5, y: -80))
    #expect(f.button.container.animationKeys().isEmpty)
    #expect(f.button.circle.animation(forKey: "strokeEnd", as: Double.self) == nil)
    f.play("up\ndown 220 540")
    #expect(f.ringCenterInWindow == Point(x: 220, y: 440))
    #expect(f.button.container.animationKeys().isEmpty)
    #expect(f.button.circle.animationKeys().isEmpty)  // the last press's emptying is dropped
  }

  @Test("on release the ring empties and shrinks as Core Animation would, in 0.25 s")
  func emptying() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67\nmove 187.5 400")
    f.window.run(for: 0.3)
    #expect(f.button.circle.presentation().transform == AffineTransform(scaleX: 1.3, y: 1.3))
    f.play("up")
    #expect(f.strokeEnd == 0 && f.button.circle.presentation().strokeEnd == 1)  // begins now
    f.window.tick()
    let shown = f.button.circle.presentation().strokeEnd
    #expect(shown > 0.9 && shown < 1)
    f.window.run(for: 0.25)
    #expect(f.button.circle.presentation().strokeEnd == 0)
    #expect(f.button.circle.presentation().transform == .identity)
    #expect(f.button.circle.presentation().strokeColor == .white)
  }

  @Test("idle: a white 1 pt ring with a soft glow, empty, the text in its centre")
  func idleLooks() {
    let f = ConfirmFixture()
    let circle = f.button.circle
    #expect(circle.strokeColor == .white && circle.lineWidth == 1 && circle.lineCap == .round)
    #expect(circle.shadowColor == .white && circle.shadowRadius == 2)
    #expect(circle.shadowOpacity == 1 && circle.shadowOffset == .zero)
    #expect(circle.fillColor == nil && circle.strokeEnd == 0)
    #expect(circle.path == Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100)))
    #expect(f.button.messageLabel.position == Point(x: 50, y: 50))
    #expect(f.button.messageLabel.string == "")
    #expect(f.button.messageLabel.font.size == 12)
  }

  @Test("selected is red, 1.1× and CONFIRM; confirmed is green, 1.3× and OK")
  func stateLooks() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67")
    #expect(f.button.circle.strokeColor == .red && f.button.circle.shadowColor == .red)
    #expect(f.button.circle.transform == AffineTransform(scaleX: 1.1, y: 1.1))
    #expect(f.button.messageLabel.string == "CONFIRM")
    f.play("move 187.5 400")
    #expect(f.button.circle.strokeColor == .green && f.button.circle.shadowColor == .green)
    #expect(f.button.circle.transform == AffineTransform(scaleX: 1.3, y: 1.3))
    #expect(f.button.messageLabel.string == "OK")
    f.play("up")
    #expect(f.button.circle.strokeColor == .white)
    #expect(f.button.circle.transform == .identity)
    #expect(f.button.messageLabel.string == "")
  }

  @Test("inside the ring: the ellipse scaled 1.1 to enter, 1.3 once confirmed")
  func insideTest() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67\nmove 241 400")  // 53.5 from the centre: inside 55
    #expect(f.state == .confirmed)
    f.play("move 251 400")  // 63.5: still inside 65
    #expect(f.state == .confirmed)
    f.play("move 253 400")  // 65.5: out
    #expect(f.state == .selected)
    f.play("move 243 400")  // 55.5: not back in yet
    #expect(f.state == .selected)
  }

  @Test("Reduce Motion: the ring changes colour and text but not size")
  func reduceMotion() {
    let f = ConfirmFixture()
    f.window.reduceMotion = true
    f.play("down 187.5 500 force 6.67")
    #expect(f.button.circle.transform == .identity && f.button.circle.strokeColor == .red)
    f.play("move 187.5 400")
    #expect(f.button.circle.transform == .identity && f.button.messageLabel.string == "OK")
    #expect(f.button.invariantViolations() == [])
  }

  @Test("any size: a 200 × 60 control draws a 200 × 60 ring 60 pt above the touch")
  func anySize() {
    let f = ConfirmFixture { $0.frame = Rect(x: 87.5, y: 470, width: 200, height: 60) }
    #expect(f.button.layer.cornerRadius == 30)
    f.play("down 187.5 500 force 6.67")
    #expect(f.ringCenterInWindow == Point(x: 187.5, y: 440))
    #expect(f.button.circle.path == Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 60)))
    f.play("move 280 440")  // 92.5 across: inside the 110 × 33 half-axes
    #expect(f.state == .confirmed)
    f.play("up")
    #expect(f.events == ["value", "primary"])
  }

  @Test("right to left: the ring fills counter-clockwise from 9 o'clock")
  func rightToLeft() {
    let f = ConfirmFixture()
    f.window.layoutDirection = .rightToLeft
    f.play("down 187.5 500")
    let start = f.button.circle.path?.elements.first
    #expect(start == .move(to: Point(x: 0, y: 50)))
    #expect(f.button.circle.path?.boundingBox == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  // MARK: Cancelling

  @Test("dragging more than the cancel distance away abandons the press")
  func dragAway() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67\nmove 287 450")  // 99.5 from the line: still on
    #expect(f.state == .selected)
    f.play("move 289 450")  // 101.5 from the line
    #expect(f.state == .idle && !f.button.isTracking)
    f.play("move 187.5 400\nup")
    #expect(f.events.isEmpty && f.button.actionCount == 0)
  }

  @Test("a cancel distance of infinity never abandons")
  func noDragCancel() {
    let f = ConfirmFixture { $0.configuration.cancelDistance = .infinity }
    f.play("down 187.5 500 force 6.67\nmove 5000 -3000\nmove 187.5 400\nup")
    #expect(f.events == ["value", "primary"])
  }

  @Test("a cancelled touch, disabling, or leaving the window cancel without firing")
  func systemCancels() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67\nmove 187.5 400")
    f.window.send(Touch(location: Point(x: 187.5, y: 400), phase: .cancelled))
    f.window.tick()
    #expect(f.state == .idle && f.events.isEmpty)

    f.play("down 187.5 500 force 6.67\nmove 187.5 400")
    f.button.isEnabled = false
    #expect(f.state == .idle)
    f.play("up")
    #expect(f.events.isEmpty)
    f.button.isEnabled = true

    f.play("down 187.5 500\nwait 2.1\nmove 187.5 400")
    #expect(f.state == .confirmed)
    f.button.removeFromSuperview()
    #expect(f.state == .idle && f.button.timer == nil)
    f.play("up")
    #expect(f.events.isEmpty)
  }

  @Test("a second finger does not disturb the first")
  func secondFinger() {
    let f = ConfirmFixture()
    f.play("down 187.5 500 force 6.67 id 1\ndown 190 510 id 2\nmove 187.5 400 id 1")
    #expect(f.state == .confirmed)
    f.play("up id 2")
    #expect(f.state == .confirmed && f.events.isEmpty)
    f.play("up id 1")
    #expect(f.events == ["value", "primary"])
  }

  // MARK: Bad input

  @Test("a force reading that is not a number, or a maximum of 0, does not reach the ring")
  func badForce() {
    let f = ConfirmFixture()
    f.window.send(
      Touch(
        location: Point(x: 187.5, y: 500), phase: .began,
        force: .available(force: .nan, maximumPossible: 6.67)))
    f.window.tick()
    #expect(f.button.intention == 0 && f.state == .updating)
    f.window.send(
      Touch(
        location: Point(x: 187.5, y: 500), phase: .moved,
        force: .available(force: .infinity, maximumPossible: 6.67)))
    f.window.tick()
    #expect(f.button.intention == 0 && f.button.invariantViolations() == [])
    f.window.send(Touch(location: Point(x: 187.5, y: 500), phase: .ended))
    f.window.send(
      Touch(
        location: Point(x: 187.5, y: 500), phase: .began,
        force: .available(force: 1, maximumPossible: 0)))
    f.window.run(for: 2.1)
    #expect(f.state == .selected)  // no usable force: the timer
  }

  @Test("configurations out of range are named")
  func validation() {
    var c = ConfirmActionButton.Configuration()
    #expect(c.validationFailure == nil)
    c.holdDuration = 0
    #expect(c.validationFailure == "holdDuration must be finite and > 0, got 0.0")
    c = .init()
    c.forceCap = .nan
    #expect(c.validationFailure == "forceCap must be finite and > 0, got nan")
    c = .init()
    c.cancelDistance = -1
    #expect(c.validationFailure == "cancelDistance must be ≥ 0 (or .infinity), got -1.0")
    c = .init()
    c.cancelDistance = .infinity
    #expect(c.validationFailure == nil)
    c.ringColor = Color(red: .nan, green: 0, blue: 0)
    #expect(c.validationFailure?.hasPrefix("ringColor must be finite") == true)
  }

  @Test("colours, labels and the force cap are configurable")
  func configured() {
    let f = ConfirmFixture { button in
      button.configuration.selectedColor = .blue
      button.configuration.confirmedColor = .white
      button.configuration.selectedLabel = "SURE?"
      button.configuration.confirmedLabel = "GO"
      button.configuration.forceCap = 2
    }
    f.play("down 187.5 500 force 1.5")
    #expect(close(f.button.intention, 0.75))
    f.play("move 187.5 500 force 2")
    #expect(f.state == .selected && f.button.circle.strokeColor == .blue)
    #expect(f.button.messageLabel.string == "SURE?")
    f.play("move 187.5 400")
    #expect(f.button.circle.strokeColor == .white && f.button.messageLabel.string == "GO")
  }
}
