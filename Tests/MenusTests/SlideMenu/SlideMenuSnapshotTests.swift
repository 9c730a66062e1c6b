import DynamicMenusCairo
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import SnapshotTesting
import TestSupport
import Testing

/// PNG snapshots of the demo (375 × 667, 1x) over a white screen with a line of text: mid-slide,
/// at the top of the bounce, at rest, and at rest from the left in a right-to-left layout.
/// References live in __Snapshots__; `make test` never records. Tolerance 2/255 per channel.
@MainActor
@Suite("SlideMenu snapshots")
struct SlideMenuSnapshotTests {
  /// The demo after `script` (after `configure`), drawn with pango measuring the text; the
  /// window comes back too, since the menu reads its place from the view tree it holds.
  func render(
    _ script: String, configure: (Window) -> Void = { _ in }
  ) -> (DisplayList, SlideMenu, Window) {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let window = Window(size: Size(width: 375, height: 667))
      configure(window)
      window.backgroundColor = .white
      window.rootView.backgroundColor = .white
      let text = Label(frame: Rect(x: 20, y: 300, width: 335, height: 40))
      text.text = "Swipe left to show the menu"
      text.textAlignment = .center
      text.textColor = Color(white: 0.3)
      window.rootView.addSubview(text)
      let menu = SlideMenu(
        frame: Rect(x: 225, y: 0, width: 150, height: 667), targetView: window.rootView,
        options: SlideMenu.tutorialOptions)
      window.tick(0)
      do {
        try ScriptRunner(window: window, source: script).run()
      } catch {
        Issue.record("script error: \(error)")
      }
      let list = DisplayList(
        layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
        measurer: PangoTextMeasurer())
      return (list, menu, window)
    }
  }

  @Test("mid-slide: half in, the backdrop half dimmed")
  func midSlide() {
    let (picture, menu, window) = render("\(SlideFixture.showSwipe)\nwait 0.17")
    withExtendedLifetime(window) {
      #expect(menu.phase == .showing && menu.progress > 0.4 && menu.progress < 0.6)
    }
    assertSnapshot(of: picture, as: .png(scale: 1), named: "1x")
  }

  @Test("bouncing: at the top of the bounce, about 20 pt out")
  func bouncing() {
    let (picture, menu, window) = render("\(SlideFixture.showSwipe)\nwait 0.53")
    withExtendedLifetime(window) {
      #expect(menu.phase == .showing && menu.presentedFrame.minX > 240)
    }
    assertSnapshot(of: picture, as: .png(scale: 1), named: "1x")
  }

  @Test("at rest: shown against the right edge over a dimmed screen")
  func shownAtRest() {
    let (picture, menu, window) = render("\(SlideFixture.showSwipe)\nwait 2")
    withExtendedLifetime(window) { #expect(menu.phase == .shown) }
    assertSnapshot(of: picture, as: .png(scale: 1), named: "1x")
  }

  @Test("right to left: at rest against the left edge, icons and titles flipped")
  func rightToLeftAtRest() {
    let (picture, menu, window) = render("swipe right from 75 300 in 0.15\nwait 2") {
      $0.layoutDirection = .rightToLeft
    }
    withExtendedLifetime(window) {
      #expect(menu.phase == .shown && menu.presentedFrame.minX <= 0.5)
    }
    assertSnapshot(of: picture, as: .png(scale: 1), named: "1x")
  }
}
