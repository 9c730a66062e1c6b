import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import SnapshotTesting
import TestSupport
import Testing

@testable import DynamicMenusControls

/// A custom item view: a rounded square with its title, that records the scales it heard.
@MainActor
final class Tile: View, MenuItemContent {
  var heard: [Double] = []

  init(_ title: String, color: Color) {
    super.init(frame: .zero)
    backgroundColor = color
    layer.cornerRadius = 18
    let label = Label(frame: Rect(x: 0, y: 70, width: 100, height: 20))
    label.text = title
    label.font = .systemFont(ofSize: 11, weight: .semibold)
    label.textColor = .white
    label.textAlignment = .center
    addSubview(label)
  }

  func menuItem(_ item: MenuItem, didChangeScale scale: Double) { heard.append(scale) }
}

/// Custom item views (`MenuItemContent`): laid out in the item, inflated and upright with it,
/// told of the scale; the dial works as with the tutorial's bubbles.
@MainActor
@Suite("DialMenu: custom item views", .serialized)
struct DialItemContentTests {
  static let colors = [
    Color(hex: 0x3F_51_B5), Color(hex: 0x00_96_88), Color(hex: 0xFF_98_00),
    Color(hex: 0xE9_1E_63), Color(hex: 0x79_55_48), Color(hex: 0x60_7D_8B),
  ]

  static func fixture() -> (DialFixture, [Tile]) {
    let f = DialFixture(show: false)
    let tiles = Self.colors.indices.map { Tile("Tile \($0)", color: Self.colors[$0]) }
    f.dial.itemViews = tiles.enumerated().map { MenuItem(title: "Tile \($0)", content: $1) }
    f.dial.show()
    f.settle()
    return (f, tiles)
  }

  @Test("the content fills the item, inflates with it, and hears its scale")
  func followsTheItem() {
    let (f, tiles) = Self.fixture()
    let item = f.dial.itemViews[0]
    #expect(item.content === tiles[0] && tiles[0].superview === item.bubble)
    #expect(tiles[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(item.title == "Tile 0" && item.name == "Tile 0")
    #expect(abs((tiles[0].heard.last ?? 0) - 1.33) < 0.01, "the selected tile heard 1.33")
    #expect(abs((tiles[3].heard.last ?? 1) - 0.66) < 0.01, "the far tile heard 0.66")
    f.dial.selectItem(at: 2)
    f.settle()
    #expect(f.dial.selectedIndex == 2 && abs(f.dial.itemViews[2].scale - 1.33) < 0.01)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("six tiles on the dial, the selected one inflated at the top")
  func look() {
    let (f, _) = TextMeasurement.withMeasurer(PangoTextMeasurer()) { Self.fixture() }
    let list = DisplayList(
      layers: f.window.layers, size: f.window.bounds.size, background: .white,
      measurer: PangoTextMeasurer())
    assertSnapshot(
      of: list, as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "tiles")
  }
}
