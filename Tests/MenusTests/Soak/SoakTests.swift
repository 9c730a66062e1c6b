import Geometry
import Testing
import TestSupport

@testable import Menus
@testable import Scene

/// Issue 12's soak: every control worked for a stretch of simulated time through
/// `Window.tick` at 60 Hz — the dial spun by finger, keys, taps and hides; the menus opened,
/// closed, chosen from and interrupted — then measured each time it comes to rest: its rest
/// geometry may not drift more than 0.5 pt from the first time, and nothing it holds may
/// grow (counts of views, layers, animations, bodies, logs; objects out of the tree must be
/// freed). docs/reliability.md has the figures.
///
/// The normal suite soaks each control for 5 simulated minutes; `DYNAMICMENUS_LONG=1` for
/// one simulated hour each (run it alone, `swift test --filter SoakTests`, so the process's
/// malloc figures are the soak's own: they are then checked too).
@MainActor
@Suite("Soak: a simulated hour of spinning and toggling", .serialized, .isolatedState)
struct SoakTests {
  static let duration = FuzzBudget.isLong ? 3600.0 : 300.0

  /// Checks a soak's verdict and prints its figures.
  func verdict(_ run: SoakRun) {
    print(run.finish())
    #expect(run.problems.isEmpty, "\(run.name): \(run.problems.joined(separator: "\n"))")
    #expect(run.rests > Int(Self.duration / 30), "\(run.name) came to rest \(run.rests) times")
    if FuzzBudget.isLong {
      // One MiB of slack for the test runner's own allocations.
      #expect(run.dataGrowth < 1 << 20, "\(run.name): the data segment grew \(run.dataGrowth) B")
    }
  }

  // MARK: DialMenu

  @Test("DialMenu: spun by finger, turned by keys and taps, hidden and shown")
  func dial() {
    let f = DialFixture()
    let dial = f.dial
    f.window.focus(dial)
    var rng = SeededGenerator(seed: 0x50A4_D1A1)
    var selections = 0
    dial.onSelect = { _ in selections += 1 }
    let run = SoakRun(name: "DialMenu", window: f.window, duration: Self.duration)
    run.extraObjects = {
      [dial.animator as AnyObject?, dial.snap, dial.itemBehavior].compactMap { $0 }
    }
    var worstUnderLoad = 0.0
    var worstPlace = 0.0
    let atRest = { dial.transition == .none && dial.motion == .idle }
    func restCheck(_ what: String) {
      run.settle(what, isAtRest: atRest)
      for problem in dial.invariantViolations() { run.fail("\(what): \(problem)") }
      // The ring's radius and spacing: each item's distance from the centre, and from its
      // neighbour (one chord).
      let n = dial.itemViews.count
      var radius = 0.0
      var spacing = 0.0
      for (i, item) in dial.itemViews.enumerated() {
        radius = max(radius, abs(item.center.distance(to: dial.ring.center) - dial.ring.radius))
        let next = dial.itemViews[(i + 1) % n].center
        spacing = max(spacing, abs(item.center.distance(to: next) - dial.ring.chord))
      }
      run.measure(drift: radius, "\(what), an item off the ring's radius")
      run.measure(drift: spacing, "\(what), neighbours off one chord apart")
      // And every item where the selection puts it (slot i − selected): the wheel may rest
      // up to restTolerance (0.5 pt) short of the top, so this is a figure, bounded by 1 pt.
      guard let selected = dial.selectedIndex else { return run.fail("no selection") }
      for (i, item) in dial.itemViews.enumerated() {
        worstPlace = max(
          worstPlace, item.center.distance(to: dial.ring.point(ofSlot: i - selected)))
      }
    }
    let c = dial.ring.center
    let r = dial.ring.radius
    func onRing(_ a: Double, radius: Double? = nil) -> Point {
      let rr = radius ?? r
      return Point(x: c.x + rr * Angles.sin(a), y: c.y - rr * Angles.cos(a))
    }
    restCheck("shown")
    var cycle = 0
    while !run.isOver {
      cycle += 1
      switch cycle % 8 {
      case 0, 1, 2, 3:
        // A spin by finger: from near the top, up to two turns either way, 0.3…3 s, on or
        // off the ring's radius.
        let from = Double.random(in: -0.3...0.3, using: &rng)
        let turn = Double.random(in: -4 * .pi...4 * .pi, using: &rng)
        let seconds = Double.random(in: 0.3...3, using: &rng)
        let radius = r * Double.random(in: 0.6...1.2, using: &rng)
        let frames = Int(seconds * 60)
        let points = (0...frames).map {
          onRing(from + turn * Double($0) / Double(frames), radius: radius)
        }
        run.drag(points, id: cycle, holdAtEnd: cycle % 3 == 0 ? 0.4 : 0)
        restCheck("after a spin of \(turn) rad in \(seconds) s")
      case 4:
        let key: Key = Bool.random(using: &rng) ? .right : .left
        for _ in 0..<Int.random(in: 1...3, using: &rng) { run.send(key) }
        run.tick()
        restCheck("after \(key) keys")
      case 5:
        let index = Int.random(in: 0..<dial.itemViews.count, using: &rng)
        run.tap(dial.convert(dial.itemViews[index].center, to: nil), id: cycle)
        restCheck("after a tap on item \(index)")
      case 6:
        if cycle % 24 == 6 {
          dial.hide()
          run.settle("hiding") { dial.transition == .none }
          dial.show()
          restCheck("after hide and show")
        } else {
          Bool.random(using: &rng) ? dial.accessibilityIncrement() : dial.accessibilityDecrement()
          restCheck("after an accessibility adjustment")
        }
      default:
        // Continuous spinning: ten seconds round and round under the finger, half a turn
        // a second, measuring the wheel under load every frame.
        run.send(
          Touch(identifier: cycle, location: dial.convert(dial.ring.top, to: nil), phase: .began))
        run.tick()
        for k in 1...600 {
          run.send(Touch(identifier: cycle, location: onRing(Double(k) * .pi / 60), phase: .moved))
          run.tick()
          let off = dial.itemViews.map {
            abs($0.center.distance(to: c) - r)
          }.max()!
          worstUnderLoad = max(worstUnderLoad, off)
        }
        run.send(Touch(identifier: cycle, location: onRing(0), phase: .ended))
        run.tick()
        restCheck("after ten seconds of spinning")
      }
    }
    verdict(run)
    print(
      "soak DialMenu: \(selections) selections; ring error under load at most \(worstUnderLoad) "
        + "pt; items at most \(worstPlace) pt from their places at rest")
    #expect(worstUnderLoad < DialMenu.ringToleranceUnderLoad)
    #expect(worstPlace < 1)
    #expect(selections > Int(Self.duration / 10))
  }

  // MARK: RadialMenu

  @Test("RadialMenu: opened by press and call, items highlighted and chosen, closed, interrupted")
  func radial() {
    let (window, menu) = makeRadialDemo()
    window.focus(menu)
    var rng = SeededGenerator(seed: 0x50A4_4AD1)
    var chosen = 0
    menu.onSelect = { m, i in
      chosen += 1
      if !m.items.indices.contains(i) { Issue.record("onSelect(\(i)) of \(m.items.count)") }
    }
    let run = SoakRun(name: "RadialMenu", window: window, duration: Self.duration)
    var reference: [RadialMenu.MenuState: RestSignature] = [:]
    func restCheck(_ what: String) {
      run.settle(what) { menu.transition == nil }
      for problem in menu.invariantViolations() { run.fail("\(what): \(problem)") }
      guard menu.highlightedIndex == nil else { return }
      let now = RestSignature(menu.layer)
      guard let first = reference[menu.menuState] else {
        reference[menu.menuState] = now
        return
      }
      let (d, layer) = now.drift(from: first)
      run.measure(drift: d, "\(what), \(menu.menuState.rawValue), layer \(layer)")
    }
    restCheck("closed")
    var cycle = 0
    while !run.isOver {
      cycle += 1
      switch cycle % 5 {
      case 0:
        // Press the centre, drag onto a sector, lift: chosen, and the menu closes.
        let sector = Double(Int.random(in: 0..<12, using: &rng)) * 30 + 15
        run.send(Touch(identifier: cycle, location: demoCentre, phase: .began))
        run.run(for: 1.1)
        run.send(Touch(identifier: cycle, location: polar(130, sector), phase: .moved))
        run.tick()
        run.send(Touch(identifier: cycle, location: polar(130, sector), phase: .ended))
        run.tick()
        restCheck("after choosing at \(sector)°")
      case 1:
        menu.open()
        restCheck("after open()")
        menu.close()
        restCheck("after close()")
      case 2:
        // Interrupted: open, turned back part way, and again.
        menu.open()
        run.run(for: Double.random(in: 0.05...0.9, using: &rng))
        menu.close()
        run.run(for: Double.random(in: 0.05...0.9, using: &rng))
        menu.open()
        restCheck("after an interrupted opening")
        run.tap(polar(200, 45 + 90 * Double(cycle % 4)), id: cycle)  // outside the sectors: closes
        restCheck("after a tap outside")
      case 3:
        // Long press away from the centre, lifted early: the opening plays back.
        run.send(Touch(identifier: cycle, location: polar(60, 200), phase: .began))
        run.run(for: 0.5 + Double.random(in: 0.1...0.6, using: &rng))
        run.send(Touch(identifier: cycle, location: polar(60, 200), phase: .ended))
        run.tick()
        restCheck("after a long press lifted early")
        if menu.menuState == .open { menu.close() }
        restCheck("closed again")
      default:
        window.reduceMotion = cycle % 20 == 4
        menu.toggle(animated: true)
        restCheck("after toggle (reduce motion \(window.reduceMotion))")
        menu.toggle(animated: cycle % 3 == 0)
        restCheck("after toggle back")
        window.reduceMotion = false
        run.tick()
      }
    }
    verdict(run)
    print("soak RadialMenu: \(chosen) items chosen")
    #expect(chosen > Int(Self.duration / 30))
  }

  // MARK: FloatingMenuController

  @Test("FloatingMenu: opened by its button, chosen from, closed, cancelled, interrupted")
  func floating() {
    let f = FloatingFixture()
    let menu = f.menu
    var rng = SeededGenerator(seed: 0x50A4_F10A)
    let run = SoakRun(name: "FloatingMenu", window: f.window, duration: Self.duration)
    run.extraCounts = { ["menu event log": menu.eventLog.count] }
    run.capacities["menu event log"] = FloatingMenuController.eventLogCapacity
    run.extraTrees = { [menu] }
    var reference: [String: RestSignature] = [:]
    func restCheck(_ what: String) {
      run.settle(what) { menu.isAtRest }
      run.tick()
      for problem in menu.invariantViolations() { run.fail("\(what): \(problem)") }
      let key = "\(menu.phase)"
      // Open: the menu's tree (an overlay); closed: the window's root with the button.
      let now = RestSignature(menu.phase == .open ? menu.layer : f.window.rootView.layer)
      guard let first = reference[key] else {
        reference[key] = now
        return
      }
      let (d, layer) = now.drift(from: first)
      run.measure(drift: d, "\(what), \(key), layer \(layer)")
    }
    f.heard.removeAll()
    var cycle = 0
    while !run.isOver {
      cycle += 1
      // The log is the host's; keep it from piling up in the test itself.
      f.heard.removeAll()
      switch cycle % 4 {
      case 0:
        run.tap(FloatingFixture.fabCenter, id: cycle)
        restCheck("after a tap on the button")
        let index = Int.random(in: 0..<menu.buttonItems.count, using: &rng)
        run.tap(menu.buttonItems[index].layer.presentation().position, id: cycle + 100_000)
        restCheck("after choosing item \(index)")
      case 1:
        menu.open()
        restCheck("after open()")
        run.tap(FloatingFixture.fabCenter, id: cycle)  // the close button
        restCheck("after the close button")
      case 2:
        menu.open()
        run.run(for: Double.random(in: 0.02...0.4, using: &rng))
        menu.close(animated: true)
        run.run(for: Double.random(in: 0.02...0.4, using: &rng))
        menu.open()
        restCheck("after an interrupted opening")
        run.tap(Point(x: 60, y: 100), id: cycle)  // the backdrop: cancels
        restCheck("after a tap on the backdrop")
      default:
        menu.toggle()
        run.run(for: Double.random(in: 0.02...0.6, using: &rng))
        menu.toggle()
        restCheck("after toggling twice")
        if menu.phase == .open { menu.close() }
        restCheck("closed again")
      }
    }
    verdict(run)
  }

  // MARK: SlideMenu

  @Test("SlideMenu: shown and hidden by swipes, taps and calls, options chosen, interrupted")
  func slide() {
    let f = SlideFixture()
    let menu = f.menu
    var rng = SeededGenerator(seed: 0x50A4_5119)
    var chosen = 0
    menu.selectionHandler = { i, _ in
      chosen += 1
      if !(0..<5).contains(i) { Issue.record("selection \(i)") }
    }
    let run = SoakRun(name: "SlideMenu", window: f.window, duration: Self.duration)
    run.extraCounts = { ["menu event log": menu.eventLog.count] }
    run.capacities["menu event log"] = SlideMenu.eventLogCapacity
    run.extraObjects = { [menu.animator as AnyObject?, menu.itemBehavior].compactMap { $0 } }
    var reference: [Bool: Rect] = [:]
    func restCheck(_ what: String) {
      run.settle(what) { menu.isAtRest }
      run.tick()
      for problem in menu.invariantViolations() { run.fail("\(what): \(problem)") }
      let now = menu.presentedFrame
      guard let first = reference[menu.isMenuShown] else {
        reference[menu.isMenuShown] = now
        return
      }
      let d = max(abs(now.minX - first.minX), abs(now.minY - first.minY))
      // Box2D's contacts rest up to the slop (0.5 pt) inside the boundary, and the write-back
      // snaps to half points: a menu arriving slowly rests 0.5 pt past one arriving fast
      // (docs/controls/slide-menu.md). That is the bound here; that it never grows is checked
      // by the run.
      run.measure(
        drift: d, bound: 0.5,
        "\(what), \(menu.isMenuShown ? "shown" : "hidden") at x \(now.minX), first \(first.minX)")
    }
    func swipe(from: Point, dx: Double, id: Int) {
      let points = (0...9).map { from + Vector(dx: dx * Double($0) / 9, dy: 0) }
      run.drag(points, id: id)
    }
    var cycle = 0
    while !run.isOver {
      cycle += 1
      f.heard.removeAll()
      f.feedback.removeAll()
      switch cycle % 5 {
      case 0:
        swipe(from: Point(x: 300, y: 300), dx: -120, id: cycle)
        restCheck("after a swipe in")
        swipe(from: Point(x: 240, y: 300), dx: 120, id: cycle + 100_000)
        restCheck("after a swipe out")
      case 1:
        menu.show()
        restCheck("after show()")
        let row = Int.random(in: 0..<5, using: &rng)
        run.tap(Point(x: 300, y: 20 + 44 * Double(row) + 22), id: cycle)
        restCheck("after choosing row \(row)")
      case 2:
        menu.show()
        restCheck("after show()")
        run.tap(Point(x: 60, y: 300), id: cycle)  // the backdrop
        restCheck("after a tap on the backdrop")
      case 3:
        // Interrupted both ways, in the middle of the fall.
        menu.toggle()
        run.run(for: Double.random(in: 0.02...0.5, using: &rng))
        menu.toggle()
        run.run(for: Double.random(in: 0.02...0.5, using: &rng))
        menu.toggle()
        restCheck("after three quick toggles")
        if menu.isMenuShown { menu.hide() }
        restCheck("hidden again")
      default:
        f.window.reduceMotion = cycle % 20 == 4
        menu.toggle()
        restCheck("after toggle (reduce motion \(f.window.reduceMotion))")
        menu.toggle(animated: cycle % 3 != 0)
        restCheck("after toggle back")
        f.window.reduceMotion = false
        run.tick()
      }
    }
    verdict(run)
    print("soak SlideMenu: \(chosen) options chosen")
    #expect(chosen > Int(Self.duration / 60))
  }

  // MARK: ConfirmActionButton

  @Test("ConfirmActionButton: held and confirmed, pressed hard, cancelled, keyed")
  func confirm() {
    let f = ConfirmFixture()
    var rng = SeededGenerator(seed: 0x50A4_C0F1)
    let run = SoakRun(name: "ConfirmActionButton", window: f.window, duration: Self.duration)
    let centre = Point(x: 187.5, y: 500)
    let ring = centre + Vector(dx: 0, dy: -100)
    var reference: RestSignature?
    func restCheck(_ what: String) {
      run.settle(what) { f.button.selectionState == .idle && !f.button.layer.hasAnimationsInTree }
      run.tick()
      for problem in f.button.invariantViolations() { run.fail("\(what): \(problem)") }
      // Idle, the ring is empty and wordless (invariants 3 and 5) and stays where the last
      // press put it: only the button's face counts.
      let now = RestSignature(f.button.layer, skipping: ["confirmation"])
      guard let first = reference else { return reference = now }
      let (d, layer) = now.drift(from: first)
      run.measure(drift: d, "\(what), layer \(layer)")
    }
    restCheck("idle")
    var fired = 0
    var cycle = 0
    while !run.isOver {
      cycle += 1
      fired += f.events.filter { $0 == "primary" }.count
      f.events.removeAll()
      let id = cycle
      switch cycle % 4 {
      case 0:
        run.send(Touch(identifier: id, location: centre, phase: .began))
        run.run(for: 2.1)
        run.send(Touch(identifier: id, location: ring, phase: .moved))
        run.tick()
        run.send(Touch(identifier: id, location: ring, phase: .ended))
        run.tick()
        restCheck("after a held press confirmed")
      case 1:
        let force = TouchForce.available(
          force: Double.random(in: 3...6.67, using: &rng), maximumPossible: 6.67)
        run.send(Touch(identifier: id, location: centre, phase: .began, force: force))
        run.tick()
        run.send(Touch(identifier: id, location: ring, phase: .moved, force: force))
        run.run(for: 0.2)
        run.send(Touch(identifier: id, location: ring, phase: .ended))
        run.tick()
        restCheck("after a hard press confirmed")
      case 2:
        run.send(Touch(identifier: id, location: centre, phase: .began))
        run.run(for: Double.random(in: 0.05...1.9, using: &rng))
        run.send(Touch(identifier: id, location: centre, phase: .ended))
        run.tick()
        restCheck("after a press let go early")
      default:
        f.window.focus(f.button)
        f.window.send(KeyEvent(key: .space, phase: .press))
        run.run(for: 2.2)
        f.window.send(KeyEvent(key: .space, phase: .release))
        run.tick()
        restCheck("after space held")
      }
    }
    verdict(run)
    print("soak ConfirmActionButton: \(fired) confirmations")
    #expect(fired > Int(Self.duration / 10))
  }
}

/// Where every layer of a tree shows: its presentation's corners in window space and its
/// opacity, in tree order (masks included).
@MainActor
struct RestSignature {
  var corners: [[Point]] = []
  var opacities: [Double] = []
  var names: [String] = []

  /// The signature of `root`'s tree, leaving out the subtrees of layers named in `skipping`.
  init(_ root: Layer, skipping: Set<String> = []) {
    self.skipping = skipping
    visit(root)
  }

  private let skipping: Set<String>

  private mutating func visit(_ layer: Layer, shown: Bool = true) {
    if let name = layer.name, skipping.contains(name) { return }
    let p = layer.presentation()
    // Geometry counts only for what shows: a transparent or hidden layer (and what is in
    // it) may be anywhere, as the radial menu's closed highlight and the confirm button's
    // idle ring are, where their last use left them.
    let shows = shown && !p.isHidden && p.opacity > 0
    let b = p.bounds
    let t = p.transformToRootSpace
    corners.append(
      shows
        ? [
          Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
          Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
        ].map { $0.applying(t) } : [])
    opacities.append(p.opacity)
    names.append(layer.name ?? "\(type(of: layer))")
    if let mask = layer.mask { visit(mask, shown: shows) }
    layer.sublayers.forEach { visit($0, shown: shows) }
  }

  /// The largest corner displacement (points) from `other`, or how far the opacities moved
  /// times 100 (a 1 % change counts as 1 pt), and the layer where; infinity when the trees
  /// differ, or a layer shows in one and not the other.
  func drift(from other: RestSignature) -> (points: Double, layer: String) {
    guard names == other.names else { return (.infinity, "the tree changed") }
    var worst = (points: 0.0, layer: "none")
    for i in names.indices {
      var d = 100 * abs(opacities[i] - other.opacities[i])
      if corners[i].count != other.corners[i].count {
        d = .infinity
      } else {
        for (p, q) in zip(corners[i], other.corners[i]) { d = max(d, p.distance(to: q)) }
      }
      if d > worst.points { worst = (d, names[i]) }
    }
    return worst
  }
}

extension Layer {
  /// Whether this layer or any below it has an animation attached.
  var hasAnimationsInTree: Bool {
    hasAnimations || sublayers.contains { $0.hasAnimationsInTree }
  }
}
