import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// The slide menu as an element at the window's trailing edge: 150 points wide, widened to
/// show its longest label whole (`width-fits-options`, on by default here:
/// `SlideMenu.Configuration.elementDefaults`) up to four fifths of the element's width; a
/// page's `menu-width` wins.
final class SlideElementBody: ElementBody {
  let menu: SlideMenu

  init(window: Window, queue: ElementEventQueue) {
    menu = SlideMenu(
      frame: Rect(x: 0, y: 0, width: 150, height: Swift.max(window.bounds.height, 1)),
      targetView: window.rootView, edge: .trailing)
    menu.autoresizingMask = [.flexibleHeight]
    menu.onSelect = { _, index in queue.post(.select, index: index) }
    menu.onCancel = { _ in queue.post(.cancel) }
    menu.report(to: queue)
  }

  var view: View { menu }
  var isOpen: Bool { menu.isOpen }
  func setOpen(_ open: Bool, animated: Bool) { menu.setOpen(open, animated: animated) }

  /// Clear: it lies over the page's content.
  func defaultBackground(for style: UserInterfaceStyle) -> Color { .clear }

  func editor(style: ElementStyle) -> ConfigurationEditor {
    let tint = style.tint
    let text = style.textColor
    let size = style.validFontSize
    return ConfigurationEditor(
      get: { [menu] in menu.configuration }, set: { [menu] in menu.configuration = $0 }
    ) {
      (c: inout SlideMenu.Configuration) in
      if let tint { c.menuBackgroundColor = tint }
      if let text { c.tableSettings.textColor = text }
      if let size { c.tableSettings.font = c.tableSettings.font.withSize(size) }
      if let item = style.itemColor { c.tableSettings.iconTintColor = item }
    }
  }

  func applyStyleOutsideConfiguration(_ style: ElementStyle) {}

  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? {
    menu.options = items.map { SlideMenu.Option(title: $0.label, icon: $0.drawnIcon) }
    return ElementItem.symbolWarnings(items)
  }

  func setTitle(_ title: String) {}
  var selectedIndex: Int? { nil }
  func selectItem(at index: Int, animated: Bool) {}
  func layoutDirectionChanged() {}
}
