// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Apple's ObjectiveC module: NSObject (from the ObjCRuntime header) and the Swift
// overlay's `Selector`, which `#selector` produces.
@_exported import ObjCRuntime

/// An Objective-C method name (`SEL`).
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
  private let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}

/// Objective-C's `BOOL`.
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  public var boolValue: Bool
  public init(_ value: Bool) { boolValue = value }
  public init(booleanLiteral value: Bool) { boolValue = value }
}

/// The members every Objective-C object has (the protocol NSObject adopts).
public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}

/// NSObject is Equatable and Hashable through `isEqual(_:)` and `hash` (here: identity).
extension NSObject: @retroactive Equatable, @retroactive Hashable {
  public static func == (a: NSObject, b: NSObject) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
