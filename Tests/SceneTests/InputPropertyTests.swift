import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusViews

/// Random but valid scripts: every command keeps the touches' up/down bookkeeping right.
func randomScript(_ generator: inout SeededGenerator, commands: Int) -> String {
  var lines: [String] = []
  var down = false
  func coordinate(_ g: inout SeededGenerator) -> Int { Int.random(in: 0...400, using: &g) }
  for _ in 0..<commands {
    let x = coordinate(&generator)
    let y = coordinate(&generator)
    let time = Double(Int.random(in: 0...80, using: &generator)) / 100
    if down {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: lines.append("move \(x) \(y)")
      case 1: lines.append("wait \(time)")
      case 2: lines.append("move \(x) \(y) force \(Int.random(in: 0...6, using: &generator))")
      default:
        lines.append("up")
        down = false
      }
    } else {
      switch Int.random(in: 0..<8, using: &generator) {
      case 7: lines.append("tap \(x) \(y)\nwait 0.1\ntap \(x) \(y)")
      case 0:
        lines.append("down \(x) \(y)")
        down = true
      case 1: lines.append("tap \(x) \(y)")
      case 2: lines.append("drag \(x) \(y) to \(coordinate(&generator)) \(y) in \(time)")
      case 3: lines.append("longpress \(x) \(y) for \(time)")
      case 4:
        let direction = ["left", "right", "up", "down"].randomElement(using: &generator)!
        lines.append("swipe \(direction) from \(x) \(y) in \(time / 2)")
      case 5: lines.append("wait \(time)")
      default:
        lines.append("down \(x) \(y) force 2 max 6.67")
        down = true
      }
    }
  }
  if down { lines.append("up") }
  lines.append("wait 1")
  return lines.joined(separator: "\n")
}

@MainActor
@Suite("Input: properties over random scripts")
struct InputPropertyTests {
  /// A window with every recognizer on one view, a control inside it, and logs.
  @MainActor
  final class Rig {
    let window = Window(size: Size(width: 400, height: 400))
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let control = Control(frame: Rect(x: 150, y: 150, width: 100, height: 100))
    var logs: [String: [GestureRecognizer.State]] = [:]
    var controlEvents: [String] = []
    var recognizers: [(String, GestureRecognizer)] = []

    init() {
      window.rootView.addSubview(view)
      view.addSubview(control)
      let single = TapGestureRecognizer()
      let double = TapGestureRecognizer(taps: 2)
      single.require(toFail: double)
      let swipe = SwipeGestureRecognizer(direction: [.left, .right])
      let pan = PanGestureRecognizer()
      pan.require(toFail: swipe)
      recognizers = [
        ("single", single), ("double", double), ("long", LongPressGestureRecognizer()),
        ("swipe", swipe), ("pan", pan),
      ]
      for (name, recognizer) in recognizers {
        view.addGestureRecognizer(recognizer)
        logs[name] = []
        recognizer.addHandler { [unowned self] r in self.logs[name]!.append(r.state) }
      }
      let names: [(Control.Event, String)] = [
        (.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
        (.touchCancel, "cancel"),
      ]
      for (event, name) in names {
        control.addAction(for: event) { [unowned self] _ in self.controlEvents.append(name) }
      }
    }
  }

  /// Whether `states` is a run of continuous cycles: began, changed…, ended or cancelled.
  func isContinuous(_ states: [GestureRecognizer.State]) -> Bool {
    var inCycle = false
    for state in states {
      switch state {
      case .began:
        if inCycle { return false }
        inCycle = true
      case .changed:
        if !inCycle { return false }
      case .ended, .cancelled:
        if !inCycle { return false }
        inCycle = false
      default:
        return false
      }
    }
    return !inCycle
  }

  @Test("500 random scripts: valid state machines, one end per control touch, clean reset")
  func randomScripts() throws {
    var generator = SeededGenerator(seed: 2026)
    var seen: [String: Int] = [:]
    for round in 0..<500 {
      let source = randomScript(&generator, commands: Int.random(in: 1...12, using: &generator))
      let rig = Rig()
      try ScriptRunner(window: rig.window, source: source).run()
      for name in ["single", "double", "swipe"] {
        #expect(rig.logs[name]!.allSatisfy { $0 == .recognized }, "\(name) in round \(round)")
      }
      for name in ["long", "pan"] {
        #expect(isContinuous(rig.logs[name]!), "\(name) \(rig.logs[name]!) in round \(round)")
      }
      // Each touchDown on the control ends exactly once.
      var open = false
      for event in rig.controlEvents {
        if event == "down" {
          #expect(!open, "round \(round): \(rig.controlEvents)\n\(source)")
          open = true
        } else {
          #expect(open, "round \(round): \(rig.controlEvents)\n\(source)")
          open = false
        }
      }
      #expect(!open && !rig.control.isTracking, "round \(round)")
      // After the last lift and a second of quiet, every recognizer is reset.
      #expect(rig.window.activeRecognizers.isEmpty, "round \(round)\n\(source)")
      #expect(rig.window.touchRecords.isEmpty)
      #expect(rig.recognizers.allSatisfy { $0.1.state == .possible })
      for (name, states) in rig.logs where !states.isEmpty { seen[name, default: 0] += 1 }
      seen["control", default: 0] += rig.controlEvents.isEmpty ? 0 : 1
    }
    // Not vacuous: every recognizer and the control fired in many rounds.
    for name in ["single", "double", "long", "swipe", "pan", "control"] {
      #expect(seen[name, default: 0] >= 10, "\(name) fired in \(seen[name, default: 0]) rounds")
    }
  }

  @Test("the same script gives the same events, every time")
  func determinism() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let source = randomScript(&generator, commands: 10)
      let a = Rig()
      let b = Rig()
      try ScriptRunner(window: a.window, source: source).run()
      try ScriptRunner(window: b.window, source: source).run()
      #expect(a.logs == b.logs && a.controlEvents == b.controlEvents)
    }
  }
}
