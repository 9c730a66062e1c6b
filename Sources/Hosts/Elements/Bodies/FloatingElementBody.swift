import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// The floating menu as an element: the menu and the floating button that opens it, 55
/// points from the trailing edge and 67 from the bottom.
final class FloatingElementBody: ElementBody {
  let menu: FloatingMenuController
  let button: FloatingButton

  init(window: Window, queue: ElementEventQueue) {
    (menu, button) = FloatingMenuController.withFloatingButton(in: window.rootView)
    menu.onSelect = { _, index in queue.post(.select, index: index) }
    menu.onCancel = { _ in queue.post(.cancel) }
    menu.report(to: queue)
  }

  var view: View { button }
  var isOpen: Bool { menu.isOpen }
  func setOpen(_ open: Bool, animated: Bool) { menu.setOpen(open, animated: animated) }

  /// Clear: it lies over the page's content.
  func defaultBackground(for style: UserInterfaceStyle) -> Color { .clear }

  func editor(style: ElementStyle) -> ConfigurationEditor {
    let text = style.textColor
    let size = style.validFontSize
    return ConfigurationEditor(
      get: { [menu] in menu.configuration }, set: { [menu] in menu.configuration = $0 }
    ) {
      (c: inout FloatingMenuController.Configuration) in
      if let text { c.labelTextColor = text }
      if let size { c.labelFont = c.labelFont.withSize(size) }
    }
  }

  /// The floating button takes the tint.
  func applyStyleOutsideConfiguration(_ style: ElementStyle) {
    if let tint = style.tint { button.circleColor = tint }
  }

  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? {
    menu.setItems(
      items.map {
        FloatingMenuController.Item(
          title: $0.label, image: $0.drawnIcon,
          backgroundColor: $0.drawnColor(style.itemColor ?? FloatingMenuPalette.flatBlue))
      })
    return ElementItem.symbolWarnings(items)
  }

  func setTitle(_ title: String) {}
  var selectedIndex: Int? { nil }
  func selectItem(at index: Int, animated: Bool) {}
  func layoutDirectionChanged() { FloatingMenuController.placeFloatingButton(button) }
}
