public import DynamicMenusGeometry
public import DynamicMenusLayers

/// One item of an element: a page's `<dm-item value="…" icon="…" color="…" disabled>Label</dm-item>`
/// or an entry of its `.items`.
///
/// ```swift
/// element.items = [ElementItem(value: "lager", label: "Pale lager"), ElementItem(label: "Stout")]
/// ```
public nonisolated struct ElementItem: Hashable, Sendable {
  /// What the page gets back when the item is chosen (`detail.value`, the dial's `value`).
  /// Default the label.
  public var value: String
  /// The text shown and read by assistive technologies. Plain text, never markup.
  public var label: String
  /// The icon: a bitmap the page decoded, or one of ``DynamicMenusLayers/Icons``' symbols;
  /// nil for none. The dial shows none (its bubbles hold their titles).
  public var icon: Image?
  /// One of ``DynamicMenusLayers/Icons``' symbols by its index in `Icons.all`, shown where
  /// ``icon`` is nil: what a page names when it hands items over one by one
  /// (`dm_element_item`). The kinds that show icons look it up, so a program whose elements
  /// show none (the dial's, the confirm button's module) links no symbol. Default nil.
  public var symbol: Int?
  /// The item's colour (the dial's bubble, the floating menu's button); nil for the
  /// element's `--dm-item-color`, else the control's own.
  public var color: Color?
  /// Whether the item can be chosen. A disabled item is drawn at 40 % opacity where the
  /// control draws a colour, and choosing it reports nothing. Default true.
  public var isEnabled: Bool

  /// What names an item's icon where a page hands the items over one by one
  /// (`dm_element_item`): the kind, then an index of that kind.
  public enum IconKind: Int32, CaseIterable, Sendable {
    /// No icon.
    case none = 0
    /// One of ``DynamicMenusLayers/Icons``' symbols, by its index in `Icons.all`.
    case symbol
    /// A bitmap the page added (`dm_element_add_bitmap`), by the index it returned.
    case image

    /// The kind's name as the page knows it.
    public var name: String {
      switch self {
      case .none: "none"
      case .symbol: "symbol"
      case .image: "image"
      }
    }
  }

  /// An item; `value` defaults to `label`.
  public init(
    value: String? = nil, label: String, icon: Image? = nil, color: Color? = nil,
    isEnabled: Bool = true
  ) {
    self.value = value ?? label
    self.label = label
    self.icon = icon
    self.color = color
    self.isEnabled = isEnabled
  }

  /// The icon drawn: ``icon``, else ``symbol``'s (nil for an index that names no symbol).
  var drawnIcon: Image? {
    if let icon { return icon }
    guard let symbol, Icons.all.indices.contains(symbol) else { return nil }
    return Icons.all[symbol].image
  }

  /// A warning per item of `items` whose ``symbol`` names no symbol, one per line; nil when
  /// every one does.
  static func symbolWarnings(_ items: [ElementItem]) -> String? {
    let lines = items.indices.compactMap { i -> String? in
      guard items[i].icon == nil, let symbol = items[i].symbol, !Icons.all.indices.contains(symbol)
      else { return nil }
      return "item \(i): icon symbol \(symbol) is no symbol"
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The colour drawn for the item: its own or `fallback`, at 40 % opacity when disabled.
  func drawnColor(_ fallback: Color) -> Color {
    let color = self.color ?? fallback
    return isEnabled ? color : color.withAlphaComponent(color.alpha * 0.4)
  }
}
