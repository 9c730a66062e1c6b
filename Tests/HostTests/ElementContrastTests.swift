import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusViews
import TestSupport
import Testing

@testable import DynamicMenusElements

/// The dial element's titles read on their bubbles: the tutorial writes them white on every
/// bubble, 1.4–1.5 : 1 on its default lime and peach, below WCAG's 4.5 : 1 for text. Where
/// the page sets no text colour, each title is black or white by contrast; a page's colour
/// wins. (The native DialMenu keeps the tutorial's white: docs/controls/dial-menu.md.)
@MainActor @Suite struct ElementContrastTests {
  /// The dial element's bubbles, with ten items of the default colours.
  func bubbles(style: ElementStyle = ElementStyle()) -> [MenuItem] {
    let element = ControlElement(kind: .dialMenu, size: ElementKind.dialMenu.defaultSize)
    element.style = style
    element.items = (1...10).map { ElementItem(label: "Item \($0)") }
    return (element.body as? DialElementBody)?.dial.itemViews ?? []
  }

  @Test("WCAG's figures: black on white 21, equal colours 1, mid grey just under 4.5 on white")
  func figures() {
    #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-12)
    #expect(Color(white: 0.5).contrastRatio(with: Color(white: 0.5)) == 1)
    #expect(abs(Color(hex: 0x77_77_77).contrastRatio(with: .white) - 4.48) < 0.01)
    #expect(Color(hex: 0xFF_FF_00).readableTextColor == .black)
    #expect(Color(hex: 0x00_00_80).readableTextColor == .white)
  }

  @Test("with no page colour every title reads on its bubble (≥ 4.5 : 1), some of them black")
  func titlesRead() {
    let items = bubbles()
    #expect(items.count == 10)
    for item in items {
      let ratio = item.titleLabel.textColor.contrastRatio(with: item.color)
      #expect(ratio >= 4.5, "\(item.name ?? ""): \(ratio) : 1 on \(item.color.hexString)")
    }
    #expect(items.contains { $0.titleLabel.textColor == .black })
  }

  @Test("a page's text colour wins on every bubble")
  func pageColourWins() {
    let red = Color(red: 1, green: 0, blue: 0)
    let items = bubbles(style: ElementStyle(textColor: red))
    #expect(!items.isEmpty && items.allSatisfy { $0.titleLabel.textColor == red })
  }
}
