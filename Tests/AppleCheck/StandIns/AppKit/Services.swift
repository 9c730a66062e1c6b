// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for AppKit's accessibility elements (not main-actor: NSAccessibilityElement and
// its NSAccessibility methods are nonisolated in the SDK), haptics and the workspace's
// accessibility display options.

/// The role of an accessibility element.
public struct NSAccessibilityRole: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}
/// A notification to assistive technologies.
public struct NSAccessibilityNotificationName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// Accessibility's namespace.
public enum NSAccessibility {
  public typealias Role = NSAccessibilityRole
  public typealias Notification = NSAccessibilityNotificationName
  public static func post(element: Any, notification: Notification) {}
}
extension NSAccessibilityRole {
  public static let button = Self(rawValue: "AXButton")
  public static let slider = Self(rawValue: "AXSlider")
  public static let menuItem = Self(rawValue: "AXMenuItem")
  public static let link = Self(rawValue: "AXLink")
  public static let image = Self(rawValue: "AXImage")
  public static let staticText = Self(rawValue: "AXStaticText")
  public static let group = Self(rawValue: "AXGroup")
}
extension NSAccessibilityNotificationName {
  public static let layoutChanged = Self(rawValue: "AXLayoutChanged")
  public static let focusedUIElementChanged = Self(rawValue: "AXFocusedUIElementChanged")
  public static let valueChanged = Self(rawValue: "AXValueChanged")
  public static let created = Self(rawValue: "AXCreated")
  public static let uiElementDestroyed = Self(rawValue: "AXUIElementDestroyed")
}

/// An accessibility element with no view of its own (not isolated).
open class NSAccessibilityElement: NSObject {
  public override init() { super.init() }
  open func setAccessibilityParent(_ parent: Any?) {}
  open func setAccessibilityLabel(_ label: String?) {}
  open func setAccessibilityValue(_ value: Any?) {}
  open func setAccessibilityHelp(_ help: String?) {}
  open func setAccessibilityIdentifier(_ identifier: String) {}
  public func setAccessibilityRole(_ role: NSAccessibility.Role?) {}
  open func setAccessibilityFrameInParentSpace(_ frame: NSRect) {}
  open func setAccessibilityExpanded(_ expanded: Bool) {}
  open func setAccessibilityEnabled(_ enabled: Bool) {}
  open func setAccessibilitySelected(_ selected: Bool) {}
  open func setAccessibilityFocused(_ focused: Bool) {}
  open func isAccessibilityFocused() -> Bool { false }
  open func accessibilityPerformPress() -> Bool { false }
  open func accessibilityPerformIncrement() -> Bool { false }
  open func accessibilityPerformDecrement() -> Bool { false }
  open func accessibilityPerformCancel() -> Bool { false }
}

extension NSView {
  public func setAccessibilityChildren(_ children: [Any]?) {}
  public func setAccessibilityElement(_ isElement: Bool) {}
  public func setAccessibilityRole(_ role: NSAccessibility.Role?) {}
}

/// A haptic pattern on a Force Touch trackpad.
public enum NSHapticFeedbackPattern: Int, Sendable { case generic = 0, alignment, levelChange }
/// When a haptic plays.
public enum NSHapticFeedbackPerformanceTime: UInt, Sendable {
  case `default` = 0, now, drawCompleted
}
/// What plays haptics.
public protocol NSHapticFeedbackPerformer: NSObjectProtocol {
  func perform(
    _ pattern: NSHapticFeedbackPattern, performanceTime: NSHapticFeedbackPerformanceTime)
}
/// The trackpad's haptics.
open class NSHapticFeedbackManager: NSObject {
  open class var defaultPerformer: any NSHapticFeedbackPerformer { StandInPerformer() }
}
final class StandInPerformer: NSObject, NSHapticFeedbackPerformer {
  func perform(
    _ pattern: NSHapticFeedbackPattern, performanceTime: NSHapticFeedbackPerformanceTime
  ) {}
}

/// The workspace: its notifications and the accessibility display options.
open class NSWorkspace: NSObject, @unchecked Sendable {
  open class var shared: NSWorkspace { NSWorkspace() }
  open var notificationCenter: NotificationCenter { NotificationCenter.default }
  open var accessibilityDisplayShouldReduceMotion: Bool { false }
  open var accessibilityDisplayShouldReduceTransparency: Bool { false }
  open var accessibilityDisplayShouldIncreaseContrast: Bool { false }
  public static let accessibilityDisplayOptionsDidChangeNotification = NSNotification.Name(
    "NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
}

/// A font.
open class NSFont: NSObject, @unchecked Sendable {
  /// A font weight.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
  }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { NSFont() }
}
