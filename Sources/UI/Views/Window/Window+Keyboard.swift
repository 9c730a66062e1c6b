/// Keyboard focus and key delivery.
///
/// Tab moves the focus to the next view that ``View/canBecomeFocused`` in the top-most
/// top-level view (an overlay, else the root view), depth-first in subview order; shift-tab
/// moves it back. Other keys go to the focused view, then up its superviews
/// (``View/pressesBegan(_:)``); with no focus, to the top-most top-level view. An escape
/// nobody handles becomes an accessibility escape (``View/accessibilityPerformEscape()``).
extension Window {
  /// Gives the keyboard focus to `view` (nil: nobody). The old and new views hear
  /// ``View/focusDidChange(isFocused:)``; a view given the focus asks the host for the
  /// keyboard (``takeKeyboardFocusRequest()``).
  public func focus(_ view: View?) {
    guard view !== focusedView else { return }
    let old = focusedView
    focusedView = view
    if view != nil { keyboardFocusRequested = true }
    old?.focusDidChange(isFocused: false)
    view?.focusDidChange(isFocused: true)
  }

  /// The views tab visits, in order.
  public var focusableViews: [View] {
    guard let top = topLevelViews.last else { return [] }
    var result: [View] = []
    func visit(_ view: View) {
      guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
      if view.canBecomeFocused { result.append(view) }
      view.subviews.forEach(visit)
    }
    visit(top)
    return result
  }

  func deliver(_ raw: KeyEvent) {
    var event = raw
    event.timestamp = time
    if event.phase == .press { interactionMode = .keyboard }
    if event.key == .tab {
      if event.phase == .press { moveFocus(backwards: event.isShiftDown) }
      return
    }
    if let focused = focusedView, focused.window !== self { focus(nil) }
    guard let target = focusedView ?? topLevelViews.last else {
      unhandledKeyHandler?(event)
      return
    }
    var handled = event.phase == .press ? target.pressesBegan(event) : target.pressesEnded(event)
    if !handled, event.phase == .press, event.key == .escape {
      handled = target.accessibilityPerformEscape()
    }
    if !handled { unhandledKeyHandler?(event) }
  }

  func moveFocus(backwards: Bool) {
    let views = focusableViews
    guard !views.isEmpty else {
      focus(nil)
      return
    }
    let current = views.firstIndex { $0 === focusedView }
    let next: Int
    if let current {
      next = (current + (backwards ? views.count - 1 : 1)) % views.count
    } else {
      next = backwards ? views.count - 1 : 0
    }
    focus(views[next])
  }
}
