import DynamicMenusGeometry
import Foundation
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

/// Touches, keys and VoiceOver.
@MainActor
@Suite("RadialMenu interaction")
struct RadialMenuInteractionTests {
  @Test("sectors: the band 102…156 edges included, index = angle / 30° clockwise from 3 o'clock")
  func sectorHitTesting() {
    let (_, menu) = makeRadialDemo()
    let at = { (r: Double, deg: Double) in
      menu.itemIndex(at: menu.convert(polar(r, deg), from: nil))
    }
    #expect(at(101.999, 15) == nil)
    #expect(at(102, 15) == 0)
    #expect(at(156, 15) == 0)
    #expect(at(156.001, 15) == nil)
    #expect(at(0, 0) == nil)
    // 0° and 360° are the start of sector 0; just before is the end of sector 11.
    #expect(at(129, 0) == 0)
    #expect(at(129, 360) == 0)
    #expect(at(129, -0.001) == 11)
    #expect(at(129, 359.999) == 11)
    #expect(at(129, 0.001) == 0)
    // Sector edges: 30° starts sector 1.
    #expect(at(129, 29.999) == 0 && at(129, 30.001) == 1)
    #expect(at(129, 90) == 3)  // straight down
    #expect(at(129, 270) == 9)  // straight up
    // Each icon's angle, 30°·i + 15°, is inside sector i.
    for i in 0..<12 { #expect(at(129, 30 * Double(i) + 15) == i) }
  }

  @Test(
    "the demo: down 256 256, wait 1.8 opens it with the touch down; lifting away leaves it open")
  func demoScript() {
    let (window, menu) = makeRadialDemo()
    playScript("down 256 256\nwait 1.8", on: window)
    #expect(menu.menuState == .open)
    #expect(window.activeTouches.count == 1)
    #expect(menu.highlightedIndex == nil)
    playScript("move 256 290\nup", on: window)
    window.run(for: 1.5)
    #expect(menu.menuState == .open && menu.selectedIndex == nil)
    #expect(menu.invariantViolations() == [])
  }

  @Test("drag over the sectors highlights them; lifting over one chooses it and closes")
  func dragAndSelect() {
    let (window, menu) = makeRadialDemo()
    let log = RadialMenuLog(menu)
    var actions = 0
    menu.addAction(for: .valueChanged) { _ in actions += 1 }
    playScript("down 256 256\nwait 1.2", on: window)
    let a = polar(129, 45), b = polar(140, 100)
    playScript("move \(a.x) \(a.y)\nwait 0.1", on: window)
    #expect(menu.highlightedIndex == 1)
    #expect(menu.highlight.isHidden == false)
    #expect(abs(Angles.degrees(radians: menu.highlight.transform.rotationAngle) - 30) < 1e-9)
    let icon = menu.itemLayers[1].sublayers.first as? ImageLayer
    #expect(icon?.tintColor == .white)
    playScript("move \(b.x) \(b.y)\nwait 0.1\nup", on: window)
    #expect(menu.selectedIndex == 3)
    #expect(menu.menuState == .closing)
    #expect(menu.highlightedIndex == nil && menu.highlight.isHidden)
    window.run(for: 1.2)
    #expect(menu.menuState == .closed)
    #expect(
      log.events == [
        "opening", "open", "didOpen", "highlight 1", "highlight 3", "select 3", "highlight nil",
        "closing", "closed", "didClose",
      ])
    #expect(log.feedback == [.opened, .highlighted(1), .highlighted(3), .selected(3)])
    #expect(actions == 1)
    #expect(window.announcements == ["Menu open, 12 items", "Cancer selected"])
    #expect(menu.accessibilityValue == "Cancer")
    #expect(menu.invariantViolations() == [])
  }

  @Test("lifting before the menu is fully open reverts it; nothing is chosen")
  func earlyRelease() {
    let (window, menu) = makeRadialDemo()
    let a = polar(129, 45)
    playScript("down 256 256\nwait 0.4\nmove \(a.x) \(a.y)\nwait 0.3\nup", on: window)
    #expect(menu.menuState == .closing)
    window.run(for: 1)
    #expect(menu.menuState == .closed && menu.selectedIndex == nil)
    #expect(menu.invariantViolations() == [])
  }

  @Test("a long press off the centre opens it; the finger already over a sector highlights it")
  func longPress() {
    let (window, menu) = makeRadialDemo()
    menu.configuration.opensOnLongPress = true
    let p = polar(120, 200)
    playScript("down \(p.x) \(p.y)\nwait 0.45", on: window)
    #expect(menu.menuState == .closed)
    playScript("wait 0.1", on: window)
    #expect(menu.menuState == .opening)
    playScript("wait 1.0", on: window)
    #expect(menu.menuState == .open)
    #expect(menu.highlightedIndex == 6)
    playScript("up", on: window)
    #expect(menu.selectedIndex == 6)
  }

  @Test("a short press off the centre of a closed menu does nothing")
  func shortPressOffCentre() {
    let (window, menu) = makeRadialDemo()
    playScript("tap 400 400\nwait 1", on: window)
    #expect(menu.menuState == .closed)
  }

  @Test(
    "open: a tap outside the sectors closes it, even outside its bounds; a tap on one chooses it")
  func taps() {
    let window = Window(size: Size(width: 800, height: 800))
    let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
    window.rootView.addSubview(menu)
    menu.open(animated: false)
    playScript("tap 700 700", on: window)
    #expect(menu.menuState == .closing)
    window.run(for: 1.2)
    menu.open(animated: false)
    playScript("tap 256 256", on: window)  // the centre
    #expect(menu.menuState == .closing)
    window.run(for: 1.2)
    menu.open(animated: false)
    let p = polar(110, 300)
    playScript("tap \(p.x) \(p.y)", on: window)
    #expect(menu.selectedIndex == 10 && menu.menuState == .closing)
    window.run(for: 1.2)
    #expect(menu.menuState == .closed)
    playScript("tap 700 700\nwait 0.1", on: window)  // closed: the menu does not take it
    #expect(menu.menuState == .closed)
  }

  @Test("open: a drag that ends away from the sectors leaves it open")
  func dragAway() {
    let (window, menu) = makeRadialDemo()
    menu.open(animated: false)
    let a = polar(129, 45)
    playScript("drag \(a.x) \(a.y) to 30 30 in 0.3", on: window)
    #expect(menu.menuState == .open && menu.highlightedIndex == nil && menu.selectedIndex == nil)
  }

  @Test("keyboard: return opens, arrows go round the ring, return chooses, escape closes")
  func keyboard() {
    let (window, menu) = makeRadialDemo()
    window.focus(menu)
    playScript("key return\nwait 1.1", on: window)
    #expect(menu.menuState == .open)
    playScript("key right", on: window)
    #expect(menu.highlightedIndex == 0)
    playScript("key down", on: window)
    #expect(menu.highlightedIndex == 1)
    playScript("key left\nkey left\nkey up", on: window)
    #expect(menu.highlightedIndex == 10)
    playScript("key return", on: window)
    #expect(menu.selectedIndex == 10 && menu.menuState == .closing)
    window.run(for: 1.2)
    playScript("key space\nwait 1.1\nkey right", on: window)
    #expect(menu.highlightedIndex == 10)  // starts from the selection
    playScript("key escape", on: window)
    #expect(menu.menuState == .closing && menu.selectedIndex == 10)
    window.run(for: 1.2)
    playScript("key escape\nkey left\nwait 0.1", on: window)
    #expect(menu.menuState == .closed)
    #expect(menu.invariantViolations() == [])
  }

  @Test("keyboard, right to left: left and right mirror (left goes clockwise); up and down do not")
  func keyboardRightToLeft() {
    let (window, menu) = makeRadialDemo()
    window.layoutDirection = .rightToLeft
    playScript("key tab\nkey return\nwait 1.1", on: window)
    #expect(window.focusedView === menu && menu.menuState == .open)
    playScript("key right", on: window)
    #expect(menu.highlightedIndex == 11)  // the first press starts anticlockwise: the last item
    playScript("key left", on: window)
    #expect(menu.highlightedIndex == 0)
    playScript("key left", on: window)
    #expect(menu.highlightedIndex == 1)
    playScript("key down", on: window)
    #expect(menu.highlightedIndex == 2)
    playScript("key up\nkey up\nkey up", on: window)
    #expect(menu.highlightedIndex == 11)
    playScript("key return", on: window)
    #expect(menu.selectedIndex == 11)
  }

  @Test("VoiceOver: a button while closed; twelve sector buttons and Close menu while open")
  func accessibility() throws {
    let (window, menu) = makeRadialDemo()
    var elements = window.accessibilityElements()
    #expect(elements.map(\.label) == ["Menu"])
    #expect(elements.first?.traits.contains(.button) == true)
    #expect(elements.first?.activate() == true)
    #expect(menu.menuState == .opening)
    window.run(for: 1.1)
    elements = window.accessibilityElements()
    #expect(elements.map(\.label) == RadialMenu.zodiacItems.map(\.title) + ["Close menu"])
    #expect(elements[0].value == "1 of 12")
    #expect(
      elements[2].customActions.map(\.name) == ["Close menu", "Next: Cancer", "Previous: Taurus"])
    let frame = elements[0].frame
    #expect(abs(frame.center.distance(to: polar(129, 15))) < 1e-9)
    #expect(frame.width == 54)
    #expect(menu.accessibilityViewIsModal)
    #expect(elements[4].performAction(named: "Next: Virgo"))
    #expect(menu.highlightedIndex == 5)
    #expect(elements[2].activate())
    #expect(menu.selectedIndex == 2 && menu.menuState == .closing)
    window.run(for: 1.2)
    elements = window.accessibilityElements()
    #expect(elements.map(\.label) == ["Menu"] && elements[0].value == "Gemini")
    menu.open(animated: false)
    let sectors = window.accessibilityElements()
    #expect(sectors[2].traits.contains(.selected) && !sectors[3].traits.contains(.selected))
    menu.selectedIndex = 4
    #expect(window.accessibilityElements()[4].traits.contains(.selected))
    menu.items = Array(RadialMenu.zodiacItems.prefix(6))
    #expect(window.accessibilityElements().map(\.label).count == 7)
    #expect(window.accessibilityElements()[0].value == "1 of 6")
    #expect(sectors[5].performEscape())
    #expect(menu.menuState == .closing)
    #expect(menu.invariantViolations() == [])
  }

  @Test("callbacks never carry an index out of range; the delegate hears before the closures")
  func callbackOrder() {
    let (window, menu) = makeRadialDemo()
    var order: [String] = []
    let log = RadialMenuLog(menu)
    menu.onSelect = { _, i in order.append("closure \(i) after \(log.events.last ?? "")") }
    menu.open(animated: false)
    let p = polar(150, 359)
    playScript("tap \(p.x) \(p.y)", on: window)
    #expect(order == ["closure 11 after select 11"])
  }

  @Test("colours: COSMOS blue, the ring clear by default, configurable")
  func colours() {
    let (_, menu) = makeRadialDemo()
    #expect(menu.configuration.appearance == .chapter)
    menu.configuration.appearance.ringColor = .white
    menu.configuration.appearance.backdropColor = nil
    #expect(menu.thickRing.strokeColor == .white && menu.thickRing.fillColor == nil)
    #expect(menu.menuDividingLines.allSatisfy { $0.strokeColor == .white })
    #expect(menu.dashedRings.allSatisfy { $0.strokeColor == .white })
  }
}

/// The demo scripts in Demos/radial do what their captions say.
@MainActor
@Suite("RadialMenu demo scripts")
struct RadialMenuDemoScriptTests {
  func play(_ name: String) throws -> (Window, RadialMenu) {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Demos/radial/\(name).script")
    let source = try String(contentsOf: url, encoding: .utf8)
    #expect(source.hasPrefix("# title: "))
    #expect(source.split(separator: "\n")[1].hasPrefix("# caption: "))
    let (window, menu) = makeRadialDemo()
    playScript(source, on: window)
    #expect(menu.invariantViolations() == [])
    return (window, menu)
  }

  @Test("open, select, revert, stay-open, keyboard")
  func scripts() throws {
    var (window, menu) = try play("open")
    #expect(menu.menuState == .open && window.activeTouches.count == 1)
    (_, menu) = try play("select")
    #expect(menu.selectedIndex == 6 && menu.menuState == .closed)
    (_, menu) = try play("revert")
    #expect(menu.menuState == .closed && menu.selectedIndex == nil)
    (_, menu) = try play("stay-open")
    #expect(menu.menuState == .closed && menu.selectedIndex == nil)
    (_, menu) = try play("keyboard")
    #expect(menu.selectedIndex == 1 && menu.menuState == .closed)
  }
}
