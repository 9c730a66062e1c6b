import DynamicMenusViews

/// The keyboard, when the menu has the focus (tab reaches it: it is a control).
///
/// | key | closed | open |
/// |---|---|---|
/// | return, space | opens | chooses the highlighted item (closes when none is) |
/// | right, down | — | highlight the next sector clockwise |
/// | left, up | — | highlight the next sector anticlockwise |
/// | escape | — | closes (also while opening) |
///
/// In right-to-left layouts left and right swap (left goes clockwise, to the next item), as
/// on the dial; up and down keep their meaning. The first arrow press on an open menu
/// highlights the selected item, or item 0 (going clockwise) or the last item (going
/// anticlockwise) when nothing was selected.
extension RadialMenu {
  /// Acts on `key`; returns whether the menu used it.
  func handleKey(_ key: Key) -> Bool {
    switch (key, menuState) {
    case (.return, .closed), (.space, .closed), (.return, .closing), (.space, .closing):
      open()
    case (.return, .open), (.space, .open):
      if let index = highlightedIndex { choose(index) } else { cancel() }
    case (.down, .open):
      moveHighlight(by: 1)
    case (.up, .open):
      moveHighlight(by: -1)
    case (.right, .open), (.left, .open):
      moveHighlight(by: (key == .right) != isRightToLeft ? 1 : -1)
    case (.escape, .open), (.escape, .opening):
      cancel()
    default:
      return false
    }
    return true
  }

  /// Moves the highlight `step` sectors clockwise (negative: anticlockwise), around the ring.
  func moveHighlight(by step: Int) {
    let n = items.count
    guard let current = highlightedIndex else {
      setHighlight(selectedIndex ?? (step > 0 ? 0 : n - 1))
      return
    }
    setHighlight(((current + step) % n + n) % n)
  }
}
