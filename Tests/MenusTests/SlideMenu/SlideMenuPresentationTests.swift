import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The slide menu's presentation styles and edge shadow (issue 20).
@MainActor
@Suite("SlideMenu: presentation styles and the edge shadow")
struct SlideMenuPresentationTests {
  /// The fixture with a content view under the menu, in `style`.
  static func fixture(_ style: SlideMenu.PresentationStyle) -> (SlideFixture, View) {
    let content = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let f = SlideFixture { window, menu in
      window.rootView.insertSubview(content, at: 0)
      menu.configuration.presentationStyle = style
    }
    return (f, content)
  }

  @Test(
    "pushing moves the content by the menu's width, parallax by a third, over not at all",
    arguments: SlideMenu.PresentationStyle.allCases)
  func shownShift(style: SlideMenu.PresentationStyle) {
    let (f, content) = Self.fixture(style)
    #expect(content.transform == .identity, "hidden: in place")
    f.play(SlideFixture.showSwipe)
    f.settle()
    let expected = -150 * style.contentShift
    #expect(abs(content.transform.tx - expected) <= 0.5, "\(style): \(content.transform.tx)")
    #expect(f.menu.backgroundView.transform == .identity && f.menu.transform == .identity)
    f.menu.hide()
    f.settle()
    #expect(abs(content.transform.tx) <= 0.5, "hidden again: back in place")
  }

  @Test("while a finger drags the menu the pushed content follows its progress")
  func followsTheFinger() {
    let (f, content) = Self.fixture(.pushesContent)
    var at = Point(x: 368, y: 300)
    f.window.send(Touch(location: at, phase: .began))
    f.window.tick()
    for _ in 0..<8 {
      at.x -= 10
      f.window.send(Touch(location: at, phase: .moved))
      f.window.tick()
      let progress = (375 - f.menu.frame.minX) / 150
      #expect(abs(content.transform.tx + 150 * progress) < 1e-9)
    }
  }

  @Test("back to over the content puts the content back; Reduce Motion eases it")
  func styleChangeAndReduceMotion() {
    let (f, content) = Self.fixture(.parallax)
    f.menu.show(animated: false)
    f.window.tick()
    #expect(abs(content.transform.tx + 50) < 1e-9)
    f.menu.configuration.presentationStyle = .overContent
    #expect(content.transform == .identity)
    let (g, other) = Self.fixture(.pushesContent)
    g.window.reduceMotion = true
    g.menu.show()
    g.settle()
    #expect(abs(other.transform.tx + 150) < 1e-9 && g.menu.phase == .shown)
  }

  @Test("the edge shadow: off by default, shaped as the menu when on")
  func edgeShadow() {
    let f = SlideFixture()
    #expect(f.menu.layer.shadowOpacity == 0)
    f.menu.configuration.castsEdgeShadow = true
    #expect(f.menu.layer.shadowOpacity == 0.3)
    #expect(f.menu.layer.shadowPath == Path(rect: f.menu.bounds))
  }
}
