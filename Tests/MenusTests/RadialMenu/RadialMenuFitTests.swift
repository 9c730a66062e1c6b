import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The radial menu in bounds smaller than its 453 points (a 390-point phone, the catalog's
/// stage): the whole open menu shows, drawn smaller in the chapter's proportions, and touches
/// find the sectors where they are drawn. Unscaled, the open menu's thick ring (radius 225)
/// lay outside a 390-point box on both sides of its middle row.
@MainActor
@Suite("RadialMenu fitted to its bounds")
struct RadialMenuFitTests {
  /// A window of `side` × `side` points, the menu filling it, opened and settled.
  func openMenu(side: Double) -> (Window, RadialMenu) {
    let window = Window(size: Size(width: side, height: side), framesPerSecond: 60)
    let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: side, height: side))
    window.rootView.addSubview(menu)
    window.backgroundColor = RadialMenu.nearBlack
    window.tick(0)
    menu.open()
    for _ in 0..<90 { window.tick(1 / 60) }
    #expect(menu.menuState == .open)
    return (window, menu)
  }

  @Test("the fit: 1 up from 453 points, the shorter side over 453 below it, at least 0.1")
  func fitScale() {
    func fit(_ w: Double, _ h: Double) -> Double {
      RadialMenu.fitScale(for: Rect(x: 0, y: 0, width: w, height: h))
    }
    #expect(fit(512, 512) == 1 && fit(453, 600) == 1)
    #expect(abs(fit(390, 844) - 390 / 453) < 1e-12)
    #expect(fit(20, 20) == 0.1 && fit(.infinity, 10) == 0.1 && fit(.nan, .nan) == 1)
  }

  @Test("in 390 points the open menu's thick ring is whole: its outer edge meets the box's sides")
  func wholeInPhoneWidth() {
    let side = 390.0
    let (window, menu) = openMenu(side: side)
    let list = DisplayList(
      layers: window.layers, size: window.bounds.size, background: window.backgroundColor)
    let picture = CairoRenderer().render(list, scale: 1)
    let background = picture[1, 1]  // a corner, outside the ring
    let row = Int(side / 2)
    // The thick ring's centre line, 225 × fit from the middle, 3 × fit wide: lit on both sides.
    let ring = 225 * menu.fitScale
    for x in [side / 2 - ring, side / 2 + ring] {
      #expect(picture[Int(x), row] != background, "no ring at x \(x) of the middle row")
    }
    // Its outer edge, 226.5 × fit = 195: the first and last lit pixels of the row are the
    // box's own first and last columns (within the ring's 2.6-point width).
    let lit = (0..<picture.width).filter { picture[$0, row] != background }
    #expect(
      (lit.first ?? .max) <= 3 && (lit.last ?? 0) >= picture.width - 4, "lit \(lit.prefix(3))")
  }

  @Test("a touch finds the sector where it is drawn: 129 × fit out, in the sector's middle")
  func touchesScale() {
    let (window, menu) = openMenu(side: 300)
    let fit = menu.fitScale
    let centre = Point(x: 150, y: 150)
    for i in [0, 4, 9] {
      let angle = menu.itemAngle(i)
      #expect(menu.itemIndex(at: centre + Vector(angle: angle, length: 129 * fit)) == i)
      // 120 points out lies beyond the drawn band (156 × fit = 103): no sector there.
      #expect(menu.itemIndex(at: centre + Vector(angle: angle, length: 120)) == nil)
    }
    let target = centre + Vector(angle: menu.itemAngle(4), length: 129 * fit)
    // VoiceOver's sector elements sit where the icons are drawn.
    let frame = menu.accessibilityElements?[4].frameInContainer ?? .zero
    #expect(frame.center.distance(to: target) < 1e-9, "\(frame)")
    var chosen: Int?
    menu.onSelect = { _, index in chosen = index }
    window.send(Touch(identifier: 1, location: target, phase: .began))
    window.tick(1 / 60)
    window.send(Touch(identifier: 1, location: target, phase: .ended))
    window.tick(1 / 60)
    #expect(chosen == 4)
  }
}
