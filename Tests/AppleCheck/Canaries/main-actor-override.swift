// expect: main actor-isolated instance method 'accessibilityPerformPress()' has different actor isolation
// profile: macos
// NSAccessibilityElement is not main-actor: a main-actor override of its perform method
// does not compile.
import AppKit

@MainActor final class Element: NSAccessibilityElement {
  override func accessibilityPerformPress() -> Bool { true }
}
