import DynamicMenusGeometry
import DynamicMenusViews

/// Accessibility: while the menu shows it is modal (the content behind it is hidden from
/// assistive technologies) and exposes its options, one button and menu item each, labelled
/// with its title; the escape gesture (or the "Close menu" action on any option) hides it.
/// Showing announces the menu and its number of options. A hidden menu exposes nothing.
extension SlideMenu {
  /// The name of the custom action that hides the menu.
  public static let closeActionName = "Close menu"

  /// The list's row elements, with escape and the close action; none unless shown or showing.
  func makeAccessibilityElements() -> [AccessibilityElement] {
    guard isMenuShown else { return [] }
    let elements = optionsListView.accessibilityElements ?? []
    for (index, element) in elements.enumerated() {
      element.identifier = "slide-menu-option-\(index)"
      element.traits.insert(.menuItem)
      element.onEscape = { [owner = Weak(self)] in owner.object?.performEscape() ?? false }
      element.customActions.append(
        AccessibilityCustomAction(name: Self.closeActionName) { [owner = Weak(self)] in
          owner.object?.performEscape() ?? false
        })
    }
    return elements
  }

  /// Cancels the shown menu; false when it is hidden or hiding already.
  func performEscape() -> Bool {
    guard isMenuShown else { return false }
    cancel()
    return true
  }
}
