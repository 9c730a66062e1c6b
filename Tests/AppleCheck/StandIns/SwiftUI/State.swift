// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for SwiftUI's state: State, Binding, transactions and the environment.

/// A value SwiftUI stores for a view.
@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { storage = value }
  public init(initialValue value: Value) { storage = value }
  private var storage: Value
  public var wrappedValue: Value {
    get { storage }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> {
    Binding(get: { self.storage }, set: { _ in })
  }
}
extension State: Sendable where Value: Sendable {}

/// A two-way connection to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void
  public var transaction = Transaction()
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = { value, _ in set(value) }
  }
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getValue = get
    setValue = set
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { _ in })
  }
}
extension Binding: @unchecked Sendable {}

/// A property SwiftUI updates before a body is evaluated.
public protocol DynamicProperty {}
extension Binding: DynamicProperty {}

/// The context of an update: whether it animates.
public struct Transaction: Sendable {
  public init() {}
  public var disablesAnimations = false
  public var animation: Animation?
}
/// An animation.
public struct Animation: Hashable, Sendable {
  public static let `default` = Animation()
}
/// The environment a view sees.
public struct EnvironmentValues: Sendable {
  public init() {}
  public var layoutDirection: LayoutDirection = .leftToRight
  public var colorScheme: ColorScheme = .light
}
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }
public enum ColorScheme: Hashable, Sendable { case light, dark }

/// A proposal for a view's size (iOS 16+, macOS 13+).
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
  public init(_ size: CGSize) { (width, height) = (size.width, size.height) }
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  { CGSize(width: width ?? size.width, height: height ?? size.height) }
}
