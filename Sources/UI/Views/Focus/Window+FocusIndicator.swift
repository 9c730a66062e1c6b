public import DynamicMenusGeometry

/// Showing the keyboard focus: the window draws a halo (``FocusEffect``) around its focused
/// view while the keyboard is in use, as iPadOS does in keyboard mode.
///
/// A key press puts the window in ``InteractionMode/keyboard``; a touch going down puts it
/// back in ``InteractionMode/touch``, which hides the halo (the focus stays where it was and
/// shows again at the next key). So a menu that takes the focus when a swipe opens it shows
/// no halo until a key is pressed. The halo is drawn over everything, in the window's
/// ``layers`` after the overlays, and follows the view on screen every frame.
extension Window {
  /// How the user is driving the window now.
  public nonisolated enum InteractionMode: Hashable, Sendable {
    /// Touches (or a pointer): the focus is not shown. The default.
    case touch
    /// The keyboard: the focused view shows its ``View/focusEffect``.
    case keyboard
  }

  /// The view the focus halo is drawn around now, nil when none is (no focus, touch mode, a
  /// view that can no longer take the focus or has no effect). Updated at the end of each
  /// frame.
  public var focusIndicatorView: View? {
    focusIndicator.isShown ? focusIndicator.view : nil
  }

  /// The focus halo's frame in window coordinates, in points: the box of its stroke where it
  /// settles on ``focusIndicatorView`` as that view is drawn now (the halo's fade-in and
  /// settle from a few points out are left out); nil while no halo shows. An inside halo's
  /// frame is its shape's (the dial's focused bubble); an outside one's is the shape grown by
  /// ``FocusEffect/gap`` and ``FocusEffect/lineWidth``, 5 pt a side. Updated at the end of
  /// each frame, with the halo.
  public var focusIndicatorFrame: Rect? { focusIndicator.frame }

  /// The view that should show the halo: the focused view, in keyboard mode, while it is in
  /// this window and can still take the focus (a hidden dial cannot).
  var focusIndicatorTarget: View? {
    guard interactionMode == .keyboard, let view = focusedView, view.window === self,
      view.canBecomeFocused
    else { return nil }
    return view
  }

  /// Brings the halo up to date at the end of a frame that began at `frameStart`.
  func updateFocusIndicator(frameStart: Double) {
    focusIndicator.update(
      target: focusIndicatorTarget, start: frameStart, time: time, reduceMotion: reduceMotion)
  }
}
