import DynamicMenusGeometry
import DynamicMenusViews

/// The keyboard: left and right turn the dial by one item (the item on that side comes to
/// the top; mirrored in right-to-left layouts, where the ring runs counter-clockwise),
/// return and space activate the selected item. In keyboard mode the focus halo circles the
/// item the keys act on — the one the dial is turning to, else the selected one — and rides
/// round the ring with it. (The overrides live in DialMenu.swift: Swift keeps overrides in
/// the class body.)
extension DialMenu {
  /// Whether the dial answers keys: enabled, shown, with items.
  var takesKeys: Bool { isEnabled && isShown && !itemViews.isEmpty }

  /// The item the keys act on and the halo circles: the one the dial is turning to, else the
  /// selected one (the item VoiceOver's value names); nil without items.
  var focusedItemIndex: Int? {
    guard let index = motion.target ?? selectedIndex, itemViews.indices.contains(index) else {
      return nil
    }
    return index
  }

  /// The focus halo: a circle round the focused item's bubble as it is now — centred on the
  /// item, its diameter the item's height at the bubble's present scale (100 × 1.33 = 133 pt
  /// at the top for the tutorial's bubbles) — drawn just inside that circle: at the top the
  /// inflated item touches the dial's edge, so a halo outside it would be cut off. Read every
  /// frame, it follows the item round the ring as the dial turns (its frame is the item's
  /// frame after the rotation) and grows with it as it inflates near the top. Nil without
  /// items.
  var focusedItemHalo: FocusEffect? {
    guard let index = focusedItemIndex else { return nil }
    let item = itemViews[index]
    // The bubble is drawn at its inflation times the dial's fit (MenuItem.uprightTransform).
    return .halo(
      circleCenter: item.center, radius: item.bounds.height * item.scale * item.fitScale / 2,
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
