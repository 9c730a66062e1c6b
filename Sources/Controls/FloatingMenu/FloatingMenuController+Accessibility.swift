import DynamicMenusGeometry
import DynamicMenusViews

/// Accessibility: the open menu is modal (what lies behind it is hidden from assistive
/// technologies); each item is one element (a button and a menu item), labelled with its
/// title, framed around its button and label, activated as a tap; the close button comes
/// last (expanded: the menu shows); the escape gesture
/// cancels. Opening announces the menu and its number of items.
extension FloatingMenuController {
  /// The items in order, then the close button; none unless the menu is open or opening.
  func makeAccessibilityElements() -> [AccessibilityElement] {
    guard isOpen else { return [] }
    var elements: [AccessibilityElement] = []
    for (index, button) in buttonItems.enumerated() {
      let title = index < labelTitles.count ? labelTitles[index] : nil
      let element = AccessibilityElement(
        label: title ?? button.accessibilityLabel, traits: [.button, .menuItem])
      element.identifier = "floating-menu-item-\(index)"
      element.container = self
      var frame = button.frame
      if index < buttonLabels.count { frame = frame.union(buttonLabels[index].frame) }
      element.frameInContainer = frame
      element.onActivate = { [owner = Weak(self)] in
        guard let self = owner.object, self.isOpen else { return false }
        self.select(index)
        return true
      }
      element.onEscape = { [owner = Weak(self)] in owner.object?.performEscape() ?? false }
      elements.append(element)
    }
    let close = AccessibilityElement(label: closeButton.accessibilityLabel, traits: .button)
    close.identifier = "floating-menu-close"
    close.expandedStatus = .expanded
    close.container = self
    close.frameInContainer = closeButton.frame
    close.onActivate = { [owner = Weak(self)] in
      guard let self = owner.object, self.isOpen else { return false }
      self.cancel()
      return true
    }
    close.onEscape = { [owner = Weak(self)] in owner.object?.performEscape() ?? false }
    elements.append(close)
    return elements
  }

  /// The escape gesture (and the escape key) cancels the open menu.
  func performEscape() -> Bool {
    guard isOpen else { return false }
    cancel()
    return true
  }
}
