import DynamicMenusLayers
import DynamicMenusDynamics
public import DynamicMenusGeometry
import DynamicMenusViews

/// Where the menu docks in its target view: the two rest frames, the boundaries the
/// tutorial's `toggleMenu` computes, and the menu's progress between hidden and shown. All in
/// the target view's coordinates (the animator's reference space).
nonisolated struct SlideMenuDock: Equatable {
  /// The target view's bounds.
  var bounds: Rect
  /// The menu's size and vertical place.
  var menuFrame: Rect
  /// Whether the menu lives on the right side.
  var isRight: Bool

  /// The x direction from hidden to shown: −1 from the right, +1 from the left.
  var inward: Double { isRight ? -1 : 1 }

  /// The frame at rest: shown against the edge, or hidden just beyond it.
  func restFrame(shown: Bool) -> Rect {
    let w = menuFrame.width
    let x: Double
    if isRight {
      x = shown ? bounds.maxX - w : bounds.maxX
    } else {
      x = shown ? bounds.minX : bounds.minX - w
    }
    return Rect(x: x, y: menuFrame.minY, width: w, height: menuFrame.height)
  }

  /// The x of the vertical boundary that stops the menu (the tutorial's `collisionPointFrom`
  /// and `collisionPointTo`): the menu's inner edge when showing, one menu width beyond the
  /// target's edge when hiding.
  func boundaryX(shown: Bool) -> Double {
    let w = menuFrame.width
    if isRight { return shown ? bounds.maxX - w : bounds.maxX + w }
    return shown ? bounds.minX + w : bounds.minX - w
  }

  /// The boundary as a segment. It reaches one menu height above and below the menu, so the
  /// menu's corners never meet its ends (the tutorial's segment spans the menu's height).
  func boundary(shown: Bool) -> (from: Point, to: Point) {
    let x = boundaryX(shown: shown)
    let h = menuFrame.height
    return (Point(x: x, y: menuFrame.minY - h), Point(x: x, y: menuFrame.maxY + h))
  }

  /// How far the menu is from hidden (0) to shown (1) when its centre is at `x`; outside
  /// 0…1 while it bounces past an end.
  func progress(centerX x: Double) -> Double {
    let hidden = restFrame(shown: false).midX
    let shown = restFrame(shown: true).midX
    return (x - hidden) / (shown - hidden)
  }
}

extension SlideMenu {
  /// The frame the menu rests at when shown, in the target view's coordinates (the zero rect
  /// without a target view).
  public var shownFrame: Rect { currentDock()?.restFrame(shown: true) ?? .zero }
  /// The frame the menu rests at when hidden: just beyond the target's edge.
  public var hiddenFrame: Rect { currentDock()?.restFrame(shown: false) ?? .zero }

  /// Whether the menu comes from the right side now (the ``edge`` resolved against the
  /// layout direction).
  public var slidesFromRight: Bool {
    edge.isRight(in: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
  }

  /// How far the menu is on screen, as it shows now: 0 hidden … 1 shown (beyond while it
  /// bounces).
  public var progress: Double {
    guard let dock = currentDock() else { return isMenuShown ? 1 : 0 }
    return dock.progress(centerX: shownCenter.x)
  }

  /// The menu's centre as it shows now: the model's while Dynamics moves it (no copy of the
  /// layer per frame), the presentation's while the ease of "Reduce Motion" runs.
  var shownCenter: Point {
    layer.hasAnimations ? layer.presentation().position : center
  }

  /// Where the list sits in the menu: each edge of ``Configuration/optionsInsets``, or more where
  /// the menu, shown, reaches into the target view's safe area (a notch, the home indicator): at
  /// least `safe.minY − shown.minY` at the top, `shown.maxY − safe.maxY` at the bottom, and alike
  /// at the sides, with `safe` the target's `safeAreaLayoutFrame`. Measured at the shown rest
  /// frame, so the list does not move while the menu slides.
  public var listInsets: EdgeInsets {
    guard let target = superview, let dock = currentDock() else {
      return configuration.optionsInsets
    }
    let safe = target.safeAreaLayoutFrame
    let shown = dock.restFrame(shown: true)
    let o = configuration.optionsInsets
    return EdgeInsets(
      top: Swift.max(o.top, safe.minY - shown.minY),
      left: Swift.max(o.left, safe.minX - shown.minX),
      bottom: Swift.max(o.bottom, shown.maxY - safe.maxY),
      right: Swift.max(o.right, shown.maxX - safe.maxX))
  }

  /// The menu's width docked in its target view now, in points: ``Configuration/menuWidth``
  /// where set; else its frame's width, widened with ``Configuration/widthFitsOptions`` to its
  /// widest option as the last layout pass measured it, up to ``maximumFittingShare`` of the
  /// target's width, never narrower than the frame.
  public var menuWidth: Double {
    let c = configuration
    if c.menuWidth > 0 { return c.menuWidth }
    guard c.widthFitsOptions, let target = superview, let fitting = optionsFittingWidth else {
      return menuFrame.width
    }
    return Swift.max(
      menuFrame.width, Swift.min(fitting, target.bounds.width * Self.maximumFittingShare))
  }

  /// Measures the widest option (the list's `sizeThatFits` and the options' side insets, whole
  /// points) while the menu fits its options: at a layout pass (new options, font, text size,
  /// configuration), not at every frame that asks where the menu docks.
  func measureOptionsIfFitting() {
    let c = configuration
    guard c.widthFitsOptions, c.menuWidth == 0 else {
      optionsFittingWidth = nil
      return
    }
    let list = optionsListView.sizeThatFits(.zero).width
    optionsFittingWidth = (list + c.optionsInsets.left + c.optionsInsets.right).rounded(.up)
  }

  /// How much of the target view's width a menu that fits its options may take: four fifths,
  /// leaving a strip of the content to tap to hide it.
  public static let maximumFittingShare = 0.8

  /// The dock in the target view as it is now, or nil without a target view.
  func currentDock() -> SlideMenuDock? {
    guard let target = superview else { return nil }
    let frame = Rect(
      x: menuFrame.minX, y: menuFrame.minY, width: menuWidth, height: menuFrame.height)
    return SlideMenuDock(
      bounds: target.bounds, menuFrame: frame,
      isRight: edge.isRight(in: target.effectiveUserInterfaceLayoutDirection))
  }

  /// The menu joined or left a view: the backdrop, the show swipe and the animator follow.
  func targetViewDidChange() {
    for recognizer in [showSwipeGestureRecognizer, interactivePanGestureRecognizer]
      as [GestureRecognizer]
    {
      if let old = recognizer.view, old !== superview { old.removeGestureRecognizer(recognizer) }
    }
    if animator?.referenceView !== superview {
      animator?.removeAllBehaviors()
      animator = nil
      itemBehavior = nil
    }
    guard let target = superview else {
      backgroundView.removeFromSuperview()
      endTransitionAtRest()
      return
    }
    // The backdrop goes below the menu (only when it is not already there: moving a subview
    // within its superview counts the index before taking it out).
    let menuIndex = target.subviews.firstIndex { $0 === self } ?? 0
    let backdropIndex = target.subviews.firstIndex { $0 === backgroundView }
    if backdropIndex.map({ $0 > menuIndex }) ?? true {
      target.insertSubview(backgroundView, belowSubview: self)
    }
    if showSwipeGestureRecognizer.view !== target {
      target.addGestureRecognizer(showSwipeGestureRecognizer)
    }
    if interactivePanGestureRecognizer.view !== target {
      target.addGestureRecognizer(interactivePanGestureRecognizer)
    }
    if animator == nil {
      let animator = DynamicAnimator(referenceView: target)
      animator.delegate = self
      self.animator = animator
    }
    dock = nil
    redockIfNeeded()
  }

  /// When the side or the target's bounds changed since the menu was placed: stop any motion
  /// and put the menu at rest where its state says, on the new side; aim the swipes.
  func redockIfNeeded() {
    guard let new = currentDock(), new != dock else { return }
    dock = new
    let swipeIn: SwipeGestureRecognizer.Direction = new.isRight ? .left : .right
    showSwipeGestureRecognizer.direction = swipeIn
    hideSwipeGestureRecognizer.direction = new.isRight ? .right : .left
    stopMotion()
    View.performWithoutAnimation {
      backgroundView.frame = new.bounds
      frame = new.restFrame(shown: isMenuShown)
      // It overlaps the menu by a point, so no anti-aliased seam shows where they meet.
      let width = Self.overhangWidth
      overhang.frame = Rect(
        x: new.isRight ? bounds.maxX - 1 : bounds.minX - width + 1, y: bounds.minY,
        width: width, height: bounds.height)
    }
    updateBackdrop()
    endTransitionAtRest()
  }

  /// Sets the backdrop's alpha from the menu's progress (clamped to 0…1): it dims the
  /// content as much as the menu covers it. Outside an animation block: shows at once.
  func updateBackdrop() {
    let p = min(max(progress, 0), 1)
    View.performWithoutAnimation { backgroundView.alpha = configuration.shownBackdropAlpha * p }
    shiftContent(progress: p)
  }
}
