// Compiled only where SwiftUI and UIKit or AppKit exist; empty on Linux and in WebAssembly.
// Type-checked here against stand-ins of Apple's SDKs (`make apple-check`); what they bind
// (`MenuPresenting.setOpen`, `DialMenu.selectItem`, the controls' closures) is tested on
// Linux (Tests/MenusTests/MenuBindingTests.swift).
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  public import SwiftUI
  public import DynamicMenusControls
  import DynamicMenusGeometry
  import DynamicMenusViews

  /// The dial menu as a SwiftUI view: a ring of bubbles titled `titles`; the item at the top
  /// is `selection`, which a turn of the wheel (drag, tap, keys, VoiceOver) writes and which
  /// turns the wheel when the app writes it. `isPresented` shows and hides the items.
  ///
  /// ```swift
  /// @State private var beer = 0
  /// DialMenuView(["Pale lager", "Witbier", "Pilsner"], selection: $beer)
  ///   .frame(height: 400)
  /// ```
  ///
  /// An index out of range in `selection` is ignored (the dial keeps its item). Ideal size
  /// `DialMenu.idealSize` (390 × 390 points) where SwiftUI leaves a dimension open.
  public struct DialMenuView: SwiftUI.View {
    let titles: [String]
    @Binding var selection: Int
    @Binding var isPresented: Bool
    let configuration: DialMenu.Configuration
    let onSelect: ((Int) -> Void)?

    /// A dial of `titles`, `selection` at the top, shown while `isPresented` (default
    /// always), set up by `configuration` (default the tutorial's); `onSelect` hears each
    /// new selection after the binding is written.
    public init(
      _ titles: [String], selection: Binding<Int>, isPresented: Binding<Bool> = .constant(true),
      configuration: DialMenu.Configuration = DialMenu.Configuration(),
      onSelect: ((Int) -> Void)? = nil
    ) {
      self.titles = titles
      _selection = selection
      _isPresented = isPresented
      self.configuration = configuration
      self.onSelect = onSelect
    }

    /// The control in its host view.
    public var body: some SwiftUI.View {
      SingleControlView<DialMenu>(
        make: { window in
          let dial = DialMenu(frame: window.bounds)
          window.rootView.addSubview(dial)
          return dial
        },
        update: { dial, memo, animated in
          memo.apply(titles) { dial.itemViews = $0.map { MenuItem(title: $0) } }
          if dial.configuration != configuration { dial.configuration = configuration }
          dial.onSelect = { _, index in
            selection = index
            onSelect?(index)
          }
          if titles.indices.contains(selection), dial.selectedIndex != selection {
            dial.selectItem(at: selection, animated: animated)
          }
          (dial.onWillOpen, dial.onWillClose) = DialMenu.following($isPresented)
          dial.setOpen(isPresented, animated: animated)
        },
        idealSize: CGSize(width: DialMenu.idealSize.width, height: DialMenu.idealSize.height),
        passesTouchesThrough: true)
    }
  }

  /// The COSMOS radial menu as a SwiftUI view: press and hold to open it, drag to a sector,
  /// release to choose. `isPresented` follows it open and opens or closes it.
  ///
  /// ```swift
  /// RadialMenuView(isPresented: $open) { sign in chosen = RadialMenu.zodiacItems[sign].title }
  /// ```
  ///
  /// Ideal size `RadialMenu.idealSize`, 453 × 453 points (the open menu's outer ring).
  public struct RadialMenuView: SwiftUI.View {
    let items: [RadialMenu.Item]
    @Binding var isPresented: Bool
    let configuration: RadialMenu.Configuration
    let onSelect: ((Int) -> Void)?

    /// A radial menu of `items` (default the twelve signs), open while `isPresented`,
    /// set up by `configuration`; `onSelect` hears the index chosen.
    public init(
      items: [RadialMenu.Item] = RadialMenu.zodiacItems,
      isPresented: Binding<Bool> = .constant(false),
      configuration: RadialMenu.Configuration = RadialMenu.Configuration(),
      onSelect: ((Int) -> Void)? = nil
    ) {
      self.items = items
      _isPresented = isPresented
      self.configuration = configuration
      self.onSelect = onSelect
    }

    /// The control in its host view.
    public var body: some SwiftUI.View {
      SingleControlView<RadialMenu>(
        make: { window in
          let menu = RadialMenu(frame: window.bounds)
          menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
          window.rootView.addSubview(menu)
          return menu
        },
        update: { menu, memo, animated in
          memo.apply(items) { menu.items = $0 }
          if menu.configuration != configuration { menu.configuration = configuration }
          menu.onSelect = { _, index in onSelect?(index) }
          (menu.onWillOpen, menu.onWillClose) = RadialMenu.following($isPresented)
          menu.setOpen(isPresented, animated: animated)
        },
        idealSize: CGSize(width: RadialMenu.idealSize.width, height: RadialMenu.idealSize.height),
        passesTouchesThrough: true)
    }
  }

  /// The confirm button as a SwiftUI view: press harder (or hold) until the ring fills, slide
  /// into it and let go to confirm; `onConfirm` runs then. The ring rises 100 points above
  /// the finger, so the view keeps room above the 100-point button.
  ///
  /// ```swift
  /// ConfirmActionButtonView(title: "Delete") { deleteEverything() }
  /// ```
  ///
  /// Ideal size `ConfirmActionButton.idealSize`, 200 × 260 points, the button centred 80
  /// points above the bottom.
  public struct ConfirmActionButtonView: SwiftUI.View {
    let title: String
    let configuration: ConfirmActionButton.Configuration
    let onConfirm: () -> Void

    /// A button titled `title`, set up by `configuration`, running `onConfirm` when confirmed.
    public init(
      title: String, configuration: ConfirmActionButton.Configuration = .init(),
      onConfirm: @escaping () -> Void
    ) {
      self.title = title
      self.configuration = configuration
      self.onConfirm = onConfirm
    }

    /// The control in its host view.
    public var body: some SwiftUI.View {
      SingleControlView<ConfirmActionButton>(
        make: { window in
          let button = ConfirmActionButton()
          // Centred, 80 pt above the bottom, whatever size SwiftUI gives the view.
          button.center = Point(x: window.bounds.midX, y: window.bounds.maxY - 80)
          button.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin,
          ]
          window.rootView.addSubview(button)
          return button
        },
        update: { button, _, _ in
          if button.title != title { button.title = title }
          if button.configuration != configuration { button.configuration = configuration }
          button.onConfirm = { _ in onConfirm() }
        },
        idealSize: CGSize(
          width: ConfirmActionButton.idealSize.width, height: ConfirmActionButton.idealSize.height),
        passesTouchesThrough: true)
    }
  }
#endif
