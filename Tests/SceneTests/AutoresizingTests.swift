import DynamicMenusGeometry
import DynamicMenusViews
import Testing

/// UIKit's autoresizing: a superview's change of size shared among the flexible margins and
/// size in proportion to them, equally when they were all zero; nothing for a fixed mask.
@MainActor @Suite struct AutoresizingTests {
  @Test("the change is shared in proportion to the flexible parts' sizes")
  func proportional() {
    let frame = Rect(x: 10, y: 40, width: 20, height: 60)
    let old = Size(width: 100, height: 200)
    let new = Size(width: 150, height: 100)
    // x: left 10 and width 20 share +50 as 10:20; y: top 40, bottom 100 share −100 as 40:100.
    let r = AutoresizingMask([
      .flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin,
    ])
    .resized(frame, fromSuperviewSize: old, to: new)
    #expect(abs(r.minX - (10 + 50.0 / 3)) < 1e-12 && abs(r.width - (20 + 100.0 / 3)) < 1e-12)
    #expect(abs(r.minY - (40 - 100.0 * 40 / 140)) < 1e-12 && r.height == 60)
  }

  @Test("parts all zero share equally; a fixed mask changes nothing; a size stays ≥ 0")
  func edges() {
    let zero = AutoresizingMask([.flexibleWidth, .flexibleRightMargin])
      .resized(.zero, fromSuperviewSize: .zero, to: Size(width: 390, height: 844))
    #expect(zero == Rect(x: 0, y: 0, width: 195, height: 0))
    let fixed = AutoresizingMask([]).resized(
      Rect(x: 5, y: 5, width: 10, height: 10), fromSuperviewSize: Size(width: 50, height: 50),
      to: Size(width: 500, height: 9))
    #expect(fixed == Rect(x: 5, y: 5, width: 10, height: 10))
    let shrunk = AutoresizingMask.flexibleWidth.resized(
      Rect(x: 0, y: 0, width: 10, height: 10), fromSuperviewSize: Size(width: 10, height: 10),
      to: Size(width: 0, height: 10))
    #expect(shrunk.width == 0)
    let gone = AutoresizingMask.flexibleWidth.resized(
      Rect(x: 0, y: 0, width: 10, height: 10), fromSuperviewSize: Size(width: 10, height: 10),
      to: Size(width: -20, height: 10))
    #expect(gone.width == 0, "never below zero")
  }

  @Test("a view follows its superview with its mask, and lays out again")
  func views() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let corner = View(frame: Rect(x: 80, y: 80, width: 10, height: 10))
    corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let fixed = View(frame: Rect(x: 1, y: 1, width: 10, height: 10))
    superview.addSubview(corner)
    superview.addSubview(fixed)
    superview.frame = Rect(x: 0, y: 0, width: 300, height: 150)
    #expect(corner.frame == Rect(x: 280, y: 130, width: 10, height: 10), "10 pt from the corner")
    #expect(fixed.frame == Rect(x: 1, y: 1, width: 10, height: 10))
  }
}
