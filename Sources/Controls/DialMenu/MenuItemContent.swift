public import DynamicMenusViews

/// A view a dial item shows instead of the tutorial's bubble: the seed's "class, conforming to
/// some custom protocol, exposing a view" (docs/controls/dial-menu.md), as a view that
/// conforms. Any view can: `extension Thumbnail: MenuItemContent {}` is enough, and a view
/// that wants to follow the dial implements the one method.
///
/// ```swift
/// final class Badge: View, MenuItemContent {
///   func menuItem(_ item: MenuItem, didChangeScale scale: Double) {
///     alpha = scale > 1.2 ? 1 : 0.6  // brighter near the selection point
///   }
/// }
/// dial.itemViews = [MenuItem(title: "Stout", content: Badge())]
/// ```
///
/// The item lays the content out over its 100 × 100 pt bounds, inside its ``MenuItem/bubble``:
/// the content inflates with the bubble and stays upright with it, as the tutorial's circle
/// does. The item's title stays its accessibility label.
public protocol MenuItemContent: View {
  /// Called when the item's inflate scale changes (> 0; 1 at rest away from the selection
  /// point, the curve's maximum at it), after the bubble shows it. Default: nothing.
  func menuItem(_ item: MenuItem, didChangeScale scale: Double)
}

extension MenuItemContent {
  /// Does nothing.
  public func menuItem(_ item: MenuItem, didChangeScale scale: Double) {}
}
