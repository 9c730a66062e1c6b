import DynamicMenusViews
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

/// Seeded random scripts: taps anywhere (the floating button, items, labels, the backdrop),
/// keys, waits, calls of the public API and setting changes in the middle of the motion;
/// the invariants are checked after every step and, once everything has settled, that the
/// menu is open or closed with every button in its place.
@MainActor
@Suite("FloatingMenu fuzz: seeded random scripts keep the invariants")
struct FloatingMenuFuzzTests {
  /// The number of scripts in the normal suite (the reliability engineer scales it up).
  static let scripts = 1_000

  /// One random step, played on the fixture; returns a description for failure messages.
  static func randomStep(_ f: FloatingFixture, _ rng: inout SeededGenerator) -> String {
    let menu = f.menu
    func point() -> Point {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return FloatingFixture.fabCenter
      case 1:
        let i = Int.random(in: 0..<menu.buttonItems.count, using: &rng)
        return menu.buttonItems[i].layer.presentation().position
      case 2:
        let i = Int.random(in: 0..<menu.buttonLabels.count, using: &rng)
        return menu.buttonLabels[i].layer.presentation().position
      default:
        return Point(
          x: Double.random(in: 0..<375, using: &rng).rounded(),
          y: Double.random(in: 0..<667, using: &rng).rounded())
      }
    }
    switch Int.random(in: 0..<14, using: &rng) {
    case 0...3:
      let p = point()
      f.play("tap \(p.x) \(p.y)")
      return "tap \(p.x) \(p.y)"
    case 4, 5:
      let wait = Double(Int.random(in: 1...36, using: &rng)) / 60
      f.play("wait \(wait)")
      return "wait \(wait)"
    case 6:
      let key = ["up", "down", "left", "right", "return", "escape", "tab", "space"].randomElement(
        using: &rng)!
      f.play("key \(key)")
      return "key \(key)"
    case 7:
      let animated = Bool.random(using: &rng)
      menu.open(animated: animated)
      return "open(animated: \(animated))"
    case 8:
      let animated = Bool.random(using: &rng)
      menu.close(animated: animated)
      return "close(animated: \(animated))"
    case 9:
      menu.toggle()
      return "toggle()"
    case 10:
      let i = Int.random(in: -1...5, using: &rng)
      menu.select(i)
      return "select(\(i))"
    case 11:
      f.window.reduceMotion.toggle()
      f.window.tick()  // settings take effect at the next frame
      return "reduceMotion = \(f.window.reduceMotion)"
    case 12:
      f.window.layoutDirection =
        f.window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      f.window.tick()  // the window lays the menu out again at the next frame
      return "layoutDirection = \(f.window.layoutDirection)"
    default:
      let d = FloatingMenuController.Direction.allCases.randomElement(using: &rng)!
      menu.configuration.staggerInterval = Double(Int.random(in: 0...3, using: &rng)) * 0.03
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: menu.configuration.labelDirection = d
      case 1: menu.configuration.buttonDirection = d
      default:
        let layouts: [FloatingMenuController.Layout] = [.line, .arc(), .arc(sweep: .pi), .circle()]
        menu.configuration.layout = layouts.randomElement(using: &rng)!
      }
      f.window.tick()
      return "direction \(d), stagger \(menu.configuration.staggerInterval), "
        + "layout \(menu.configuration.layout)"
    }
  }

  /// Plays one seeded script; returns its failures (empty when every invariant held).
  static func runScript(seed: UInt64) -> [String] {
    var rng = SeededGenerator(seed: seed)
    let f = FloatingFixture()
    var steps: [String] = []
    var failures: [String] = []
    let count = Int.random(in: 1...12, using: &rng)
    for _ in 0..<count {
      steps.append(randomStep(f, &rng))
      let problems = f.menu.invariantViolations()
      if !problems.isEmpty {
        failures.append("seed \(seed) after \(steps): \(problems)")
        return failures
      }
    }
    f.settle(limit: 5)
    let problems = f.menu.invariantViolations()
    if !problems.isEmpty { failures.append("seed \(seed) settled after \(steps): \(problems)") }
    if !f.menu.isAtRest { failures.append("seed \(seed): still moving 5 s later after \(steps)") }
    if f.menu.phase != .open && f.menu.phase != .closed {
      failures.append("seed \(seed): ended \(f.menu.phase) after \(steps)")
    }
    if f.menu.phase == .closed, !f.window.overlays.isEmpty {
      failures.append("seed \(seed): closed but still presented after \(steps)")
    }
    return failures
  }

  @Test("1,000 seeded random scripts: invariants after every step, open or closed at the end")
  func fuzz() {
    var failures: [String] = []
    for seed in 0..<UInt64(Self.scripts) {
      failures += Self.runScript(seed: 0xF10A_7000 + seed)
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }

  @Test("the same seed plays the same story")
  func deterministic() {
    func story(_ seed: UInt64) -> [String] {
      var rng = SeededGenerator(seed: seed)
      let f = FloatingFixture()
      for _ in 0..<20 { _ = Self.randomStep(f, &rng) }
      f.settle()
      return f.menu.eventLog + [f.menu.phase.rawValue]
    }
    #expect(story(42) == story(42))
    #expect(story(7) == story(7))
  }
}
