import DynamicMenusGeometry
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// Random scripts, driven straight into the window (no text, so 10,000 of them stay fast):
/// touches with and without force, on the button and off it, moves near the ring and far
/// away, lifts and cancellations, held and repeated keys, escape, focus changes, the Confirm
/// action, Reduce Motion, disabling, leaving the window, and frames of 1/60 s to 2.5 s.
@MainActor
struct ConfirmFuzzer {
  var rng: SeededGenerator
  let f = ConfirmFixture()
  var failures: [String] = []
  /// The touch that is down, and whether it carries force.
  var touch: (id: Int, location: Point, force: Bool)?
  var nextTouchID = 1
  /// The keys down, in the order pressed (a key pressed again is a repeat).
  var keysDown: [Key] = []
  /// Fires counted since the current press began, and Confirm actions that fired.
  var firesThisPress = 0
  /// Fires by the Confirm action (not by a press).
  var actionFires = 0
  var lastPressCount = 0

  init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
  }

  mutating func random(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }
  mutating func chance(_ p: Double) -> Bool { random(0...1) < p }

  /// A point: on the button, near the ring, or anywhere (also off the window).
  mutating func point() -> Point {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: Point(x: random(137.5...237.5), y: random(450...550))
    case 1: Point(x: random(120...255), y: random(330...470))
    case 2: Point(x: random(0...375), y: random(0...667))
    default: Point(x: random(-500...900), y: random(-500...1200))
    }
  }

  mutating func force() -> TouchForce {
    .available(force: random(0...6.67), maximumPossible: chance(0.8) ? 6.67 : random(0.5...8))
  }

  /// One random step, then one frame.
  mutating func step() {
    let events = f.events.count
    var liftedPress = false
    switch Int.random(in: 0..<14, using: &rng) {
    case 0, 1:
      if touch == nil {
        let p = chance(0.7) ? Point(x: random(137.5...237.5), y: random(450...550)) : point()
        let withForce = chance(0.5)
        touch = (nextTouchID, p, withForce)
        f.window.send(
          Touch(
            identifier: nextTouchID, location: p, phase: .began,
            force: withForce ? force() : .unavailable))
        nextTouchID += 1
      }
    case 2, 3, 4:
      if let t = touch {
        let p = point()
        touch = (t.id, p, t.force)
        f.window.send(
          Touch(
            identifier: t.id, location: p, phase: .moved,
            force: t.force ? force() : .unavailable))
      }
    case 5, 6:
      if let t = touch {
        liftedPress = f.button.press?.touchID == t.id
        f.window.send(
          Touch(
            identifier: t.id, location: t.location, phase: chance(0.85) ? .ended : .cancelled))
        touch = nil
      }
    case 7:
      if chance(0.5) { f.window.focus(f.button) }
      let key: Key = [.space, .return, .escape, .tab][Int.random(in: 0..<4, using: &rng)]
      if !keysDown.contains(key) { keysDown.append(key) }
      f.window.send(KeyEvent(key: key, phase: .press))
    case 8:
      if !keysDown.isEmpty {
        let key = keysDown.remove(at: Int.random(in: 0..<keysDown.count, using: &rng))
        f.window.send(KeyEvent(key: key, phase: .release))
      }
    case 9:
      if chance(0.3) {
        let before = f.button.actionCount
        let done =
          f.window.accessibilityElement(labelled: "Delete")?.performAction(named: "Confirm")
          ?? false
        if done != (f.button.actionCount == before + 1) {
          failures.append("Confirm action returned \(done), fired \(f.button.actionCount - before)")
        }
        if done {
          firesThisPress -= 1
          actionFires += 1
        }
      }
    case 10:
      switch Int.random(in: 0..<8, using: &rng) {
      // Reduce Motion applies from the next state change: toggled between presses.
      case 0 where !f.button.isPressing: f.window.reduceMotion.toggle()
      case 1: f.button.isEnabled.toggle()
      case 2:
        if f.button.superview == nil {
          f.window.rootView.addSubview(f.button)
        } else {
          f.button.removeFromSuperview()
        }
      default: break
      }
    default:
      break
    }
    let dt: Double =
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: 0.5
      case 1: random(1.9...2.5)
      case 2: 0
      default: 1.0 / 60
      }
    f.window.tick(dt)
    check(newEvents: Array(f.events[events...]), liftedPress: liftedPress)
  }

  mutating func check(newEvents: [String], liftedPress: Bool) {
    if f.button.pressCount != lastPressCount {
      lastPressCount = f.button.pressCount
      firesThisPress = 0
    }
    let p = newEvents.filter { $0 == "primary" }.count
    let v = newEvents.filter { $0 == "value" }.count
    firesThisPress += p
    if p != v { failures.append("\(p) primaryActionTriggered but \(v) valueChanged in a frame") }
    if firesThisPress > 1 { failures.append("fired \(firesThisPress) times in one press") }
    if liftedPress && f.button.selectionState != .idle {
      failures.append("\(f.button.selectionState) after the release")
    }
    let broken = f.button.invariantViolations()
    if !broken.isEmpty { failures.append(contentsOf: broken) }
  }

  /// Runs `steps` steps, then lifts everything; the button must end idle.
  mutating func run(steps: Int) {
    for _ in 0..<steps { step() }
    if let t = touch { f.window.send(Touch(identifier: t.id, location: t.location, phase: .ended)) }
    for key in keysDown { f.window.send(KeyEvent(key: key, phase: .release)) }
    if f.button.superview == nil { f.window.rootView.addSubview(f.button) }
    let events = f.events.count
    f.window.tick()
    check(newEvents: Array(f.events[events...]), liftedPress: false)
    if f.button.selectionState != .idle {
      failures.append("\(f.button.selectionState) after everything was released")
    }
  }
}

@MainActor
@Suite("ConfirmActionButton: random scripts")
struct ConfirmActionButtonFuzzTests {
  @Test("10,000 random scripts never fire twice for one press and always end idle")
  func randomScripts() {
    var pressFires = 0
    var presses = 0
    for seed in 0..<10_000 as Range<UInt64> {
      var fuzzer = ConfirmFuzzer(seed: 0xC0_4F12_3000 &+ seed)
      let steps = Int.random(in: 4...24, using: &fuzzer.rng)
      fuzzer.run(steps: steps)
      pressFires += fuzzer.f.button.actionCount - fuzzer.actionFires
      presses += fuzzer.f.button.pressCount
      if !fuzzer.failures.isEmpty {
        Issue.record("seed \(seed): \(fuzzer.failures.prefix(5))")
        return
      }
    }
    // The scripts do reach every outcome (not a test that cannot fail).
    #expect(presses > 9_000)  // 9,930
    #expect(pressFires > 500)  // 796 with these seeds
  }
}
