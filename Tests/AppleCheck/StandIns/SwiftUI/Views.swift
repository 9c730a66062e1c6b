// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for SwiftUI: views, view builders, state and bindings, the app and its scenes, and
// the representables that wrap a UIKit or AppKit view (one profile each, STAND_IN_IOS or
// STAND_IN_MACOS). Main-actor, as SwiftUI's View is.
#if STAND_IN_IOS
  @_exported import UIKit
#else
  @_exported import AppKit
#endif

/// A piece of user interface.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Builds views from closures' statements.
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent()
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent()
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// No view.
public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}
/// Several views.
public struct TupleView<T>: View {
  public init(_ value: T) {}
  public var body: Never { fatalError() }
}
/// One of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// A line of text.
public struct Text: View {
  public init(_ content: String) {}
  public init(verbatim content: String) {}
  public var body: Never { fatalError() }
  public func font(_ font: Font?) -> Text { self }
}
/// A font.
public struct Font: Hashable, Sendable {
  public static let headline = Font()
  public static let body = Font()
  public static let caption = Font()
}
/// A colour.
public struct Color: View, Hashable, Sendable {
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public static let accentColor = Color(red: 0, green: 0, blue: 1)
  public var body: Never { fatalError() }
}

/// Alignments.
public struct HorizontalAlignment: Sendable { public static let center = Self(), leading = Self() }
public struct VerticalAlignment: Sendable { public static let center = Self() }
public struct Alignment: Sendable { public static let center = Self(), top = Self() }
/// Edges.
public struct Edge {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)
  }
}

/// Views in a column, a row, a scroll view.
public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
public struct ScrollView<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}
/// A button.
public struct Button<Label: View>: View {
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension Button where Label == Text {
  public init(_ title: String, action: @escaping @MainActor () -> Void) {}
}
/// A switch.
public struct Toggle<Label: View>: View {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
  public init(_ title: String, isOn: Binding<Bool>) {}
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}
extension View {
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, Never>
  { ModifiedContent() }
  public func frame(
    minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, Never> { ModifiedContent() }
  public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, Never> {
    ModifiedContent()
  }
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, Never> {
    ModifiedContent()
  }
  public func font(_ font: Font?) -> ModifiedContent<Self, Never> { ModifiedContent() }
  public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, Never> { ModifiedContent() }
  public func navigationTitle(_ title: String) -> ModifiedContent<Self, Never> { ModifiedContent() }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ModifiedContent<Self, Never>
  { ModifiedContent() }
}

/// Names SwiftUI shares with DynamicMenus' modules, so unqualified uses of ours in a file that
/// imports SwiftUI are ambiguous here as on Apple.
public struct Image: View {
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError() }
}
public struct Path: Sendable {
  public init() {}
}
public protocol Animatable {}
@available(iOS 17.0, macOS 14.0, *)
public struct Spring: Hashable, Sendable {
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
}
