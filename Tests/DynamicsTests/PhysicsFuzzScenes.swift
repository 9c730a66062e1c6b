@testable import DynamicMenusPhysics
import DynamicMenusGeometry
@testable import DynamicMenusDynamics

/// A random scene that changes at random: items of every shape, every behaviour type with
/// random (finite) parameters, and, between frames, behaviours added, changed and removed,
/// items moved and kicked, and odd frame lengths.
@MainActor
struct RandomPhysics {
  var rng: SeededGenerator
  let bounds: Rect
  let animator: DynamicAnimator
  var items: [BasicDynamicItem] = []
  var behaviors: [DynamicBehavior] = []
  /// What was done, for failure messages.
  var log: [String] = []

  init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
    bounds = Rect(
      x: 0, y: 0, width: Self.uniform(200...1500, &rng), height: Self.uniform(200...1500, &rng))
    animator = DynamicAnimator(referenceBounds: bounds)
    for _ in 0..<Int.random(in: 1...6, using: &rng) { items.append(randomItem()) }
    for _ in 0..<Int.random(in: 1...5, using: &rng) { addRandomBehavior() }
  }

  static func uniform(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double {
    Double.random(in: range, using: &rng)
  }
  mutating func uniform(_ range: ClosedRange<Double>) -> Double { Self.uniform(range, &rng) }
  mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }
  mutating func point(margin: Double = 200) -> Point {
    Point(
      x: uniform(-margin...bounds.width + margin), y: uniform(-margin...bounds.height + margin))
  }
  mutating func vector(_ r: Double) -> Vector { Vector(dx: uniform(-r...r), dy: uniform(-r...r)) }
  mutating func someItems() -> [BasicDynamicItem] {
    items.filter { _ in chance(0.6) }
  }
  mutating func anyItem() -> BasicDynamicItem {
    items[Int.random(in: 0..<items.count, using: &rng)]
  }

  mutating func randomItem() -> BasicDynamicItem {
    let size = Size(width: uniform(1...250), height: uniform(1...250))
    let center = point(margin: 50)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return BasicDynamicItem(center: center, size: size, angle: uniform(-4...4))
    case 1:
      return BasicDynamicItem(center: center, size: size, collisionBoundsType: .ellipse)
    default:
      // A convex polygon centred on (0, 0): points on an ellipse at increasing angles.
      let n = Int.random(in: 3...8, using: &rng)
      let points = (0..<n).map { i -> Point in
        let a = (Double(i) + uniform(-0.2...0.2)) / Double(n) * 2 * .pi  // gaps < π
        return Point(x: size.width / 2 * Angles.cos(a), y: size.height / 2 * Angles.sin(a))
      }
      return BasicDynamicItem(
        center: center, size: size, collisionBoundsType: .path,
        collisionBoundingPath: Path(polygon: points))
    }
  }

  mutating func addRandomBehavior() {
    let behavior: DynamicBehavior
    switch Int.random(in: 0..<7, using: &rng) {
    case 0:
      let g = GravityBehavior(items: someItems())
      g.gravityDirection = vector(20)
      behavior = g
    case 1:
      let p = PushBehavior(
        items: someItems(), mode: chance(0.5) ? .continuous : .instantaneous)
      p.setAngle(uniform(-7...7), magnitude: chance(0.2) ? uniform(0...10_000) : uniform(0...5))
      for item in p.items where chance(0.3) { p.setTargetOffsetFromCenter(vector(100), for: item) }
      behavior = p
    case 2:
      let s = SnapBehavior(item: anyItem(), snapTo: point())
      s.damping = uniform(0...1)
      behavior = s
    case 3:
      behavior = randomAttachment()
    case 4:
      let c = CollisionBehavior(items: someItems())
      c.collisionMode = [.items, .boundaries, .everything][Int.random(in: 0..<3, using: &rng)]
      if chance(0.6) { c.translatesReferenceBoundsIntoBoundary = true }
      for i in 0..<Int.random(in: 0...3, using: &rng) {
        c.addBoundary(withIdentifier: "b\(i)", from: point(), to: point())
      }
      behavior = c
    default:
      let b = DynamicItemBehavior(items: someItems())
      b.elasticity = uniform(0...1)
      b.friction = uniform(0...10)
      b.density = chance(0.2) ? uniform(0.001...1000) : uniform(0.1...10)
      b.resistance = uniform(0...20)
      b.angularResistance = uniform(0...20)
      b.allowsRotation = chance(0.8)
      b.isAnchored = chance(0.1)
      for item in b.items where chance(0.5) {
        b.addLinearVelocity(vector(10_000), for: item)
        b.addAngularVelocity(uniform(-100...100), for: item)
      }
      behavior = b
    }
    animator.addBehavior(behavior)
    behaviors.append(behavior)
    log.append("add \(type(of: behavior))")
  }

  mutating func randomAttachment() -> AttachmentBehavior {
    let a = anyItem()
    let others = items.filter { $0 !== a }
    let b = others.isEmpty ? nil : others[Int.random(in: 0..<others.count, using: &rng)]
    let attachment: AttachmentBehavior
    switch (Int.random(in: 0..<6, using: &rng), b) {
    case (1, let b?):
      attachment = AttachmentBehavior(
        item: a, offsetFromCenter: vector(50), attachedTo: b, offsetFromCenter: vector(50))
    case (2, let b?):
      attachment = .slidingAttachment(
        with: a, attachedTo: b, attachmentAnchor: point(), axisOfTranslation: vector(1))
    case (3, let b?):
      attachment = .limitAttachment(
        with: a, offsetFromCenter: vector(30), attachedTo: b, offsetFromCenter: .zero)
    case (4, let b?):
      attachment = .fixedAttachment(with: a, attachedTo: b, attachmentAnchor: point())
    case (5, let b?):
      attachment = .pinAttachment(with: a, attachedTo: b, attachmentAnchor: point())
    case (2, nil):
      attachment = .slidingAttachment(
        with: a, attachmentAnchor: point(), axisOfTranslation: vector(1))
    default:
      attachment = AttachmentBehavior(
        item: a, offsetFromCenter: vector(50), attachedToAnchor: point())
    }
    if chance(0.5) { attachment.length = uniform(0...1000) }
    attachment.frequency = chance(0.5) ? 0 : uniform(0...30)
    attachment.damping = uniform(0...1)
    if chance(0.2) {
      let lo = uniform(-200...200)
      attachment.attachmentRange = FloatRange(minimum: lo, maximum: lo + uniform(0...200))
    }
    return attachment
  }

  /// Now and then (one frame in five), one random change.
  mutating func randomChange() {
    guard chance(0.2) else { return }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1:
      addRandomBehavior()
    case 2 where !behaviors.isEmpty:
      let i = Int.random(in: 0..<behaviors.count, using: &rng)
      animator.removeBehavior(behaviors.remove(at: i))
      log.append("remove #\(i)")
    case 3:
      for b in behaviors {
        switch b {
        case let g as GravityBehavior: g.setAngle(uniform(-7...7), magnitude: uniform(0...20))
        case let p as PushBehavior:
          p.active = chance(0.7)
          p.pushDirection = vector(chance(0.1) ? 10_000 : 5)
        case let s as SnapBehavior: s.snapPoint = point()
        case let a as AttachmentBehavior:
          if a.items.count == 1 { a.anchorPoint = point() }
          if chance(0.3) { a.length = uniform(0...1000) }
          a.frequency = chance(0.5) ? 0 : uniform(0...30)
          a.damping = uniform(0...1)
        default: break
        }
      }
      log.append("change every behaviour")
    case 4:
      let item = anyItem()
      item.center = point()
      if chance(0.5) { item.transform = AffineTransform(rotationAngle: uniform(-10...10)) }
      animator.updateItem(usingCurrentState: item)
      log.append("move an item")
    case 5:
      for case let b as DynamicItemBehavior in behaviors {
        for item in b.items { b.addLinearVelocity(vector(10_000), for: item) }
      }
      log.append("kick")
    case 6 where chance(0.2):
      animator.removeAllBehaviors()
      behaviors.removeAll()
      log.append("remove all")
    case 7:
      let c = behaviors.compactMap { $0 as? CollisionBehavior }.first
      c?.removeAllBoundaries()
      c?.addBoundary(withIdentifier: "moved", from: point(), to: point())
      log.append("move a boundary")
    default:
      break
    }
  }

  /// A frame length: mostly 1/60 s, sometimes none, half, long, or past the 0.5 s limit.
  mutating func randomFrame() -> Double {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: 0
    case 1: 1.0 / 120
    case 2: 0.1
    case 3: 0.7
    case 4: 1.0 / 30
    default: 1.0 / 60
    }
  }
}

/// Items in a closed box under one gravity, restitution ≤ 1, no pushes, snaps or attachments:
/// the energy (kinetic, rotational, and gravity's potential measured up from the box's lowest
/// point along gravity) can only fall, up to the solver's stated allowance.
@MainActor
struct EnergyScene {
  let animator: DynamicAnimator
  let items: [BasicDynamicItem]
  let gravity: Vector  // m/s²
  let bounds: Rect
  /// The items' elasticity (all alike).
  let elasticity: Double
  let summary: String

  /// A random scene; with `gravity` false the same scene without gravity (no outside force).
  init(_ rng: inout SeededGenerator, gravity withGravity: Bool = true) {
    bounds = Rect(
      x: 0, y: 0, width: Double.random(in: 300...1000, using: &rng),
      height: Double.random(in: 300...1000, using: &rng))
    animator = DynamicAnimator(referenceBounds: bounds)
    var items: [BasicDynamicItem] = []
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      let size = Size(
        width: Double.random(in: 20...120, using: &rng),
        height: Double.random(in: 20...120, using: &rng))
      let center = Point(
        x: Double.random(in: 70...bounds.width - 70, using: &rng),
        y: Double.random(in: 70...bounds.height - 70, using: &rng))
      // Items placed apart (overlaps would be pushed apart: energy from outside the model).
      if items.contains(where: { ($0.center - center).length < 180 }) { continue }
      items.append(
        BasicDynamicItem(
          center: center, size: size,
          collisionBoundsType: Bool.random(using: &rng) ? .rectangle : .ellipse))
    }
    self.items = items
    let g = GravityBehavior(items: items)
    g.setAngle(
      Double.random(in: 0...(2 * .pi), using: &rng), magnitude: .random(in: 0...3, using: &rng))
    if !withGravity { g.magnitude = 0 }
    gravity = Vector(dx: g.gravityDirection.dx * 10, dy: g.gravityDirection.dy * 10)
    animator.addBehavior(g)
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = Bool.random(using: &rng) ? 1 : .random(in: 0...1, using: &rng)
    properties.friction = .random(in: 0...1, using: &rng)
    properties.resistance = Bool.random(using: &rng) ? 0 : .random(in: 0...2, using: &rng)
    properties.angularResistance = 0
    for item in items {
      properties.addLinearVelocity(
        Vector(
          dx: .random(in: -1500...1500, using: &rng), dy: .random(in: -1500...1500, using: &rng)),
        for: item)
      properties.addAngularVelocity(.random(in: -10...10, using: &rng), for: item)
    }
    animator.addBehavior(properties)
    elasticity = properties.elasticity
    summary =
      "\(items.count) items, g \(gravity), elasticity \(properties.elasticity), "
      + "friction \(properties.friction), resistance \(properties.resistance)"
  }

  /// Σ ½ m v² + ½ I ω² + m |g| h (J), h the height of the centre of mass above the box's
  /// lowest point along gravity (metres), from the engine's own bodies.
  func energy() -> Double {
    let world = animator.world
    let g = (dx: gravity.dx, dy: gravity.dy)
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ]
    // The lowest point of the box along g, in metres (g·p largest).
    let floor = corners.map { (g.dx * $0.x + g.dy * $0.y) / 100 }.max()!
    var total = 0.0
    for item in items {
      guard let slot = animator.slotByItem[ObjectIdentifier(item)],
        let record = animator.records[slot]
      else { continue }
      let body = world.bodies[Int(record.body.index)]
      let m = Double(body.mass)
      let v = (Double(body.v.x), Double(body.v.y))
      let c = (Double(body.sweep.c.x), Double(body.sweep.c.y))
      total += 0.5 * m * (v.0 * v.0 + v.1 * v.1) + 0.5 * Double(body.inertia * body.w * body.w)
      total += m * (floor - (g.dx * c.0 + g.dy * c.1))
    }
    return total
  }
}

/// Small items launched at up to 10,000 pt/s inside a closed boundary: the reference bounds,
/// or a closed convex loop (a path boundary), with or without gravity.
@MainActor
struct TunnelScene {
  let animator: DynamicAnimator
  let items: [BasicDynamicItem]
  let loop: Path?
  let bounds: Rect
  let launchSpeed: Double
  let summary: String

  init(_ rng: inout SeededGenerator, loop withLoop: Bool) {
    bounds = Rect(x: 0, y: 0, width: 600, height: 600)
    animator = DynamicAnimator(referenceBounds: bounds)
    var items: [BasicDynamicItem] = []
    for i in 0..<Int.random(in: 1...4, using: &rng) {
      let side = Double.random(in: 2...30, using: &rng)
      items.append(
        BasicDynamicItem(
          center: Point(x: 250 + Double(i) * 30, y: 300), size: Size(width: side, height: side),
          collisionBoundsType: Bool.random(using: &rng) ? .rectangle : .ellipse))
    }
    self.items = items
    let collision = CollisionBehavior(items: items)
    if !withLoop {
      collision.translatesReferenceBoundsIntoBoundary = true
      loop = nil
    } else {
      // A closed loop: a regular polygon of 5…24 sides, radius 250 about (300, 300).
      let n = Int.random(in: 5...24, using: &rng)
      let turn = Double.random(in: 0...1, using: &rng)
      let points = (0..<n).map { k -> Point in
        let a = (Double(k) + turn) / Double(n) * 2 * .pi
        return Point(x: 300 + 250 * Angles.cos(a), y: 300 + 250 * Angles.sin(a))
      }
      let path = Path(polygon: points)
      collision.addBoundary(withIdentifier: "loop", for: path)
      loop = path
    }
    collision.collisionMode = Bool.random(using: &rng) ? .boundaries : .everything
    animator.addBehavior(collision)
    let withGravity = Bool.random(using: &rng)
    if withGravity { animator.addBehavior(GravityBehavior(items: items)) }
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = .random(in: 0...1, using: &rng)
    properties.resistance = 0
    var fastest = 0.0
    for item in items {
      let speed = Double.random(in: 1000...10_000, using: &rng)
      let angle = Double.random(in: 0...(2 * .pi), using: &rng)
      fastest = max(fastest, speed)
      properties.addLinearVelocity(
        Vector(dx: speed * Angles.cos(angle), dy: speed * Angles.sin(angle)), for: item)
    }
    animator.addBehavior(properties)
    launchSpeed = fastest
    summary =
      "\(items.count) items up to \(Int(fastest)) pt/s, "
      + "\(loop == nil ? "box" : "loop"), gravity \(withGravity), mode \(collision.collisionMode)"
  }

  /// The first item outside the boundary (its centre beyond the boundary by more than 1 pt).
  func escaped() -> String? {
    for (i, item) in items.enumerated() {
      let c = item.center
      if let loop {
        // Inside the loop, or within 1 pt of it (the centre of a tiny item at the wall).
        let nudged = [
          Vector.zero, Vector(dx: 1, dy: 0), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: 1),
          Vector(dx: 0, dy: -1),
        ]
        if !nudged.contains(where: { loop.contains(c + $0, rule: .nonZero) }) {
          return "item \(i) left the loop at \(c)"
        }
      } else if !bounds.insetBy(dx: -2, dy: -2).contains(c) {
        // The implicit boundary lies 1 pt outside the reference bounds; as for the loop, a
        // centre more than 1 pt past it has left (a 2 pt item flattened into the wall by a
        // hundred times heavier one reaches the line itself: the solver's mass-ratio limit).
        return "item \(i) left the box at \(c)"
      }
    }
    return nil
  }
}
