public import DynamicMenusGeometry

/// The "Increase Contrast" setting (`UIAccessibilityContrast`, iOS's
/// `UIAccessibility.isDarkerSystemColorsEnabled`): system colours switch to their
/// high-contrast variants.
public nonisolated enum AccessibilityContrast: String, Hashable, Sendable, CaseIterable {
  /// Standard contrast: the default.
  case normal
  /// Increased contrast.
  case high
}

extension View {
  /// UIKit's system blue with Increase Contrast on, in light mode: (0, 64, 221), Apple's
  /// accessible variant of ``defaultTintColor`` (0, 122, 255). Against white it reaches
  /// 7.56:1 (WCAG's contrast ratio), where the standard blue reaches 4.02:1.
  public static let highContrastTintColor = Color(red: 0, green: 64.0 / 255, blue: 221.0 / 255)

}
