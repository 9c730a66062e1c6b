import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews
import Foundation
import Testing
@testable import DynamicMenusControls

/// Seeded random scripts against the demo dial: touches, drags, taps, keys, accessibility
/// actions, show and hide, reloads and Reduce Motion, in any order. After every frame the
/// dial's invariants must hold; every callback's index must be in range when it is made;
/// selections must change on every call; and once the scripts end and the dial settles, a
/// shown dial must rest with its selection at the top.
///
/// `DIAL_FUZZ_SCRIPTS` sets how many scripts run (default 1000); `DIAL_FUZZ_SEED` the seed
/// (default 0xD1A1).
@Suite("Dial fuzz")
@MainActor
struct DialFuzzTests {
  static var scriptCount: Int {
    ProcessInfo.processInfo.environment["DIAL_FUZZ_SCRIPTS"].flatMap(Int.init) ?? 1000
  }
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["DIAL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0xD1A1
  }

  /// One step of a fuzz plan.
  enum Step {
    case script(String)
    case hide, show, reload(Int), reduceMotion(Bool), fling(Bool), select(Int, Bool)
    case increment, decrement, activate
  }

  /// A random plan of 2…7 steps.
  static func plan(_ rng: inout SeededGenerator) -> [Step] {
    func coordinate() -> Double { (Double.random(in: -20...532, using: &rng) * 2).rounded() / 2 }
    func duration() -> Double { (Double.random(in: 0.05...0.8, using: &rng) * 100).rounded() / 100 }
    var steps: [Step] = []
    // Every touch gets its own id, so a finger left down never blocks the next one.
    var touchID = 1
    func id() -> String {
      touchID += 1
      return "id \(touchID)"
    }
    for _ in 0..<Int.random(in: 2...7, using: &rng) {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<5:
        steps.append(
          .script(
            "drag \(coordinate()) \(coordinate()) to \(coordinate()) \(coordinate()) in \(duration()) \(id())"
          ))
      case 5..<7:
        // Round a quarter of the ring, the way people turn dials.
        let a = Double.random(in: -3...3, using: &rng)
        let b = a + Double.random(in: -2...2, using: &rng)
        let p = { (t: Double) in "\(256 + 189.5 * Angles.sin(t)) \(256 - 189.5 * Angles.cos(t))" }
        let finger = id()
        var s = "down \(p(a)) \(finger)\n"
        for k in 1...8 { s += "wait 0.03\nmove \(p(a + (b - a) * Double(k) / 8)) \(finger)\n" }
        steps.append(.script(s + (Bool.random(using: &rng) ? "" : "wait 0.2\n") + "up \(finger)\n"))
      case 7..<9: steps.append(.script("tap \(coordinate()) \(coordinate()) \(id())"))
      case 9:
        // A finger left down for the rest of the plan.
        steps.append(.script("down \(coordinate()) \(coordinate()) \(id())\nwait \(duration())"))
      case 10..<12:
        let key = ["left", "right", "return", "space", "up"].randomElement(using: &rng)!
        steps.append(.script("key \(key)"))
      case 12: steps.append(.script("wait \(duration())"))
      case 13: steps.append(Bool.random(using: &rng) ? .hide : .show)
      case 14: steps.append(.reload(Int.random(in: 0...12, using: &rng)))
      case 15: steps.append(.reduceMotion(Int.random(in: 0..<4, using: &rng) == 0))
      case 16: steps.append(.fling(Bool.random(using: &rng)))
      case 17: steps.append(.select(Int.random(in: -1...11, using: &rng), Bool.random(using: &rng)))
      case 18: steps.append([Step.increment, .decrement].randomElement(using: &rng)!)
      default: steps.append(.activate)
      }
    }
    return steps
  }

  @Test("seeded random scripts keep every invariant")
  func fuzz() throws {
    var rng = SeededGenerator(seed: Self.seed)
    var problems: [String] = []
    var frames = 0
    for scriptIndex in 0..<Self.scriptCount {
      let f = DialFixture(count: Int.random(in: 0...12, using: &rng))
      f.window.focus(f.dial)
      var lastSelected: Int?
      var callbackProblems: [String] = []
      // Unowned (the fixture holds it): the callbacks stored on the dial reach it through
      // this, and a strong capture would keep every script's dial alive.
      unowned let dial = f.dial
      // A quarter of the scripts act from inside a callback: hide, show, reload, select,
      // adjust, disable, in the middle of the dial's own frame.
      let reentrant = Int.random(in: 0..<24, using: &rng)
      var reentries = 0
      func reenter() {
        guard reentrant < 6, reentries < 3 else { return }
        reentries += 1
        switch reentrant {
        case 0: dial.hide()
        case 1: dial.hide(animated: false); dial.show()
        case 2:
          dial.itemViews = (0..<3).map { MenuItem(title: "R\($0)") }
          lastSelected = dial.selectedIndex
        case 3:
          dial.selectItem(at: 0)
          lastSelected = dial.selectedIndex
        case 4: dial.accessibilityIncrement()
        default: dial.isEnabled.toggle()
        }
      }
      dial.onSelect = { _, index in
        if !dial.itemViews.indices.contains(index) {
          callbackProblems.append("onSelect(\(index)) out of range")
        }
        if index == lastSelected { callbackProblems.append("onSelect(\(index)) twice") }
        if index != dial.selectedIndex {
          callbackProblems.append("onSelect(\(index)) ≠ selectedIndex")
        }
        lastSelected = index
        reenter()
      }
      dial.onItemPassTop = { _, index in
        if !dial.itemViews.indices.contains(index) {
          callbackProblems.append("onItemPassTop(\(index)) out of range")
        }
        reenter()
      }
      dial.onActivate = { _, index in
        if !dial.itemViews.indices.contains(index) {
          callbackProblems.append("onActivate(\(index)) out of range")
        }
      }
      let plan = Self.plan(&rng)
      var log: [String] = []
      var failed = false
      func check(_ when: String) {
        let found = dial.invariantViolations() + callbackProblems
        callbackProblems.removeAll()
        if !found.isEmpty && !failed {
          failed = true
          problems.append(
            "script \(scriptIndex) \(when): \(found.joined(separator: "; ")) — after [\(log.joined(separator: "; "))]"
          )
        }
      }
      for step in plan {
        switch step {
        case .script(let source):
          log.append(source.replacingOccurrences(of: "\n", with: " / "))
          let runner = try ScriptRunner(window: f.window, source: source)
          runner.run { _ in
            frames += 1; check("during a script")
          }
        case .hide: log.append("hide"); dial.hide()
        case .show: log.append("show"); dial.show()
        case .reload(let n):
          log.append("reload \(n)")
          dial.itemViews = (0..<n).map { MenuItem(title: "Item \($0)") }
          lastSelected = dial.selectedIndex
        case .reduceMotion(let on): log.append("reduceMotion \(on)"); f.window.reduceMotion = on
        case .fling(let on): log.append("fling \(on)"); dial.configuration.isFlingEnabled = on
        case .select(let i, let animated):
          log.append("select \(i) \(animated)")
          dial.selectItem(at: i, animated: animated)
          lastSelected = dial.selectedIndex
        case .increment: log.append("increment"); dial.accessibilityIncrement()
        case .decrement: log.append("decrement"); dial.accessibilityDecrement()
        case .activate: log.append("activate"); _ = dial.accessibilityActivate()
        }
        check("after a step")
      }
      // Lift any finger left down, then let everything settle.
      for touch in f.window.activeTouches {
        f.window.send(
          Touch(
            identifier: touch.identifier, location: touch.location, phase: .ended,
            timestamp: f.window.time))
      }
      var settled = false
      for _ in 0..<(8 * 60) {
        f.window.tick()
        frames += 1
        check("settling")
        if dial.transition == .none && dial.motion == .idle {
          settled = true
          break
        }
      }
      if !settled {
        problems.append(
          "script \(scriptIndex): never came to rest (\(dial.motion)) — after [\(log.joined(separator: "; "))]"
        )
      }
      if problems.count > 10 { break }
    }
    #expect(
      problems.isEmpty,
      "\(problems.count) failing scripts:\n\(problems.prefix(5).joined(separator: "\n"))")
    print("dial fuzz: \(Self.scriptCount) scripts, \(frames) frames, seed \(Self.seed)")
  }
}
