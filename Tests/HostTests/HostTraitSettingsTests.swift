import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusViews
import Testing
import TestSupport

/// The settings a host passes besides size and motion: the text size (Dynamic Type),
/// Increase Contrast and the safe area, each with the controls that read it.
@MainActor @Suite struct HostTraitSettingsTests {
  static let phone = Size(width: 375, height: 667)

  /// The first text layer under `layer` that shows `text`.
  static func textLayer(showing text: String, in layer: Layer) -> TextLayer? {
    if let t = layer as? TextLayer, t.string == text { return t }
    for sublayer in layer.sublayers {
      if let found = textLayer(showing: text, in: sublayer) { return found }
    }
    return nil
  }

  @Test("the text sizes are Apple's body sizes, and scaling is body size over 17")
  func contentSizeTable() {
    let body = ContentSizeCategory.allCases.map(\.bodyPointSize)
    #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(ContentSizeCategory.large.scaledValue(for: 15) == 15)
    #expect(abs(ContentSizeCategory.extraLarge.scaledValue(for: 17) - 19) < 1e-12)
    #expect(abs(ContentSizeCategory.accessibilityLarge.scaledValue(for: 15) - 15 * 33 / 17) < 1e-12)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(ContentSizeCategory.nearest(toBodyPointSize: 16) == .medium)
    #expect(ContentSizeCategory.nearest(toBodyPointSize: 20) == .extraLarge)  // tie: smaller
    #expect(ContentSizeCategory.nearest(toBodyPointSize: 100) == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory.nearest(toBodyPointSize: .nan) == .large)
  }

  @Test("text size: floating labels grow and are re-placed mid-animation; off, they do not")
  func floatingLabelsFollowTextSize() throws {
    let host = ControlHost(settings: HostSettings(size: Self.phone))
    let fab = FloatingButton(image: Icons.plus)
    fab.center = Point(x: 320, y: 600)
    host.window.rootView.addSubview(fab)
    let menu = FloatingMenuController(
      fromView: fab, items: [.init(title: "New Contact"), .init(title: "Heidi Hernandez")])
    let label = try #require(menu.buttonLabels.last)
    let width = label.bounds.width
    menu.open()
    for _ in 0..<6 { _ = host.frame(1 / 60) }
    host.settings.preferredContentSizeCategory = .accessibilityLarge
    _ = host.frame(1 / 60)
    let padding = FloatingMenuController.labelPadding.width
    let ratio = (label.bounds.width - padding) / (width - padding)
    #expect(abs(ratio - 33.0 / 17) < 0.02, "text width grows with the font: \(ratio)")
    #expect(label.effectiveFont.size == 15 * 33.0 / 17)
    for _ in 0..<120 { _ = host.frame(1 / 60) }
    // At rest, the label sits its new half width beside its button (the layout's formula).
    let button = menu.buttonItems[1]
    let gap = button.center.x - label.center.x
    #expect(abs(gap - (70.0 / 2 + label.bounds.width / 2)) < 1e-9, "gap \(gap)")
    // A label that does not adjust keeps its font.
    let plain = Label()
    plain.text = "Plain"
    host.window.rootView.addSubview(plain)
    #expect(plain.effectiveFont == plain.font)
  }

  @Test("text size: slide menu options and the confirm button's title scale")
  func slideAndConfirmFollowTextSize() throws {
    let host = ControlHost(
      settings: HostSettings(size: Self.phone, preferredContentSizeCategory: .extraExtraExtraLarge))
    let menu = SlideMenu(
      frame: Rect(x: 0, y: 0, width: 150, height: 667), targetView: host.window.rootView,
      options: SlideMenu.tutorialOptions)
    host.window.rootView.addSubview(menu)
    let confirm = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
    confirm.title = "Delete"
    host.window.rootView.addSubview(confirm)
    _ = host.frame(1 / 60)
    let option = try #require(Self.textLayer(showing: "Download", in: menu.layer))
    #expect(option.font.size == 15 * 23.0 / 17)
    let title = try #require(Self.textLayer(showing: "Delete", in: confirm.layer))
    #expect(title.font.size == 15 * 23.0 / 17)
    host.settings.preferredContentSizeCategory = .large
    _ = host.frame(1 / 60)
    #expect(option.font.size == 15 && title.font.size == 15)
  }

  @Test("Increase Contrast: the system tint becomes its accessible variant, and back")
  func contrastTint() {
    let host = ControlHost(settings: HostSettings(size: Self.phone))
    let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44))
    button.setTitle("Go", for: .normal)
    host.window.rootView.addSubview(button)
    let tinted = View()
    tinted.tintColor = .red
    host.window.rootView.addSubview(tinted)
    #expect(button.titleColor(for: .normal) == View.defaultTintColor)
    host.settings.accessibilityContrast = .high
    _ = host.frame(1 / 60)
    #expect(button.titleColor(for: .normal) == View.highContrastTintColor)
    let title = Self.textLayer(showing: "Go", in: button.layer)
    #expect(title?.foregroundColor == View.highContrastTintColor, "the title redraws in it")
    #expect(tinted.tintColor == .red, "a tint set by the app stays")
    // WCAG contrast against white: 4.5:1 is the bar for text; the accessible blue clears it.
    #expect(abs(contrastRatio(View.highContrastTintColor, .white) - 7.56) < 0.01)
    #expect(abs(contrastRatio(View.defaultTintColor, .white) - 4.02) < 0.01)
    host.settings.accessibilityContrast = .normal
    _ = host.frame(1 / 60)
    #expect(button.titleColor(for: .normal) == View.defaultTintColor)
  }

  @Test("safe area: a view's insets are the part of it the window's insets cover")
  func viewSafeAreaInsets() {
    let window = Window(size: Self.phone)
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let full = View(frame: window.bounds)
    let middle = View(frame: Rect(x: 0, y: 100, width: 375, height: 400))
    let straddling = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
    let scaled = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    for view in [full, middle, straddling, scaled] { window.rootView.addSubview(view) }
    scaled.transform = AffineTransform(scaleX: 0.5, y: 0.5)  // covers (93.75, 166.75)…
    #expect(full.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(full.safeAreaLayoutFrame == Rect(x: 0, y: 47, width: 375, height: 586))
    #expect(middle.safeAreaInsets == .zero)
    #expect(straddling.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(scaled.safeAreaInsets == .zero)
    scaled.transform = .identity
    scaled.frame = Rect(x: 0, y: 0, width: 750, height: 1334)
    scaled.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    scaled.center = Point(x: 187.5, y: 333.5)
    #expect(scaled.safeAreaInsets == EdgeInsets(top: 94, left: 0, bottom: 68, right: 0))
    #expect(View().safeAreaInsets == .zero, "outside a window: none")
    window.safeAreaInsets = EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 44)
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 44))
  }

  @Test("safe area: the slide menu's options keep clear of a notch and the home indicator")
  func slideMenuSafeArea() throws {
    let insets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let host = ControlHost(settings: HostSettings(size: Self.phone, safeAreaInsets: insets))
    let menu = SlideMenu(
      frame: Rect(x: 225, y: 0, width: 150, height: 667), targetView: host.window.rootView,
      options: SlideMenu.tutorialOptions)
    host.window.rootView.addSubview(menu)
    _ = host.frame(1 / 60)
    #expect(menu.optionsListView.frame == Rect(x: 0, y: 47, width: 150, height: 586))
    // Landscape: the sensor housing on the right, where the menu docks.
    let wide = ControlHost(
      settings: HostSettings(
        size: Size(width: 667, height: 375),
        safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)))
    let side = SlideMenu(
      frame: Rect(x: 0, y: 0, width: 150, height: 375), targetView: wide.window.rootView,
      options: SlideMenu.tutorialOptions)
    wide.window.rootView.addSubview(side)
    side.show()
    for _ in 0..<5 { _ = wide.frame(1 / 60) }
    #expect(side.listInsets == EdgeInsets(top: 20, left: 0, bottom: 21, right: 47))
    let list = side.optionsListView.frame
    #expect(list == Rect(x: 0, y: 20, width: 103, height: 334), "\(list)")
    for _ in 0..<180 { _ = wide.frame(1 / 60) }  // the bounce settles in about 1 s
    #expect(side.optionsListView.frame == list, "the list does not move while the menu slides")
    let download = try #require(
      wide.window.accessibilityElements().first { $0.label == "Download" })
    #expect(download.frame.maxX == 667 - 47, "\(download.frame)")
  }

  @Test("HostSettings(of:) carries every setting of a window")
  func settingsOfWindow() {
    let window = Window(size: Self.phone)
    window.preferredContentSizeCategory = .accessibilityMedium
    window.accessibilityContrast = .high
    window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let settings = HostSettings(of: window)
    #expect(settings.preferredContentSizeCategory == .accessibilityMedium)
    #expect(settings.accessibilityContrast == .high)
    #expect(settings.safeAreaInsets == window.safeAreaInsets)
  }
}
