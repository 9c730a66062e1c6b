// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for CoreFoundation's `CGFloat` (Double on 64-bit Apple platforms). A distinct type,
// as on Apple: the compiler converts Double and CGFloat implicitly where SE-0307 allows it
// (it keys on a `CGFloat` declared in a module of this name) and rejects what Apple's
// compiler rejects, such as `CGFloat?` where a `Double?` is wanted.

/// The basic floating-point type of Core Graphics.
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, SignedNumeric,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The value as the native type.
  public var native: Double

  public init() { native = 0 }
  @_transparent public init(_ value: Double) { native = value }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: CGFloat) { native = value.native }
  public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
  public init?<Source: BinaryInteger>(exactly value: Source) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }

  public static let pi = CGFloat(Double.pi)
  public static let infinity = CGFloat(Double.infinity)
  public static let greatestFiniteMagnitude = CGFloat(Double.greatestFiniteMagnitude)

  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var isFinite: Bool { native.isFinite }
  public var isNaN: Bool { native.isNaN }
  public var description: String { native.description }
  public func rounded() -> CGFloat { CGFloat(native.rounded()) }
  public func rounded(_ rule: FloatingPointRoundingRule) -> CGFloat {
    CGFloat(native.rounded(rule))
  }

  public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
  public static func + (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native + b.native) }
  public static func - (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native - b.native) }
  public static func * (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native * b.native) }
  public static func / (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native / b.native) }
  public static func += (a: inout CGFloat, b: CGFloat) { a.native += b.native }
  public static func -= (a: inout CGFloat, b: CGFloat) { a.native -= b.native }
  public static func *= (a: inout CGFloat, b: CGFloat) { a.native *= b.native }
  public static func /= (a: inout CGFloat, b: CGFloat) { a.native /= b.native }
  public static prefix func - (a: CGFloat) -> CGFloat { CGFloat(-a.native) }
}

extension Double {
  /// The CGFloat's value (the conversion SE-0307 inserts).
  @_transparent public init(_ value: CGFloat) { self = value.native }
}

extension Int {
  /// The CGFloat's value, rounded toward zero.
  public init(_ value: CGFloat) { self = Int(value.native) }
}

extension Float {
  public init(_ value: CGFloat) { self = Float(value.native) }
}
