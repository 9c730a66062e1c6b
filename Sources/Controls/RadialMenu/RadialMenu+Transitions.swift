import DynamicMenusViews
import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusLayers

/// Opening and closing: the choreography played on the layers.
///
/// A transition plays a ``Choreography`` forwards or backwards from a position (seconds into
/// it). Every track becomes one explicit layer animation (module Animation's
/// `PropertyAnimation`, filling backwards so a delayed track shows its start value), and the
/// model values are set to where the transition heads, as C4's `ViewAnimation` does. The
/// transition's clock is a track too; its completion is the moment the menu is fully open or
/// closed.
///
/// Interrupting a transition (releasing before the menu is open, pressing the centre while it
/// closes) plays the same choreography backwards from where it is: every part retraces its
/// path along the reversed curve, so a menu released at 0.4 s is closed again at 0.8 s. Time is
/// the window's clock; a menu outside a window changes state at once.
extension RadialMenu {
  /// The transition under way.
  nonisolated struct Transition {
    var choreography: Choreography
    /// Whether it plays forwards (towards the choreography's target).
    var forward: Bool
    /// Forwards: the media time of position 0. Backwards: the media time at which the
    /// position will be 0.
    var anchor: Double

    /// Where the transition is at media time `t`, in seconds of the choreography.
    func position(at t: Double) -> Double {
      let p = forward ? t - anchor : anchor - t
      return Swift.min(Swift.max(p, 0), choreography.duration)
    }

    /// The state it ends in.
    var heading: MenuTarget { forward ? choreography.target : choreography.source }
  }

  // MARK: Public API

  /// Where the menu is: closed, opening, open or closing.
  public var menuState: MenuState {
    guard let t = transition else { return settled == .open ? .open : .closed }
    return t.heading == .open ? .opening : .closing
  }

  /// Whether the menu is open or on its way there.
  public var isOpenOrOpening: Bool { (transition?.heading ?? settled) == .open }

  /// Opens the menu: the published choreography over 1 s (a 0.3 s fade with the window's
  /// "reduce motion"), or at once when `animated` is false or the menu is not in a window.
  /// While it closes, it turns back. Does nothing when open or opening.
  public func open(animated: Bool = true) {
    move(to: .open, animated: animated)
  }

  /// Closes the menu (1.16 s; a 0.3 s fade with "reduce motion"; at once when `animated` is
  /// false or outside a window), clearing the highlight. While it opens, it turns back.
  public func close(animated: Bool = true) {
    move(to: .closed, animated: animated)
  }

  /// Opens a closed or closing menu, closes an open or opening one.
  public func toggle(animated: Bool = true) {
    isOpenOrOpening ? close(animated: animated) : open(animated: animated)
  }

  // MARK: Playing

  /// Heads for `target`: turns a transition going the other way around, or starts the
  /// choreography from the settled state.
  func move(to target: MenuTarget, animated: Bool) {
    closesWhenOpen = false  // an explicit open or close replaces a pending close
    if target == .closed { setHighlight(nil) }
    guard animated, let window else {
      settleNow(at: target)
      return
    }
    let now = window.time
    if let t = transition {
      guard t.heading != target else { return }
      play(t.choreography, forward: !t.forward, from: t.position(at: now), at: now)
    } else {
      guard settled != target else { return }
      let choreography: Choreography
      if window.reduceMotion {
        choreography = .fade(to: target, itemCount: items.count)
      } else if target == .open {
        choreography = .opening(lineOrder: nextLineOrder())
      } else {
        choreography = .closing(lineOrder: nextLineOrder())
      }
      play(choreography, forward: true, from: 0, at: now)
    }
  }

  /// Plays `c` from position `p` (seconds) at media time `now`.
  func play(_ c: Choreography, forward: Bool, from p: Double, at now: Double) {
    let over = forward ? p >= c.duration : p <= 0
    if over {
      settleNow(at: forward ? c.target : c.source)
      return
    }
    transitionGeneration += 1
    let generation = transitionGeneration
    let before = transition?.heading ?? settled
    transition = Transition(
      choreography: c, forward: forward, anchor: forward ? now - p : now + p)
    withoutActions {
      for track in c.tracks {
        apply(track, forward: forward, from: p, at: now, generation: generation)
      }
    }
    stateDidChange()
    if let heading = transition?.heading, heading != before { reportWill(heading) }
  }

  /// One track: the model takes the value the transition heads for; an animation shows the
  /// way there from position `p`.
  private func apply(
    _ track: Track, forward: Bool, from p: Double, at now: Double, generation: Int
  ) {
    let layer = layer(for: track.part)
    let key = "menu." + track.property.rawValue
    layer.removeAnimation(forKey: key)
    var animation: PropertyAnimation<Double>
    if forward {
      write(track.to, track.property, of: track.part)
      guard p < track.end else { return }  // already over
      // Media time now − p is the choreography's start; the track waits for its `start`.
      animation = PropertyAnimation(
        from: track.from, to: track.to, duration: track.duration, timingFunction: track.curve,
        delay: track.start, beginTime: now - p)
    } else {
      write(track.from, track.property, of: track.part)
      guard p > track.start else { return }  // never began
      // Backwards, the track runs from now + (p − end) to now + (p − start), retracing its
      // curve: g(x) = 1 − f(1 − x).
      animation = PropertyAnimation(
        from: track.to, to: track.from, duration: track.duration,
        timingFunction: track.curve.reversed, beginTime: now + (p - track.end))
    }
    animation.fillMode = .backwards
    guard track.property == .progress else {
      add(animation, track.property, to: layer, key: key)
      return
    }
    // The clock: due a nanosecond early, so a window whose clock sums 1/60 s steps with
    // rounding still ends the transition on the frame that reaches its end.
    animation.beginTime = animation.beginTime.map { $0 - 1e-9 }
    content.add(animation, for: .menuProgress, forKey: key) { [owner = Weak(self)] how in
      guard how == .finished else { return }
      owner.object?.finishTransition(generation)
    }
  }

  /// Ends the transition `generation` (if it is still the current one).
  func finishTransition(_ generation: Int) {
    guard generation == transitionGeneration, let t = transition else { return }
    transition = nil
    settled = t.heading
    // Tracks ending with the clock may be a rounding error short of their end: every model
    // value is already the state's, so drop them; the fade's 2 reads as 0 (both opaque).
    withoutActions {
      for layer in animatedLayers { layer.removeAllAnimations() }
      content.fadeThrough = 0
    }
    didSettle()
  }

  /// Puts the menu in `target` at once: every animation removed, every part at the state's
  /// values; the callbacks run if the state changed.
  func settleNow(at target: MenuTarget) {
    transitionGeneration += 1
    let before = transition?.heading ?? settled
    let changed = transition != nil || settled != target
    transition = nil
    withoutActions {
      for layer in animatedLayers { layer.removeAllAnimations() }
      for v in Choreography.pose(target, itemCount: items.count).values {
        write(v.value, v.property, of: v.part)
      }
    }
    settled = target
    if before != target { reportWill(target) }
    if changed { didSettle() }
  }

  /// The callbacks of a settled state, then what the new state allows. "Open" and "closed"
  /// are told only when the menu arrives somewhere else than it last was, so they alternate
  /// (a closing turned back to open reports the state change, not a second "open").
  private func didSettle() {
    stateDidChange()
    guard settled != lastLifecycleCallback else { return }
    if settled == .open {
      noteLifecycle(.open)
      delegate?.radialMenuDidOpen(self)
      onDidOpen?(self)
      giveFeedback(.opened)
      window?.post(announcement: "Menu open, \(items.count) items")
      // A finger already over a sector highlights it now.
      if let location = press?.location {
        setHighlight(itemIndex(at: convert(location, from: nil)))
      }
      if closesWhenOpen {
        closesWhenOpen = false
        close()
      }
    } else {
      noteLifecycle(.closed)
      delegate?.radialMenuDidClose(self)
      onDidClose?(self)
    }
  }

  /// Tells the delegate, then the closure, that the menu heads for `target` now.
  private func reportWill(_ target: MenuTarget) {
    if target == .open {
      delegate?.radialMenuWillOpen(self)
      onWillOpen?(self)
    } else {
      delegate?.radialMenuWillClose(self)
      onWillClose?(self)
    }
  }

  /// Tells the delegate and the closure the state.
  private func stateDidChange() {
    accessibilityStateDidChange()
    delegate?.radialMenu(self, didChangeState: menuState)
    onStateChange?(self, menuState)
  }

  /// Records open and close callbacks, which must alternate (checked again here, for the
  /// invariants).
  private func noteLifecycle(_ target: MenuTarget) {
    if lastLifecycleCallback == target {
      recordedViolations.append("the menu reported \(target.rawValue) twice in a row")
    }
    lastLifecycleCallback = target
  }

  /// The next random order of the dividing lines, drawn from the seeded generator one index
  /// at a time as the app did (`random(below: count)` from those left).
  func nextLineOrder() -> [Int] {
    var left = Array(items.indices)
    var order: [Int] = []
    order.reserveCapacity(left.count)
    while !left.isEmpty {
      let pick = Int(lineOrderGenerator.next() % UInt64(left.count))
      order.append(left.remove(at: pick))
    }
    return order
  }

  // MARK: Parts

  /// Every layer a choreography animates.
  var animatedLayers: [Layer] {
    // Each array upcast element by element: an implicit `[RingLayer]` to `[Layer]` is a
    // dynamic cast, which Embedded Swift does not have.
    [content, thickRing] + thinRings.map { $0 as Layer } + dashedRings.map { $0 as Layer }
      + menuDividingLines.map { $0 as Layer } + itemLayers.map { $0 as Layer }
  }

  /// The layer drawing `part`.
  func layer(for part: MenuPart) -> Layer {
    switch part {
    case .content: content
    case .thickRing: thickRing
    case .thinRing(let i): thinRings[i]
    case .shortDashes: dashedRings[0]
    case .longDashes: dashedRings[1]
    case .line(let i): menuDividingLines[i]
    case .item(let i): itemLayers[i]
    }
  }

  /// Sets the model value of `property` of `part`.
  func write(_ value: Double, _ property: MenuProperty, of part: MenuPart) {
    let layer = layer(for: part)
    switch property {
    case .radius: (layer as? RingLayer)?.radius = value
    case .opacity: layer.opacity = value
    case .lineWidth: (layer as? ShapeLayer)?.lineWidth = value
    case .strokeEnd: (layer as? ShapeLayer)?.strokeEnd = value
    case .spread: (layer as? ItemLayer)?.spread = value
    case .progress: content.progress = value
    case .fadeThrough: content.fadeThrough = value
    }
  }

  /// Reads the value of `property` of `part` from `layer` (a model or presentation copy).
  func read(_ property: MenuProperty, of layer: Layer) -> Double {
    switch property {
    case .radius: (layer as? RingLayer)?.radius ?? 0
    case .opacity: layer.opacity
    case .lineWidth: (layer as? ShapeLayer)?.lineWidth ?? 0
    case .strokeEnd: (layer as? ShapeLayer)?.strokeEnd ?? 0
    case .spread: (layer as? ItemLayer)?.spread ?? 0
    case .progress: (layer as? MenuContentLayer)?.progress ?? 0
    case .fadeThrough: (layer as? MenuContentLayer)?.fadeThrough ?? 0
    }
  }

  private func add(
    _ animation: PropertyAnimation<Double>, _ property: MenuProperty, to layer: Layer,
    key: String
  ) {
    switch property {
    case .radius: layer.add(animation, for: .radius, forKey: key)
    case .opacity: layer.add(animation, for: .opacity, forKey: key)
    case .lineWidth: layer.add(animation, for: .lineWidth, forKey: key)
    case .strokeEnd: layer.add(animation, for: .strokeEnd, forKey: key)
    case .spread: layer.add(animation, for: .menuSpread, forKey: key)
    case .progress: layer.add(animation, for: .menuProgress, forKey: key)
    case .fadeThrough: layer.add(animation, for: .menuFadeThrough, forKey: key)
    }
  }

  /// A menu that left its window ends its transition at once (nothing would advance it).
  func windowDidChange() {
    guard window == nil else { return }
    press = nil
    if let t = transition { settleNow(at: t.heading) }
  }
}
