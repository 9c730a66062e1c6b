// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for SwiftUI's app structure and the representables.

/// An app: `@main` on a type adopting it runs it.
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
  init()
}
extension App {
  /// Runs the app.
  @MainActor public static func main() {}
}

/// A part of an app's user interface with a life cycle of its own.
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
}
extension Never: Scene {}

/// Builds scenes.
@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A window per scene instance.
public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

#if STAND_IN_IOS
  /// The context of a UIKit view's representable.
  @MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
  }

  /// A SwiftUI view wrapping a UIKit view.
  @MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
    @available(iOS 16.0, *)
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize?
  }
  extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, *)
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize? { nil }
    public var body: Never { fatalError() }
  }
  extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
  }
#else
  /// The context of an AppKit view's representable.
  @MainActor public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
  }

  /// A SwiftUI view wrapping an AppKit view.
  @MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Self.Context) -> Self.NSViewType
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
    @available(macOS 13.0, *)
    func sizeThatFits(
      _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
    ) -> CGSize?
  }
  extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
    @available(macOS 13.0, *)
    public func sizeThatFits(
      _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
    ) -> CGSize? { nil }
    public var body: Never { fatalError() }
  }
  extension NSViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
  }

  /// A single window (macOS 13+): SwiftUI's `Window`, beside DynamicMenusViews' own.
  @available(macOS 13.0, *)
  public struct Window<Content: View>: Scene {
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
  }
#endif
