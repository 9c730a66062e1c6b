// Compiled only where SwiftUI and UIKit or AppKit exist; empty on Linux and in WebAssembly.
// Type-checked here against stand-ins of Apple's SDKs (`make apple-check`).
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  public import SwiftUI
  public import DynamicMenusControls
  import DynamicMenusGeometry
  import DynamicMenusLayers
  import DynamicMenusViews

  /// Inbox's floating action menu as a SwiftUI view, laid over the content it floats on: the
  /// floating button sits at the bottom trailing corner (inside the safe area), its menu
  /// opens over a blurred backdrop. Touches elsewhere pass to the content behind.
  ///
  /// ```swift
  /// content.overlay {
  ///   FloatingMenuView(items: [.init(title: "New contact")], isPresented: $open) { index in … }
  /// }
  /// ```
  public struct FloatingMenuView: SwiftUI.View {
    let items: [FloatingMenuController.Item]
    @Binding var isPresented: Bool
    let configuration: FloatingMenuController.Configuration
    let onSelect: ((Int) -> Void)?

    /// A floating button whose menu holds `items`, open while `isPresented`; `onSelect` hears
    /// the index chosen (the menu closes itself).
    public init(
      items: [FloatingMenuController.Item], isPresented: Binding<Bool> = .constant(false),
      configuration: FloatingMenuController.Configuration = .init(),
      onSelect: ((Int) -> Void)? = nil
    ) {
      self.items = items
      _isPresented = isPresented
      self.configuration = configuration
      self.onSelect = onSelect
    }

    /// The control in its host view.
    public var body: some SwiftUI.View {
      SingleControlView<FloatingMenuController>(
        make: { window in
          // The tutorial's place: 55 pt from the trailing edge, 67 from the bottom.
          FloatingMenuController.withFloatingButton(in: window.rootView).menu
        },
        update: { menu, memo, animated in
          memo.apply(items) { menu.setItems($0) }
          if menu.configuration != configuration { menu.configuration = configuration }
          menu.onSelect = { _, index in onSelect?(index) }
          (menu.onWillOpen, menu.onWillClose) = FloatingMenuController.following($isPresented)
          menu.setOpen(isPresented, animated: animated)
        },
        idealSize: CGSize(width: 375, height: 667), passesTouchesThrough: true)
    }
  }

  /// The slide menu as a SwiftUI view: a side menu that falls in under gravity from
  /// `edge`, bounces on its boundary and lists `options`; a swipe in the view shows it, a
  /// swipe back or a tap on the dimmed backdrop hides it. `isPresented` follows it and
  /// shows or hides it.
  ///
  /// ```swift
  /// SlideMenuView(options: [.init(title: "Home"), .init(title: "Settings")], isPresented: $menu)
  /// ```
  ///
  /// The view takes the touches in its whole area (the show swipe needs them); the menu is
  /// `width` points wide (default 150, the tutorial's), as tall as the view.
  public struct SlideMenuView: SwiftUI.View {
    let options: [SlideMenu.Option]
    @Binding var isPresented: Bool
    let edge: SlideMenu.Edge
    let width: Double
    let configuration: SlideMenu.Configuration
    let onSelect: ((Int) -> Void)?

    /// A menu of `options` sliding in from `edge` (default trailing), `width` points wide,
    /// shown while `isPresented`; `onSelect` hears the index chosen.
    public init(
      options: [SlideMenu.Option], isPresented: Binding<Bool>,
      edge: SlideMenu.Edge = .trailing, width: Double = 150,
      configuration: SlideMenu.Configuration = .init(), onSelect: ((Int) -> Void)? = nil
    ) {
      self.options = options
      _isPresented = isPresented
      self.edge = edge
      self.width = width.isFinite && width > 0 ? width : 150
      self.configuration = configuration
      self.onSelect = onSelect
    }

    /// The control in its host view.
    public var body: some SwiftUI.View {
      SingleControlView<SlideMenu>(
        make: { window in
          // As tall as the window: the mask keeps it so while SwiftUI sizes the host.
          let menu = SlideMenu(
            frame: DynamicMenusGeometry.Rect(
              x: 0, y: 0, width: width, height: Swift.max(window.bounds.height, 1)),
            targetView: window.rootView, edge: edge)
          menu.autoresizingMask = [.flexibleHeight]
          return menu
        },
        update: { menu, memo, animated in
          memo.apply(options) { menu.options = $0 }
          if menu.configuration != configuration { menu.configuration = configuration }
          menu.onSelect = { _, index in onSelect?(index) }
          (menu.onWillOpen, menu.onWillClose) = SlideMenu.following($isPresented)
          menu.setOpen(isPresented, animated: animated)
        },
        idealSize: CGSize(width: 375, height: 667), passesTouchesThrough: false)
    }
  }
#endif
