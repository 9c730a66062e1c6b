import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// An element's control, with what the element needs of it: the view to enable, the menu to
/// open, how its items, look and configuration are set. One class a kind (Bodies/), each
/// built only by its ``ElementDefinition``: a module that defines one element links one
/// control, its configuration's attributes and nothing of the others.
///
/// Every requirement is written out in each kind rather than given a default in an
/// extension: Embedded Swift links a protocol extension's method called through an
/// existential with a mismatched signature.
protocol ElementBody: AnyObject {
  /// The view that takes the input (disabled with the element).
  var view: View { get }
  /// Whether the menu is open or opening; false for the confirm button.
  var isOpen: Bool { get }
  /// Opens or closes the menu when `open` differs from where it is heading.
  func setOpen(_ open: Bool, animated: Bool)
  /// The window's colour where the page sets none, for a window of `style`.
  func defaultBackground(for style: UserInterfaceStyle) -> Color
  /// The editor of the control's configuration, its defaults styled by `style` (the page's
  /// custom properties: an attribute for the same field wins).
  func editor(style: ElementStyle) -> ConfigurationEditor
  /// What the style sets outside the configuration (the floating button's colour).
  func applyStyleOutsideConfiguration(_ style: ElementStyle)
  /// Replaces the control's items with `items`, drawn in `style`'s colours where an item has
  /// none. Returns a warning when the control cannot show them as they are.
  func setItems(_ items: [ElementItem], style: ElementStyle) -> String?
  /// The confirm button's title; the other kinds ignore it.
  func setTitle(_ title: String)
  /// The dial's selected item; nil for the other kinds.
  var selectedIndex: Int? { get }
  /// Turns the dial to item `index`; the other kinds ignore it.
  func selectItem(at index: Int, animated: Bool)
  /// The window's layout direction changed (the floating button moves to the other side).
  func layoutDirectionChanged()
}

extension Color {
  /// iOS's dark-mode secondary system background, 0x1C1C1E: the dial's background in a dark
  /// window, the confirm button's in both.
  static let secondarySystemBackgroundDark = Color(hex: 0x1C_1C_1E)
}

/// The four open and close callbacks the menus share (each names its own type).
protocol OpenCloseReporting: AnyObject {
  var onWillOpen: ((Self) -> Void)? { get set }
  var onDidOpen: ((Self) -> Void)? { get set }
  var onWillClose: ((Self) -> Void)? { get set }
  var onDidClose: ((Self) -> Void)? { get set }
}

extension OpenCloseReporting {
  /// Posts the menu's four open and close moments to `queue`.
  func report(to queue: ElementEventQueue) {
    onWillOpen = { _ in queue.post(.willOpen) }
    onDidOpen = { _ in queue.post(.didOpen) }
    onWillClose = { _ in queue.post(.willClose) }
    onDidClose = { _ in queue.post(.didClose) }
  }
}

extension DialMenu: OpenCloseReporting {}
extension RadialMenu: OpenCloseReporting {}
extension FloatingMenuController: OpenCloseReporting {}
extension SlideMenu: OpenCloseReporting {}
