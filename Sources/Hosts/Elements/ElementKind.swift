import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusLayers

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

  /// The weights the control draws its text in with its defaults: the fonts a page loads
  /// before its first frame (the element's entry loads these faces and no other until a
  /// `*-font-weight` attribute asks). The dial's and the slide menu's labels, the confirm
  /// button's title are regular; the floating menu's labels light; the radial menu draws no
  /// text. ElementFontsTests hold each kind's drawing to it.
  public var fontWeights: [Font.Weight] {
    switch self {
    case .dialMenu, .confirmButton, .slideMenu: [.regular]
    case .radialMenu: []
    case .floatingMenu: [.light]
    }
  }

  /// Whether the control opens and closes (every kind but the confirm button).
  public var isMenu: Bool { self != .confirmButton }

  /// What draws the element when its `renderer` attribute is not set: `layers` (the page's
  /// own elements, moved by the browser's compositor) for every kind, the radial menu's rings
  /// included (bordered circles, drawn by the compositor: docs/web-components.md, "How an
  /// element draws"); `canvas` draws on one canvas when asked.
  public var defaultRenderer: String { "layers" }

  /// The element's own attributes, beside its configuration's, each with its type (as the
  /// manifest names types: `boolean`, `text`, `word` with its words), its default as attribute
  /// text and a one-line summary: `disabled` and `renderer` (every kind), `open` (the menus),
  /// `value` and `name` (the dial, a form control). The page's elements, their declarations
  /// and React's props read them here.
  public var ownAttributes: [ElementAttribute] {
    var own = [
      ElementAttribute("disabled", "boolean", "false", "No input while set."),
      ElementAttribute(
        "renderer", "word", defaultRenderer,
        "What draws the control: the page's own elements, which the browser's compositor moves "
          + "(layers), or one canvas (canvas).",
        words: ["layers", "canvas"]),
    ]
    if isMenu { own.append(ElementAttribute("open", "boolean", "false", "Open or opening.")) }
    if self == .dialMenu {
      own.append(ElementAttribute("value", "text", "", "The selected item's value."))
      own.append(ElementAttribute("name", "text", "", "The form field's name."))
    }
    return own
  }
}

/// One of an element's own attributes (``ElementKind/ownAttributes``).
public nonisolated struct ElementAttribute: Sendable {
  /// The attribute's name, as HTML writes it.
  public let name: String
  /// Its type, as the manifest names types: `boolean`, `text` or `word`.
  public let type: String
  /// Its default, as attribute text.
  public let `default`: String
  /// One sentence for people.
  public let summary: String
  /// A `word` attribute's words; empty for the other types.
  public let words: [String]

  init(
    _ name: String, _ type: String, _ default: String, _ summary: String, words: [String] = []
  ) {
    self.name = name
    self.type = type
    self.default = `default`
    self.summary = summary
    self.words = words
  }
}
