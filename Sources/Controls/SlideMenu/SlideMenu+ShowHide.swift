import DynamicMenusLayers
import DynamicMenusAnimation
public import DynamicMenusDynamics
public import DynamicMenusGeometry
import DynamicMenusViews

/// Showing and hiding: the tutorial's `showMenu`, `hideMenuWithGesture:` and `toggleMenu`.
extension SlideMenu {
  /// The identifier of the boundary that stops the menu where it goes (the tutorial's).
  public static let collisionBoundaryIdentifier = "collisionBoundary"
  /// The identifier of the boundary behind the menu, where it comes from: it keeps a menu
  /// turned back in mid-flight from sliding past its other rest place (not in the tutorial).
  public static let backstopBoundaryIdentifier = "backstop"

  /// Shows the menu: it slides in under gravity and a push and bounces against its boundary
  /// (a short ease under "Reduce Motion"; at once when `animated` is false). Does nothing
  /// when it is shown or showing, except that `animated: false` ends a showing at once.
  public func show(animated: Bool = true) { setShown(true, animated: animated) }

  /// Hides the menu: it slides out beyond the target's edge. Does nothing when it is hidden
  /// or hiding, except that `animated: false` ends a hiding at once.
  public func hide(animated: Bool = true) { setShown(false, animated: animated) }

  /// Shows the hidden menu or hides the shown one; in mid-flight it turns back.
  public func toggle(animated: Bool = true) { setShown(!isMenuShown, animated: animated) }

  func setShown(_ shown: Bool, animated: Bool) {
    if shown == isMenuShown && (animated || transition == nil) { return }
    redockIfNeeded()  // a target resized since the last toggle
    if shown != isMenuShown { begin(showing: shown) }
    guard animated, let window, superview != nil else {
      stopMotion()
      if let dock {
        View.performWithoutAnimation { frame = dock.restFrame(shown: shown) }
      }
      updateBackdrop()
      endTransitionAtRest()
      return
    }
    if window.reduceMotion { ease() } else { toggleMenu() }
  }

  /// The state flips at once (as the tutorial's `isMenuShown`); the lifecycle, focus and
  /// accessibility follow.
  func begin(showing shown: Bool) {
    isMenuShown = shown
    phase = shown ? .showing : .hiding
    isHidden = false
    accessibilityViewIsModal = shown
    log(shown ? "show" : "hide")
    if shown {
      takeFocus()
      let count = options.count
      window?.post(
        announcement: "\(accessibilityLabel ?? "Menu"), \(count) option\(count == 1 ? "" : "s")")
      feedback(.show)
      delegate?.slideMenuWillOpen(self)
      onWillOpen?(self)
    } else {
      returnFocus()
      feedback(.hide)
      delegate?.slideMenuWillClose(self)
      onWillClose?(self)
    }
  }

  /// The tutorial's `toggleMenu`: remove every behaviour, then gravity towards where the menu
  /// goes, a collision boundary there, an item behaviour for the bounce and an instantaneous
  /// push the same way.
  ///
  /// Beyond the tutorial: the velocity the menu had is carried into the new behaviours (a body made
  /// anew after all its behaviours left starts at rest, docs/dynamics.md, which would stop a menu
  /// dead when turned back in mid-flight); a second boundary behind it keeps the turned menu from
  /// sliding past where it came from; and rotation is off, so uneven contacts never tilt it.
  ///
  /// Released by a finger (`releasedAt`, points per second along x), the menu starts with the
  /// finger's velocity instead of the velocity it had and the push: gravity, the boundary and
  /// the elasticity take it from there.
  func toggleMenu(releasedAt release: Double? = nil) {
    guard let animator, let dock else { return }
    let velocity = Vector(dx: release ?? itemBehavior?.linearVelocity(for: body).dx ?? 0, dy: 0)
    freezeEase()
    animator.removeAllBehaviors()
    transitionCount += 1
    transition = .dynamics(transitionCount)
    let shown = isMenuShown
    let direction = shown ? dock.inward : -dock.inward  // +1 towards +x, −1 towards −x

    let gravity = GravityBehavior(items: [body])
    gravity.gravityDirection = Vector(dx: direction * configuration.gravityMagnitude, dy: 0)
    animator.addBehavior(gravity)

    let collision = CollisionBehavior(items: [body])
    let stop = dock.boundary(shown: shown)
    collision.addBoundary(
      withIdentifier: Self.collisionBoundaryIdentifier, from: stop.from, to: stop.to)
    let back = dock.boundary(shown: !shown)
    collision.addBoundary(
      withIdentifier: Self.backstopBoundaryIdentifier, from: back.from, to: back.to)
    collision.collisionDelegate = self
    animator.addBehavior(collision)

    let item = DynamicItemBehavior(items: [body])
    item.elasticity = configuration.elasticity
    item.allowsRotation = false
    item.addLinearVelocity(velocity, for: body)
    item.action = { [owner = Weak(self)] in owner.object?.dynamicsDidStep() }
    item.forecast = backdropForecast()
    animator.addBehavior(item)
    itemBehavior = item

    guard release == nil else { return }
    // Δv = acceleration / m × 100 pt/s, m = w·h / 10 000 (density 1).
    let push = PushBehavior(items: [body], mode: .instantaneous)
    push.magnitude = direction * configuration.acceleration
    animator.addBehavior(push)
  }

  /// After every animator frame: the backdrop follows the menu, and the speed is kept for the
  /// next impact's feedback.
  func dynamicsDidStep() {
    updateBackdrop()
    lastSpeed = abs(itemBehavior?.linearVelocity(for: body).dx ?? 0)
  }

  /// The item behaviour's part in a forecast of the fall (`DynamicAnimator.beginForecast()`):
  /// the backdrop and the shifted content follow the menu as they would, the impact speed is
  /// not kept, and whether the content is shifted is put back as the forecast ends.
  func backdropForecast() -> DynamicForecast {
    var shifted = false
    return DynamicForecast(
      begin: { [owner = Weak(self)] in shifted = owner.object?.contentIsShifted ?? false },
      frame: { [owner = Weak(self)] in
        owner.object?.updateBackdrop()
        return true
      },
      end: { [owner = Weak(self)] in owner.object?.contentIsShifted = shifted })
  }

  /// "Reduce Motion": a short ease to the rest place, the backdrop fading with it; no bounce.
  /// It starts from where the menu shows, with the speed of an ease already under way.
  func ease() {
    guard let dock else { return }
    animator?.removeAllBehaviors()
    itemBehavior = nil
    transitionCount += 1
    let id = transitionCount
    transition = .ease(id)
    let target = dock.restFrame(shown: isMenuShown).center
    let alpha = isMenuShown ? configuration.shownBackdropAlpha : 0
    let content =
      configuration.presentationStyle == .overContent
      ? [] : (superview?.subviews ?? []).filter(Self.isContent)
    let shift = contentTransform(at: isMenuShown ? 1 : 0)
    contentIsShifted = contentIsShifted || shift != .identity
    View.animate(withDuration: configuration.reducedMotionDuration, options: .curveEaseOut) {
      center = target
      backgroundView.alpha = alpha
      for view in content { view.transform = shift }
    } completion: { [owner = Weak(self)] _ in
      guard let self = owner.object, self.transition == .ease(id) else { return }
      self.endTransitionAtRest()
    }
  }

  /// Stops an ease where it shows (the model takes the on-screen values), so the physics
  /// starts from there.
  func freezeEase() {
    guard layer.hasAnimations || backgroundView.layer.hasAnimations else { return }
    let position = layer.presentation().position
    let alpha = backgroundView.layer.presentation().opacity
    layer.removeAllAnimations()
    backgroundView.layer.removeAllAnimations()
    View.performWithoutAnimation {
      center = position
      backgroundView.alpha = alpha
    }
  }

  /// Stops every motion: behaviours and eases (the caller puts the menu at rest).
  func stopMotion() {
    animator?.removeAllBehaviors()
    itemBehavior = nil
    layer.removeAllAnimations()
    backgroundView.layer.removeAllAnimations()
  }

  /// The motion ended (the animator paused, the ease finished, or the menu was put at rest):
  /// the phase settles, and the lifecycle hears of it once per show or hide.
  func endTransitionAtRest() {
    transition = nil
    isHidden = !isMenuShown  // off-screen at rest: out of hit tests, the tab order and drawing
    let settled: Phase = isMenuShown ? .shown : .hidden
    guard phase != settled else { return }
    phase = settled
    updateBackdrop()
    if isMenuShown {
      log("shown")
      delegate?.slideMenuDidOpen(self)
      onDidOpen?(self)
    } else {
      log("hidden")
      delegate?.slideMenuDidClose(self)
      onDidClose?(self)
    }
  }

  func feedback(_ moment: Feedback) {
    delegate?.slideMenu(self, feedback: moment)
    onFeedback?(self, moment)
    window?.requestHaptic(moment.haptic)
  }
}

extension SlideMenu: DynamicAnimatorDelegate {
  /// Every body sleeps: the menu has come to rest where it was going.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
    guard case .dynamics = transition, animator === self.animator else { return }
    endTransitionAtRest()
  }
}

extension SlideMenu: CollisionBehaviorDelegate {
  /// The showing menu strikes its boundary: an impact the host may feel.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: String?, at point: Point
  ) {
    guard phase == .showing, identifier == Self.collisionBoundaryIdentifier else { return }
    feedback(.impact(speed: lastSpeed))
  }
}
