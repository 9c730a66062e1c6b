import DynamicMenusLayers
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The menus that open and close soaked: the radial menu, the floating menu and the slide
/// menu opened (by touch and by call), chosen from, closed, cancelled and interrupted; at
/// every rest, open or closed, their layers where they were the first time.
extension SoakTests {
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
    menu.onSelect = { _, i in
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
}
