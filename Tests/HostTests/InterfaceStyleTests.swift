import DynamicMenusControls
import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusViews
import Testing
import TestSupport

/// Light and dark (`UIUserInterfaceStyle`): the host passes it to the window; the system tint
/// and the floating menu's automatic look follow it, colours an app set do not, and the text
/// keeps WCAG's 4.5:1 against what is behind it in both.
@MainActor @Suite struct InterfaceStyleTests {
  static let phone = Size(width: 375, height: 667)
  static let measurer = FallbackTextMeasurer()

  /// A floating menu of two items over a host's window, opened and settled.
  static func openMenu(
    _ host: ControlHost, configure: (inout FloatingMenuController.Configuration) -> Void = { _ in }
  ) -> FloatingMenuController {
    let fab = FloatingButton(image: Icons.plus)
    fab.center = Point(x: 320, y: 600)
    host.window.rootView.addSubview(fab)
    let menu = FloatingMenuController(
      fromView: fab, items: [.init(title: "New Contact"), .init(title: "Heidi Hernandez")])
    configure(&menu.configuration)
    menu.open()
    for _ in 0..<40 { _ = host.frame(1 / 60) }
    return menu
  }

  @Test("the system tint: Apple's four blues, and the window's style picks one")
  func systemTint() {
    let blues: [(AccessibilityContrast, UserInterfaceStyle, [Double])] = [
      (.normal, .light, [0, 122, 255]), (.high, .light, [0, 64, 221]),
      (.normal, .dark, [10, 132, 255]), (.high, .dark, [64, 156, 255]),
    ]
    for (contrast, style, rgb) in blues {
      let c = View.systemTintColor(for: contrast, style: style)
      #expect([c.red, c.green, c.blue].map { ($0 * 255).rounded() } == rgb, "\(contrast) \(style)")
    }
    let host = ControlHost(settings: HostSettings(size: Self.phone))
    let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44))
    button.setTitle("Go", for: .normal)
    host.window.rootView.addSubview(button)
    #expect(button.tintColor == View.defaultTintColor)
    host.settings.userInterfaceStyle = .dark
    _ = host.frame(1 / 60)
    #expect(host.window.userInterfaceStyle == .dark)
    #expect(button.titleColor(for: .normal) == View.darkTintColor, "the title follows the tint")
    // WCAG: the dark blue reads on iOS's dark grey where the light one falls short of 4.5:1.
    let darkGrey = Color(hex: 0x1C_1C_1E)
    #expect(abs(contrastRatio(View.darkTintColor, darkGrey) - 4.66) < 0.01)
    #expect(contrastRatio(View.defaultTintColor, darkGrey) < 4.5)
    host.settings.userInterfaceStyle = .light
    _ = host.frame(1 / 60)
    #expect(button.titleColor(for: .normal) == View.defaultTintColor)
  }

  @Test("the floating menu's automatic look turns dark with the window, open, and back")
  func floatingAutomatic() throws {
    let host = ControlHost(settings: HostSettings(size: Self.phone))
    let menu = Self.openMenu(host)
    #expect(menu.configuration.style == .automatic, "the default")
    let label = try #require(menu.buttonLabels.first)
    #expect(label.backgroundColor == FloatingMenuPalette.flatWhite)
    #expect(menu.blurredView.style == .light, "light: the tutorial's look")
    host.settings.userInterfaceStyle = .dark
    _ = host.frame(1 / 60)
    #expect(label.backgroundColor == FloatingMenuPalette.flatBlack)
    #expect(label.textColor == FloatingMenuPalette.flatWhite)
    #expect(menu.blurredView.style == .dark)
    #expect(contrastRatio(label.textColor, label.backgroundColor ?? .clear) > 12)
    host.settings.userInterfaceStyle = .light
    _ = host.frame(1 / 60)
    #expect(label.backgroundColor == FloatingMenuPalette.flatWhite)
    #expect(label.textColor == FloatingMenuPalette.flatBlack)
    #expect(menu.blurredView.style == .light)
  }

  @Test("a menu opened in a dark window is dark from its first frame")
  func floatingOpensDark() throws {
    let host = ControlHost(settings: HostSettings(size: Self.phone, userInterfaceStyle: .dark))
    let menu = Self.openMenu(host)
    let label = try #require(menu.buttonLabels.last)
    #expect(label.backgroundColor == FloatingMenuPalette.flatBlack)
    #expect(menu.blurredView.style == .dark)
  }

  @Test("a chosen look, and a colour the app set, stay in a dark window")
  func floatingChosenStays() throws {
    let host = ControlHost(settings: HostSettings(size: Self.phone, userInterfaceStyle: .dark))
    let light = Self.openMenu(host) { $0.style = .light }
    #expect(light.buttonLabels.first?.backgroundColor == FloatingMenuPalette.flatWhite)
    #expect(light.blurredView.style == .light)
    light.close(animated: false)
    let tinted = Self.openMenu(host) { $0.labelTextColor = .red }
    let label = try #require(tinted.buttonLabels.first)
    #expect(label.textColor == .red, "set by the app")
    #expect(label.backgroundColor == FloatingMenuPalette.flatBlack, "still automatic")
  }

  @Test("resolved(for:) swaps only the automatic look's fields still at their light values")
  func resolvedConfiguration() {
    var configuration = FloatingMenuController.Configuration()
    #expect(configuration.resolved(for: .light) == configuration)
    let dark = configuration.resolved(for: .dark)
    #expect(dark.blurStyle == .dark && dark.labelBackgroundColor == FloatingMenuPalette.flatBlack)
    #expect(dark.style == .automatic, "the style itself stays")
    configuration.style = .dark
    #expect(configuration.resolved(for: .light) == configuration)
    configuration.style = .automatic
    configuration.blurStyle = .extraLight
    #expect(configuration.resolved(for: .dark).blurStyle == .extraLight)
  }

  @Test("elements: the dial's grey darkens in a dark window; the dark kinds stay as they are")
  func elementBackgrounds() {
    let expected: [(ElementKind, light: Color, dark: Color)] = [
      (.dialMenu, Color(white: 1.0 / 3), Color(hex: 0x1C_1C_1E)),
      (.radialMenu, RadialMenu.nearBlack, RadialMenu.nearBlack),
      (.confirmButton, Color(hex: 0x1C_1C_1E), Color(hex: 0x1C_1C_1E)),
      (.floatingMenu, .clear, .clear),
    ]
    for (kind, light, dark) in expected {
      let element = ControlElement(kind: kind, size: Size(width: 390, height: 390))
      element.frame(1 / 60, measurer: Self.measurer)
      #expect(element.window.backgroundColor == light, "\(kind) light")
      element.host.settings.userInterfaceStyle = .dark
      element.frame(1 / 60, measurer: Self.measurer)
      #expect(element.window.backgroundColor == dark, "\(kind) dark")
      element.host.settings.userInterfaceStyle = .light
      element.frame(1 / 60, measurer: Self.measurer)
      #expect(element.window.backgroundColor == light, "\(kind) light again")
    }
    let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
    dial.style = ElementStyle(background: .white)
    dial.host.settings.userInterfaceStyle = .dark
    dial.frame(1 / 60, measurer: Self.measurer)
    #expect(dial.window.backgroundColor == .white, "the page's --dm-background wins")
    #expect(
      ControlElement(kind: .floatingMenu, size: Self.phone).attribute("menu-style") == "automatic")
  }

  @Test("text against what is behind it: at least 4.5:1 in both styles")
  func textContrast() {
    let darkGrey = Color(hex: 0x1C_1C_1E)
    let pairs: [(String, Color, Color)] = [
      ("floating labels, light", FloatingMenuPalette.flatBlack, FloatingMenuPalette.flatWhite),
      ("floating labels, dark", FloatingMenuPalette.flatWhite, FloatingMenuPalette.flatBlack),
      ("slide menu options", .white, SlideMenu.defaultMenuColor),
      ("confirm title and ring text", .white, darkGrey),
      ("the dark tint on dark grey", View.darkTintColor, darkGrey),
    ]
    for (what, text, behind) in pairs {
      #expect(contrastRatio(text, behind) >= 4.5, "\(what): \(contrastRatio(text, behind))")
    }
  }
}
