// Compiled only where SwiftUI and UIKit or AppKit exist; empty on Linux and in WebAssembly.
// Type-checked here against stand-ins of Apple's SDKs (`make apple-check`).
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  import SwiftUI
  import DynamicMenusControls
  import DynamicMenusCoreGraphics
  import DynamicMenusHost
  import DynamicMenusLayers
  import DynamicMenusViews
  #if canImport(UIKit)
    import DynamicMenusUIKit
  #else
    import DynamicMenusAppKit
  #endif

  /// The representable under the five control views: a host view holding one control, made
  /// once and kept across SwiftUI's updates, which reach it through `update`.
  ///
  /// The control is made at a zero frame in a zero-sized host and follows the host's size
  /// through its autoresizing mask, so SwiftUI's layout (and every later change: rotation,
  /// split view, a window resize) places it; `idealSize` answers SwiftUI's size proposal
  /// where the control has a natural size.
  struct SingleControlView<Control: DynamicMenusViews.View> {
    /// Makes the control in the host's window (called once).
    let make: (DynamicMenusViews.Window) -> Control
    /// Brings the control to the view's current values (called on every SwiftUI update);
    /// the memo keeps what was applied last (items), so an unchanged list is not rebuilt.
    let update: (Control, Memo, _ animated: Bool) -> Void
    /// The size the view wants when SwiftUI leaves a dimension open (points).
    let idealSize: CGSize
    /// Whether touches on the host's empty parts go to the SwiftUI views behind.
    let passesTouchesThrough: Bool

    /// What an update applied last.
    @MainActor final class Memo {
      /// The items last given to the control.
      var items: AnyHashable?

      /// Gives `items` to the control with `apply` when they differ from the last ones, so
      /// an update that changed something else does not rebuild the control's items.
      func apply<Items: Hashable>(_ items: Items, _ apply: (Items) -> Void) {
        guard self.items != AnyHashable(items) else { return }
        self.items = AnyHashable(items)
        apply(items)
      }
    }

    /// The control, once made, and the memo of its updates.
    @MainActor final class Coordinator {
      var control: Control?
      let memo = Memo()
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeHostView(_ coordinator: Coordinator) -> PlatformHostView {
      let view = PlatformHostView(frame: .zero)
      view.passesTouchesThroughEmptyAreas = passesTouchesThrough
      let control = make(view.host.window)
      coordinator.control = control
      update(control, coordinator.memo, false)
      return view
    }

    func updateHostView(_ view: PlatformHostView, _ coordinator: Coordinator, animated: Bool) {
      guard let control = coordinator.control else { return }
      view.host.window.context.perform { update(control, coordinator.memo, animated) }
      view.setNeedsFrames()
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
      proposal.replacingUnspecifiedDimensions(by: idealSize)
    }
  }

  extension MenuPresenting {
    /// The will-open and will-close closures that keep `isPresented` in step with the menu:
    /// set them as the menu's `onWillOpen` and `onWillClose`, then `setOpen` the binding's
    /// value (the menu heads where it says only when it differs).
    static func following(_ isPresented: Binding<Bool>) -> (
      willOpen: (Self) -> Void, willClose: (Self) -> Void
    ) {
      ({ _ in isPresented.wrappedValue = true }, { _ in isPresented.wrappedValue = false })
    }
  }

  #if canImport(UIKit)
    extension SingleControlView: UIViewRepresentable {
      func makeUIView(context: Context) -> PlatformHostView {
        makeHostView(context.coordinator)
      }
      func updateUIView(_ view: PlatformHostView, context: Context) {
        updateHostView(
          view, context.coordinator, animated: !context.transaction.disablesAnimations)
      }
      func sizeThatFits(
        _ proposal: ProposedViewSize, uiView: PlatformHostView, context: Context
      ) -> CGSize? { size(for: proposal) }
    }
  #else
    extension SingleControlView: NSViewRepresentable {
      func makeNSView(context: Context) -> PlatformHostView {
        makeHostView(context.coordinator)
      }
      func updateNSView(_ view: PlatformHostView, context: Context) {
        updateHostView(
          view, context.coordinator, animated: !context.transaction.disablesAnimations)
      }
      func sizeThatFits(
        _ proposal: ProposedViewSize, nsView: PlatformHostView, context: Context
      ) -> CGSize? { size(for: proposal) }
    }
  #endif
#endif
