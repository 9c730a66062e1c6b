import DynamicMenusViews
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing
@testable import DynamicMenusControls

@Suite("Dial parts: the inflate curve, the ring, the menu item")
@MainActor
struct DialPartsTests {
  @Test("the intended inflate curve: 1.33 at the top, falling linearly to 0.66 at 100 pt")
  func intendedCurve() {
    let curve = InflateCurve.tutorial
    #expect(curve.scale(atDistance: 0) == 1.33)
    #expect(abs(curve.scale(atDistance: 50) - 0.995) < 1e-12)
    #expect(abs(curve.scale(atDistance: 25) - (1.33 - 0.67 / 4)) < 1e-12)
    #expect(curve.scale(atDistance: 100) == 0.66)
    #expect(curve.scale(atDistance: 250) == 0.66)
    #expect(curve.scale(atDistance: -5) == 1.33)
    #expect(curve.scale(atDistance: .infinity) == 0.66)
    #expect(curve.scale(atDistance: .nan) == 0.66)
  }

  @Test("the formula as printed parses as … / T / 2: 1.1625 at the top, 0.66 only at 150 pt")
  func printedCurve() {
    let curve = InflateCurve.tutorialAsPrinted
    #expect(abs(curve.scale(atDistance: 0) - 1.1625) < 1e-12)
    #expect(abs(curve.scale(atDistance: 100) - 0.8275) < 1e-12)
    #expect(abs(curve.scale(atDistance: 150) - 0.66) < 1e-12)
    #expect(curve.scale(atDistance: 200) == 0.66)
  }

  @Test("a configured curve")
  func configuredCurve() {
    let curve = InflateCurve(maximumScale: 2, minimumScale: 1, threshold: 40)
    #expect(curve.scale(atDistance: 0) == 2)
    #expect(curve.scale(atDistance: 20) == 1.5)
    #expect(curve.scale(atDistance: 40) == 1)
  }

  @Test("the tutorial's ring: radius 512/2 − 100 × 1.33 / 2 = 189.5, item 0 at the top, clockwise")
  func ring() {
    let ring = DialRing(
      bounds: Rect(x: 0, y: 0, width: 512, height: 512), itemHeight: 100, maximumScale: 1.33,
      count: 10)
    #expect(ring.radius == 189.5)
    #expect(ring.center == Point(x: 256, y: 256))
    #expect(ring.top == Point(x: 256, y: 66.5))
    #expect(abs(ring.spacing - .pi / 5) < 1e-15)
    #expect(abs(ring.chord - 2 * 189.5 * Angles.sin(.pi / 10)) < 1e-12)
    // Item 1 is 36° clockwise: right of the top.
    let p1 = ring.point(ofSlot: 1)
    #expect(abs(p1.x - (256 + 189.5 * Angles.sin(.pi / 5))) < 1e-12)
    #expect(abs(p1.y - (256 - 189.5 * Angles.cos(.pi / 5))) < 1e-12)
    #expect(abs(ring.angle(of: p1) - .pi / 5) < 1e-12)
    // Item 5 at the bottom; item 2 brought to the top by turning the ring 72° anticlockwise.
    #expect(ring.point(ofSlot: 5).distance(to: Point(x: 256, y: 445.5)) < 1e-9)
    #expect(abs(ring.rotation(bringingToTop: 2) + 2 * .pi / 5) < 1e-12)
    #expect(
      ring.point(ofSlot: 2, rotation: ring.rotation(bringingToTop: 2)).distance(to: ring.top) < 1e-9
    )
    // Right to left: counter-clockwise, item 1 left of the top.
    let rtl = DialRing(center: ring.center, radius: ring.radius, count: 10, direction: -1)
    #expect(rtl.point(ofSlot: 1).x < 256)
    // A dial too small for its items has radius 0, not a negative one.
    #expect(
      DialRing(
        bounds: Rect(x: 0, y: 0, width: 50, height: 50), itemHeight: 100, maximumScale: 1.33,
        count: 3
      ).radius == 0)
  }

  @Test("a menu item: a 100 pt bubble, white 12 pt centred title, the tutorial's shadow")
  func menuItem() {
    let item = MenuItem(title: "Witbier")
    #expect(item.bounds.size == Size(width: 100, height: 100))
    #expect(item.bubble.layer.cornerRadius == 50)
    #expect(item.bubble.backgroundColor == item.color)
    #expect(item.bubble.layer.shadowOffset == Size(width: 3, height: 3))
    #expect(item.bubble.layer.shadowOpacity == 0.7)
    #expect(item.bubble.layer.shadowRadius == 3)
    #expect(item.bubble.layer.shadowColor == .black)
    #expect(item.titleLabel.text == "Witbier")
    #expect(item.titleLabel.font.size == 12)
    #expect(item.titleLabel.textColor == .white)
    #expect(item.titleLabel.textAlignment == .center)
    #expect(item.titleLabel.frame == item.bubble.bounds)
    #expect(!item.isUserInteractionEnabled)
  }

  @Test("colours are seeded: the same title and seed give the same colour, channels k/255")
  func colours() {
    let a = MenuItem(title: "IPA").color
    #expect(MenuItem(title: "IPA").color == a)
    #expect(MenuItem(title: "APA").color != a)
    #expect(MenuItem(title: "IPA", colorSeed: 7).color != a)
    for c in [a.red, a.green, a.blue] {
      let k = (c * 255).rounded()
      #expect(abs(c * 255 - k) < 1e-9 && k >= 0 && k <= 254)
    }
    let gold = Color(hex: 0xE8_B8_3A)
    let item = MenuItem(title: "Gold", color: gold)
    #expect(item.bubble.backgroundColor == gold)
    item.color = .white
    #expect(item.bubble.backgroundColor == .white)
  }

  @Test("the bubble stays upright whatever rotation the animator writes, and carries the scale")
  func upright() {
    let item = MenuItem(title: "Porter")
    item.transform = AffineTransform(rotationAngle: 1.2)
    item.setScale(1.33)
    #expect(abs(item.screenRotation) < 1e-12)
    let onScreen = item.bubble.transform.concatenating(item.transform)
    #expect(
      onScreen.isApproximatelyEqual(to: AffineTransform(scaleX: 1.33, y: 1.33), tolerance: 1e-12))
    // The hit area is the bubble as drawn.
    #expect(item.point(inside: Point(x: 50 + 66, y: 50)))
    #expect(!item.point(inside: Point(x: 50 + 67, y: 50)))
    item.setScale(0.66)
    #expect(!item.point(inside: Point(x: 50 + 34, y: 50)))
  }
}
