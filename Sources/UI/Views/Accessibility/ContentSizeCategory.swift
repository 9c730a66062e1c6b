public import DynamicMenusLayers

/// The text size the user chose in Settings › Accessibility › Display & Text Size
/// (`UIContentSizeCategory`): seven standard sizes and five larger accessibility sizes.
///
/// Text that follows it (a ``Label`` with ``Label/adjustsFontForContentSizeCategory``) is
/// scaled as `UIFontMetrics.default` scales the body style: by the body font's size in the
/// category over its size at the default ``large`` (17 pt), from Apple's Dynamic Type table:
///
/// | category | xS | S | M | L | XL | XXL | XXXL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// |---|---|---|---|---|---|---|---|---|---|---|---|---|
/// | body (pt) | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
public nonisolated enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// Body 14 pt.
  case extraSmall
  /// Body 15 pt.
  case small
  /// Body 16 pt.
  case medium
  /// Body 17 pt: the default, where nothing is scaled.
  case large
  /// Body 19 pt.
  case extraLarge
  /// Body 21 pt.
  case extraExtraLarge
  /// Body 23 pt: the largest size outside the accessibility sizes.
  case extraExtraExtraLarge
  /// Body 28 pt.
  case accessibilityMedium
  /// Body 33 pt.
  case accessibilityLarge
  /// Body 40 pt.
  case accessibilityExtraLarge
  /// Body 47 pt.
  case accessibilityExtraExtraLarge
  /// Body 53 pt: the largest.
  case accessibilityExtraExtraExtraLarge

  /// The body style's size in this category, in points (the table above).
  public var bodyPointSize: Double {
    switch self {
    case .extraSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .extraLarge: 19
    case .extraExtraLarge: 21
    case .extraExtraExtraLarge: 23
    case .accessibilityMedium: 28
    case .accessibilityLarge: 33
    case .accessibilityExtraLarge: 40
    case .accessibilityExtraExtraLarge: 47
    case .accessibilityExtraExtraExtraLarge: 53
    }
  }

  /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// `value` (points, at the default ``large``) scaled to this category:
  /// `value × bodyPointSize / 17` (`UIFontMetrics.default.scaledValue(for:)`). At ``large``
  /// it is `value` exactly.
  public func scaledValue(for value: Double) -> Double {
    self == .large ? value : value * bodyPointSize / ContentSizeCategory.large.bodyPointSize
  }

  /// `font` at its size scaled to this category (`UIFontMetrics.default.scaledFont(for:)`).
  public func scaledFont(for font: Font) -> Font {
    self == .large ? font : font.withSize(scaledValue(for: font.size))
  }

  /// The category whose body size is nearest `pointSize` (ties go to the smaller): how a
  /// host that only knows a text size in points (a browser's root font size) names it.
  /// A size that is not finite reads as the default ``large``.
  public static func nearest(toBodyPointSize pointSize: Double) -> ContentSizeCategory {
    guard pointSize.isFinite else { return .large }
    var best = ContentSizeCategory.extraSmall
    for category in allCases
    where abs(category.bodyPointSize - pointSize) < abs(best.bodyPointSize - pointSize) {
      best = category
    }
    return best
  }

  /// Orders the categories from smallest to largest.
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    a.rawValue < b.rawValue
  }
}
