import DynamicMenusViews
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

/// Seeded random scripts: swipes both ways from anywhere, taps (rows, the backdrop, anywhere),
/// drags, keys, waits of any length, calls of the public API, and changes of Reduce Motion,
/// the layout direction and the edge in the middle of the motion. The invariants are checked
/// after every step and, once everything has settled, that the menu rests shown or hidden.
@MainActor
@Suite("SlideMenu fuzz: seeded random scripts keep the invariants")
struct SlideMenuFuzzTests {
  /// The number of scripts in the normal suite (the reliability engineer scales it up).
  static let scripts = 1_000

  /// One random step, played on the fixture; returns a description for failure messages.
  static func randomStep(_ f: SlideFixture, _ rng: inout SeededGenerator) -> String {
    func coordinate(_ range: Range<Double>) -> Double {
      Double.random(in: range, using: &rng).rounded()
    }
    switch Int.random(in: 0..<16, using: &rng) {
    case 0, 1:
      let direction = Bool.random(using: &rng) ? "left" : "right"
      let (x, y) = (coordinate(20..<355), coordinate(20..<647))
      let duration = Double(Int.random(in: 6...30, using: &rng)) / 60
      let line = "swipe \(direction) from \(x) \(y) in \(duration)"
      f.play(line)
      return line
    case 2, 3:
      let p: Point
      if Bool.random(using: &rng) {
        let side = f.menu.presentedFrame
        p = Point(
          x: side.midX.rounded(),
          y: 20 + 50 * Double(Int.random(in: 0..<6, using: &rng)) + 25)
      } else {
        p = Point(x: coordinate(0..<375), y: coordinate(0..<667))
      }
      let line = "tap \(p.x) \(p.y)"
      f.play(line)
      return line
    case 4:
      let line =
        "drag \(coordinate(0..<375)) \(coordinate(0..<667)) to "
        + "\(coordinate(0..<375)) \(coordinate(0..<667)) in 0.2"
      f.play(line)
      return line
    case 5, 6:
      let wait = Double(Int.random(in: 1...90, using: &rng)) / 60
      f.play("wait \(wait)")
      return "wait \(wait)"
    case 7:
      let key = ["up", "down", "return", "escape", "tab", "space"].randomElement(using: &rng)!
      f.play("key \(key)")
      return "key \(key)"
    case 8:
      let animated = Int.random(in: 0..<4, using: &rng) > 0
      f.menu.show(animated: animated)
      return "show(animated: \(animated))"
    case 9:
      let animated = Int.random(in: 0..<4, using: &rng) > 0
      f.menu.hide(animated: animated)
      return "hide(animated: \(animated))"
    case 10, 11:
      f.menu.toggle()
      return "toggle()"
    case 12:
      let index = Int.random(in: -1...5, using: &rng)
      f.menu.selectOption(at: index)
      return "selectOption(at: \(index))"
    case 13:
      f.window.reduceMotion.toggle()
      return "reduceMotion = \(f.window.reduceMotion)"
    case 14:
      f.window.layoutDirection =
        f.window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      f.window.tick()  // the menu re-docks at the next layout pass
      return "layoutDirection = \(f.window.layoutDirection)"
    default:
      let edge = SlideMenu.Edge.allCases.randomElement(using: &rng)!
      f.menu.edge = edge
      f.window.tick()
      return "edge = \(edge)"
    }
  }

  /// Plays one seeded script; returns its failures (empty when every invariant held).
  static func runScript(seed: UInt64) -> [String] {
    var rng = SeededGenerator(seed: seed)
    let f = SlideFixture()
    var steps: [String] = []
    let count = Int.random(in: 1...12, using: &rng)
    for _ in 0..<count {
      steps.append(randomStep(f, &rng))
      let problems = f.menu.invariantViolations()
      if !problems.isEmpty { return ["seed \(seed) after \(steps): \(problems)"] }
    }
    f.settle(limit: 5)
    var failures: [String] = []
    let problems = f.menu.invariantViolations()
    if !problems.isEmpty { failures.append("seed \(seed) settled after \(steps): \(problems)") }
    if !f.menu.isAtRest { failures.append("seed \(seed): still moving 5 s later after \(steps)") }
    if f.menu.phase != .shown && f.menu.phase != .hidden {
      failures.append("seed \(seed): ended \(f.menu.phase) after \(steps)")
    }
    return failures
  }

  @Test("1,000 seeded random scripts: invariants after every step, shown or hidden at the end")
  func fuzz() {
    var failures: [String] = []
    for seed in 0..<UInt64(Self.scripts) {
      failures += Self.runScript(seed: 0x511D_E000 + seed)
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }

  @Test("the same seed plays the same story")
  func deterministic() {
    func story(_ seed: UInt64) -> [String] {
      var rng = SeededGenerator(seed: seed)
      let f = SlideFixture()
      for _ in 0..<20 { _ = Self.randomStep(f, &rng) }
      f.settle()
      return f.menu.eventLog + [f.menu.phase.rawValue, "\(f.menu.presentedFrame)"]
    }
    #expect(story(42) == story(42))
    #expect(story(7) == story(7))
  }
}
