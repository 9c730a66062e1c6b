// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Core Foundation's object types and their toll-free bridged Foundation partners.
//
// On Apple, `CFString` and `NSString` are distinct classes that `as` converts between, and
// `String as CFString` bridges through NSString. Here each CF name is a typealias of its
// partner and the Swift value types bridge with `_ObjectiveCBridgeable`, so every cast Apple
// accepts type-checks. The partners (and `Data`) live in this module so that Core Graphics'
// and Core Text's signatures can name them; on Apple, CoreFoundation alone does not offer
// NSString or Data (an over-acceptance the harness notes, docs/apple-host.md).
@_exported import ObjectiveC

/// Core Foundation's time interval, in seconds.
public typealias CFTimeInterval = Double
/// Core Foundation's signed index and count.
public typealias CFIndex = Int

/// An immutable string (Foundation's `NSString`).
open class NSString: NSObject, @unchecked Sendable {
  let value: String
  public init(string: String) {
    value = string
    super.init()
  }
  open var length: Int { value.utf16.count }
}

/// A string with attributes over ranges (Foundation's `NSAttributedString`).
open class NSAttributedString: NSObject, @unchecked Sendable {
  public struct Key: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) { super.init() }
  open var string: String { "" }
  open var length: Int { 0 }
}

/// An immutable dictionary (Foundation's `NSDictionary`).
open class NSDictionary: NSObject, @unchecked Sendable {}

/// Immutable bytes (Foundation's `NSData`).
open class NSData: NSObject, @unchecked Sendable {}

/// Foundation's byte buffer value type.
public struct Data: Hashable, Sendable {
  private var bytes: [UInt8]
  public init() { bytes = [] }
  public init(_ bytes: [UInt8]) { self.bytes = bytes }
  public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { bytes = Array(elements) }
  public var startIndex: Int { bytes.startIndex }
  public var endIndex: Int { bytes.endIndex }
  public subscript(position: Int) -> UInt8 {
    get { bytes[position] }
    set { bytes[position] = newValue }
  }
  public var count: Int { bytes.count }
}

public typealias CFString = NSString
public typealias CFAttributedString = NSAttributedString
public typealias CFDictionary = NSDictionary
public typealias CFData = NSData

extension String: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { NSString(string: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
    result = source.value
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout String?
  ) -> Bool {
    result = source.value
    return true
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
    source?.value ?? ""
  }
}

extension Dictionary: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { NSDictionary() }
  public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Self?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout Self?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Self {
    [:]
  }
}

extension Data: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSData { NSData() }
  public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) {}
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSData, result: inout Data?
  ) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { Data() }
}
