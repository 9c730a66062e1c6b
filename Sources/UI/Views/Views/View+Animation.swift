public import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusLayers

/// UIKit's view animation blocks.
///
/// A view's own layer animates only inside a block: outside one (or inside
/// ``performWithoutAnimation(_:)``) a change of `center`, `bounds`, `transform`, `alpha` or
/// `backgroundColor` shows at once (the view answers its layer's action request with "no
/// animation", docs/views-and-input.md); inside one the layer adds the block's animation, from
/// where the property is on screen (with its velocity when it is already animating, which is
/// UIKit's `beginFromCurrentState` behaviour) to the new model value. Stand-alone layers keep their
/// implicit 0.25 s animations.
///
/// ```swift
/// View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.9,
///              initialSpringVelocity: 0) {
///   button.center = open
///   button.alpha = 1
/// } completion: { finished in print("open:", finished) }
/// ```
///
/// Animations begin at the window's next frame and advance with its clock.
extension View {
  /// Animates the changes made in `animations` over `duration` seconds
  /// (`UIView.animate(withDuration:delay:options:animations:completion:)`).
  ///
  /// - Parameters:
  ///   - duration: seconds; ≤ 0 applies the changes at once.
  ///   - delay: seconds before they start (the start values show meanwhile). Default 0.
  ///   - options: curve (ease-in-ease-out by default), repeat, autoreverse, … Default none.
  ///   - animations: the changes.
  ///   - completion: called once, with true when every animation of the block finished and
  ///     false when one was interrupted (retargeted by a later change, or removed). With no
  ///     animation it runs when the block returns.
  /// - Precondition: `duration` and `delay` are not NaN.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(!duration.isNaN, "View.animate: duration must not be NaN")
    precondition(!delay.isNaN, "View.animate: delay must not be NaN")
    let context = AnimationContext(duration: duration, delay: delay, options: options)
    AnimationContext.perform(context, animations: animations, completion: completion)
  }

  /// Animates the changes made in `animations` with UIKit's spring
  /// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
  /// options:animations:completion:)`): each property follows a spring of mass 1 whose
  /// stiffness is solved so that it settles (to 0.001) at `duration` (docs/animation.md); the
  /// options' curve bits are ignored (forced to linear).
  ///
  /// - Parameters:
  ///   - duration: seconds; ≤ 0 applies the changes at once.
  ///   - delay: seconds. Default 0.
  ///   - dampingRatio: 0…1 (1 = no oscillation), clamped.
  ///   - velocity: the initial speed in fractions of each property's distance per second
  ///     (1 = the whole distance in one second), positive toward the target.
  ///   - options: repeat, autoreverse, … (not the curve). Default none.
  ///   - animations: the changes.
  ///   - completion: called once, as for the curve variant.
  /// - Precondition: no argument is NaN.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(!duration.isNaN, "View.animate: duration must not be NaN")
    precondition(!delay.isNaN, "View.animate: delay must not be NaN")
    precondition(
      dampingRatio.isFinite,
      "View.animate: usingSpringWithDamping must be finite, got \(dampingRatio)")
    precondition(
      velocity.isFinite, "View.animate: initialSpringVelocity must be finite, got \(velocity)")
    let context = AnimationContext(
      duration: duration, delay: delay, dampingRatio: dampingRatio, initialVelocity: velocity,
      options: options)
    AnimationContext.perform(context, animations: animations, completion: completion)
  }

  /// Applies the changes in `body` at once, even inside an animation block
  /// (`UIView.performWithoutAnimation`).
  public static func performWithoutAnimation(_ body: () -> Void) {
    AnimationContext.performWithoutAnimation(body)
  }

  /// Whether view animation blocks animate at all (`UIView.areAnimationsEnabled`). Default
  /// true.
  public static var areAnimationsEnabled: Bool {
    get { AnimationContext.areAnimationsEnabled }
    set { AnimationContext.areAnimationsEnabled = newValue }
  }
}
