import DynamicMenusViews
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusLayers

extension ControlFuzzTests {
  /// The dial under the shared `WindowFuzzer`: 0…12 items, fingers aimed at the top, at the
  /// items as they move and round the ring; every key; the host showing, hiding, reloading,
  /// selecting, adjusting, disabling, removing and re-adding it, flipping Reduce Motion and
  /// the fling; and a quarter of the runs acting again from inside the dial's own callbacks.
  /// After every step its invariants hold and every callback's index was in range when it
  /// was made; once everything is let go, the dial comes to rest (shown: the selection at the
  /// top and every item on the ring; hidden: every item in the middle).
  @Test("DialMenu: invariants after every step; at rest, shown or hidden, at the end")
  func dial() {
    var endedShown = 0
    var selections = 0
    let failures = fuzzRuns(Self.runs) { n in
      let f = DialFixture(count: n % 13)
      let dial = f.dial
      f.window.focus(dial)
      var heardWrong: [String] = []
      // The callbacks are stored on the dial, so they reach it unowned (through their
      // argument): holding it would keep every run's dial alive (AddressSanitizer's leak
      // check counts them).
      @MainActor func heard(_ dial: DialMenu, _ name: String, _ index: Int) {
        if !dial.itemViews.indices.contains(index) {
          heardWrong.append("\(name)(\(index)) with \(dial.itemViews.count) items")
        }
      }
      // Runs 0…5 of every 24 act from inside the callbacks, at most three times a run.
      var reentries = 0
      @MainActor func reenter(_ dial: DialMenu) {
        guard n % 24 < 6, reentries < 3 else { return }
        reentries += 1
        switch n % 24 {
        case 0: dial.hide()
        case 1:
          dial.hide(animated: false)
          dial.show()
        case 2: dial.itemViews = (0..<3).map { MenuItem(title: "R\($0)") }
        case 3: dial.selectItem(at: 0)
        case 4: dial.accessibilityIncrement()
        default: dial.isEnabled.toggle()
        }
      }
      dial.onSelect = { [unowned dial] _, index in
        selections += 1
        heard(dial, "onSelect", index)
        if index != dial.selectedIndex { heardWrong.append("onSelect(\(index)) ≠ selectedIndex") }
        reenter(dial)
      }
      dial.onItemPassTop = { [unowned dial] _, index in
        heard(dial, "onItemPassTop", index)
        reenter(dial)
      }
      dial.onActivate = { [unowned dial] in heard(dial, "onActivate", $1) }
      var fuzzer = WindowFuzzer(
        seed: 0xD1A1_0000 + UInt64(n), window: f.window,
        hotSpots: [
          { dial.ring.top },
          { dial.ring.center },
          { dial.ring.point(at: Double(n % 7)) },
          {
            let items = dial.itemViews
            guard !items.isEmpty else { return dial.ring.top }
            return dial.convert(items[n % items.count].layer.presentation().position, to: nil)
          },
        ])
      @MainActor func removeAndReadd() {
        dial.removeFromSuperview()
        f.window.rootView.addSubview(dial)
      }
      fuzzer.hostActions = [
        ("show", { dial.show() }), ("hide", { dial.hide(animated: n % 3 != 0) }),
        ("reload", { dial.itemViews = (0..<(n % 5 * 3)).map { MenuItem(title: "Item \($0)") } }),
        ("select", { dial.selectItem(at: n % 14 - 1, animated: n % 2 == 0) }),
        ("increment", { dial.accessibilityIncrement() }),
        ("decrement", { dial.accessibilityDecrement() }),
        ("activate", { _ = dial.accessibilityActivate() }),
        ("disable", { dial.isEnabled.toggle() }),
        ("fling", { dial.configuration.isFlingEnabled.toggle() }),
        ("reduce motion", { f.window.reduceMotion.toggle() }),
        ("remove and re-add", removeAndReadd),
      ]
      let broken = fuzzer.exercise(
        steps: 4 + n % 9, invariants: { dial.invariantViolations() + heardWrong },
        settleLimit: 10, isAtRest: { dial.transition == .none && dial.motion == .idle },
        stillMoving: { "still \(dial.motion), \(dial.transition) 10 s after the last input" })
      endedShown += dial.isShown ? 1 : 0
      return fuzzer.failure(broken)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The runs reach both ends and choose things (not a test that cannot fail).
    #expect(endedShown > Self.runs / 4 && endedShown < Self.runs * 99 / 100)
    #expect(selections > Self.runs / 40, "\(selections) selections")
  }
}
