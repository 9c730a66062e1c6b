public import DynamicMenusGeometry

/// Light or dark appearance (`UIUserInterfaceStyle`): the window's, set by its host from the
/// system's (iOS's trait collection, macOS's effective appearance, a page's
/// `prefers-color-scheme` and `color-scheme`).
///
/// As on iOS, only the colours that are the system's change with it: the system tint, and
/// what a control documents as following the style (the floating menu's automatic look).
/// A colour an app or a tutorial set stays as it is in both.
public nonisolated enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
  /// Light appearance: the default, and the tutorials' look.
  case light
  /// Dark appearance.
  case dark
}

extension View {
  /// UIKit's system blue in dark mode: (10, 132, 255), lighter than the light mode's
  /// (0, 122, 255) so it reads on dark backgrounds (4.66:1 against iOS's dark secondary
  /// background, 0x1C1C1E, where the light mode's blue reaches 4.24:1).
  public static let darkTintColor = Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1)

  /// UIKit's system blue in dark mode with Increase Contrast on: (64, 156, 255).
  public static let darkHighContrastTintColor = Color(
    red: 64.0 / 255, green: 156.0 / 255, blue: 1)

  /// The system tint for `contrast` and `style`: ``defaultTintColor``,
  /// ``highContrastTintColor``, ``darkTintColor`` or ``darkHighContrastTintColor``.
  public static func systemTintColor(
    for contrast: AccessibilityContrast, style: UserInterfaceStyle
  ) -> Color {
    switch (style, contrast) {
    case (.light, .normal): defaultTintColor
    case (.light, .high): highContrastTintColor
    case (.dark, .normal): darkTintColor
    case (.dark, .high): darkHighContrastTintColor
    }
  }

  /// The system tint of the window the view is in (of a light, normal-contrast one while it
  /// is in none).
  public var systemTintColor: Color {
    View.systemTintColor(
      for: window?.accessibilityContrast ?? .normal, style: window?.userInterfaceStyle ?? .light)
  }
}
