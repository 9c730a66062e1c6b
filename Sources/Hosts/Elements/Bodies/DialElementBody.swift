import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// The dial as an element: shown from the start (a dial is its items), its selection posted,
/// its titles black or white by their bubbles' contrast unless the page colours them.
final class DialElementBody: ElementBody {
  let dial: DialMenu

  init(window: Window, queue: ElementEventQueue) {
    dial = DialMenu(frame: window.bounds)
    window.rootView.addSubview(dial)
    dial.onSelect = { _, index in queue.post(.select, index: index) }
    dial.report(to: queue)
    // Shown from the start, as the SwiftUI view's default: a dial is its items.
    dial.show(animated: false)
  }

  var view: View { dial }
  var isOpen: Bool { dial.isOpen }
  func setOpen(_ open: Bool, animated: Bool) { dial.setOpen(open, animated: animated) }

  /// The demo screen's grey, iOS's dark grouped background in a dark window.
  func defaultBackground(for style: UserInterfaceStyle) -> Color {
    style == .dark ? .secondarySystemBackgroundDark : Color(white: 1.0 / 3)
  }

  func editor(style: ElementStyle) -> ConfigurationEditor {
    ConfigurationEditor(
      get: { [dial] in dial.configuration }, set: { [dial] in dial.configuration = $0 }
    ) {
      (_: inout DialMenu.Configuration) in
    }
  }

  func applyStyleOutsideConfiguration(_ style: ElementStyle) {}

  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? {
    dial.itemViews = items.map { item in
      let bubble = MenuItem(title: item.label, color: item.color ?? style.itemColor)
      bubble.color = item.drawnColor(bubble.color)
      // The tutorial's titles are white on every bubble: 1.4 : 1 on its lime and peach.
      // Where the page sets no text colour, each title takes black or white by contrast.
      bubble.titleLabel.textColor = style.textColor ?? bubble.color.readableTextColor
      if let size = style.validFontSize {
        bubble.titleLabel.font = bubble.titleLabel.font.withSize(size)
      }
      return bubble
    }
    return nil
  }

  func setTitle(_ title: String) {}
  var selectedIndex: Int? { dial.selectedIndex }
  func selectItem(at index: Int, animated: Bool) { dial.selectItem(at: index, animated: animated) }
  func layoutDirectionChanged() {}
}
