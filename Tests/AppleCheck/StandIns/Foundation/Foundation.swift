// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Apple's Foundation: the declarations our Apple hosts and examples use, with
// Apple's signatures. It shadows swift-corelibs-foundation for the harness, so a Foundation
// name that exists only on Linux cannot slip through.
@_exported import CoreFoundation

/// A time interval, in seconds.
public typealias TimeInterval = Double

/// An archiver's decoder (`init?(coder:)`).
open class NSCoder: NSObject, @unchecked Sendable {}

/// A notification's name and payload.
public struct Notification: Sendable {
  /// A notification's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public var name: Name
}

/// The notifications a process sends (not isolated; thread-safe).
open class NotificationCenter: NSObject, @unchecked Sendable {
  public static let `default` = NotificationCenter()
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {}
  open func removeObserver(_ observer: Any) {}
  open func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object: Any?) {}
  open func post(name aName: NSNotification.Name, object anObject: Any?) {}
}

/// Objective-C's name for ``Notification``.
open class NSNotification: NSObject, @unchecked Sendable {
  public typealias Name = Notification.Name
}

/// A thread's event loop.
open class RunLoop: NSObject, @unchecked Sendable {
  /// A run loop mode.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
    public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
  }
  public static let main = RunLoop()
  open class var current: RunLoop { main }
}

/// A timer firing on a run loop.
open class Timer: NSObject, @unchecked Sendable {
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer { Timer() }
  open class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer { Timer() }
  open func invalidate() {}
  open var isValid: Bool { true }
}

/// A boxed value (a point, a transform: Core Animation's keyframes).
open class NSValue: NSObject, @unchecked Sendable {
  public override init() { super.init() }
}

/// A boxed number.
open class NSNumber: NSValue, @unchecked Sendable {
  public init(value: Double) { super.init() }
  public init(value: Float) { super.init() }
}

/// An affine transform (macOS 10.0+; iOS 16+ with the Swift Foundation overlay): a second
/// `AffineTransform` beside DynamicMenusGeometry's, so our unqualified uses are ambiguous.
public struct AffineTransform: Hashable, Sendable {
  public var m11: Double, m12: Double, m21: Double, m22: Double, tX: Double, tY: Double
  public init() { (m11, m12, m21, m22, tX, tY) = (1, 0, 0, 1, 0, 0) }
  public static let identity = AffineTransform()
}

/// The locale's language and region.
public struct Locale: Hashable, Sendable {
  public init(identifier: String) {}
  public static var current: Locale { Locale(identifier: "") }
}
