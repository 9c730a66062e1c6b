import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// The radial menu as an element: hidden until it has two items of its own.
final class RadialElementBody: ElementBody {
  let menu: RadialMenu

  init(window: Window, queue: ElementEventQueue) {
    // Hidden until it has items of its own; it needs two, so two blank ones hold the place
    // (not the tutorial's zodiac, its default, which would link twelve icons for nothing).
    menu = RadialMenu(frame: window.bounds, items: [.init(title: ""), .init(title: "")])
    menu.isHidden = true
    menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.rootView.addSubview(menu)
    menu.onSelect = { _, index in queue.post(.select, index: index) }
    menu.onCancel = { _ in queue.post(.cancel) }
    menu.report(to: queue)
  }

  var view: View { menu }
  var isOpen: Bool { menu.isOpen }
  func setOpen(_ open: Bool, animated: Bool) { menu.setOpen(open, animated: animated) }

  /// The demo screen's near black in both styles: its rings and text are made for it.
  func defaultBackground(for style: UserInterfaceStyle) -> Color { RadialMenu.nearBlack }

  func editor(style: ElementStyle) -> ConfigurationEditor {
    let tint = style.tint
    return ConfigurationEditor(
      get: { [menu] in menu.configuration }, set: { [menu] in menu.configuration = $0 }
    ) {
      (c: inout RadialMenu.Configuration) in
      if let tint {
        c.appearance.ringColor = tint
        c.appearance.iconColor = tint
      }
    }
  }

  func applyStyleOutsideConfiguration(_ style: ElementStyle) {}

  /// It shows 2…24 items: with fewer it hides (keeping its last items), with more it shows
  /// the first 24.
  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? {
    let limit = RadialMenu.maximumItemCount
    menu.isHidden = items.count < 2
    guard items.count >= 2 else {
      return items.isEmpty
        ? nil : "dm-radial-menu needs 2…\(limit) items, has \(items.count): hidden until it has 2"
    }
    menu.items = items.prefix(limit).map { RadialMenu.Item(title: $0.label, image: $0.drawnIcon) }
    let symbols = ElementItem.symbolWarnings(items)
    guard items.count > limit else { return symbols }
    return [
      symbols,
      "dm-radial-menu shows at most \(limit) items, has \(items.count): the first \(limit) shown",
    ]
    .compactMap { $0 }.joined(separator: "\n")
  }

  func setTitle(_ title: String) {}
  var selectedIndex: Int? { nil }
  func selectItem(at index: Int, animated: Bool) {}
  func layoutDirectionChanged() {}
}
