import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusViews

/// Showing and hiding: the tutorial's `hideSubitems`, `showSubitems` and
/// `postAppearPreparations`, with a public hide that undoes them.
extension DialMenu {
  /// Every item in the middle of the dial, transparent, unscaled and unrotated, at once: the
  /// tutorial's `hideSubitems`.
  func hideSubitems() {
    View.performWithoutAnimation {
      for item in itemViews {
        item.transform = .identity
        item.center = dialCenter
        item.alpha = 0
        item.setScale(1)
      }
    }
  }

  /// Every item on its ring point, opaque and inflated, at once.
  func placeItemsShown() {
    View.performWithoutAnimation {
      for (item, center) in zip(itemViews, centerPoints) {
        item.transform = .identity
        item.center = center
        item.alpha = 1
        InflateBehavior.applyTransform(
          to: item, withCenter: snapPoint, curve: configuration.inflateCurve)
      }
    }
  }

  /// The ring points with the selected item at the top (where a show brings the items).
  func updateCenterPoints() {
    ringRotation = selectedIndex.map { ring.rotation(bringingToTop: $0) } ?? 0
    centerPoints = itemViews.indices.map { ring.point(ofSlot: $0, rotation: ringRotation) }
    topSides = centerPoints.map { side(ofAngle: ring.angle(of: $0)) }
  }

  /// Shows the dial: the items fly out of the middle to their places on the ring while they
  /// fade in and inflate (``Configuration/showDuration``, 0.3 s, ease in-out), the tutorial's
  /// `showSubitems`; then the physics and the gestures start. Under Reduce Motion the items
  /// fade in in place.
  ///
  /// - Parameters:
  ///   - animated: false shows the dial at once. Default true.
  ///   - completion: called once, with true when the dial is shown and at rest, false when
  ///     a hide interrupted the show.
  public func show(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
    if isShown && transition == .none {
      completion?(true)
      return
    }
    if isShown && transition == .showing {
      if let completion { transitionCompletions.append(completion) }
      return
    }
    finishTransition(finished: false)
    isShown = true
    transitionGeneration += 1
    tearDownDynamics()
    if let completion { transitionCompletions.append(completion) }
    reportWill(open: true)
    guard isShown, transition == .none else { return }  // the delegate hid it again
    guard !itemViews.isEmpty else {
      finishTransition(finished: true)
      reportDid(open: true)
      return
    }
    transition = .showing
    animateShow(animated: animated)
  }

  /// Animates the items to their ring points with the selected item at the top (again, when
  /// the selection changed during the show: the animation retargets from where the items are).
  func animateShow(animated: Bool) {
    transitionGeneration += 1
    let generation = transitionGeneration
    updateCenterPoints()
    let fadeOnly = window?.reduceMotion ?? false
    if fadeOnly {
      View.performWithoutAnimation {
        for (item, center) in zip(itemViews, centerPoints) {
          item.center = center
          InflateBehavior.applyTransform(
            to: item, withCenter: snapPoint, curve: configuration.inflateCurve)
        }
      }
    }
    let changes = {
      for (item, center) in zip(self.itemViews, self.centerPoints) {
        item.center = center
        item.alpha = 1
        InflateBehavior.applyTransform(
          to: item, withCenter: self.snapPoint, curve: self.configuration.inflateCurve)
      }
    }
    if animated && configuration.showDuration > 0 {
      View.animate(withDuration: configuration.showDuration, animations: changes) {
        [owner = Weak(self)] _ in
        owner.object?.showDidFinish(generation)
      }
    } else {
      View.performWithoutAnimation(changes)
      showDidFinish(generation)
    }
  }

  /// The show animation ended: start the physics, unless a later show or hide took over.
  func showDidFinish(_ generation: Int) {
    guard generation == transitionGeneration, transition == .showing else { return }
    transition = .none
    postAppearPreparations()
    finishTransition(finished: true)
    reportDid(open: true)
  }

  /// Hides the dial: the physics and the gestures stop (the pan is removed, as the tutorial
  /// advises), and the items shrink back into the middle while they fade out
  /// (``Configuration/showDuration``). Under Reduce Motion they fade out in place.
  ///
  /// - Parameters:
  ///   - animated: false hides the dial at once. Default true.
  ///   - completion: called once, with true when the dial is hidden, false when a show
  ///     interrupted the hide.
  public func hide(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
    if !isShown && transition == .none {
      completion?(true)
      return
    }
    if !isShown && transition == .hiding {
      if let completion { transitionCompletions.append(completion) }
      return
    }
    finishTransition(finished: false)
    isShown = false
    transitionGeneration += 1
    tearDownDynamics()
    if let completion { transitionCompletions.append(completion) }
    reportWill(open: false)
    guard !isShown, transition == .none else { return }  // the delegate showed it again
    let generation = transitionGeneration
    guard !itemViews.isEmpty else {
      finishTransition(finished: true)
      reportDid(open: false)
      return
    }
    transition = .hiding
    let fadeOnly = window?.reduceMotion ?? false
    let changes = {
      for item in self.itemViews {
        item.alpha = 0
        if !fadeOnly {
          item.center = self.dialCenter
          item.setScale(1)
        }
      }
    }
    if animated && configuration.showDuration > 0 {
      View.animate(withDuration: configuration.showDuration, animations: changes) {
        [owner = Weak(self)] _ in
        owner.object?.hideDidFinish(generation)
      }
    } else {
      View.performWithoutAnimation(changes)
      hideDidFinish(generation)
    }
  }

  /// The hide animation ended: the items wait in the middle for the next show.
  func hideDidFinish(_ generation: Int) {
    guard generation == transitionGeneration, transition == .hiding else { return }
    transition = .none
    hideSubitems()
    finishTransition(finished: true)
    reportDid(open: false)
  }

  /// Calls the waiting show or hide completions with `finished`.
  func finishTransition(finished: Bool) {
    transition = .none
    let completions = transitionCompletions
    transitionCompletions.removeAll()
    for completion in completions { completion(finished) }
  }

  /// Holds the shown items in place and starts the gestures: the tutorial's
  /// `postAppearPreparations`. Each item is tied to the centre and to the item before it
  /// (the last to the first) by rigid attachments whose lengths are the distances now, and
  /// gets an ``InflateBehavior``; then a pan and a tap recognizer join the dial. Under
  /// Reduce Motion there is no physics: the dial turns the ring itself.
  func postAppearPreparations() {
    guard let animator, !itemViews.isEmpty else { return }
    usesReducedMotion = window?.reduceMotion ?? false
    if !usesReducedMotion {
      var prev: MenuItem?
      for item in itemViews {
        let attachToCenter = AttachmentBehavior(item: item, attachedToAnchor: dialCenter)
        animator.addBehavior(attachToCenter)
        if let prevView = prev {
          attach(item: item, to: prevView)
        }
        let inflate = InflateBehavior(
          item: item, point: snapPoint, curve: configuration.inflateCurve)
        animator.addBehavior(inflate)
        inflateBehaviors.append(inflate)
        prev = item
      }
      // Attach the last item to the first. One item has no neighbour. Two items are tied by
      // one rod along a diameter, which holds nothing sideways (a flat triangle flexes: the
      // rod's length does not change to first order), so an unseen third body at 90° turns
      // the wheel into a rigid triangle.
      if let prevView = prev, itemViews.count > 2 {
        attach(item: prevView, to: itemViews[0])
      } else if itemViews.count == 2 {
        let ghost = BasicDynamicItem(
          center: ring.point(at: angleOfItem(0) + ring.direction * .pi / 2),
          size: Size(width: MenuItem.diameter, height: MenuItem.diameter))
        animator.addBehavior(AttachmentBehavior(item: ghost, attachedToAnchor: dialCenter))
        animator.addBehavior(AttachmentBehavior(item: ghost, attachedTo: itemViews[0]))
        animator.addBehavior(AttachmentBehavior(item: ghost, attachedTo: itemViews[1]))
        ghostItem = ghost
      }
      // Reads velocities and spins a fling; sets no property, so the items keep the
      // device defaults.
      let items = DynamicItemBehavior(items: wheelItems)
      animator.addBehavior(items)
      itemBehavior = items
      // Last, so it sees this frame's scales: the dial's own per-frame bookkeeping.
      let frame = DynamicBehavior()
      frame.action = { [owner = Weak(self)] in owner.object?.dynamicFrame() }
      frame.forecast = frameForecast()
      animator.addBehavior(frame)
      frameBehavior = frame
    }

    let pan = PanGestureRecognizer()
    pan.name = "dial pan"
    pan.addTarget(self, action: DialMenu.onPan)
    addGestureRecognizer(pan)
    panRecognizer = pan
    let tap = TapGestureRecognizer()
    tap.name = "dial tap"
    tap.addTarget(self, action: DialMenu.onTap)
    addGestureRecognizer(tap)
    tapRecognizer = tap
  }

  /// Ties `fromItem` to `toItem` with a rigid rod (the tutorial's `attach(item:to:)`).
  func attach(item fromItem: MenuItem, to toItem: MenuItem) {
    animator?.addBehavior(AttachmentBehavior(item: fromItem, attachedTo: toItem))
  }

  /// Stops the physics, the gestures and any motion; the items keep their places, upright.
  func tearDownDynamics() {
    setupGeneration += 1
    animator?.removeAllBehaviors()
    snap = nil
    inflateBehaviors.removeAll()
    itemBehavior = nil
    ghostItem = nil
    frameBehavior = nil
    // Forget the recognizers first: removing an active pan calls its target (cancelled).
    let recognizers: [GestureRecognizer?] = [panRecognizer, tapRecognizer]
    panRecognizer = nil
    tapRecognizer = nil
    for case let recognizer? in recognizers { removeGestureRecognizer(recognizer) }
    stopReducedMotionClock()
    motion = .idle
    View.performWithoutAnimation {
      for item in itemViews {
        item.transform = .identity
        item.keepUpright()
      }
    }
  }
}
