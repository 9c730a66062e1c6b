import DynamicMenusGeometry
import DynamicMenusPhysics

/// One item's body in an animator: shared by every behaviour that uses the item, alive while
/// any does (docs/dynamics.md). A class: the frame's write-back updates two fields of every record,
/// and a struct in an array of optionals was copied out and back (retaining and releasing its
/// item) for each.
final class ItemRecord {
  let item: any DynamicItem
  let body: BodyID
  /// Behaviours using the item.
  var useCount: Int
  /// The collision size (points): the bounds size read at body creation, each side within
  /// the engine's 0.001 … 1,000,000 pt (`Limits.minimumExtent … maximumExtent`).
  let size: Size
  /// The centre last written to (or read from) the item, pixel-snapped.
  var lastCenter: Point
  /// The rotation last written (rad, rounded to 1/5000), or nil before the first write-back.
  var lastAngle: Double?
  /// Gravity behaviours holding the item.
  var gravityCount = 0
  var filter = CollisionFilter()

  init(item: any DynamicItem, body: BodyID, size: Size, center: Point) {
    self.item = item
    self.body = body
    self.useCount = 1
    self.size = size
    self.lastCenter = center
  }
}

/// The defaults real devices use for a body with no item behaviour (docs/dynamics.md).
nonisolated enum ItemDefaults {
  static let elasticity: Float = 0.2
  static let friction: Float = 0.2
  static let density: Float = 1
  static let resistance: Float = 0.1
  static let angularResistance: Float = 0.1
}

extension DynamicAnimator {
  /// The item's slot, creating its body on first use (UIKit's preconditions apply).
  @discardableResult
  func acquireBody(for item: any DynamicItem) -> Int {
    let key = ObjectIdentifier(item as AnyObject)
    if let slot = slotByItem[key] {
      records[slot]!.useCount += 1
      return slot
    }
    if let reason = referenceSpace.dynamicRejectionReason(for: item) {
      preconditionFailure("DynamicAnimator: cannot animate the item: \(reason)")
    }
    let bounds = item.bounds.size
    precondition(
      bounds.width > 0 && bounds.height > 0 && bounds.isFinite,
      "DynamicAnimator: a dynamic item needs a positive, finite bounds size, not \(bounds)")
    // A sub-0.001 pt item collides and weighs as a 0.001 pt one, a huge one as 1,000,000 pt:
    // outside, single-precision areas and inertias underflow or overflow (Limits.swift).
    let size = Size(
      width: Limits.extent(points: bounds.width), height: Limits.extent(points: bounds.height))
    let center = referenceSpace.dynamicReferencePoint(forCenterOf: item)
    precondition(center.isFinite, "DynamicAnimator: a dynamic item's center must be finite")
    let t = item.transform
    let angle = t.isFinite ? Float(Angles.atan2(t.b, t.a)) : 0
    let geometry = Self.geometry(of: item, size: size)

    let slot: Int
    if let free = freeRecords.popLast() {
      slot = free
    } else {
      slot = records.count
      records.append(nil)
    }
    let body = world.createBody(
      type: .dynamic, position: Self.meters(center, "DynamicAnimator: the item's center"),
      angle: angle, userData: Int32(slot))
    world.bodies[Int(body.index)].linearDamping = ItemDefaults.resistance
    world.bodies[Int(body.index)].angularDamping = ItemDefaults.angularResistance
    world.addShape(
      to: body.index, geometry, density: ItemDefaults.density, friction: ItemDefaults.friction,
      restitution: ItemDefaults.elasticity, filter: CollisionFilter())
    records[slot] = ItemRecord(item: item, body: body, size: size, center: item.center)
    slotByItem[key] = slot
    collisionFiltersDirty = true
    itemPropertiesDirty = true
    return slot
  }

  /// One behaviour stopped using the item; the last one destroys the body.
  func releaseBody(for item: any DynamicItem) {
    let key = ObjectIdentifier(item as AnyObject)
    guard let slot = slotByItem[key] else { return }
    records[slot]!.useCount -= 1
    if records[slot]!.useCount > 0 { return }
    world.destroyBody(records[slot]!.body)
    records[slot] = nil
    freeRecords.append(slot)
    slotByItem[key] = nil
  }

  /// The body of an item, if it has one.
  func bodyIndex(of item: any DynamicItem) -> Int32? {
    guard let slot = slotByItem[ObjectIdentifier(item as AnyObject)] else { return nil }
    return records[slot]?.body.index
  }

  /// The record of an item, if it has a body.
  func record(of item: any DynamicItem) -> ItemRecord? {
    guard let slot = slotByItem[ObjectIdentifier(item as AnyObject)] else { return nil }
    return records[slot]
  }

  /// The collision shape of an item in metres: its bounds rectangle or ellipse at `size` (the
  /// clamped collision size), or its path, scaled on each axis whose extent lies outside
  /// `Limits.minimumExtent … maximumExtent` to the nearest limit.
  static func geometry(of item: any DynamicItem, size: Size) -> ShapeGeometry {
    let hx = Float(size.width / 2 * PhysicsUnits.metersPerPoint)
    let hy = Float(size.height / 2 * PhysicsUnits.metersPerPoint)
    switch item.collisionBoundsType {
    case .rectangle: return .box(halfWidth: hx, halfHeight: hy)
    case .ellipse: return .ellipse(halfWidth: hx, halfHeight: hy)
    case .path:
      guard let path = item.collisionBoundingPath else {
        preconditionFailure(
          "DynamicAnimator: collisionBoundsType is .path but collisionBoundingPath is nil")
      }
      switch ConvexPolygon.validate(path) {
      case .success(let points):
        // Scale each axis into the limits about (0, 0): the polygon stays convex around it.
        let xs = points.map { $0.x }, ys = points.map { $0.y }
        let w = (xs.max()! - xs.min()!) * PhysicsUnits.metersPerPoint
        let h = (ys.max()! - ys.min()!) * PhysicsUnits.metersPerPoint
        let sx = Limits.extent(w) / w, sy = Limits.extent(h) / h
        return .polygon(
          points.map {
            Vec2(
              Float($0.x * PhysicsUnits.metersPerPoint * sx),
              Float($0.y * PhysicsUnits.metersPerPoint * sy))
          })
      case .failure(let problem):
        preconditionFailure("DynamicAnimator: bad collisionBoundingPath: \(problem)")
      }
    }
  }

  // MARK: Collision filters

  /// Gives a collision behaviour its filter bit.
  func allocateCollisionBit(for behavior: CollisionBehavior) -> Int {
    guard let bit = collisionByBit.firstIndex(where: { $0 == nil }) else {
      preconditionFailure("DynamicAnimator: more than 64 collision behaviours at once")
    }
    collisionByBit[bit] = behavior
    collisionFiltersDirty = true
    return bit
  }

  func releaseCollisionBit(_ bit: Int) {
    collisionByBit[bit] = nil
    collisionFiltersDirty = true
  }

  /// Recomputes every item's filter from the collision behaviours and re-filters the bodies
  /// whose filter changed.
  func updateCollisionFilters() {
    guard collisionFiltersDirty else { return }
    collisionFiltersDirty = false
    // One pass over every collision behaviour's items: O(items), not O(items²).
    var filters = [CollisionFilter](repeating: CollisionFilter(), count: records.count)
    for bit in 0..<64 {
      guard let c = collisionByBit[bit] else { continue }
      let mask: UInt64 = 1 << UInt64(bit)
      let items = c.collisionMode.contains(.items)
      let boundaries = c.collisionMode.contains(.boundaries)
      for item in c.items {
        guard let slot = slotByItem[ObjectIdentifier(item as AnyObject)] else { continue }
        filters[slot].boundaryTouchMask |= mask
        if items { filters[slot].itemMask |= mask }
        if boundaries { filters[slot].boundarySolidMask |= mask }
      }
    }
    for slot in records.indices {
      guard let r = records[slot] else { continue }
      let f = filters[slot]
      if f != r.filter {
        r.filter = f
        var s = world.bodies[Int(r.body.index)].shapeList
        while s != -1 {
          world.shapes[Int(s)].filter = f
          s = world.shapes[Int(s)].next
        }
        world.refilter(r.body.index)
      }
    }
  }
}
