// Compiled only where SwiftUI and UIKit or AppKit exist; on Linux and in WebAssembly this
// module is empty. Type-checked here against stand-ins of Apple's SDKs (`make apple-check`);
// the state logic the views rely on (`MenuPresenting`, autoresizing, the host's frames) is
// portable and tested everywhere (docs/apple-host.md).
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  public import SwiftUI
  import DynamicMenusHost
  public import DynamicMenusViews

  #if canImport(UIKit)
    public import DynamicMenusUIKit
    /// The platform's host view: `ControlHostView` (UIKit) or `ControlHostNSView` (AppKit).
    public typealias PlatformHostView = ControlHostView
  #else
    public import DynamicMenusAppKit
    /// The platform's host view: `ControlHostView` (UIKit) or `ControlHostNSView` (AppKit).
    public typealias PlatformHostView = ControlHostNSView
  #endif

  /// A SwiftUI view hosting a window of controls: the platform's host view, sized by
  /// SwiftUI's layout (the window and every control with an autoresizing mask follow it).
  /// `build` adds the controls to the window's root view once, when the view is made; for
  /// one control with bindings, use the control's own view (``DialMenuView`` and the rest).
  ///
  /// ```swift
  /// ControlHostRepresentable { window in
  ///   let dial = DialMenu(frame: window.bounds)   // fills the window, follows its size
  ///   dial.itemViews = ["Pale lager", "IPA"].map { MenuItem(title: $0) }
  ///   window.rootView.addSubview(dial)
  ///   dial.show()
  /// }
  /// ```
  public struct ControlHostRepresentable {
    /// Adds the controls, once.
    public let build: (DynamicMenusViews.Window) -> Void

    /// A hosting view whose controls `build` adds.
    public init(build: @escaping (DynamicMenusViews.Window) -> Void) { self.build = build }

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
