import DynamicMenusViews
public import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusLayers

/// Turning the dial to an item (taps, keys, accessibility, ``selectItem(at:animated:)``)
/// and the dial's per-frame bookkeeping under physics.
extension DialMenu {
  /// Targets farther than this from the top (radians, 60°) are carried along the ring: a
  /// straight snap across the wheel pulls mostly against the rods, and at 180° not at all.
  static let guideLimit = Double.pi / 3
  /// How fast the guiding point travels along the ring, in radians per second (a turn a
  /// second).
  static let guideSpeed = 2 * Double.pi
  /// The rate (1/s) of the guiding point's exponential approach to the top.
  static let guideApproachRate = 6.0
  /// The guiding point hands over to the final snap this close to the top (radians, 3°).
  static let guideHandOver = Double.pi / 60
  /// How long (seconds) an item must stay at the top, slow, to count as at rest.
  static let restDuration = 0.1
  /// Below this speed (points per second) an item at the top counts as at rest.
  static let restSpeed = 2.0

  /// Turns the dial so that item `index` comes to the top, and selects it at once without
  /// calling the delegate or the closures (as `UIPickerView.selectRow`). Animated, the wheel
  /// turns as for a tap (a short ease under Reduce Motion); else the items jump. Ignored
  /// while the dial is hidden or a finger turns it, and for an index out of range.
  public func selectItem(at index: Int, animated: Bool = true) {
    guard itemViews.indices.contains(index) else { return }
    switch motion {
    case .dragging, .turning: return
    default: break
    }
    guard isShown, transition == .none, animated else {
      selectedIndex = index
      if isShown && transition == .none {
        relayout()
      } else if transition == .showing {
        animateShow(animated: animated)
      }
      return
    }
    selectedIndex = index
    isProgrammaticMotion = true
    rotate(toItemAt: index)
  }

  /// Turns the dial by `steps` items: +1 brings the next item (index + 1) to the top, −1 the
  /// previous one; counted from the item the dial is heading for. The selection follows when
  /// the dial comes to rest.
  func rotate(by steps: Int) {
    guard isShown, transition == .none, !itemViews.isEmpty, steps != 0 else { return }
    switch motion {
    case .dragging, .turning: return
    default: break
    }
    let n = itemViews.count
    let from = motion.target ?? selectedIndex ?? 0
    isProgrammaticMotion = false
    rotate(toItemAt: ((from + steps) % n + n) % n)
  }

  /// Brings item `index` to the top: a snap straight to the top for near items (the
  /// tutorial's `forceRotate`), a point carried along the ring for far ones, a short ease
  /// under Reduce Motion.
  func rotate(toItemAt index: Int) {
    guard isShown, transition == .none, itemViews.indices.contains(index) else { return }
    if usesReducedMotion {
      ease(toItemAt: index)
      return
    }
    guard animator != nil else { return }
    endCoasting()
    let angle = angleOfItem(index)
    if abs(angle) <= Self.guideLimit {
      forceRotate(to: index)
    } else {
      snap(index, to: itemViews[index].center, damping: configuration.dragDamping)
      motion = .guiding(target: index, angle: angle)
      lastFrameTime = animator?.elapsedTime
    }
  }

  /// Where the guiding point goes from `angle` (radians from the top) in `dt` seconds: full
  /// speed, then an exponential approach (rate 6/s) over the last stretch, so the wheel is
  /// slow when the final snap takes over; nil once it is close enough to hand over to it.
  func guidingAngle(after angle: Double, dt: Double) -> Double? {
    let speed = min(Self.guideSpeed, Self.guideApproachRate * abs(angle))
    let step = min(abs(angle), speed * dt)
    let next = angle > 0 ? angle - step : angle + step
    return abs(next) <= Self.guideHandOver ? nil : next
  }

  /// Whether item `index` sits at the top (within ``Configuration/restTolerance``) and has stopped
  /// (slower than 2 pt/s).
  func isAtRest(_ index: Int) -> Bool {
    guard itemViews[index].center.distance(to: snapPoint) <= configuration.restTolerance else {
      return false
    }
    guard let itemBehavior else { return true }
    return itemBehavior.linearVelocity(for: itemViews[index]).length < Self.restSpeed
  }

  /// The dial stopped with item `index` at the top: the motion ends, and a new item is
  /// selected (with callbacks, unless the motion was programmatic); the user's turn back to
  /// the selected item is a cancel.
  func comeToRest(on index: Int) {
    motion = .idle
    restingSince = nil
    stopSpins()
    let programmatic = isProgrammaticMotion
    isProgrammaticMotion = false
    guard index != selectedIndex else {
      if !programmatic { cancel() }
      return
    }
    if programmatic {
      selectedIndex = index
    } else {
      select(index)
    }
  }

  /// Stops every item's spin about its own centre. Nothing shows it (the bubbles stay
  /// upright and the rods hold centres, not angles), but a spin the finger's snap gave an
  /// item decays only by the angular resistance, 0.1/s, and would keep the animator awake
  /// for half a minute after the wheel stopped.
  func stopSpins() {
    guard let itemBehavior else { return }
    for item in wheelItems {
      let spin = itemBehavior.angularVelocity(for: item)
      if spin != 0 { itemBehavior.addAngularVelocity(-spin, for: item) }
    }
  }
}

extension DialMenu: DynamicAnimatorDelegate {
  /// The animator paused (everything sleeps): a settling dial is at rest, wherever the last
  /// half-point went.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
    guard animator === self.animator, isShown, transition == .none else { return }
    if case .settling(let target) = motion { comeToRest(on: target) }
  }
}
