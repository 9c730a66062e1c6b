import DynamicMenusLayers
import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// Random interaction scripts (seeded, so a failure names a script that reproduces it).
@MainActor
@Suite("RadialMenu fuzz")
struct RadialMenuFuzzTests {
  /// A random script of touches, drags, long presses, waits and keys, mostly aimed at the
  /// menu's centre and band.
  static func randomScript(_ g: inout SeededGenerator) -> String {
    func pick(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
    func unit() -> Double { Double(g.next() >> 11) / Double(1 << 53) }
    func point() -> String {
      let p: Point
      switch pick(5) {
      case 0: p = demoCentre + Vector(dx: unit() * 60 - 30, dy: unit() * 60 - 30)
      case 1, 2: p = polar(95 + unit() * 70, unit() * 400 - 20)  // across the band and its edges
      case 3: p = polar(unit() * 300, unit() * 360)
      default: p = Point(x: unit() * 560 - 24, y: unit() * 560 - 24)
      }
      return "\((p.x * 100).rounded() / 100) \((p.y * 100).rounded() / 100)"
    }
    func wait() -> String { "wait \((unit() * 1.3 * 1000).rounded() / 1000)" }
    var lines: [String] = []
    var down = false
    for _ in 0..<(4 + pick(12)) {
      switch pick(10) {
      case 0, 1:
        if down { lines.append("up") } else { lines.append("down \(point())") }
        down.toggle()
      case 2, 3:
        if down { lines.append("move \(point())") } else { lines.append("tap \(point())") }
      case 4:
        if !down { lines.append("drag \(point()) to \(point()) in \(0.05 + unit() * 0.6)") }
      case 5:
        if !down { lines.append("longpress \(point()) for \(unit() * 1.5)") }
      case 6:
        let keys = ["left", "right", "up", "down", "return", "space", "escape", "tab"]
        lines.append("key \(keys[pick(keys.count)])")
      default:
        lines.append(wait())
      }
    }
    if down { lines.append("up") }
    return lines.joined(separator: "\n")
  }

  /// One random thing a host does to the menu.
  static func hostAction(_ g: inout SeededGenerator, _ menu: RadialMenu, _ window: Window) {
    let animated = g.next() % 4 != 0
    switch g.next() % 8 {
    case 0, 1: menu.open(animated: animated)
    case 2, 3: menu.close(animated: animated)
    case 4: menu.toggle(animated: animated)
    case 5: window.reduceMotion.toggle()
    case 6: menu.items = Array(RadialMenu.zodiacItems.prefix(2 + Int(g.next() % 11)))
    default: menu.selectedIndex = Int(g.next() % UInt64(menu.items.count))
    }
  }

  @Test("1,000 random scripts: every invariant holds, and the menu ends open or closed")
  func randomScripts() throws {
    var g = SeededGenerator(seed: 7)
    var frames = 0, endedOpen = 0, selections = 0
    for n in 0..<1_000 {
      let source = Self.randomScript(&g)
      let (window, menu) = makeRadialDemo()
      window.focus(menu)
      window.reduceMotion = g.next() % 8 == 0
      var indices: [Int] = []
      menu.onSelect = { _, i in indices.append(i) }
      menu.onHighlightChange = { _, i in if let i { indices.append(i) } }
      let runner = try ScriptRunner(window: window, source: source, name: "fuzz\(n)")
      let everyFrame = n % 20 == 0  // after every frame too, for one script in 20
      var broken: [String] = []
      // Between frames, now and then, what a host might do: open, close or toggle (animated
      // or not), flip reduce motion, change the items, set the selection.
      var host = SeededGenerator(seed: g.next())
      runner.run { _ in
        frames += 1
        if host.next() % 40 == 0 { Self.hostAction(&host, menu, window) }
        if everyFrame && broken.isEmpty { broken = menu.invariantViolations() }
      }
      // Let every animation end (a transition lasts at most 1.16 s).
      for _ in 0..<120 where menu.transition != nil {
        window.tick()
        frames += 1
      }
      endedOpen += menu.menuState == .open ? 1 : 0
      selections += menu.selectedIndex == nil ? 0 : 1
      broken += menu.invariantViolations()
      if menu.menuState != .open && menu.menuState != .closed {
        broken.append("ended \(menu.menuState.rawValue)")
      }
      if !indices.allSatisfy({ (0..<RadialMenu.maximumItemCount).contains($0) }) {
        broken.append("index out of range")
      }
      #expect(broken.isEmpty, "script fuzz\(n):\n\(source)\n\(broken)")
      if !broken.isEmpty { break }
    }
    // The scripts reach every part of the menu, not only its closed state.
    #expect(frames > 100_000)
    #expect(endedOpen > 50 && selections > 50)
    print(
      "RadialMenu fuzz: 1000 scripts, \(frames) frames, \(endedOpen) ended open, \(selections) chose"
    )
  }
}

/// The invariant check itself: it must see what it claims to guard.
@MainActor
@Suite("RadialMenu invariants")
struct RadialMenuInvariantTests {
  @Test("a part left between states, a stray highlight or a running animation is reported")
  func reportsViolations() {
    let (window, menu) = makeRadialDemo()
    #expect(menu.invariantViolations() == [])
    menu.thickRing.radius = 100
    #expect(menu.invariantViolations().contains { $0.contains("thickRing.radius is 100.0") })
    menu.thickRing.radius = 14
    menu.highlightedIndex = 3
    #expect(menu.invariantViolations() == ["highlightedIndex 3 while closed"])
    menu.highlightedIndex = nil
    menu.dashedRings[0].add(
      .init(from: 0.0, to: 4.0, duration: 1), for: .lineWidth, forKey: "stray")
    #expect(menu.invariantViolations() == ["shortDashes still animates while closed"])
    menu.dashedRings[0].removeAllAnimations()
    window.tick()
    #expect(menu.invariantViolations() == [])
  }
}
