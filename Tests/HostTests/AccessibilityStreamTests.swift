import DynamicMenusDemoScenes
import DynamicMenusHost
import DynamicMenusViews
import Testing

/// `AccessibilityStream`: a window's accessibility elements as the browser host reads them,
/// change set by change set, and the actions it sends back (the ARIA layer's whole interface
/// with the core).
@MainActor @Suite struct AccessibilityStreamTests {
  typealias L = AccessibilityStream.Layout

  /// An element as the page keeps it, rebuilt from the change sets.
  struct Element: Equatable {
    var frame: [Double]
    var traits: AccessibilityTraits
    var expanded: AccessibilityExpandedStatus?
    var strings: [String]
  }

  /// What a page holds after applying each change set, as the ARIA layer does; and how many
  /// records the last one had.
  @MainActor struct Page {
    var elements: [Element] = []
    var focused = -1
    var lastRecordCount = 0

    mutating func apply(_ stream: AccessibilityStream) {
      let n = stream.numbers
      func string(_ at: Int) -> String {
        let start = Int(n[at])
        return String(decoding: stream.text[start..<start + Int(n[at + 1])], as: UTF8.self)
      }
      let count = Int(n[L.count])
      focused = Int(n[L.focused])
      lastRecordCount = Int(n[L.recordCount])
      var i = L.records
      for _ in 0..<lastRecordCount {
        let index = Int(n[i + L.index])
        let actions = Int(n[i + L.actionCount])
        let element = Element(
          frame: (0..<4).map { n[i + L.frame + $0] },
          traits: AccessibilityTraits(rawValue: UInt64(n[i + L.traits])),
          expanded: AccessibilityExpandedStatus(rawValue: Int(n[i + L.expanded])),
          strings: [string(i + L.label), string(i + L.value), string(i + L.hint)]
            + (0..<actions).map { string(i + L.actionCount + 1 + L.stringLength * $0) })
        while elements.count <= index { elements.append(element) }
        elements[index] = element
        i += L.actionCount + 1 + L.stringLength * actions
      }
      #expect(i == n.count, "the records end where the numbers do")
      elements.removeLast(max(0, elements.count - count))
    }
  }

  /// A host over `window` and a stream encoding each of its frames into `page`.
  @MainActor final class Harness {
    let host: ControlHost
    var stream = AccessibilityStream()
    var page = Page()

    init(_ window: Window) {
      host = ControlHost(window: window, settings: HostSettings(of: window))
    }

    /// Runs `count` frames, each encoded and applied.
    func frames(_ count: Int = 1) {
      for _ in 0..<count {
        stream.encode(host.frame(1 / 60))
        page.apply(stream)
      }
    }
  }

  @Test("the dial: one adjustable element; incrementing turns it to the next beer")
  func dial() throws {
    let harness = Harness(DialScene(size: DialScene.defaultSize).window)
    harness.frames(120)  // shown and at rest
    #expect(harness.page.elements.count == 1)
    #expect(harness.page.elements[0].traits == .adjustable)
    #expect(harness.page.elements[0].strings.prefix(2) == ["Dial menu", "Pale lager"])
    #expect(harness.stream.perform(.increment, on: 0))
    harness.frames(120)
    #expect(harness.page.elements[0].strings[1] == "Witbier")
    #expect(!harness.stream.perform(.activate, on: 5), "an index out of range does nothing")
  }

  @Test("at rest a frame writes no record; one change writes that element alone")
  func changeSets() throws {
    let harness = Harness(RadialScene(size: RadialScene.defaultSize).window)
    harness.frames()
    #expect(
      harness.page.lastRecordCount == harness.page.elements.count, "the first frame writes all")
    harness.frames(30)
    #expect(harness.page.lastRecordCount == 0, "a frame at rest writes none")
    #expect(harness.stream.perform(.activate, on: 0))
    var records: [Int] = []
    for _ in 0..<90 {
      harness.frames()
      records.append(harness.page.lastRecordCount)
    }
    #expect(records.contains { $0 > 0 } && records.last == 0, "\(records)")
    // Rebuilt from the change sets, the page holds what one full encoding would.
    var fresh = AccessibilityStream()
    var whole = Page()
    fresh.encode(harness.host.frame(1 / 60))
    whole.apply(fresh)
    #expect(whole.elements == harness.page.elements)
    #expect(whole.lastRecordCount == whole.elements.count)
  }

  @Test("the radial menu: a collapsed button; open, its signs are menu items, Close expanded")
  func radial() throws {
    let harness = Harness(RadialScene(size: RadialScene.defaultSize).window)
    harness.frames(30)
    #expect(harness.page.elements.count == 1)
    #expect(harness.page.elements[0].traits == .button)
    #expect(harness.page.elements[0].expanded == .collapsed)
    #expect(harness.stream.perform(.activate, on: 0))
    harness.frames(60)
    let elements = harness.page.elements
    #expect(elements.count == 13, "twelve signs and Close menu")
    for (i, sign) in elements.prefix(12).enumerated() {
      #expect(
        sign.traits.contains([.button, .menuItem]) && sign.expanded == .unsupported, "sign \(i)")
    }
    #expect(elements.last?.strings.first == "Close menu")
    #expect(elements.last?.traits == .button && elements.last?.expanded == .expanded)
    // Closed again: the page drops the elements past the new count.
    #expect(harness.stream.perform(.activate, on: 12))
    harness.frames(90)
    #expect(harness.page.elements.count == 1)
  }

  @Test("the slide demo's hint offers Show menu, which shows the menu's options")
  func slide() throws {
    let harness = Harness(SlideScene(size: SlideScene.defaultSize).window)
    harness.frames()
    let hint = harness.page.elements[0].strings
    #expect(hint.first == "Swipe left to show the menu")
    #expect(hint.last == SlideScene.showMenuActionName)
    #expect(harness.stream.perform(.custom, on: 0, named: SlideScene.showMenuActionName))
    harness.frames(90)
    let labels = harness.page.elements.map { $0.strings[0] }
    #expect(labels.contains("Upload"), "\(labels)")
    let upload = try #require(labels.firstIndex(of: "Upload"))
    #expect(harness.page.elements[upload].traits.contains(.menuItem))
  }
}
