import Scene

/// The keyboard: left and right turn the dial by one item (the item on that side comes to
/// the top; mirrored in right-to-left layouts, where the ring runs counter-clockwise),
/// return and space activate the selected item. (The overrides live in DialMenu.swift:
/// Swift keeps overrides in the class body.)
extension DialMenu {
  /// Whether the dial answers keys: enabled, shown, with items.
  var takesKeys: Bool { isEnabled && isShown && !itemViews.isEmpty }

  /// A key went down: left and right turn the dial by one item; return and space
  /// highlight it. Returns whether the dial handled it.
  func keyDown(_ event: KeyEvent) -> Bool {
    guard takesKeys else { return false }
    switch event.key {
    case .left:
      rotate(by: isRightToLeft ? 1 : -1)
      return true
    case .right:
      rotate(by: isRightToLeft ? -1 : 1)
      return true
    case .return, .space:
      isHighlighted = true
      return true
    default:
      return false
    }
  }

  /// A key came up: return and space activate the selected item. Returns whether the dial
  /// handled it.
  func keyUp(_ event: KeyEvent) -> Bool {
    guard takesKeys, event.key == .return || event.key == .space else { return false }
    isHighlighted = false
    activate()
    return true
  }
}
