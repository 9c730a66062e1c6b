// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for UIKit's responders, views, windows and the app: the declarations our host,
// the UIKit example and the SwiftUI example use, with Apple's names, labels and isolation
// (UIKit's classes are `@MainActor`, NS_SWIFT_UI_ACTOR in its headers).
@_exported import Foundation
@_exported import QuartzCore

/// An object that responds to and handles events.
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }
  open var next: UIResponder? { nil }
  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  // UIKit's informal accessibility protocol (Accessibility.swift).
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
}

/// The options for how a view resizes when its superview's bounds change.
public struct UIViewAutoresizing: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = UIViewAutoresizing(rawValue: 1 << 0)
  public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
  public static let flexibleRightMargin = UIViewAutoresizing(rawValue: 1 << 2)
  public static let flexibleTopMargin = UIViewAutoresizing(rawValue: 1 << 3)
  public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
  public static let flexibleBottomMargin = UIViewAutoresizing(rawValue: 1 << 5)
}

/// Insets from each edge.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Left-to-right or right-to-left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }

/// How a view's content fits its bounds when they change.
public enum UIViewContentMode: Int, Sendable {
  case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}

/// The current drawing context inside `draw(_:)`.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

/// A rectangular area on screen and the object that manages its content.
@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  open class var layerClass: AnyClass { CALayer.self }
  open var layer: CALayer { CALayer() }
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var window: UIWindow? { nil }
  open var superview: UIView? { nil }
  open var subviews: [UIView] { [] }
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var isOpaque = true
  open var clearsContextBeforeDrawing = true
  open var contentMode: UIViewContentMode = .scaleToFill
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var autoresizingMask: UIViewAutoresizing = []
  open var translatesAutoresizingMaskIntoConstraints = true
  open var contentScaleFactor: CGFloat = 1
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var traitCollection: UITraitCollection { UITraitCollection() }
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func didMoveToWindow() {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
  open func draw(_ rect: CGRect) {}
  open func safeAreaInsetsDidChange() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  @available(iOS 17.0, *)
  @discardableResult open func registerForTraitChanges(
    _ traits: [any UITraitDefinition.Type],
    handler: @escaping @MainActor (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { StandInRegistration() }
  @available(iOS 17.0, *)
  @discardableResult open func registerForTraitChanges(
    _ traits: [any UITraitDefinition.Type], action: Selector
  ) -> any UITraitChangeRegistration { StandInRegistration() }
}

/// A trait a trait collection can carry (iOS 17+).
@available(iOS 17.0, *)
public protocol UITraitDefinition {}
/// A token for a registration for trait changes (iOS 17+).
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: NSObjectProtocol {}
@available(iOS 17.0, *)
final class StandInRegistration: NSObject, UITraitChangeRegistration {}

/// The backdrop for an app's user interface.
@MainActor open class UIWindow: UIView {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  open var rootViewController: UIViewController?
  open var screen: UIScreen { UIScreen() }
  open func makeKeyAndVisible() {}
}

/// A display.
@MainActor open class UIScreen: NSObject {
  public override init() { super.init() }
  open var bounds: CGRect { .zero }
  open var scale: CGFloat { 2 }
}

/// A scene, the windows of one instance of the app's user interface.
@MainActor open class UIScene: UIResponder {}
/// A scene holding windows.
@MainActor open class UIWindowScene: UIScene {
  open var windows: [UIWindow] { [] }
}
/// A scene's session: its role and its configuration.
@MainActor open class UISceneSession: NSObject {
  open var role: UISceneSession.Role { .windowApplication }
}
extension UISceneSession {
  /// What a scene is for.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}
/// How a scene is made: its delegate's class.
@MainActor open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
  open var delegateClass: AnyClass?
}
@MainActor open class UISceneConnectionOptions: NSObject {}
extension UIScene {
  public typealias ConnectionOptions = UISceneConnectionOptions
}

/// A scene's delegate.
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}
/// A window scene's delegate.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

/// An object that manages a view hierarchy.
@MainActor open class UIViewController: UIResponder {
  public init(nibName: String?, bundle: AnyObject?) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init() }
  open var view: UIView! = UIView(frame: .zero)
  open var title: String?
  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidLayoutSubviews() {}
}

/// The app.
@MainActor open class UIApplication: UIResponder {
  open class var shared: UIApplication { UIApplication() }
  public typealias LaunchOptionsKey = String
}

/// The app's delegate. `@main` on a class adopting it runs `UIApplicationMain`.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}
extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Runs the app (`UIApplicationMain` with this delegate).
  public static func main() {}
}
