import DynamicMenusAnimation
import DynamicMenusGeometry

/// Presented overlays: full-window views over the root view (a presented controller's view),
/// shown and dismissed with a cross-dissolve (`.crossDissolve` modal transition).
///
/// The top overlay is hit first, takes the keyboard's tab order and, when it is
/// `accessibilityViewIsModal`, hides what is below from assistive technologies. While an
/// overlay dissolves away it takes no touches.
extension Window {
  /// The cross-dissolve's duration, in seconds (UIKit's modal transitions take about 0.3 s).
  public static let crossDissolveDuration = 0.3

  /// Presents `view` over everything, sized to the window, fading it in over
  /// ``crossDissolveDuration`` (ease in and out) when `animated`. `completion` runs when it
  /// is fully shown. A view already presented is brought to the top.
  public func present(
    _ view: View, animated: Bool = true, completion: (() -> Void)? = nil
  ) {
    overlays.removeAll { $0 === view }
    attachTopLevel(view, at: overlays.count + 1)
    overlays.append(view)
    view.isUserInteractionEnabled = true
    if let focused = focusedView, !focused.isDescendant(of: view) { focus(nil) }
    guard animated else {
      View.performWithoutAnimation { view.alpha = 1 }
      completion?()
      return
    }
    View.performWithoutAnimation { view.alpha = 0 }
    // No completion of its own when given none: an animation that ends with nothing to run
    // lets a compositor run through its end (`AnimationEndings`).
    View.animate(
      withDuration: Self.crossDissolveDuration, animations: { view.alpha = 1 },
      completion: completion.map { block in { _ in block() } })
  }

  /// Dismisses `view` (default: the top overlay), fading it out when `animated`; it leaves
  /// the window when the fade ends, and `completion` runs then. Does nothing (but calling
  /// `completion`) when there is no such overlay.
  public func dismiss(
    _ view: View? = nil, animated: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let overlay = view ?? overlays.last, overlays.contains(where: { $0 === overlay })
    else {
      completion?()
      return
    }
    overlay.isUserInteractionEnabled = false
    cancelTouches(in: overlay)
    if let focused = focusedView, focused.isDescendant(of: overlay) { focus(nil) }
    guard animated else {
      detachTopLevel(overlay)
      completion?()
      return
    }
    View.animate(withDuration: Self.crossDissolveDuration, animations: { overlay.alpha = 0 }) {
      [owner = Weak(self)] _ in
      // A re-presentation during the fade keeps it.
      if overlay.isUserInteractionEnabled == false { owner.object?.detachTopLevel(overlay) }
      completion?()
    }
  }

  /// The top overlay, if any.
  public var presentedView: View? { overlays.last }
}
