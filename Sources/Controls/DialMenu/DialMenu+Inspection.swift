import DynamicMenusViews
package import DynamicMenusGeometry
import DynamicMenusLayers

/// What `dynamic-menus inspect dial` reports: whether the dial is shown, the selection, and
/// each item's title, centre and scale as drawn (presentation values).
///
/// As JSON: `{"isShown": true, "selectedIndex": 0, "items": [{"title": "Pale lager",
/// "center": [x, y], "scale": s}, …]}`.
package nonisolated struct DialMenuState: Hashable, Sendable {
  /// One item as drawn.
  public nonisolated struct Item: Hashable, Sendable {
    /// The item's title.
    public var title: String
    /// Its centre in the dial's coordinates, as drawn now (points).
    public var center: Point
    /// Its bubble's scale as drawn now.
    public var scale: Double
  }

  /// Whether the dial is shown (true while the show animation plays).
  public var isShown: Bool
  /// The selected item, nil without items.
  public var selectedIndex: Int?
  /// The items, in order.
  public var items: [Item]
}

extension DialMenu {
  /// The dial's state as drawn now, for `inspect` and tests.
  package var inspectionState: DialMenuState {
    DialMenuState(
      isShown: isShown, selectedIndex: selectedIndex,
      items: itemViews.map { item in
        DialMenuState.Item(
          title: item.title, center: item.layer.presentation().position,
          scale: item.bubble.layer.presentation().transform.xScale)
      })
  }
}

extension DialMenu: ControlInspecting {
  /// `{"isShown": true, "selectedIndex": 0, "items": [{"title": "Pale lager",
  /// "center": [x, y], "scale": s}, …]}`: centres (window points) and scales as drawn.
  public var inspection: OrderedJSON {
    let state = inspectionState
    return .object([
      ("isShown", .bool(state.isShown)),
      ("selectedIndex", state.selectedIndex.map { .number(Double($0)) } ?? .null),
      (
        "items",
        .array(
          state.items.map { item in
            let center = convert(item.center, to: nil)
            return .object([
              ("title", .string(item.title)), ("center", .numbers([center.x, center.y])),
              ("scale", .number(item.scale)),
            ])
          })
      ),
    ])
  }
}
