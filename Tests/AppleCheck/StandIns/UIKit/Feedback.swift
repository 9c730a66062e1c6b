// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for UIKit's haptic feedback generators and the few content views the examples use.

/// The base of the feedback generators.
@MainActor open class UIFeedbackGenerator: NSObject {
  public override init() { super.init() }
  open func prepare() {}
}

/// Physical impacts.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle) { super.init() }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// A change of selection.
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// Success, warning or error.
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kind of notification.
  public enum FeedbackType: Int, Sendable { case success = 0, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A colour.
open class UIColor: NSObject, @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  public init(white: CGFloat, alpha: CGFloat) { super.init() }
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 0.6) }
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }
}

/// A font.
open class UIFont: NSObject, @unchecked Sendable {
  /// A font weight.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let semibold = Weight(rawValue: 0.3)
  }
  /// A text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
  }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

/// Text alignment.
public enum NSTextAlignment: Int, Sendable { case left = 0, center, right, justified, natural }

/// A label.
@MainActor open class UILabel: UIView {
  open var text: String?
  open var font: UIFont!
  open var textColor: UIColor!
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines: Int = 1
  open var adjustsFontForContentSizeCategory = false
}
