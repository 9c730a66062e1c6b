import DynamicMenusViews

/// The keyboard: while the menu shows, its list has the focus, so up and down move the
/// highlighted cursor and return (or space) chooses it (`ListView`); escape hides the menu.
/// Hiding gives the focus back to the view that had it.
extension SlideMenu {
  /// Escape hides the shown (or showing) menu; other keys are not the menu's.
  func handleKey(_ event: KeyEvent) -> Bool? {
    guard event.key == .escape, isMenuShown else { return nil }
    cancel()
    return true
  }

  /// Gives the list the keyboard focus, remembering who had it.
  func takeFocus() {
    guard let window, !options.isEmpty else { return }
    if let focused = window.focusedView, !focused.isDescendant(of: self) {
      focusBeforeShowing = focused
    }
    window.focus(optionsListView)
  }

  /// Gives the focus back to the view that had it before the menu showed (if it is still in
  /// the window), or to nobody.
  func returnFocus() {
    guard let window, let focused = window.focusedView, focused.isDescendant(of: self) else {
      return
    }
    let previous = focusBeforeShowing.flatMap { $0.window === window ? $0 : nil }
    window.focus(previous)
    focusBeforeShowing = nil
  }
}
