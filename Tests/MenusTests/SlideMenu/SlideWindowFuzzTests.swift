import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

extension ControlFuzzTests {
  /// The slide menu under the shared `WindowFuzzer`: fingers aimed at its rows as they move,
  /// its outer edge, the backdrop and the strip its swipe starts from; every key; the host
  /// showing, hiding and toggling it (animated or not), choosing options (in range or not),
  /// swiping in and out, flipping Reduce Motion, the layout direction and the edge, removing
  /// and re-adding it. After every step its invariants hold and every chosen index was in
  /// range; once everything is let go and the motion ends, it rests shown or hidden.
  @Test("SlideMenu: invariants after every step; shown or hidden, at rest, at the end")
  func slide() {
    var endedShown = 0
    var choices = 0
    let failures = fuzzRuns(Self.runs) { n in
      let f = SlideFixture()
      let menu = f.menu
      var heardWrong: [String] = []
      // Unowned: a closure stored on the menu that held it would keep every run's menu alive.
      menu.onSelect = { [unowned menu] _, index in
        choices += 1
        if !menu.options.indices.contains(index) {
          heardWrong.append("selection \(index) of \(menu.options.count) options")
        }
      }
      var fuzzer = WindowFuzzer(
        seed: 0x511D_0000 + UInt64(n), window: f.window,
        hotSpots: [
          {
            let frame = menu.presentedFrame
            return Point(x: frame.midX, y: frame.minY + 22 + 44 * Double(n % 6))
          },
          { Point(x: menu.presentedFrame.minX, y: 300) },
          { Point(x: 300, y: 300) },
          { Point(x: 60, y: 400) },
        ])
      fuzzer.spread = 60
      // A quick drag, six frames of 1/60 s, as a swipe: in from the edge or out again.
      @MainActor func swipe(_ dx: Double, id: Int) {
        let start = dx < 0 ? Point(x: 300, y: 300) : Point(x: menu.presentedFrame.midX, y: 300)
        for k in 0...6 {
          let p = start + Vector(dx: dx * Double(k) / 6, dy: 0)
          f.window.send(Touch(identifier: id, location: p, phase: k == 0 ? .began : .moved))
          f.window.tick()
        }
        f.window.send(Touch(identifier: id, location: start + Vector(dx: dx, dy: 0), phase: .ended))
      }
      var swipes = 0
      @MainActor func swipe(in inward: Bool) {
        swipes += 1
        swipe(inward ? -120 : 120, id: 90_000 + swipes)
      }
      @MainActor func flipLayoutDirection() {
        f.window.layoutDirection =
          f.window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      }
      @MainActor func removeAndReadd() {
        menu.removeFromSuperview()
        f.window.rootView.addSubview(menu)
      }
      fuzzer.hostActions = [
        ("show", { menu.show(animated: n % 4 != 0) }),
        ("hide", { menu.hide(animated: n % 4 != 1) }), ("toggle", { menu.toggle() }),
        ("select", { menu.selectOption(at: n % 7 - 1) }),
        ("swipe in", { swipe(in: true) }), ("swipe out", { swipe(in: false) }),
        ("reduce motion", { f.window.reduceMotion.toggle() }),
        ("layout direction", flipLayoutDirection),
        ("edge", { menu.edge = menu.edge == .trailing ? .leading : .trailing }),
        ("remove and re-add", removeAndReadd),
      ]
      fuzzer.hostActionRate = 0.2
      let broken = fuzzer.exercise(
        steps: 4 + n % 9, invariants: { menu.invariantViolations() + heardWrong },
        isAtRest: { menu.isAtRest },
        endState: { menu.phase == .shown || menu.phase == .hidden ? [] : ["ended \(menu.phase)"] })
      endedShown += menu.phase == .shown ? 1 : 0
      return fuzzer.failure(broken)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The runs reach both ends and choose options (not a test that cannot fail).
    #expect(endedShown > Self.runs / 10 && endedShown < Self.runs * 9 / 10)
    #expect(choices > Self.runs / 50, "\(choices) choices")
  }
}
