import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// Issue 69's fifth item, its second half: a menu that fits its options widens to its longest
/// title (up to four fifths of the target) instead of cutting it, a set width wins, and the
/// tutorial's fixed 150 points stay the native default.
@MainActor
@Suite struct SlideMenuWidthTests {
  /// Options whose second title needs more than the tutorial's 150 points with its icon.
  static let longer = [
    SlideMenu.Option(title: "Download", icon: Icons.download),
    SlideMenu.Option(title: "Share by mail", icon: Icons.mail),
  ]

  /// The width the list says its widest row needs, plus the options' side insets, whole points.
  static func fitting(_ menu: SlideMenu) -> Double {
    let insets = menu.configuration.optionsInsets
    return (menu.optionsListView.sizeThatFits(.zero).width + insets.left + insets.right).rounded(
      .up)
  }

  /// Whether every row's title shows whole in its label (its text's width within the label's).
  static func titlesShowWhole(_ menu: SlideMenu) -> Bool {
    let font = menu.configuration.tableSettings.font
    let labels = menu.optionsListView.subviews.flatMap(\.subviews).compactMap { $0 as? Label }
    return labels.count == menu.options.count
      && labels.allSatisfy { label in
        TextMeasurement.current.size(of: label.text ?? "", font: font, constrainedToWidth: nil)
          .width
          <= label.bounds.width + 1e-9
      }
  }

  @Test func theTutorialsMenuKeepsItsFrameWidthAndCutsALongTitle() {
    let fixture = SlideFixture(options: Self.longer)
    fixture.showAndSettle()
    #expect(fixture.menu.menuWidth == 150)
    #expect(fixture.menu.presentedFrame.width == 150)
    #expect(Self.fitting(fixture.menu) > 150, "the test's title must need more than 150 points")
    #expect(!Self.titlesShowWhole(fixture.menu))
  }

  @Test func aMenuThatFitsItsOptionsWidensToItsLongestTitle() {
    let fixture = SlideFixture(options: Self.longer) { _, menu in
      menu.configuration.widthFitsOptions = true
    }
    fixture.showAndSettle()
    let menu = fixture.menu
    let expected = Self.fitting(menu)
    #expect(expected > 150 && expected < 375 * 0.8)
    #expect(menu.menuWidth == expected)
    #expect(abs(menu.presentedFrame.width - expected) < 1e-9)
    // Shown against the right edge, every title whole.
    #expect(abs(menu.presentedFrame.maxX - 375) <= 0.5)
    #expect(Self.titlesShowWhole(menu))
    // Hidden just beyond the edge, at its new width.
    #expect(menu.hiddenFrame.minX == 375 && menu.hiddenFrame.width == expected)
    #expect(menu.invariantViolations().isEmpty, "\(menu.invariantViolations())")
  }

  /// The tutorial's titles fit its 150 points (147 in DejaVu Sans at 17 points), so the
  /// element, which fits its options, draws the tutorial's menu as before.
  @Test func theTutorialsTitlesKeepTheFramesWidth() {
    let fixture = SlideFixture { _, menu in menu.configuration.widthFitsOptions = true }
    #expect(Self.fitting(fixture.menu) <= 150)
    #expect(fixture.menu.menuWidth == 150)
    #expect(Self.titlesShowWhole(fixture.menu))
  }

  @Test func aTitleLongerThanTheLimitStopsAtFourFifthsOfTheTarget() {
    let long = [SlideMenu.Option(title: String(repeating: "Share by mail ", count: 6))]
    let fixture = SlideFixture(options: long) { _, menu in
      menu.configuration.widthFitsOptions = true
    }
    fixture.showAndSettle()
    #expect(fixture.menu.menuWidth == 375 * SlideMenu.maximumFittingShare)
    #expect(abs(fixture.menu.presentedFrame.width - 300) < 1e-9)
    #expect(!Self.titlesShowWhole(fixture.menu))
  }

  @Test func aSetWidthWins() {
    let fixture = SlideFixture(options: Self.longer) { _, menu in
      menu.configuration.widthFitsOptions = true
      menu.configuration.menuWidth = 120
    }
    fixture.showAndSettle()
    #expect(fixture.menu.menuWidth == 120)
    #expect(abs(fixture.menu.presentedFrame.width - 120) < 1e-9)
    // At rest on its boundary within half a point, as the tutorial's menu rests.
    #expect(abs(fixture.menu.presentedFrame.minX - 255) <= 0.5)
  }

  @Test func newOptionsAndALargerTextSizeWidenItAgain() {
    let fixture = SlideFixture { _, menu in menu.configuration.widthFitsOptions = true }
    let before = fixture.menu.menuWidth
    fixture.menu.options = Self.longer
    // One layout pass, as a page's items arrive at rest: the list fills the new width at once.
    fixture.window.layoutPass()
    let longer = fixture.menu.menuWidth
    #expect(longer > before)
    #expect(abs(fixture.menu.hiddenFrame.width - longer) < 1e-9)
    #expect(Self.titlesShowWhole(fixture.menu))
    fixture.menu.optionsListView.adjustsFontForContentSizeCategory = true
    fixture.window.preferredContentSizeCategory = .extraExtraLarge
    fixture.window.tick()
    #expect(fixture.menu.menuWidth > longer)
    #expect(abs(fixture.menu.hiddenFrame.width - fixture.menu.menuWidth) < 1e-9)
  }

  @Test func aNegativeOrInfiniteWidthIsRefusedByName() {
    var configuration = SlideMenu.Configuration()
    configuration.menuWidth = -1
    #expect(configuration.validationFailure == "menuWidth must be finite and ≥ 0, got -1.0")
    configuration.menuWidth = .infinity
    #expect(configuration.validationFailure?.hasPrefix("menuWidth") == true)
  }
}
