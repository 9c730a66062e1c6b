import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// The confirm button as an element: centred 80 points above the window's bottom, its title
/// the element's text.
final class ConfirmElementBody: ElementBody {
  let button: ConfirmActionButton

  init(window: Window, queue: ElementEventQueue) {
    let bounds = window.bounds
    button = ConfirmActionButton()
    button.center = Point(x: bounds.midX, y: bounds.maxY - 80)
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    window.rootView.addSubview(button)
    button.onConfirm = { _ in queue.post(.confirm) }
    button.onCancel = { _ in queue.post(.cancel) }
    button.onWillOpen = { _ in queue.post(.willOpen) }
    button.onDidOpen = { _ in queue.post(.didOpen) }
    button.onWillClose = { _ in queue.post(.willClose) }
    button.onDidClose = { _ in queue.post(.didClose) }
  }

  var view: View { button }
  var isOpen: Bool { false }
  func setOpen(_ open: Bool, animated: Bool) {}

  /// iOS's dark grey in both styles: the ring and the text are made for it.
  func defaultBackground(for style: UserInterfaceStyle) -> Color { .secondarySystemBackgroundDark }

  func editor(style: ElementStyle) -> ConfigurationEditor {
    let tint = style.tint
    let text = style.textColor
    let size = style.validFontSize
    return ConfigurationEditor(
      get: { [button] in button.configuration }, set: { [button] in button.configuration = $0 }
    ) { (c: inout ConfirmActionButton.Configuration) in
      if let tint { c.ringColor = tint }
      if let item = style.itemColor { c.faceColor = item }
      if let text {
        c.titleColor = text
        c.labelColor = text
      }
      if let size { c.titleFont = c.titleFont.withSize(size) }
    }
  }

  func applyStyleOutsideConfiguration(_ style: ElementStyle) {}
  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? { nil }
  func setTitle(_ title: String) { button.title = title }
  var selectedIndex: Int? { nil }
  func selectItem(at index: Int, animated: Bool) {}
  func layoutDirectionChanged() {}
}
