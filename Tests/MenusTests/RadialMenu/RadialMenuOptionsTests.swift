import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The radial menu's review gaps (issue 20): the chapter's clear fill by default, the
/// published app's early release (finish opening, then close) as an option, and the long
/// press as an option.
@MainActor
@Suite("RadialMenu: the chapter's defaults and the published app's options")
struct RadialMenuOptionsTests {
  @Test("by default the thick ring is clear, as the chapter; .cosmos fills it near-black")
  func clearFill() {
    let (window, menu) = makeRadialDemo()
    #expect(
      menu.configuration.appearance == .chapter
        && menu.configuration.appearance.backdropColor == nil)
    #expect(menu.thickRing.fillColor == nil)
    menu.configuration.appearance = .cosmos
    window.tick()
    #expect(menu.thickRing.fillColor == RadialMenu.nearBlack)
  }

  @Test("finish opening, then close: a finger lifted early lets the opening end first")
  func finishOpeningThenClose() {
    let (window, menu) = makeRadialDemo()
    menu.configuration.earlyRelease = .finishOpeningThenClose
    var states: [RadialMenu.MenuState] = []
    menu.onStateChange = { _, state in states.append(state) }
    playScript("down 256 256\nwait 0.4\nup", on: window)
    #expect(menu.menuState == .opening, "still opening after the lift")
    window.run(for: 0.65)
    #expect(menu.menuState == .closing, "open, then closing at once")
    window.run(for: 1.3)
    #expect(menu.menuState == .closed && menu.selectedIndex == nil)
    #expect(states == [.opening, .open, .closing, .closed], "\(states)")
    #expect(menu.invariantViolations() == [])
  }

  @Test("an explicit open after an early lift keeps the menu open")
  func explicitOpenCancelsThePendingClose() {
    let (window, menu) = makeRadialDemo()
    menu.configuration.earlyRelease = .finishOpeningThenClose
    playScript("down 256 256\nwait 0.4\nup", on: window)
    menu.close()
    menu.open()
    window.run(for: 2)
    #expect(menu.menuState == .open)
  }

  @Test("the long press opens only when asked to")
  func longPressIsAnOption() {
    let p = polar(120, 200)
    let (window, menu) = makeRadialDemo()
    playScript("down \(p.x) \(p.y)\nwait 0.8\nup\nwait 1", on: window)
    #expect(menu.menuState == .closed, "off by default")
    let (other, asked) = makeRadialDemo()
    asked.configuration.opensOnLongPress = true
    playScript("down \(p.x) \(p.y)\nwait 0.6", on: other)
    #expect(asked.menuState == .opening)
  }
}
