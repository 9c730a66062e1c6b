import DynamicMenusControls
import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Foundation
import TestSupport
import Testing

/// The elements' common shell: each kind built from items, attributes and a style, driven by
/// pointers and keys, reporting its events with their sources.
@MainActor @Suite struct ControlElementTests {
  static let measurer = FallbackTextMeasurer()
  static let beers = ["Pale lager", "Witbier", "Pilsner", "Stout"].map {
    ElementItem(value: $0.lowercased(), label: $0)
  }

  static func run(_ element: ControlElement, frames: Int) {
    for _ in 0..<frames { element.frame(1 / 60, measurer: measurer) }
  }

  @Test(
    "every kind builds at its default size, draws, and takes items", arguments: ElementKind.allCases
  )
  func everyKindDraws(kind: ElementKind) {
    let element = ControlElement(kind: kind, size: Size(width: 0, height: .nan))
    #expect(element.window.bounds.size == kind.defaultSize)
    element.items = Self.beers
    // The slide menu is hidden off its clear window until it opens: nothing to draw.
    let frame = element.frame(1 / 60, measurer: Self.measurer)
    #expect((frame.displayList.commands.count > 0) == (kind != .slideMenu))
    #expect(element.isOpen == (kind == .dialMenu), "only the dial starts open (shown)")
    #expect(element.takeEvents().isEmpty, "building reports nothing")
  }

  @Test("the dial: keys turn it, the select event names the item and the keyboard")
  func dialKeyboard() {
    let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
    dial.items = Self.beers
    Self.run(dial, frames: 2)
    #expect(dial.selectedIndex == 0)
    dial.focusControl()
    for key in [Key.right] {
      dial.key(KeyEvent(key: key, phase: .press))
      dial.key(KeyEvent(key: key, phase: .release))
    }
    Self.run(dial, frames: 180)
    let selects = dial.takeEvents().filter { $0.kind == .select }
    #expect(selects.count == 1)
    #expect(selects.first?.index == dial.selectedIndex)
    #expect(selects.first?.source == .keyboard)
    #expect(dial.selectedIndex != 0)
  }

  /// As a form control's `value` set by script fires no `change`, and UIKit sends no action
  /// for a value set in code.
  @Test("the dial: the page's selectItem turns it and reports nothing")
  func dialProgrammatic() {
    let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
    dial.items = Self.beers
    Self.run(dial, frames: 2)
    dial.selectItem(at: 2)
    dial.selectItem(at: 99)
    Self.run(dial, frames: 240)
    #expect(dial.selectedIndex == 2)
    #expect(dial.takeEvents().isEmpty)
  }

  @Test("the floating menu: open() reports will-open then open; a tap chooses an item")
  func floatingOpenAndTap() throws {
    let menu = ControlElement(kind: .floatingMenu, size: Size(width: 375, height: 667))
    menu.items = Self.beers
    menu.setOpen(true)
    Self.run(menu, frames: 90)
    #expect(menu.isOpen)
    #expect(menu.takeEvents().map { $0.kind } == [.willOpen, .didOpen])
    // Hosts take events every frame: an empty queue must hand back no storage at all
    // (a copy of a kept buffer would cost one allocation per frame).
    #expect(menu.takeEvents().capacity == 0)
    // The first item's button sits above the floating button (55, 67 from the corner).
    let first = try #require(
      menu.window.accessibilityElements().first { $0.label == "Pale lager" })
    let at = Point(x: first.frame.midX, y: first.frame.midY)
    menu.pointerDown(id: 1, at: at, pressure: nil)
    menu.frame(1 / 60, measurer: Self.measurer)
    menu.pointerUp(id: 1, at: at)
    Self.run(menu, frames: 90)
    let events = menu.takeEvents()
    #expect(events.first == ElementEvent(.select, index: 0, source: .pointer), "\(events)")
    #expect(events.map { $0.kind }.contains(.didClose), "choosing closes it")
  }

  @Test("a disabled item reports nothing; a disabled element takes no input")
  func disabled() throws {
    let menu = ControlElement(kind: .floatingMenu, size: Size(width: 375, height: 667))
    var items = Self.beers
    items[0].isEnabled = false
    menu.items = items
    menu.setOpen(true, animated: false)
    Self.run(menu, frames: 60)
    _ = menu.takeEvents()
    let first = try #require(
      menu.window.accessibilityElements().first { $0.label == "Pale lager" })
    let at = Point(x: first.frame.midX, y: first.frame.midY)
    menu.pointerDown(id: 1, at: at, pressure: nil)
    menu.pointerUp(id: 1, at: at)
    Self.run(menu, frames: 60)
    #expect(!menu.takeEvents().contains { $0.kind == .select })

    let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
    dial.items = Self.beers
    dial.isDisabled = true
    dial.pointerDown(id: 1, at: Point(x: 195, y: 60), pressure: nil)
    #expect(!dial.hasTouchesDown)
    dial.key(KeyEvent(key: .right, phase: .press))
    Self.run(dial, frames: 60)
    #expect(dial.selectedIndex == 0 && dial.takeEvents().isEmpty)
  }

  @Test("attributes: taken, read back, refused with a warning naming what and the default")
  func attributes() {
    let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
    #expect(dial.attributeNames.contains("drag-damping"))
    #expect(dial.setAttribute("drag-damping", "2.5") == nil)
    #expect(dial.attribute("drag-damping") == "2.5")
    #expect(dial.setAttribute("restDamping", "3") == nil, "the camelCase property works too")
    #expect(dial.attribute("rest-damping") == "3")
    let warning = dial.setAttribute("drag-damping", "12px")
    #expect(warning == "drag-damping=\"12px\" is not a number ≥ 0: using the default, 1.5")
    #expect(dial.attribute("drag-damping") == "1.5")
    #expect(dial.setAttribute("rest-damping", nil) == nil)
    #expect(dial.attribute("rest-damping") == "2")
    #expect(dial.setAttribute("bogus", "1") == "dm-dial-menu has no attribute bogus")

    let slide = ControlElement(kind: .slideMenu, size: Size(width: 375, height: 667))
    #expect(slide.attributeNames.contains("side"))
    #expect(slide.setAttribute("side", "left") == nil && slide.attribute("side") == "left")
    #expect(slide.setAttribute("side", "up") != nil && slide.attribute("side") == "trailing")
  }

  @Test("attributes are a set: the order they were set in changes nothing, the newest gives way")
  func attributeOrder() {
    func floating(_ pairs: [(String, String)]) -> [String?] {
      let menu = ControlElement(kind: .floatingMenu, size: Size(width: 375, height: 667))
      for (name, text) in pairs { #expect(menu.setAttribute(name, text) == nil, "\(name)") }
      return ["layout", "layout-sweep", "layout-radius"].map { menu.attribute($0) }
    }
    let circle = [("layout", "circle"), ("layout-radius", "120")]
    #expect(floating(circle) == ["circle", "1.5707963267948966", "120"])
    #expect(floating(circle.reversed()) == floating(circle))
    let arc = [("layout-sweep", "3"), ("layout", "circle"), ("layout-radius", "90")]
    #expect(floating(arc) == ["arc", "3", "90"], "a sweep makes an arc whatever the order")
    #expect(floating(arc.reversed()) == floating(arc))

    // A rule across fields: both orders of a pair that holds are taken.
    for pairs in [
      [("inflate-minimum-scale", "0.2"), ("inflate-maximum-scale", "0.5")],
      [("inflate-maximum-scale", "0.5"), ("inflate-minimum-scale", "0.2")],
    ] {
      let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
      // The maximum first is refused alone (0.66 > 0.5), and taken with the minimum.
      let warnings = pairs.map { dial.setAttribute($0.0, $0.1) }
      #expect(warnings.last == .some(nil), "\(pairs): \(warnings)")
      #expect(dial.attribute("inflate-minimum-scale") == "0.2")
      #expect(dial.attribute("inflate-maximum-scale") == "0.5")
      // Removing the minimum breaks the rule (0.66 > 0.5): the maximum gives way, named.
      #expect(
        dial.setAttribute("inflate-minimum-scale", nil)
          == "inflate-maximum-scale=\"0.5\" is refused (inflateCurve's scales must be finite "
          + "with 0 < minimumScale ≤ maximumScale, got 0.66 … 0.5): using the default, 1.33")
      #expect(dial.attribute("inflate-maximum-scale") == "1.33")
      // It waits, unwarned by other changes, and is taken once its minimum allows it.
      #expect(dial.setAttribute("drag-damping", "2") == nil)
      #expect(dial.attribute("drag-damping") == "2")
      #expect(dial.setAttribute("inflate-minimum-scale", "0.4") == nil)
      #expect(dial.attribute("inflate-maximum-scale") == "0.5")
    }
    // The newest change is the one refused.
    let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
    #expect(dial.setAttribute("inflate-minimum-scale", "1") == nil)
    #expect(
      dial.setAttribute("inflate-maximum-scale", "0.9")?.hasPrefix("inflate-maximum-scale") == true)
    #expect(dial.attribute("inflate-minimum-scale") == "1")
    #expect(dial.attribute("inflate-maximum-scale") == "1.33")
  }

  @Test("the style: custom properties set the look; an attribute wins over them")
  func style() {
    let button = ControlElement(kind: .confirmButton, size: Size(width: 200, height: 260))
    button.style = ElementStyle(tint: Color(hex: 0x33_66_99), textColor: .black)
    #expect(button.attribute("ring-color") == "#336699")
    #expect(button.attribute("title-color") == "#000000")
    #expect(button.setAttribute("ring-color", "#ff0000") == nil)
    button.style.tint = Color(hex: 0x00_FF_00)
    #expect(button.attribute("ring-color") == "#ff0000", "the attribute wins")
    #expect(button.setAttribute("ring-color", nil) == nil)
    #expect(button.attribute("ring-color") == "#00ff00", "removed: the style again")
    button.style.background = .white
    #expect(button.window.backgroundColor == .white)
  }

  @Test("the manifest: five elements, each field's attribute with its default, the events in order")
  func manifest() throws {
    guard case .object(let top) = ElementManifest.json,
      case .array(let elements)? = top.first(where: { $0.0 == "elements" })?.1,
      case .array(let events)? = top.first(where: { $0.0 == "events" })?.1
    else { Issue.record("not the manifest's shape"); return }
    #expect(elements.count == 5)
    #expect(events == ElementEvent.Kind.allCases.map { .string($0.eventName) })
    let text = ElementManifest.json.text(numbers: { "\($0)" })
    for kind in ElementKind.allCases {
      #expect(text.contains("\"tag\": \"\(kind.tagName)\""), "\(kind)")
      let element = ControlElement(kind: kind, size: kind.defaultSize)
      for name in element.attributeNames {
        let value = try #require(element.attribute(name), "\(kind) \(name)")
        #expect(text.contains("\"name\": \"\(name)\""), "\(name) is in the manifest")
        #expect(element.setAttribute(name, value) == nil, "\(name)'s own value sets it: \(value)")
      }
    }
    #expect(text.contains("\"menu-style\"") && !text.contains("\"name\": \"style\""))
  }

  @Test("the display list's codes: in the manifest by name, and the page's reader handles each")
  func displayListCodes() throws {
    let text = ElementManifest.json.text(numbers: { "\(Int($0))" })
    typealias Stream = DisplayListStream
    for op in Stream.Opcode.allCases {
      #expect(text.contains("\"\(op.name)\": \(op.rawValue)"), "\(op.name) in the manifest")
    }
    // The reader has a decoder per opcode and a case per path element, by the names the
    // generated codes give, never by a number: a new opcode or path element without its
    // decoder fails here, not on a page.
    let folder = repositoryRoot.appendingPathComponent("Sources/Renderers/Canvas")
    let commands = try String(
      contentsOf: folder.appendingPathComponent("display-list-commands.js"), encoding: .utf8)
    for op in Stream.Opcode.allCases {
      #expect(commands.contains("[OP.\(op.name)](f, n, i)"), "a decoder for \(op.name)")
    }
    let values = try String(
      contentsOf: folder.appendingPathComponent("display-list-values.js"), encoding: .utf8)
    for element in Stream.PathElementCode.allCases {
      #expect(values.contains("case pathElements.\(element.name):"), "a case for \(element.name)")
    }
    for source in [commands, values] {
      #expect(source.range(of: #"case [0-9]+:"#, options: .regularExpression) == nil)
    }
  }

  /// The floating button in the bottom trailing corner: right, or left right to left, where
  /// the window's hit test finds it, and it follows the direction and the size.
  @Test("the floating button sits at the trailing corner, and mirrors with the direction")
  func floatingButtonMirrors() {
    let element = ControlElement(kind: .floatingMenu, size: Size(width: 390, height: 844))
    element.items = Self.beers
    Self.run(element, frames: 2)
    #expect(element.host.takesPointer(at: Point(x: 335, y: 777)), "right: 55 and 67 in")
    #expect(!element.host.takesPointer(at: Point(x: 55, y: 777)))
    element.host.settings.layoutDirection = .rightToLeft
    Self.run(element, frames: 2)
    #expect(element.host.takesPointer(at: Point(x: 55, y: 777)), "left, right to left")
    #expect(!element.host.takesPointer(at: Point(x: 335, y: 777)))
    element.host.settings.size = Size(width: 600, height: 500)
    Self.run(element, frames: 2)
    #expect(element.host.takesPointer(at: Point(x: 55, y: 433)), "kept in its corner")
    element.host.settings.layoutDirection = .leftToRight
    Self.run(element, frames: 2)
    #expect(element.host.takesPointer(at: Point(x: 545, y: 433)))
  }
}
