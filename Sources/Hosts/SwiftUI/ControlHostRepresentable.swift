// Compiled only where SwiftUI and UIKit or AppKit exist; on Linux and in WebAssembly this
// module is empty. NOT COMPILED ON THIS PROJECT'S MACHINES: written against Apple's
// documented SwiftUI API (docs/apple-host.md).
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  public import SwiftUI
  public import DynamicMenusHost
  public import DynamicMenusViews

  #if canImport(UIKit)
    import DynamicMenusUIKit
    typealias PlatformHostView = ControlHostView
  #else
    import DynamicMenusAppKit
    typealias PlatformHostView = ControlHostNSView
  #endif

  /// A SwiftUI view hosting a window of controls: the platform's host view
  /// (`ControlHostView` on UIKit, `ControlHostNSView` on AppKit) sized by SwiftUI's layout.
  /// `build` adds the controls to the window's root view once, when the view is made.
  ///
  /// ```swift
  /// ControlHostRepresentable { window in
  ///   let dial = DialMenu(frame: window.bounds)
  ///   window.rootView.addSubview(dial)
  ///   dial.show()
  /// }
  /// ```
  @MainActor
  public struct ControlHostRepresentable {
    /// Adds the controls, once.
    public let build: (Window) -> Void

    /// A hosting view whose controls `build` adds.
    public init(build: @escaping (Window) -> Void) { self.build = build }

    func makeHostView() -> PlatformHostView {
      let view = PlatformHostView(frame: .zero)
      build(view.host.window)
      return view
    }
  }

  #if canImport(UIKit)
    extension ControlHostRepresentable: UIViewRepresentable {
      /// The host view, its controls added.
      public func makeUIView(context: Context) -> ControlHostView { makeHostView() }
      /// Nothing: the host view follows its own size and settings.
      public func updateUIView(_ view: ControlHostView, context: Context) {}
    }
  #else
    extension ControlHostRepresentable: NSViewRepresentable {
      /// The host view, its controls added.
      public func makeNSView(context: Context) -> ControlHostNSView { makeHostView() }
      /// Nothing: the host view follows its own size and settings.
      public func updateNSView(_ view: ControlHostNSView, context: Context) {}
    }
  #endif
#endif
