import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

extension ElementBody {
  /// Replaces the control's items with `items`, drawn in `style`'s colours where an item has
  /// none. Returns a warning when the control cannot show them as they are: the radial menu
  /// shows 2…24 items, so with fewer it hides (keeping its last items) and with more it
  /// shows the first 24.
  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? {
    switch self {
    case .dialMenu(let dial):
      dial.itemViews = items.map { item in
        let bubble = MenuItem(title: item.label, color: item.color ?? style.itemColor)
        bubble.color = item.drawnColor(bubble.color)
        if let text = style.textColor { bubble.titleLabel.textColor = text }
        if let size = style.validFontSize {
          bubble.titleLabel.font = bubble.titleLabel.font.withSize(size)
        }
        return bubble
      }
    case .radialMenu(let menu):
      let limit = RadialMenu.maximumItemCount
      menu.isHidden = items.count < 2
      guard items.count >= 2 else {
        return items.isEmpty
          ? nil : "dm-radial-menu needs 2…\(limit) items, has \(items.count): hidden until it has 2"
      }
      menu.items = items.prefix(limit).map { RadialMenu.Item(title: $0.label, image: $0.icon) }
      if items.count > limit {
        return
          "dm-radial-menu shows at most \(limit) items, has \(items.count): the first \(limit) shown"
      }
    case .confirmButton:
      break
    case .floatingMenu(let menu, _):
      menu.setItems(
        items.map {
          FloatingMenuController.Item(
            title: $0.label, image: $0.icon,
            backgroundColor: $0.drawnColor(style.itemColor ?? FloatingMenuPalette.flatBlue))
        })
    case .slideMenu(let menu):
      menu.options = items.map { SlideMenu.Option(title: $0.label, icon: $0.icon) }
    }
    return nil
  }
}
