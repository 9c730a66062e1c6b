public import DynamicMenusGeometry
public import DynamicMenusViews

/// The host's view of the world a window lives in: its size, pixel density and safe area,
/// and the accessibility settings controls follow.
///
/// Set on ``ControlHost/settings``; a change takes effect at once, mid-animation included
/// (a size change lays the window out again; every other setting lays every view out again,
/// as UIKit's trait changes do).
///
/// What reads each setting: Reduce Motion, the dial, radial, confirm, floating and slide
/// menus (fades for large motions); Reduce Transparency, blurs (solid); the layout
/// direction, every control; the text size, the floating menu's labels, the slide menu's
/// options and the confirm button's title and ring text; Increase Contrast and the interface
/// style, the system tint (list icons, buttons, the focus halo); the interface style, the
/// floating menu's automatic look; the safe area, the slide menu's options list.
public nonisolated struct HostSettings: Hashable, Sendable {
  /// The window's size, in points. A size that is not finite or negative is clamped to 0.
  public var size: Size
  /// Device pixels per point (UIKit's `traitCollection.displayScale`: 1, 2 or 3).
  /// Default 2; one that is not finite and positive reads as 1.
  public var scale: Double
  /// Reduce Motion. Default false.
  public var reduceMotion: Bool
  /// Reduce Transparency. Default false.
  public var reduceTransparency: Bool
  /// The layout direction. Default left to right.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// The text size (Dynamic Type; `traitCollection.preferredContentSizeCategory`). Default
  /// ``ContentSizeCategory/large``.
  public var preferredContentSizeCategory: ContentSizeCategory
  /// Increase Contrast (`traitCollection.accessibilityContrast`). Default normal.
  public var accessibilityContrast: AccessibilityContrast
  /// Light or dark appearance (`traitCollection.userInterfaceStyle`). Default light.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The window's safe-area insets, in points (`UIView.safeAreaInsets` of the hosting view).
  /// Default zero. An inset that is not finite or negative reads as 0.
  public var safeAreaInsets: EdgeInsets

  /// Settings for a window of `size` points.
  public init(
    size: Size, scale: Double = 2, reduceMotion: Bool = false, reduceTransparency: Bool = false,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large,
    accessibilityContrast: AccessibilityContrast = .normal,
    userInterfaceStyle: UserInterfaceStyle = .light, safeAreaInsets: EdgeInsets = .zero
  ) {
    self.size = size
    self.scale = scale
    self.reduceMotion = reduceMotion
    self.reduceTransparency = reduceTransparency
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.accessibilityContrast = accessibilityContrast
    self.userInterfaceStyle = userInterfaceStyle
    self.safeAreaInsets = safeAreaInsets
  }

  /// The size a window can take: each side finite and at least 0 (NaN and negative sides
  /// become 0, an infinite side 0 too).
  public var validSize: Size {
    func side(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
    return Size(width: side(size.width), height: side(size.height))
  }

  /// The most device pixels per point a renderer draws at: 8 (a 3× phone zoomed in more
  /// than twice; more would only cost memory).
  public nonisolated static let maximumScale = 8.0

  /// The scale a renderer can use: ``scale`` when finite and positive (at most
  /// ``maximumScale``), else 1.
  public var validScale: Double {
    scale.isFinite && scale > 0 ? Swift.min(scale, Self.maximumScale) : 1
  }
}

extension HostSettings {
  /// The settings `window` has now (its size, safe area and every setting above), at
  /// `scale`: a host over a window made elsewhere keeps them.
  public init(of window: Window, scale: Double = 2) {
    self.init(
      size: window.bounds.size, scale: scale, reduceMotion: window.reduceMotion,
      reduceTransparency: window.reduceTransparency, layoutDirection: window.layoutDirection,
      preferredContentSizeCategory: window.preferredContentSizeCategory,
      accessibilityContrast: window.accessibilityContrast,
      userInterfaceStyle: window.userInterfaceStyle, safeAreaInsets: window.safeAreaInsets)
  }
}
