import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// An element's control, by kind, with what the element needs of each: the view to
/// enable, the menu to open, how its items and look are set.
enum ElementBody {
  case dialMenu(DialMenu)
  case radialMenu(RadialMenu)
  case confirmButton(ConfirmActionButton)
  /// The menu and the floating button that opens it.
  case floatingMenu(FloatingMenuController, FloatingButton)
  case slideMenu(SlideMenu)

  /// Builds the control in `window`, laid out as the SwiftUI views lay it, its callbacks
  /// posting to `queue`.
  init(kind: ElementKind, window: Window, queue: ElementEventQueue) {
    let bounds = window.bounds
    switch kind {
    case .dialMenu:
      let dial = DialMenu(frame: bounds)
      window.rootView.addSubview(dial)
      dial.onSelect = { _, index in queue.post(.select, index: index) }
      Self.follow(dial, queue)
      // Shown from the start, as the SwiftUI view's default: a dial is its items.
      dial.show(animated: false)
      self = .dialMenu(dial)
    case .radialMenu:
      // Hidden until it has items of its own; it needs two, so two blank ones hold the place
      // (not the tutorial's zodiac, its default, which would link twelve icons for nothing).
      let menu = RadialMenu(frame: bounds, items: [.init(title: ""), .init(title: "")])
      menu.isHidden = true
      menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.rootView.addSubview(menu)
      menu.onSelect = { _, index in queue.post(.select, index: index) }
      menu.onCancel = { _ in queue.post(.cancel) }
      Self.follow(menu, queue)
      self = .radialMenu(menu)
    case .confirmButton:
      let button = ConfirmActionButton()
      button.center = Point(x: bounds.midX, y: bounds.maxY - 80)
      button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
      window.rootView.addSubview(button)
      button.onConfirm = { _ in queue.post(.confirm) }
      button.onCancel = { _ in queue.post(.cancel) }
      button.onWillOpen = { _ in queue.post(.willOpen) }
      button.onDidOpen = { _ in queue.post(.didOpen) }
      button.onWillClose = { _ in queue.post(.willClose) }
      button.onDidClose = { _ in queue.post(.didClose) }
      self = .confirmButton(button)
    case .floatingMenu:
      let (menu, fab) = FloatingMenuController.withFloatingButton(in: window.rootView)
      menu.onSelect = { _, index in queue.post(.select, index: index) }
      menu.onCancel = { _ in queue.post(.cancel) }
      Self.follow(menu, queue)
      self = .floatingMenu(menu, fab)
    case .slideMenu:
      let menu = SlideMenu(
        frame: Rect(x: 0, y: 0, width: 150, height: Swift.max(bounds.height, 1)),
        targetView: window.rootView, edge: .trailing)
      menu.autoresizingMask = [.flexibleHeight]
      menu.onSelect = { _, index in queue.post(.select, index: index) }
      menu.onCancel = { _ in queue.post(.cancel) }
      Self.follow(menu, queue)
      self = .slideMenu(menu)
    }
  }

  /// Posts a menu's four open and close moments.
  private static func follow<Menu: OpenCloseReporting>(_ menu: Menu, _ queue: ElementEventQueue) {
    menu.onWillOpen = { _ in queue.post(.willOpen) }
    menu.onDidOpen = { _ in queue.post(.didOpen) }
    menu.onWillClose = { _ in queue.post(.willClose) }
    menu.onDidClose = { _ in queue.post(.didClose) }
  }

  /// The view that takes the input (disabled with the element).
  var view: View {
    switch self {
    case .dialMenu(let dial): dial
    case .radialMenu(let menu): menu
    case .confirmButton(let button): button
    case .floatingMenu(_, let fab): fab
    case .slideMenu(let menu): menu
    }
  }

  /// Whether the menu is open or opening; false for the confirm button. (A switch, not an
  /// `any MenuPresenting`: Embedded Swift links a protocol extension's method called
  /// through an existential with a mismatched signature.)
  var isOpen: Bool {
    switch self {
    case .dialMenu(let dial): dial.isOpen
    case .radialMenu(let menu): menu.isOpen
    case .confirmButton: false
    case .floatingMenu(let menu, _): menu.isOpen
    case .slideMenu(let menu): menu.isOpen
    }
  }

  /// Opens or closes the menu when `open` differs from where it is heading.
  func setOpen(_ open: Bool, animated: Bool) {
    switch self {
    case .dialMenu(let dial): dial.setOpen(open, animated: animated)
    case .radialMenu(let menu): menu.setOpen(open, animated: animated)
    case .confirmButton: break
    case .floatingMenu(let menu, _): menu.setOpen(open, animated: animated)
    case .slideMenu(let menu): menu.setOpen(open, animated: animated)
    }
  }

  /// The window's colour where the page sets none, for a window of `style`: the demo
  /// screens' (the dial's grey, the radial menu's near black, the confirm button's iOS dark
  /// grey), clear for the two that lie over the page's content. The dial's grey darkens to
  /// iOS's dark grouped background (0x1C1C1E) in a dark window; the radial menu and the
  /// confirm button are dark in both, their rings and text made for it.
  func defaultBackground(for style: UserInterfaceStyle) -> Color {
    switch self {
    case .dialMenu: style == .dark ? Self.darkGrey : Color(white: 1.0 / 3)
    case .radialMenu: RadialMenu.nearBlack
    case .confirmButton: Self.darkGrey
    case .floatingMenu, .slideMenu: .clear
    }
  }

  /// iOS's dark-mode secondary system background, 0x1C1C1E.
  static let darkGrey = Color(hex: 0x1C_1C_1E)
}

/// The four open and close callbacks the menus share (each names its own type).
protocol OpenCloseReporting: AnyObject {
  var onWillOpen: ((Self) -> Void)? { get set }
  var onDidOpen: ((Self) -> Void)? { get set }
  var onWillClose: ((Self) -> Void)? { get set }
  var onDidClose: ((Self) -> Void)? { get set }
}

extension DialMenu: OpenCloseReporting {}
extension RadialMenu: OpenCloseReporting {}
extension FloatingMenuController: OpenCloseReporting {}
extension SlideMenu: OpenCloseReporting {}
