import DynamicMenusGeometry
import DynamicMenusPhysics

extension DynamicAnimator {
  /// Advances the animator by one display frame of `dt` seconds (the frame's duration). Does
  /// nothing while the animator is not running. A `dt` above 0.5 s counts as 1/60 s (the
  /// device's rule); a negative or non-finite `dt` counts as 0.
  ///
  /// The frame's order (docs/dynamics.md): pre-solve (item properties, implicit boundaries,
  /// pushes); the world's fixed sub-steps, forces cleared once after them; write-back; collision
  /// callbacks, all began then all ended; actions in depth-first registration order; deferred
  /// behaviour changes; the stop check.
  public func tick(_ dt: Double) {
    guard isRunning else { return }
    let dt = Self.frameDuration(dt)
    elapsedTime += dt

    // 1. Pre-solve.
    updateCollisionFilters()
    if itemPropertiesDirty { applyItemProperties() }
    if referenceSpace.dynamicReferenceBounds != lastReferenceBounds { rebuildImplicitBoundaries() }
    for b in preSolvers { b.preSolve(self) }
    updateCollisionFilters()

    // 2. The world's sub-steps against a Double accumulator, then write-back.
    runSubSteps(dt)
    writeBack()

    // 3–4. Callbacks and actions; tree changes made there wait.
    defersChanges = true
    dispatchCollisionEvents()
    for b in actors { b.action?() }
    defersChanges = false

    // 5. Deferred changes, then the stop check.
    if !deferred.isEmpty {
      let changes = deferred
      deferred.removeAll()
      for change in changes { change() }
    }
    if shouldPause() {
      isRunning = false
      delegate?.dynamicAnimatorDidPause(self)
    }
  }

  /// A frame's duration as the animator counts it: above 0.5 s, 1/60 s (the device's rule);
  /// negative or not finite, 0.
  static func frameDuration(_ dt: Double) -> Double {
    let dt = dt.isFinite && dt > 0 ? dt : 0
    return dt > PhysicsUnits.maximumFrame ? PhysicsUnits.defaultFrame : dt
  }

  /// The world's fixed sub-steps for `dt` more seconds against the Double accumulator, then
  /// forces cleared once.
  func runSubSteps(_ dt: Double) {
    accumulator += dt
    let h = Double(PhysicsUnits.subStep)
    while accumulator >= h {
      world.step(PhysicsUnits.subStep)
      accumulator -= h
    }
    world.clearForces()
  }

  /// Pause when there are no items or no behaviours, or every dynamic body sleeps.
  func shouldPause() -> Bool {
    if slotByItem.isEmpty || behaviors.isEmpty { return true }
    let bodies = world.bodies
    for slot in records.indices {
      guard let r = records[slot] else { continue }
      let b = bodies[Int(r.body.index)]
      if b.type == .dynamic && b.awake { return false }
    }
    return true
  }

  /// Writes every body back to its item: the pixel-snapped centre when it changed, and a pure
  /// rotation (rounded to 1/5000 rad) replacing the transform.
  ///
  /// The reference space is read once per frame (a weak load, and a retain, per item before),
  /// and so are the bodies (the world is the animator's: reading it checks exclusivity).
  func writeBack() {
    let space = referenceSpace
    let bodies = world.bodies
    for slot in records.indices {
      guard let r = records[slot] else { continue }
      let b = bodies[Int(r.body.index)]
      let p = Self.points(b.xf.p)
      let center = snap(space.dynamicItemCenter(forReferencePoint: p, of: r.item))
      if center != r.lastCenter || center != r.item.center {
        r.item.center = center
        r.lastCenter = center
      }
      let angle = roundHalfAwayFromZero(Double(b.sweep.a) * 5000) / 5000
      if r.lastAngle != angle {
        r.item.transform = AffineTransform(rotationAngle: angle)
        r.lastAngle = angle
      }
    }
  }

  /// `r(x) = s == 1 ? round(x) : floor(x) + round(s·(x − floor(x)))/s` (docs/dynamics.md).
  func snap(_ p: Point) -> Point {
    let s = screenScale
    guard s > 0 else { return p }
    func r(_ x: Double) -> Double {
      if s == 1 { return roundHalfAwayFromZero(x) }
      let f = x.rounded(.down)
      return f + roundHalfAwayFromZero(s * (x - f)) / s
    }
    return Point(x: r(p.x), y: r(p.y))
  }

  /// Delivers the frame's contact events: every began, then every ended.
  private func dispatchCollisionEvents() {
    for k in world.beginEvents.indices {
      let e = world.beginEvents[k]
      deliver(e.shapeA, e.shapeB, point: Self.points(e.point), began: true)
    }
    for k in world.endEvents.indices {
      let (a, b) = world.endEvents[k]
      deliver(a, b, point: nil, began: false)
    }
    world.beginEvents.removeAll(keepingCapacity: true)
    world.endEvents.removeAll(keepingCapacity: true)
  }

  private func deliver(_ sa: Int32, _ sb: Int32, point: Point?, began: Bool) {
    var (shapeA, shapeB) = (world.shapes[Int(sa)], world.shapes[Int(sb)])
    if shapeA.filter.isBoundary { swap(&shapeA, &shapeB) }
    let slotA = Int(world.bodies[Int(shapeA.body)].userData)
    guard slotA >= 0, let a = records[slotA]?.item else { return }
    if shapeB.filter.isBoundary {
      guard
        let bit = shapeB.filter.groupBit.nonzeroBitCount == 1
          ? shapeB.filter.groupBit.trailingZeroBitCount : nil,
        let behavior = collisionByBit[bit]
      else { return }
      behavior.deliverBoundaryEvent(a, boundaryTag: shapeB.tag, point: point, began: began)
      return
    }
    let slotB = Int(world.bodies[Int(shapeB.body)].userData)
    guard slotB >= 0, let b = records[slotB]?.item else { return }
    let shared = shapeA.filter.itemMask & shapeB.filter.itemMask
    for k in registered.indices {
      guard let c = registered[k] as? CollisionBehavior, let bit = c.bit,
        shared & (1 << UInt64(bit)) != 0
      else { continue }
      c.deliverItemEvent(a, b, point: point, began: began)
    }
  }

  /// Re-applies every item behaviour's explicitly set properties, in registration order (the
  /// last to set a property wins), over the device defaults.
  func applyItemProperties() {
    itemPropertiesDirty = false
    var props = [ItemProperties](repeating: ItemProperties(), count: records.count)
    for b in registered {
      guard let ib = b as? DynamicItemBehavior else { continue }
      for item in ib.items {
        if let slot = slotByItem[ObjectIdentifier(item as AnyObject)] { ib.overlay(&props[slot]) }
      }
    }
    for slot in records.indices {
      guard let r = records[slot] else { continue }
      applyProperties(props[slot], to: r.body.index)
    }
  }

  private func applyProperties(_ p: ItemProperties, to bi: Int32) {
    var changedMass = false
    var s = world.bodies[Int(bi)].shapeList
    while s != -1 {
      world.shapes[Int(s)].restitution = p.elasticity
      world.shapes[Int(s)].friction = p.friction
      if world.shapes[Int(s)].density != p.density {
        world.shapes[Int(s)].density = p.density
        changedMass = true
      }
      s = world.shapes[Int(s)].next
    }
    world.bodies[Int(bi)].linearDamping = p.resistance
    world.bodies[Int(bi)].angularDamping = p.angularResistance
    let type: BodyType = p.anchored ? .static : .dynamic
    if world.bodies[Int(bi)].type != type {
      world.setType(bi, type)
      changedMass = false
    }
    if world.bodies[Int(bi)].fixedRotation != !p.allowsRotation {
      world.bodies[Int(bi)].fixedRotation = !p.allowsRotation
      changedMass = true
    }
    if changedMass { world.resetMassData(bi) }
  }
}

/// `x.rounded()`, C's `round` (halves away from zero), with the same bits for every Double but
/// without the library call it compiles to on x86-64, which has no instruction for that mode
/// (the write-back rounds three numbers per item per frame).
@inline(__always) func roundHalfAwayFromZero(_ x: Double) -> Double {
  let m = x.magnitude
  guard m < 0x1p52 else { return x }  // an integer already, or infinite, or NaN
  let t = Double(Int64(m))  // ⌊|x|⌋, exact below 2⁵²; so is the fraction m − t
  return Double(signOf: x, magnitudeOf: m - t >= 0.5 ? t + 1 : t)
}
