import DynamicMenusGeometry
import DynamicMenusViews

/// Accessibility: the dial is one adjustable element. Its value is the title of the selected
/// item (of the item the dial is turning to, while it turns, so VoiceOver reads the new
/// value right after an adjustment); increment brings the next item to the top, decrement
/// the previous one; activation chooses the selected item; a custom action per item, named
/// by its title, brings that item to the top. (The overrides live in DialMenu.swift.)
extension DialMenu {
  /// The title of the selected item, or of the one the dial is turning to; nil without
  /// items.
  var accessibleValue: String? {
    guard let index = motion.target ?? selectedIndex, itemViews.indices.contains(index) else {
      return nil
    }
    return itemViews[index].title
  }

  /// One action per item, named by its title, that brings it to the top.
  var accessibleActions: [AccessibilityCustomAction] {
    itemViews.enumerated().map { index, item in
      AccessibilityCustomAction(name: item.title) { [owner = Weak(self)] in
        guard let self = owner.object, self.isShown, self.itemViews.indices.contains(index) else {
          return false
        }
        self.isAccessibilityAdjusting = true
        self.isProgrammaticMotion = false
        self.rotate(toItemAt: index)
        return true
      }
    }
  }

  /// Turns the dial by `steps` items for an assistive technology (no announcement: it reads
  /// the value itself).
  func accessibilityAdjust(by steps: Int) {
    guard isEnabled else { return }
    isAccessibilityAdjusting = true
    rotate(by: steps)
  }
}
