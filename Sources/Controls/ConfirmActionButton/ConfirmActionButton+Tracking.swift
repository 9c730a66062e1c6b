import DynamicMenusAnimation
public import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// A press in progress: a touch, or a held space or return.
nonisolated struct Press {
  /// The touch's identifier, for a touch.
  var touchID: Int?
  /// The held key, for a key.
  var key: Key?
  /// Where it began, in the control's coordinates (the control's centre for a key).
  var origin: Point
  /// Where the touch is now, in the control's coordinates; nil for a key (never "inside").
  var location: Point?
  /// The ring's centre: one control height above ``origin``.
  var ringCenter: Point
  /// When it began, in seconds of the window's clock (the timer counts from here).
  var startTime: Double
  /// Whether the intention comes from the touch's force (decided at touch-down) rather than
  /// from the timer.
  var usesForce: Bool
}

extension ConfirmActionButton {
  /// The intention above which the ring is full: 0.97, the tutorial's threshold.
  public static let selectionThreshold = 0.97

  // MARK: Handling user touch

  /// `beginTracking`: places the ring one control height above the touch without implicit
  /// animation, and starts filling it, from the touch's force when it has one, else from a
  /// timer. Refuses a touch while a key is held.
  func beginPress(with touch: Touch) -> Bool {
    guard press == nil else { return false }
    let location = convert(touch.location, from: nil)
    let usesForce = forceIntention(of: touch) != nil
    startPress(
      Press(
        touchID: touch.identifier, key: nil, origin: location, location: location,
        ringCenter: location + Vector(dx: 0, dy: -bounds.height), startTime: touch.timestamp,
        usesForce: usesForce))
    if usesForce { intention = forceIntention(of: touch) ?? 0 }
    updateSelection()
    return true
  }

  /// `continueTracking`: follows the touch and its force; abandons the press (returning false)
  /// once the touch strays more than ``Configuration/cancelDistance`` from the line between
  /// where it began and the ring's centre.
  func continuePress(with touch: Touch) -> Bool {
    guard var current = press, current.touchID == touch.identifier else { return true }
    let location = convert(touch.location, from: nil)
    current.location = location
    press = current
    let stray = distance(from: location, toSegment: current.origin, current.ringCenter)
    if stray > configuration.cancelDistance {
      finishPress(fired: false)
      return false
    }
    Transaction.perform(disableActions: true) {
      container.opacity = warningOpacity(forStray: stray)
    }
    if current.usesForce, let force = forceIntention(of: touch) { intention = force }
    updateSelection()
    return true
  }

  /// `endTracking`: the state is settled at the lift's location (its force is not read: a
  /// lifting finger eases off), then the action fires if it is confirmed. Tracking that
  /// stopped without a lift (`touch` nil) cancels.
  func endPress(with touch: Touch?) {
    guard var current = press, current.touchID != nil else { return }
    if let touch {
      current.location = convert(touch.location, from: nil)
      press = current
      updateSelection()
    }
    finishPress(fired: touch != nil && selectionState == .confirmed)
  }

  // MARK: Intention

  /// The intention a touch's force asks for, `min(force, cap) / min(maximumPossibleForce,
  /// cap)` clamped to 0…1, or nil when the touch has no force (or a maximum that is not a
  /// positive finite number).
  func forceIntention(of touch: Touch) -> Double? {
    guard case .available(let force, let maximum) = touch.force else { return nil }
    let cap = configuration.forceCap
    let full = min(maximum, cap)
    guard full.isFinite, full > 0 else { return nil }
    let value = min(force.isFinite ? force : 0, cap) / full
    return min(max(value, 0), 1)
  }

  /// The timer's intention at `time`: the time held over the hold duration, clamped to 0…1.
  func timedIntention(at time: Double) -> Double {
    guard let press else { return 0 }
    return min(max((time - press.startTime) / configuration.holdDuration, 0), 1)
  }

  // MARK: The state machine

  /// The tutorial's `updateSelection`: above the threshold the ring is full, confirmed when
  /// the touch is inside it, selected otherwise; below it the press is updating, except that
  /// a confirmed touch that stays in the ring stays confirmed while its force eases off.
  func updateSelection() {
    guard let press else { return }
    let inside = press.location.map(isInsideRing) ?? false
    let next: ConfirmActionButtonState
    if intention > Self.selectionThreshold {
      next = inside ? .confirmed : .selected
    } else if selectionState == .confirmed && inside {
      next = .confirmed
    } else {
      next = .updating
    }
    setStrokeEnd(next == .updating ? intention : 1)
    transition(to: next)
  }

  /// The ring's opacity for a touch `stray` points from the line between where it pressed
  /// and the ring's centre, with `c` the cancel distance: 1 up to `c/2`, then
  /// `1 − (1 − cancelWarningOpacity)·(stray − c/2)/(c/2)` down to ``cancelWarningOpacity`` at
  /// `c`; always 1 with ``Configuration/dimsBeforeCancelling`` off or an infinite `c`.
  public func warningOpacity(forStray stray: Double) -> Double {
    let c = configuration.cancelDistance
    guard configuration.dimsBeforeCancelling, c.isFinite, c > 0 else { return 1 }
    let t = min(max((stray - c / 2) / (c / 2), 0), 1)
    return 1 - (1 - Self.cancelWarningOpacity) * t
  }

  /// The ring's opacity as the touch reaches the cancel distance: 0.3.
  public static let cancelWarningOpacity = 0.3

  /// Whether `point` (control coordinates) is inside the ring once full, as
  /// ``Configuration/ringHitShape`` says: by default the ellipse of the control's size around
  /// ``ringCenter``, scaled by ``Configuration/selectedScale``, or by
  /// ``Configuration/confirmedScale`` once confirmed (so the edge has some hysteresis). False
  /// when idle.
  public func isInsideRing(_ point: Point) -> Bool {
    guard let center = ringCenter else { return false }
    if configuration.ringHitShape == .square {
      let size = bounds.size
      return Rect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height
      ).contains(point)
    }
    let scale =
      selectionState == .confirmed ? configuration.confirmedScale : configuration.selectedScale
    let rx = bounds.width / 2 * scale
    let ry = bounds.height / 2 * scale
    guard rx > 0, ry > 0 else { return false }
    let dx = (point.x - center.x) / rx
    let dy = (point.y - center.y) / ry
    return dx * dx + dy * dy <= 1
  }

  /// The distance from `p` to the segment from `a` to `b`, in points.
  func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let t = ab.lengthSquared > 0 ? min(max((p - a).dot(ab) / ab.lengthSquared, 0), 1) : 0
    return p.distance(to: a + ab * t)
  }

  // MARK: Beginning and finishing a press

  /// Starts `newPress`: the ring jumps to its place, empty, and the timer starts when the press
  /// has no force; the ring "opens" (``onWillOpen``).
  func startPress(_ newPress: Press) {
    press = newPress
    pressCount += 1
    actionsInLastPress = 0
    ringHasOpened = false
    intention = 0
    placeRing(at: newPress.ringCenter)
    if !newPress.usesForce { startTimer() }
    delegate?.confirmActionButtonWillOpen(self)
    onWillOpen?(self)
  }

  /// The fallback for presses without force: the intention grows every frame so that it is
  /// full after the hold duration. (The tutorial's timer added 0.05 every 0.1 s; a display
  /// link fills the ring smoothly, and `down, wait 1.9` is still updating at 95 %.)
  func startTimer() {
    guard let window else { return }
    let link = DisplayLink { [owner = Weak(self)] link in
      guard let self = owner.object, self.press != nil else { return }
      self.intention = self.timedIntention(at: link.targetTimestamp)
      self.updateSelection()
      if self.intention >= 1 { self.stopTimer() }  // full: only moves matter from now on
    }
    timer = link
    link.add(to: window)
  }

  func stopTimer() {
    timer?.invalidate()
    timer = nil
  }

  /// Ends the press: the ring closes (``onWillClose``; back to idle, empty; ``onDidClose``),
  /// then the action fires (`fired`) or the press counts as cancelled. The state is idle
  /// before any target runs, so a target may start over, remove the control or disable it.
  func finishPress(fired: Bool) {
    guard press != nil else { return }
    delegate?.confirmActionButtonWillClose(self)
    onWillClose?(self)
    stopTimer()
    press = nil
    intention = 0
    emptyRing()
    transition(to: .idle)
    delegate?.confirmActionButtonDidClose(self)
    onDidClose?(self)
    announce(fired ? configuration.announcements.fired : configuration.announcements.cancelled)
    if fired {
      fire(byPress: true)
    } else {
      delegate?.confirmActionButtonDidCancel(self)
      onCancel?(self)
    }
  }
}
