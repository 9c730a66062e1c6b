import DynamicMenusGeometry
import DynamicMenusViews

/// The keyboard: the arrows move the focus along the line of buttons (up and down always;
/// left and right too when the buttons run sideways), return (or space) activates the
/// focused button, escape cancels. With nothing focused yet, the focus starts from the close
/// button, so the first arrow away from it reaches the nearest item. A menu opened from the
/// keyboard gives the close button the focus at once (the focus halo stays where the
/// floating button was); opened by a touch, it focuses nothing until an arrow.
extension FloatingMenuController {
  /// Gives the close button the focus when the keyboard drives the window (the menu was
  /// opened from the keyboard), so the halo shows where the focus is.
  func focusCloseButtonFromKeyboard() {
    guard let window, window.interactionMode == .keyboard else { return }
    // The focus was on the floating button, or nowhere (presenting the menu takes it away
    // from the views below); never taken from a view the host focused elsewhere.
    guard window.focusedView == nil || window.focusedView === fromView else { return }
    window.focus(closeButton)
  }

  /// Moves the focus, or cancels on escape, while the menu is open or opening; nil when the
  /// key is not the menu's.
  func handleKey(_ event: KeyEvent) -> Bool? {
    guard isOpen, let window else { return nil }
    switch event.key {
    case .escape:
      cancel()
      return true
    case .up, .down, .left, .right:
      guard let step = focusStep(for: event.key) else { return nil }
      let order = focusOrder()
      let current =
        order.firstIndex { $0 === window.focusedView }
        ?? order.firstIndex { $0 === closeButton } ?? 0
      let next = min(max(current + step, 0), order.count - 1)
      window.focus(order[next])
      return true
    case .return, .space, .tab:
      return nil
    }
  }

  /// The buttons in the order the arrows walk them: top to bottom for a vertical line, left
  /// to right for a horizontal one (the close button among them, in its place).
  func focusOrder() -> [FloatingButton] {
    let layout = currentLayout()
    var entries = [(button: closeButton, key: 0.0)]
    for index in buttonItems.indices {
      let center = layout.buttonCenter(at: index, isOpen: true)
      entries.append(
        (buttonItems[index], layout.buttonDirection.isVertical ? center.y : center.x))
    }
    let closeKey = layout.buttonDirection.isVertical ? layout.center.y : layout.center.x
    entries[0].key = closeKey
    return entries.sorted { $0.key < $1.key }.map { $0.button }
  }

  /// How far along ``focusOrder()`` a key moves: −1, +1, or nil when the key does not move
  /// the focus in this menu. Up and down walk a horizontal line in reading order (leading to
  /// trailing: right to left in right-to-left layouts).
  func focusStep(for key: Key) -> Int? {
    let vertical = currentLayout().buttonDirection.isVertical
    let rtl = resolvedLayoutDirection == .rightToLeft
    switch key {
    case .up: return vertical || !rtl ? -1 : 1
    case .down: return vertical || !rtl ? 1 : -1
    case .left: return vertical ? nil : -1
    case .right: return vertical ? nil : 1
    default: return nil
    }
  }
}
