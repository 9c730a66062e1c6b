public import DynamicMenusGeometry

/// The tutorial's flat colours (from the Chameleon palette, `UIColor+FloatingMenu.swift`).
public nonisolated enum FloatingMenuPalette {
  /// The labels' background: (0.9274, 0.9436, 0.95).
  public static let flatWhite = Color(red: 0.9274, green: 0.9436, blue: 0.95)
  /// The labels' text: (0.1674, 0.1674, 0.1674).
  public static let flatBlack = Color(red: 0.1674, green: 0.1674, blue: 0.1674)
  /// A floating button's background: (0.3132, 0.3974, 0.6365).
  public static let flatBlue = Color(red: 0.3132, green: 0.3974, blue: 0.6365)
  /// The close button's background: (0.9115, 0.2994, 0.2335).
  public static let flatRed = Color(red: 0.9115, green: 0.2994, blue: 0.2335)
}
