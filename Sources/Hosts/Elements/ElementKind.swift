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

  /// The size an element takes where the page gives it none, in points: the SwiftUI views'
  /// ideal sizes (the dial 390 × 390, the open radial menu's outer ring 453 × 453, the
  /// confirm button with its ring's room above 200 × 260, a phone screen 375 × 667 for the
  /// two that lie over content).
  public var defaultSize: Size {
    switch self {
    case .dialMenu: Size(width: 390, height: 390)
    case .radialMenu: Size(width: 453, height: 453)
    case .confirmButton: Size(width: 200, height: 260)
    case .floatingMenu, .slideMenu: Size(width: 375, height: 667)
    }
  }

  /// Whether the control opens and closes (every kind but the confirm button).
  public var isMenu: Bool { self != .confirmButton }
}
