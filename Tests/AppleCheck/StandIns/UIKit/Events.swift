// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for UIKit's events: touches (with force), presses and keys, and the trait
// collection a view reads its scale, direction and text size from.

/// An event.
@MainActor open class UIEvent: NSObject {}
/// A press event.
@MainActor open class UIPressesEvent: UIEvent {}

/// A finger, Apple Pencil or pointer on the screen.
@MainActor open class UITouch: NSObject {
  /// What touched.
  public enum TouchType: Int, Sendable {
    case direct = 0, indirect, pencil, indirectPointer
    @available(iOS, deprecated: 17.0, renamed: "UITouch.TouchType.pencil")
    public static var stylus: TouchType { .pencil }
  }
  /// A touch's phase.
  public enum Phase: Int, Sendable { case began = 0, moved, stationary, ended, cancelled }
  open func location(in view: UIView?) -> CGPoint { .zero }
  open func preciseLocation(in view: UIView?) -> CGPoint { .zero }
  open var force: CGFloat { 0 }
  open var maximumPossibleForce: CGFloat { 0 }
  open var type: TouchType { .direct }
  open var phase: Phase { .began }
  open var timestamp: TimeInterval { 0 }
}

/// A physical button press.
@MainActor open class UIPress: NSObject {
  open var key: UIKey? { nil }
}

/// A key on a hardware keyboard (iOS 13.4+).
@MainActor open class UIKey: NSObject {
  open var keyCode: UIKeyboardHIDUsage { .keyboardA }
  open var modifierFlags: UIKeyModifierFlags { [] }
  open var charactersIgnoringModifiers: String { "" }
}

/// Modifier keys held.
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// USB HID usage codes of keys (iOS 13.4+).
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardA = 4
  case keyboardReturnOrEnter = 40, keyboardEscape = 41, keyboardTab = 43, keyboardSpacebar = 44
  case keyboardRightArrow = 79, keyboardLeftArrow = 80, keyboardDownArrow = 81
  case keyboardUpArrow = 82
}

/// Whether 3D Touch is there.
public enum UIForceTouchCapability: Int, Sendable { case unknown = 0, unavailable, available }
/// Whether the user asked for more contrast.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1, normal = 0, high = 1
}
/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light, dark }
/// Left-to-right or right-to-left, as a trait.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The text size the user chose.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  /// Posted when the user changes the text size.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

/// The traits of a view's environment (Sendable, not isolated, since iOS 17's SDK).
open class UITraitCollection: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open var displayScale: CGFloat { 0 }
  open var forceTouchCapability: UIForceTouchCapability { .unknown }
  open var preferredContentSizeCategory: UIContentSizeCategory { .unspecified }
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  open var layoutDirection: UITraitEnvironmentLayoutDirection { .unspecified }
}

/// The traits our host registers for (iOS 17+).
@available(iOS 17.0, *)
public enum UITraitDisplayScale: UITraitDefinition {}
@available(iOS 17.0, *)
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
@available(iOS 17.0, *)
public enum UITraitAccessibilityContrast: UITraitDefinition {}
@available(iOS 17.0, *)
public enum UITraitLayoutDirection: UITraitDefinition {}
@available(iOS 17.0, *)
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
