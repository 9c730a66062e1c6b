public import DynamicMenusGeometry

/// What a floating menu tells its delegate, in the vocabulary all five controls share
/// (will/did open and close, select, cancel, feedback). Every method has an empty default.
/// (The tutorial's `floatingMenuController(_:didTapOnButton:atIndex:)` is
/// ``floatingMenuController(_:didSelectItemAt:)``; the button is `buttonItems[index]`.)
///
/// The controller also offers each moment as a closure of the same name
/// (``FloatingMenuController/onSelect`` and the others); the delegate hears each event first,
/// then the closure.
public protocol FloatingMenuControllerDelegate: WeakReferenceable {
  /// The menu starts opening.
  func floatingMenuControllerWillOpen(_ controller: FloatingMenuController)
  /// The menu finished opening (not called when a close interrupts the opening).
  func floatingMenuControllerDidOpen(_ controller: FloatingMenuController)
  /// The menu starts closing.
  func floatingMenuControllerWillClose(_ controller: FloatingMenuController)
  /// The menu finished closing and left the window (not called when it reopens first).
  func floatingMenuControllerDidClose(_ controller: FloatingMenuController)
  /// An item was chosen (tapped, or activated by keyboard or VoiceOver); `index` is its place
  /// in ``FloatingMenuController/buttonItems``, always in range.
  func floatingMenuController(_ controller: FloatingMenuController, didSelectItemAt index: Int)
  /// The menu was cancelled: the close button, a tap on the backdrop, or escape.
  func floatingMenuControllerDidCancel(_ controller: FloatingMenuController)
  /// A moment the host may mark with haptics.
  func floatingMenuController(
    _ controller: FloatingMenuController, feedback: FloatingMenuController.Feedback)
}

extension FloatingMenuControllerDelegate {
  /// Does nothing.
  public func floatingMenuControllerWillOpen(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerDidOpen(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerWillClose(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerDidClose(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuController(
    _ controller: FloatingMenuController, didSelectItemAt index: Int
  ) {}
  /// Does nothing.
  public func floatingMenuControllerDidCancel(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuController(
    _ controller: FloatingMenuController, feedback: FloatingMenuController.Feedback
  ) {}
}
