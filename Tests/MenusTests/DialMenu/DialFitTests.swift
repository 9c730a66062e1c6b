import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

/// A dial under the tutorial's 512 points shows its items smaller, in proportion, so that at
/// phone widths the inflated top item clears its two neighbours as it does at 512; at 512 and
/// above nothing changes.
@MainActor
@Suite struct DialFitTests {
  /// The visible radius of `item`'s bubble, in points.
  static func radius(_ item: MenuItem) -> Double {
    MenuItem.diameter / 2 * item.scale * item.fitScale
  }

  @Test(
    "at phone and tablet sides the inflated top item clears its neighbours",
    arguments: [320.0, 375, 390, 430, 512, 768])
  func topItemClearsItsNeighbours(side: Double) throws {
    let f = DialFixture(count: 10, size: side)
    f.settle()
    let items = f.dial.itemViews
    let top = try #require(
      items.min { $0.center.distance(to: f.top) < $1.center.distance(to: f.top) })
    let index = try #require(items.firstIndex { $0 === top })
    // The top item is the inflated one; its neighbours are the ring's slots either side.
    #expect(top.scale > 1.3)
    for neighbour in [items[(index + 1) % 10], items[(index + 9) % 10]] {
      let gap =
        top.center.distance(to: neighbour.center) - Self.radius(top) - Self.radius(neighbour)
      #expect(
        gap > 0,
        "side \(side): the top item overlaps \(neighbour.titleLabel.text ?? "") by \(-gap) pt")
    }
    // Each bubble stays inside the dial.
    for item in items {
      let r = Self.radius(item)
      let left = item.center.x - r
      let right = item.center.x + r
      #expect(left >= -0.5 && right <= side + 0.5, "side \(side)")
    }
  }

  @Test("the factor is side / 512, at most 1 and at least 0.1; the tutorial's ring at 512")
  func factor() {
    #expect(DialMenu.fitScale(for: Rect(x: 0, y: 0, width: 390, height: 844)) == 390.0 / 512)
    #expect(DialMenu.fitScale(for: Rect(x: 0, y: 0, width: 844, height: 390)) == 390.0 / 512)
    #expect(DialMenu.fitScale(for: Rect(x: 0, y: 0, width: 1024, height: 1024)) == 1)
    #expect(DialMenu.fitScale(for: Rect(x: 0, y: 0, width: 0, height: 0)) == 0.1)
    let f = DialFixture(count: 10, size: 512)
    let tutorialRadius: Double = 256 - 100 * 1.33 / 2
    #expect(f.dial.ring.radius == tutorialRadius)
    #expect(f.dial.itemViews.allSatisfy { $0.fitScale == 1 })
  }

  @Test("a tap on a shrunken bubble chooses it: hit testing follows the bubble as drawn")
  func tapOnShrunkenBubble() throws {
    let f = DialFixture(count: 10, size: 390)
    f.settle()
    let target = f.dial.itemViews[3]
    // In the item's own coordinates (its middle at 50, 50): inside the drawn bubble near its
    // edge is a hit; just outside it is not, though within the unshrunk bubble.
    let r = Self.radius(target)
    #expect(target.fitScale < 1)
    #expect(target.point(inside: Point(x: 50 + r * 0.9, y: 50)))
    #expect(!target.point(inside: Point(x: 50 + r + 1, y: 50)))
    f.drag([target.center])
    f.settle()
    #expect(f.dial.selectedIndex == 3)
  }
}
