import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusViews

/// Touch: the tutorial's pan (grab the nearest item, follow the finger, snap the item
/// nearest the top on release), a fling, and a tap that brings an item to the top.
extension DialMenu {
  /// Slowest fling that coasts, in radians per second; slower releases snap at once.
  static let minimumFlingSpeed = 2.0
  /// Fastest spin a fling starts with, in radians per second (a turn a second: faster, the
  /// rods stretch visibly under the centripetal load).
  static let maximumFlingSpeed = 2 * Double.pi
  /// A coasting wheel slower than this (radians per second) snaps its nearest item to the
  /// top.
  static let coastingSettleSpeed = 1.0

  /// The tutorial's `onPan`: on `began` the item nearest the finger is snapped to it
  /// (``Configuration/dragDamping``); on `changed` the snap point follows the finger; on `ended`
  /// (and `cancelled`) the item nearest the top is snapped there (``Configuration/restDamping``),
  /// or, with ``Configuration/isFlingEnabled``, a quick release spins the wheel on.
  func onPan(_ recognizer: PanGestureRecognizer) {
    let isHolding = recognizer.state == .began || recognizer.state == .changed
    pointerCursor = isHolding ? .closedHand : .openHand
    guard recognizer === panRecognizer, isShown, !itemViews.isEmpty else { return }
    if usesReducedMotion {
      turnWithoutPhysics(recognizer)
      return
    }
    let position = recognizer.location(in: self)
    guard position.isFinite else { return }
    switch recognizer.state {
    case .began:
      guard isEnabled else { return }
      endCoasting()
      isProgrammaticMotion = false
      let closest = closestTo(point: position)
      snap(closest, to: position, damping: configuration.dragDamping)
      motion = .dragging(item: closest)
    case .changed:
      guard case .dragging = motion else { return }
      snap?.snapPoint = position
    case .ended, .cancelled:
      guard case .dragging = motion else { return }
      let velocity = recognizer.velocity(in: self)
      if recognizer.state == .ended, configuration.isFlingEnabled,
        let spin = flingSpin(at: position, velocity)
      {
        startCoasting(spin)
      } else {
        forceRotate(to: closestTo(point: snapPoint))
      }
    default:
      break
    }
  }

  /// The wheel's spin a release at `position` moving at `velocity` asks for (rad/s,
  /// clockwise positive): `ω = (o × v) / |o|²`, o the finger's offset from the centre;
  /// nil when slower than ``minimumFlingSpeed`` or too near the centre to tell.
  func flingSpin(at position: Point, _ velocity: Vector) -> Double? {
    let offset = position - dialCenter
    guard velocity.isFinite, offset.length >= 10 else { return nil }
    let spin = offset.cross(velocity) / offset.lengthSquared
    guard abs(spin) >= Self.minimumFlingSpeed else { return nil }
    return min(max(spin, -Self.maximumFlingSpeed), Self.maximumFlingSpeed)
  }

  /// Lets go of the wheel spinning at `spin` rad/s: every item gets the velocity of a rigid
  /// rotation, `v = ω × o`, and the items coast against ``Configuration/flingResistance``.
  func startCoasting(_ spin: Double) {
    guard let itemBehavior else { return }
    removeSnap()
    for item in wheelItems {
      let o = item.center - dialCenter
      let wanted = Vector(dx: -o.dy * spin, dy: o.dx * spin)
      let current = itemBehavior.linearVelocity(for: item)
      itemBehavior.addLinearVelocity(wanted - current, for: item)
    }
    itemBehavior.resistance = configuration.flingResistance
    motion = .coasting
  }

  /// Ends a fling's coasting (the items' resistance returns to the device default, 0.1).
  func endCoasting() {
    guard let itemBehavior, itemBehavior.resistance != 0.1 else { return }
    itemBehavior.resistance = 0.1
  }

  /// The wheel's angular velocity, rad/s clockwise: the mean of `(o × v)/|o|²` over the
  /// items.
  func wheelSpin() -> Double {
    guard let itemBehavior, !itemViews.isEmpty else { return 0 }
    var sum = 0.0
    for item in itemViews {
      let o = item.center - dialCenter
      guard o.lengthSquared > 1 else { continue }
      sum += o.cross(itemBehavior.linearVelocity(for: item)) / o.lengthSquared
    }
    return sum / Double(itemViews.count)
  }

  /// A tap on an item brings it to the top (and selects it when the dial comes to rest); a
  /// tap on the selected item at rest activates it.
  func onTap(_ recognizer: TapGestureRecognizer) {
    guard recognizer === tapRecognizer, recognizer.state == .recognized, isShown,
      transition == .none, isEnabled
    else { return }
    guard let index = itemIndex(at: recognizer.location(in: self)) else { return }
    if index == selectedIndex && motion == .idle {
      activate()
    } else {
      isProgrammaticMotion = false
      rotate(toItemAt: index)
    }
  }

  /// The item drawn under `point` (dial coordinates): of the bubbles containing it, the one
  /// whose centre is nearest.
  func itemIndex(at point: Point) -> Int? {
    guard point.isFinite else { return nil }
    var best: (index: Int, distance: Double)?
    for (index, item) in itemViews.enumerated() {
      guard item.point(inside: item.convert(point, from: self)) else { continue }
      let d = item.center.distance(to: point)
      if best == nil || d < best!.distance { best = (index, d) }
    }
    return best?.index
  }
}
