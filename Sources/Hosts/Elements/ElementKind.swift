import DynamicMenusControls
public import DynamicMenusGeometry

/// The five controls as a page names them: each is a web component
/// (`<dm-dial-menu>`, `<dm-radial-menu>`, `<dm-confirm-button>`, `<dm-floating-menu>`,
/// `<dm-slide-menu>`) and a ``ControlElement`` of that kind.
public nonisolated enum ElementKind: String, CaseIterable, Hashable, Sendable {
  /// The rotating dial (``DynamicMenusControls/DialMenu``).
  case dialMenu = "dial-menu"
  /// The COSMOS radial menu (``DynamicMenusControls/RadialMenu``).
  case radialMenu = "radial-menu"
  /// The confirm button (``DynamicMenusControls/ConfirmActionButton``).
  case confirmButton = "confirm-button"
  /// Inbox's floating action menu (``DynamicMenusControls/FloatingMenuController``).
  case floatingMenu = "floating-menu"
  /// The slide menu (``DynamicMenusControls/SlideMenu``).
  case slideMenu = "slide-menu"

  /// The custom element's tag: `dm-` and the raw value.
  public var tagName: String { "dm-" + rawValue }

  /// The kind of `name`: a raw value (`dial-menu`) or a tag (`dm-dial-menu`); nil otherwise.
  public init?(name: String) {
    let bare = name.hasPrefix("dm-") ? String(name.dropFirst(3)) : name
    self.init(rawValue: bare)
  }

  /// The size an element takes where the page gives it none, in points: the controls' ideal
  /// sizes, which the SwiftUI views take too (the dial's, the open radial menu's outer ring,
  /// the confirm button with its ring's room above), and a phone screen 375 × 667 for the two
  /// that lie over content.
  public var defaultSize: Size {
    switch self {
    case .dialMenu: DialMenu.idealSize
    case .radialMenu: RadialMenu.idealSize
    case .confirmButton: ConfirmActionButton.idealSize
    case .floatingMenu, .slideMenu: Size(width: 375, height: 667)
    }
  }

  /// Whether the control opens and closes (every kind but the confirm button).
  public var isMenu: Bool { self != .confirmButton }

  /// The element's own attributes, beside its configuration's, each with its type (as the
  /// manifest names types: `boolean`, `text`), its default as attribute text and a one-line
  /// summary: `disabled` (every kind), `open` (the menus), `value` and `name` (the dial, a form
  /// control). The page's elements, their declarations and React's props read them here.
  public var ownAttributes: [(name: String, type: String, default: String, summary: String)] {
    var own: [(name: String, type: String, default: String, summary: String)] = [
      ("disabled", "boolean", "false", "No input while set.")
    ]
    if isMenu { own.append(("open", "boolean", "false", "Open or opening.")) }
    if self == .dialMenu {
      own.append(("value", "text", "", "The selected item's value."))
      own.append(("name", "text", "", "The form field's name."))
    }
    return own
  }
}
