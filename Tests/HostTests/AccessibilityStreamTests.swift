import DynamicMenusDemoScenes
import DynamicMenusHost
import DynamicMenusViews
import Testing

/// `AccessibilityStream`: a window's accessibility elements as the browser host reads them,
/// and the actions it sends back (the ARIA layer's whole interface with the core).
@MainActor @Suite struct AccessibilityStreamTests {
  /// The strings of `stream`'s element `index`: label, value, hint, then its actions.
  static func strings(_ stream: AccessibilityStream, element index: Int) -> [String] {
    var i = 2
    for _ in 0..<index { i += 13 + 2 * Int(stream.numbers[i + 12]) }
    let text = stream.text
    func string(_ at: Int) -> String {
      let start = Int(stream.numbers[at])
      return String(decoding: text[start..<start + Int(stream.numbers[at + 1])], as: UTF8.self)
    }
    let actions = Int(stream.numbers[i + 12])
    return [string(i + 6), string(i + 8), string(i + 10)]
      + (0..<actions).map { string(i + 13 + 2 * $0) }
  }

  /// The traits and the expanded status of `stream`'s element `index`.
  static func traits(_ stream: AccessibilityStream, element index: Int)
    -> (AccessibilityTraits, AccessibilityExpandedStatus?)
  {
    var i = 2
    for _ in 0..<index { i += 13 + 2 * Int(stream.numbers[i + 12]) }
    return (
      AccessibilityTraits(rawValue: UInt64(stream.numbers[i + 4])),
      AccessibilityExpandedStatus(rawValue: Int(stream.numbers[i + 5]))
    )
  }

  @Test("the dial: one adjustable element; incrementing turns it to the next beer")
  func dial() throws {
    let scene = DialScene(size: DialScene.defaultSize)
    for _ in 0..<120 { scene.window.tick() }  // shown and at rest
    var stream = AccessibilityStream()
    stream.encode(scene.window)
    #expect(stream.numbers[0] == 1)
    #expect(stream.numbers[2 + 4] == Double(AccessibilityTraits.adjustable.rawValue))
    #expect(Self.strings(stream, element: 0).prefix(2) == ["Dial menu", "Pale lager"])
    #expect(stream.perform(.increment, on: 0))
    for _ in 0..<120 { scene.window.tick() }
    stream.encode(scene.window)
    #expect(Self.strings(stream, element: 0)[1] == "Witbier")
    #expect(!stream.perform(.activate, on: 5), "an index out of range does nothing")
  }

  @Test("the radial menu: a collapsed button; open, its signs are menu items, Close expanded")
  func radial() throws {
    let scene = RadialScene(size: RadialScene.defaultSize)
    for _ in 0..<30 { scene.window.tick() }
    var stream = AccessibilityStream()
    stream.encode(scene.window)
    #expect(stream.numbers[0] == 1)
    #expect(Self.traits(stream, element: 0) == (.button, .collapsed))
    #expect(stream.perform(.activate, on: 0))
    for _ in 0..<60 { scene.window.tick() }
    stream.encode(scene.window)
    let count = Int(stream.numbers[0])
    #expect(count == 13, "twelve signs and Close menu")
    for i in 0..<12 {
      let (traits, status) = Self.traits(stream, element: i)
      #expect(traits.contains([.button, .menuItem]) && status == .unsupported, "sign \(i)")
    }
    #expect(Self.strings(stream, element: 12)[0] == "Close menu")
    #expect(Self.traits(stream, element: 12) == (.button, .expanded))
  }

  @Test("the slide demo's hint offers Show menu, which shows the menu's options")
  func slide() throws {
    let scene = SlideScene(size: SlideScene.defaultSize)
    var stream = AccessibilityStream()
    stream.encode(scene.window)
    let hint = Self.strings(stream, element: 0)
    #expect(hint.first == "Swipe left to show the menu")
    #expect(hint.last == SlideScene.showMenuActionName)
    #expect(stream.perform(.custom, on: 0, named: SlideScene.showMenuActionName))
    for _ in 0..<90 { scene.window.tick() }
    stream.encode(scene.window)
    let labels = (0..<Int(stream.numbers[0])).map { Self.strings(stream, element: $0)[0] }
    #expect(labels.contains("Upload"), "\(labels)")
    let upload = try #require(labels.firstIndex(of: "Upload"))
    #expect(Self.traits(stream, element: upload).0.contains(.menuItem))
  }
}
