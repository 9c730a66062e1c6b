import DynamicMenusDemoScenes
import DynamicMenusViews
import Testing

/// `AccessibilityStream`: a window's accessibility elements as the browser host reads them,
/// and the actions it sends back (the ARIA layer's whole interface with the core).
@MainActor @Suite struct AccessibilityStreamTests {
  /// The strings of `stream`'s element `index`: label, value, hint, then its actions.
  static func strings(_ stream: AccessibilityStream, element index: Int) -> [String] {
    var i = 2
    for _ in 0..<index { i += 12 + 2 * Int(stream.numbers[i + 11]) }
    let text = stream.text
    func string(_ at: Int) -> String {
      let start = Int(stream.numbers[at])
      return String(decoding: text[start..<start + Int(stream.numbers[at + 1])], as: UTF8.self)
    }
    let actions = Int(stream.numbers[i + 11])
    return [string(i + 5), string(i + 7), string(i + 9)]
      + (0..<actions).map { string(i + 12 + 2 * $0) }
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
  }
}
