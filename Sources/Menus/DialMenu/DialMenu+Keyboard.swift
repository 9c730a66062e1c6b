import Scene

/// The keyboard: left and right turn the dial by one item (the item on that side comes to
/// the top; mirrored in right-to-left layouts, where the ring runs counter-clockwise),
/// return and space activate the selected item. In keyboard mode the focus halo circles the
/// top of the ring, where the selected item sits inflated: the item the keys act on. (The
/// overrides live in DialMenu.swift: Swift keeps overrides in the class body.)
extension DialMenu {
  /// Whether the dial answers keys: enabled, shown, with items.
  var takesKeys: Bool { isEnabled && isShown && !itemViews.isEmpty }

  /// The focus halo: a circle round the top of the ring as large as the item there at its
  /// full inflation (tallest item height × the curve's maximum scale; 100 × 1.33 for the
  /// tutorial's bubbles), drawn just inside that circle: the ring's radius leaves the inflated
  /// item touching the dial's edge, so a halo outside it would be cut off. It stays at the top
  /// while the dial turns: the next item turns into it. Nil without items.
  var topItemHalo: FocusEffect? {
    guard !itemViews.isEmpty else { return nil }
    // A fold, not map + max: read every frame while the halo shows, it must not allocate.
    let itemHeight = itemViews.reduce(0) { Swift.max($0, $1.bounds.height) }
    return .halo(
      circleCenter: ring.top, radius: itemHeight * inflateCurve.maximumScale / 2,
      position: .inside)
  }

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
