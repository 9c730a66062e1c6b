import DynamicMenusGeometry
import DynamicMenusViews
import Testing

@testable import DynamicMenusControls

/// The selection point (`Configuration.selectionAngle`): the selected item rests there, the
/// items inflate towards it, a drag settles on the item nearest it, and right-to-left
/// layouts mirror it. 0 (the default) is the tutorial's top, bit for bit.
@MainActor
@Suite("DialMenu: a configurable selection point")
struct DialSelectionPointTests {
  /// The point at `angle` clockwise from the top on the fixture's ring.
  static func point(_ f: DialFixture, at angle: Double) -> Point {
    let c = f.dial.ring.center
    let r = f.dial.ring.radius
    return Point(x: c.x + r * Angles.sin(angle), y: c.y - r * Angles.cos(angle))
  }

  /// The demo's dial with its selection point at `selectionAngle`, shown and settled.
  static func shown(
    selectionAngle: Double, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) -> DialFixture {
    let f = DialFixture(show: false)
    f.window.layoutDirection = layoutDirection
    f.dial.configuration.selectionAngle = selectionAngle
    f.dial.show()
    f.settle()
    return f
  }

  @Test("at 3 o'clock: item 0 rests at the right, inflated, the others on from it")
  func rightSide() {
    let f = Self.shown(selectionAngle: .pi / 2)
    let right = Self.point(f, at: .pi / 2)
    #expect(f.dial.ring.top.distance(to: right) < 1e-9)
    #expect(f.dial.itemViews[0].center.distance(to: right) < 0.5)
    #expect(abs(f.dial.itemViews[0].scale - 1.33) < 0.01, "inflated at the selection point")
    // Item 1 one slot clockwise on from it (36° for ten items).
    let next = Self.point(f, at: .pi / 2 + .pi / 5)
    #expect(f.dial.itemViews[1].center.distance(to: next) < 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("a drag that lets go near 3 o'clock selects the item nearest it")
  func dragSettlesThere() {
    let f = Self.shown(selectionAngle: .pi / 2)
    // Turn the ring a little more than two slots counter-clockwise: item 2 comes round.
    f.drag(f.arc(from: .pi / 2 + 2 * .pi / 5, to: .pi / 2 - 0.05, seconds: 0.8))
    f.settle()
    #expect(f.dial.selectedIndex == 2)
    #expect(f.dial.itemViews[2].center.distance(to: Self.point(f, at: .pi / 2)) < 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("right-to-left mirrors it to 9 o'clock; changing it re-lays the dial out at once")
  func mirroredAndLive() {
    let f = Self.shown(selectionAngle: .pi / 2, layoutDirection: .rightToLeft)
    #expect(f.dial.itemViews[0].center.distance(to: Self.point(f, at: -.pi / 2)) < 0.5)
    f.dial.configuration.selectionAngle = .pi
    f.settle()
    #expect(f.dial.itemViews[0].center.distance(to: Self.point(f, at: .pi)) < 0.5)
  }

  @Test("0 keeps the tutorial's ring exactly; a non-finite angle is named")
  func defaults() {
    let ring = DialRing(center: Point(x: 256, y: 256), radius: 189.5, count: 10)
    let same = DialRing(
      center: Point(x: 256, y: 256), radius: 189.5, count: 10, selectionAngle: 0)
    #expect(ring == same && ring.top == Point(x: 256, y: 66.5))
    let p = ring.point(ofSlot: 3)
    #expect(ring.angle(of: p) == same.angle(of: p))
    var bad = DialMenu.Configuration()
    bad.selectionAngle = .infinity
    #expect(bad.validationFailure == "selectionAngle must be finite, got inf")
  }
}
