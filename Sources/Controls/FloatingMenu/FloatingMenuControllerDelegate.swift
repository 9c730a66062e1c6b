public import DynamicMenusGeometry
/// What a floating menu tells its delegate: the tutorial's `FloatingMenuControllerDelegate`,
/// plus the backdrop and the open/close lifecycle. Every method has an empty default.
///
/// The controller also offers the same callbacks as closures (``FloatingMenuController/onSelect``
/// and the others); the delegate hears each event first, then the closure.
public protocol FloatingMenuControllerDelegate: WeakReferenceable {
  /// An item was tapped (or activated by keyboard or VoiceOver); `index` is its place in
  /// ``FloatingMenuController/buttonItems``, always in range.
  func floatingMenuController(
    _ controller: FloatingMenuController, didTapOnButton button: FloatingButton,
    atIndex index: Int)
  /// The menu was cancelled: the close button, a tap on the backdrop, or escape.
  func floatingMenuControllerDidCancel(_ controller: FloatingMenuController)
  /// The menu starts opening.
  func floatingMenuControllerWillOpen(_ controller: FloatingMenuController)
  /// The menu finished opening (not called when a close interrupts the opening).
  func floatingMenuControllerDidOpen(_ controller: FloatingMenuController)
  /// The menu starts closing.
  func floatingMenuControllerWillClose(_ controller: FloatingMenuController)
  /// The menu finished closing and left the window (not called when it reopens first).
  func floatingMenuControllerDidClose(_ controller: FloatingMenuController)
}

extension FloatingMenuControllerDelegate {
  /// Does nothing.
  public func floatingMenuController(
    _ controller: FloatingMenuController, didTapOnButton button: FloatingButton,
    atIndex index: Int
  ) {}
  /// Does nothing.
  public func floatingMenuControllerDidCancel(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerWillOpen(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerDidOpen(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerWillClose(_ controller: FloatingMenuController) {}
  /// Does nothing.
  public func floatingMenuControllerDidClose(_ controller: FloatingMenuController) {}
}
