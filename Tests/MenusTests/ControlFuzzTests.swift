import DynamicMenusViews
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusLayers

/// Every control under the shared `WindowFuzzer`: 10,000 seeded runs each (long mode: 100,000)
/// of random touches, keys, host calls and frame lengths, the control's own
/// `invariantViolations()` after every step, and the end state once its animations end.
/// (The confirm button has its own direct-driven 10,000-run fuzzer, ConfirmFuzzer, which also
/// counts fires per press.)
@MainActor
@Suite("Controls under the shared window fuzzer")
struct ControlFuzzTests {
  static let runs = FuzzBudget.count(10_000, long: 100_000)

  @Test("RadialMenu: invariants after every step; open or closed once the animations end")
  func radial() {
    var endedOpen = 0
    let failures = fuzzRuns(Self.runs) { n in
      let (window, menu) = makeRadialDemo()
      window.focus(menu)
      var indices: [(Int, Int)] = []
      menu.onSelect = { m, i in indices.append((i, m.items.count)) }
      menu.onHighlightChange = { m, i in if let i { indices.append((i, m.items.count)) } }
      var fuzzer = WindowFuzzer(
        seed: 0x4AD1_0000 + UInt64(n), window: window,
        hotSpots: [{ demoCentre }, { polar(130, Double(n % 12) * 30) }, { polar(130, 200) }])
      fuzzer.hostActions = [
        ("open", { menu.open(animated: true) }), ("close", { menu.close(animated: true) }),
        ("toggle", { menu.toggle(animated: false) }),
        ("reduce motion", { window.reduceMotion.toggle() }),
        ("items", { menu.items = Array(RadialMenu.zodiacItems.prefix(2 + n % 11)) }),
      ]
      var broken = fuzzer.exercise(
        steps: 4 + n % 9, invariants: menu.invariantViolations, settleLimit: 3,
        isAtRest: { menu.transition == nil },
        stillMoving: { "still in transition 3 s after the last input" },
        endState: {
          menu.menuState == .open || menu.menuState == .closed
            ? [] : ["ended \(menu.menuState.rawValue)"]
        })
      for (i, count) in indices where !(0..<count).contains(i) {
        broken.append("callback index \(i) of \(count) items")
      }
      endedOpen += menu.menuState == .open ? 1 : 0
      return fuzzer.failure(broken)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(endedOpen > Self.runs / 50, "\(endedOpen) of \(Self.runs) ended open")
  }

  @Test("FloatingMenu: invariants after every step; open or closed, at rest, at the end")
  func floating() {
    var endedOpen = 0
    let failures = fuzzRuns(Self.runs) { n in
      let f = FloatingFixture()
      let menu = f.menu
      var fuzzer = WindowFuzzer(
        seed: 0xF10A_0000 + UInt64(n), window: f.window,
        hotSpots: [
          { FloatingFixture.fabCenter },
          { menu.buttonItems[n % menu.buttonItems.count].layer.presentation().position },
          { menu.buttonLabels[n % menu.buttonLabels.count].layer.presentation().position },
        ])
      fuzzer.hostActions = [
        ("open", { menu.open(animated: true) }), ("close", { menu.close(animated: n % 2 == 0) }),
        ("toggle", { menu.toggle() }), ("select", { menu.select(n % 6 - 1) }),
        ("reduce motion", { f.window.reduceMotion.toggle() }),
      ]
      var broken = fuzzer.exercise(
        steps: 4 + n % 9, invariants: menu.invariantViolations, isAtRest: { menu.isAtRest },
        endState: { menu.phase == .open || menu.phase == .closed ? [] : ["ended \(menu.phase)"] })
      for entry in f.heard where entry.hasPrefix("tap ") {
        if let i = Int(entry.dropFirst(4)), !(0..<menu.buttonItems.count).contains(i) {
          broken.append("callback index \(i)")
        }
      }
      endedOpen += menu.phase == .open ? 1 : 0
      return fuzzer.failure(broken)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(endedOpen > Self.runs / 50, "\(endedOpen) of \(Self.runs) ended open")
  }
}
