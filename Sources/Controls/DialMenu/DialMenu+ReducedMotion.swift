import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusViews

/// Reduce Motion: no physics. The finger turns the ring directly (the tutorial's "simple
/// translation of linear movement to angular"), and every other rotation (a release, a tap, a key,
/// an accessibility adjustment) is a short ease of the ring's angle
/// (``Configuration/reducedMotionDuration``, 0.25 s, ease in-out) with no overshoot or sway. Items
/// stay exactly on the ring: their centres are computed from the ring's angle every frame.
extension DialMenu {
  /// Puts every item on the ring turned by `rotation` (radians, clockwise), scaled by its
  /// distance to the top, and reports the items that reached the top.
  func placeItems(rotation: Double) {
    ringRotation = rotation
    View.performWithoutAnimation {
      for (index, item) in itemViews.enumerated() {
        item.center = ring.point(ofSlot: index, rotation: rotation)
        InflateBehavior.applyTransform(
          to: item, withCenter: snapPoint, curve: configuration.inflateCurve)
      }
    }
    reportTopCrossings()
  }

  /// The pan under Reduce Motion: the ring turns by the angle the finger sweeps about the
  /// centre; on release the item nearest the top eases there.
  func turnWithoutPhysics(_ recognizer: PanGestureRecognizer) {
    let position = recognizer.location(in: self)
    guard position.isFinite else { return }
    // Within 10 pt of the centre the finger's angle means little: hold the ring still.
    let steady = position.distance(to: dialCenter) >= 10
    let fingerAngle = ring.angle(of: position)
    switch recognizer.state {
    case .began:
      guard isEnabled else { return }
      stopReducedMotionClock()
      isProgrammaticMotion = false
      motion = .turning(grab: fingerAngle)
    case .changed:
      guard case .turning(let last) = motion else { return }
      motion = .turning(grab: fingerAngle)
      if steady {
        placeItems(rotation: ringRotation + Angles.difference(from: last, to: fingerAngle))
      }
    case .ended, .cancelled:
      guard case .turning = motion else { return }
      motion = .idle
      ease(toItemAt: closestTo(point: snapPoint))
    default:
      break
    }
  }

  /// Eases the ring the shortest way until item `index` is at the top, over
  /// ``Configuration/reducedMotionDuration``; the selection follows at the end. Without a window
  /// (no frames) or with no duration the ring jumps.
  func ease(toItemAt index: Int) {
    let turn = -angleOfItem(index)
    let from = ringRotation
    guard let window, configuration.reducedMotionDuration > 0, turn != 0 else {
      stopReducedMotionClock()
      placeItems(rotation: from + turn)
      comeToRest(on: index)
      return
    }
    motion = .easing(
      target: index, from: from, to: from + turn, start: nil,
      duration: configuration.reducedMotionDuration)
    if displayLink == nil {
      let link = DisplayLink { [owner = Weak(self)] link in owner.object?.reducedMotionFrame(link) }
      link.add(to: window)
      displayLink = link
    }
  }

  /// One frame of the ease: the ring's angle follows `from + (to − from)·easeInOut(t)`.
  func reducedMotionFrame(_ link: DisplayLink) {
    guard case .easing(let target, let from, let to, let start, let duration) = motion,
      isShown, itemViews.indices.contains(target)
    else {
      stopReducedMotionClock()
      return
    }
    let begin = start ?? link.timestamp
    let t = min(max((link.targetTimestamp - begin) / duration, 0), 1)
    placeItems(rotation: from + (to - from) * TimingFunction.easeInEaseOut.value(at: t))
    guard case .easing = motion else { return }  // a callback may have changed it
    if t >= 1 {
      stopReducedMotionClock()
      comeToRest(on: target)
    } else {
      motion = .easing(target: target, from: from, to: to, start: begin, duration: duration)
    }
  }

  /// Stops the ease's frame callbacks.
  func stopReducedMotionClock() {
    displayLink?.invalidate()
    displayLink = nil
  }
}
