import DynamicMenusViews
import DynamicMenusLayers

/// Taps: an item (its button or its label) reports its index; the close button and the
/// backdrop cancel. The delegate hears each event first, then the closure.
extension FloatingMenuController {
  /// A menu button was tapped (the tutorial's `handleMenuButton(_:)`).
  func handleMenuButton(_ button: FloatingButton) {
    guard let index = buttonItems.firstIndex(where: { $0 === button }) else { return }
    select(index)
  }

  /// Chooses item `index` as a tap on it does: reports it (the delegate, ``onSelect``, the button's
  /// own ``FloatingButton/handler``), then closes the menu when ``Configuration/closesOnSelection``
  /// is set. Does nothing when the index is out of range or the menu is not open or opening.
  public func select(_ index: Int) {
    guard isOpen, buttonItems.indices.contains(index) else { return }
    log("tap \(index)")
    giveFeedback(.select(index))
    let button = buttonItems[index]
    delegate?.floatingMenuController(self, didSelectItemAt: index)
    onSelect?(self, index)
    button.handler?(self)
    if configuration.closesOnSelection { close() }
  }

  /// Cancels the menu as the close button, the backdrop and escape do: reports it, then
  /// closes. Does nothing when the menu is not open or opening.
  public func cancel() {
    guard isOpen else { return }
    log("cancel")
    giveFeedback(.cancel)
    delegate?.floatingMenuControllerDidCancel(self)
    onCancel?(self)
    close()
  }

  /// Presented by someone else (`Window.present`): open, as the tutorial's `viewWillAppear`
  /// does. Dismissed by someone else (`Window.dismiss`): the menu is closed.
  func windowDidChange() {
    if window != nil, phase == .closed {
      open(animated: false)
    } else if window == nil, phase != .closed {
      // Dismissed from outside: the buttons are gone with the menu; it is closed.
      if phase != .closing {
        log("close")
        delegate?.floatingMenuControllerWillClose(self)
        onWillClose?(self)
        phase = .closing
      }
      transitionID += 1
      finishTransition()
    }
  }
}

extension FloatingMenuController {
  /// Tells the delegate and ``onFeedback``, and asks the host of the window it is (or is about to
  /// be) presented in for the haptic.
  func giveFeedback(_ moment: Feedback) {
    delegate?.floatingMenuController(self, feedback: moment)
    onFeedback?(self, moment)
    (window ?? fromView.window)?.requestHaptic(moment.haptic)
  }
}
