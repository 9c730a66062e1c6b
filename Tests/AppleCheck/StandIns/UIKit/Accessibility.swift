// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for UIKit's accessibility: the informal protocol on NSObject (overridable, as
// Objective-C categories are), accessibility elements, custom actions, notifications and the
// user's settings. Main-actor, as UIKit declares them.

/// What an accessibility element is and does.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = Self([])
  public static let button = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let image = Self(rawValue: 1 << 2)
  public static let selected = Self(rawValue: 1 << 3)
  public static let playsSound = Self(rawValue: 1 << 4)
  public static let keyboardKey = Self(rawValue: 1 << 5)
  public static let staticText = Self(rawValue: 1 << 6)
  public static let summaryElement = Self(rawValue: 1 << 7)
  public static let notEnabled = Self(rawValue: 1 << 8)
  public static let updatesFrequently = Self(rawValue: 1 << 9)
  public static let searchField = Self(rawValue: 1 << 10)
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  public static let adjustable = Self(rawValue: 1 << 12)
  public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
  public static let causesPageTurn = Self(rawValue: 1 << 14)
  public static let header = Self(rawValue: 1 << 16)
  public static let tabBar = Self(rawValue: 1 << 28)
}

/// Whether an element is expanded (iOS 18+).
@available(iOS 18.0, *)
public enum UIAccessibilityExpandedStatus: Int, Sendable {
  case unsupported = 0, expanded, collapsed
}

// UIKit's informal accessibility protocol is a category on NSObject. Swift cannot declare
// overridable members of these types in an extension, so the stand-in gives them to the two
// classes our hosts subclass: UIResponder (Responders.swift) and UIAccessibilityElement.

/// An element of a container's accessibility, for what has no view of its own.
@MainActor open class UIAccessibilityElement: NSObject {
  public init(accessibilityContainer container: Any) { super.init() }
  open var isAccessibilityElement: Bool {
    get { false }
    set {}
  }
  open var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  open var accessibilityValue: String? {
    get { nil }
    set {}
  }
  open var accessibilityHint: String? {
    get { nil }
    set {}
  }
  open var accessibilityTraits: UIAccessibilityTraits {
    get { [] }
    set {}
  }
  open var accessibilityFrame: CGRect {
    get { .zero }
    set {}
  }
  open var accessibilityViewIsModal: Bool {
    get { false }
    set {}
  }
  open var accessibilityElements: [Any]? {
    get { nil }
    set {}
  }
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { nil }
    set {}
  }
  @available(iOS 18.0, *)
  open var accessibilityExpandedStatus: UIAccessibilityExpandedStatus {
    get { .unsupported }
    set {}
  }
  open func accessibilityActivate() -> Bool { false }
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}
  open func accessibilityPerformEscape() -> Bool { false }
  open func accessibilityElementDidBecomeFocused() {}
  open func accessibilityElementDidLoseFocus() {}

  open var accessibilityIdentifier: String?
  open var accessibilityFrameInContainerSpace: CGRect = .zero
  open weak var accessibilityContainer: AnyObject?
}

/// An action VoiceOver offers in its actions rotor.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    super.init()
  }
  open var name: String { "" }
}

/// The accessibility settings and notifications.
@MainActor public enum UIAccessibility {
  /// A notification to VoiceOver.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
  }
  /// Which assistive technology's focus.
  public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let notificationVoiceOver = Self(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }
  public static func post(notification: Notification, argument: Any?) {}
  public static func focusedElement(using identifier: AssistiveTechnologyIdentifier?) -> Any? {
    nil
  }
  public static var isVoiceOverRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  public static let elementFocusedNotification = NSNotification.Name(
    "UIAccessibilityElementFocusedNotification")
}
