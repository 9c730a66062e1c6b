public import DynamicMenusGeometry

/// An element's look from its page: the CSS custom properties the control reads. Each is nil
/// where the page sets none, and then the control keeps its own (the tutorial's). An attribute
/// for the same field (`ring-color`) wins over the custom property.
///
/// | Property | Dial | Radial | Confirm | Floating | Slide |
/// |---|---|---|---|---|---|
/// | `--dm-background` | window | window | window | window | window |
/// | `--dm-tint` | – | rings, icons | ring | floating button | menu |
/// | `--dm-item-color` | bubbles | – | face | item buttons | icons |
/// | `--dm-text-color` | titles | – | title, ring text | labels | options |
/// | `--dm-font-size` | titles | – | title | labels | options |
public nonisolated struct ElementStyle: Hashable, Sendable {
  /// The window's colour behind the control (`--dm-background`). nil: the kind's own (the
  /// dial's grey, the radial menu's near black, the confirm button's dark grey; clear for the
  /// floating and slide menus, which lie over the page).
  public var background: Color?
  /// The control's accent (`--dm-tint`).
  public var tint: Color?
  /// The items' colour where an item has none (`--dm-item-color`).
  public var itemColor: Color?
  /// The text's colour (`--dm-text-color`).
  public var textColor: Color?
  /// The text's size in points at the default text size (`--dm-font-size`, CSS pixels);
  /// a size that is not finite and positive is ignored.
  public var fontSize: Double?

  /// A style; nil everywhere keeps the control's own look.
  public init(
    background: Color? = nil, tint: Color? = nil, itemColor: Color? = nil,
    textColor: Color? = nil, fontSize: Double? = nil
  ) {
    self.background = background
    self.tint = tint
    self.itemColor = itemColor
    self.textColor = textColor
    self.fontSize = fontSize
  }

  /// The custom properties a page reads for the colours, in the order it passes them
  /// (`dm_element_set_style`: red, green, blue, alpha each), with what each sets.
  public static let colorProperties: [(name: String, summary: String)] = [
    ("--dm-background", "The colour behind the control."),
    ("--dm-tint", "The control's accent (rings, the floating button, the slide menu)."),
    ("--dm-item-color", "The items' colour where an item has none."),
    ("--dm-text-color", "The text's colour."),
  ]
  /// The custom property a page reads for ``fontSize``, with what it sets.
  public static let fontSizeProperty = (
    name: "--dm-font-size", summary: "The text's size in CSS pixels."
  )

  /// ``fontSize`` when it is a size.
  var validFontSize: Double? {
    guard let fontSize, fontSize.isFinite, fontSize > 0 else { return nil }
    return Swift.min(fontSize, 200)
  }
}
