import DynamicMenusDynamics
import DynamicMenusGeometry
import Foundation
import Testing

/// A seeded property over extreme finite input: sizes, densities, velocities, magnitudes,
/// points and coefficients drawn log-uniformly from 1e-300 … 1e300 (with either sign where a
/// sign means something, and now and then 0, Double's smallest and largest), through the
/// public API only; no item's centre or transform may ever be NaN or infinite over 120
/// frames (docs/dynamics.md, "Limits").
@MainActor
@Suite struct ExtremeValuesTests {
  /// One item with everything around it extreme: measured 0 of 3,000 seeds reach NaN.
  @Test("one item: extreme finite values never reach it as NaN or infinity")
  func oneItem() {
    let failures = Self.failures(seeds: 0..<200, maximumItems: 1)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// Up to four items, of independent extreme sizes, meeting each other: measured 0 of 3,000
  /// seeds reach NaN (seed 403 did on the solver before its latest performance changes: a
  /// 0.001 pt item deep inside two overlapping 1,000,000 pt circles).
  @Test("several items: extreme finite values never reach them as NaN or infinity")
  func severalItems() {
    let failures = Self.failures(seeds: 0..<100, maximumItems: 4)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// Pin, fixed and sliding attachments solve 2×2 and 3×3 blocks whose entries are
  /// m⁻¹ + I⁻¹·r², about 1e12 for a 1 pt item with a 1,000 pt lever arm: their products
  /// overflowed single precision, so the blocks are solved in Double (Physics/Math.swift). A 1 pt
  /// item fixed to a 100 pt one through an anchor 1,000 pt away was NaN at the first frame.
  @Test("a small item fixed to a large one through a far anchor stays finite")
  func smallItemFarAnchor() {
    let animator = Sim.animator()
    let small = Sim.box(500, 500, 1, 1)
    let large = Sim.box(600, 500)
    animator.addBehavior(
      AttachmentBehavior.fixedAttachment(
        with: small, attachedTo: large, attachmentAnchor: Point(x: 1100, y: 1300)))
    animator.addBehavior(GravityBehavior(items: [small, large]))
    for _ in 0..<60 {
      animator.tick(Sim.frame)
      #expect(small.center.isFinite && large.center.isFinite, "\(small.center) \(large.center)")
    }
  }

  /// Attachments between items of independent extreme sizes (clamped at the limits, so mass
  /// ratios up to about 1e16, beyond what single-precision sequential impulses can hold):
  /// 49 of seeds 0..<300 reached NaN, most at the first frame, before a body whose sub-step
  /// ends in NaN or infinity kept its last finite state (StageFinalizeBodies.swift); 0 since.
  @Test("attachments between items of extreme sizes never reach NaN or infinity")
  func joints() {
    let failures = Self.failures(seeds: 0..<100, maximumItems: 4, joints: true)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// Seed 8 of the attachments above, whose item 0 was NaN after the first frame: it keeps
  /// its last finite state, at rest (within a point of where it began: the engine's Float
  /// rounds its centre), and every item stays finite.
  @Test("an item whose sub-step overflows keeps its last finite state")
  func overflowKeepsLastState() {
    let scene = ExtremeScene(seed: 0xE7_0000 + 8, joints: true, maximumItems: 4)
    let start = scene.items[0].center
    for _ in 0..<10 { scene.animator.tick(Sim.frame) }
    #expect(scene.items.allSatisfy { $0.center.isFinite && $0.transform.isFinite })
    let moved = scene.items[0].center.distance(to: start)
    #expect(moved < 1, "item 0 moved \(moved) pt, to \(scene.items[0].center)")
  }

  /// Runs each seed's scene for 120 frames, changing something every 20; returns one line per
  /// scene that put a NaN or an infinity on an item (at most `limit`).
  static func failures(
    seeds: some Sequence<Int>, maximumItems: Int, joints: Bool = false, limit: Int = 3
  ) -> [String] {
    var failures: [String] = []
    for n in seeds {
      var scene = ExtremeScene(
        seed: 0xE7_0000 + UInt64(n), joints: joints, maximumItems: maximumItems)
      for frame in 0..<120 {
        if frame % 20 == 10 { scene.change() }
        scene.animator.tick(Sim.frame)
        if let bad = scene.items.firstIndex(where: {
          !$0.center.isFinite || !$0.transform.isFinite
        }) {
          failures.append(
            "seed \(n) frame \(frame): item \(bad) at \(scene.items[bad].center) after "
              + scene.log.joined(separator: "; "))
          break
        }
      }
      if failures.count >= limit { break }
    }
    return failures
  }
}

/// A small scene built from extreme values, and the changes made to it between frames.
@MainActor
struct ExtremeScene {
  var rng: SeededGenerator
  let animator: DynamicAnimator
  var items: [BasicDynamicItem] = []
  var gravity: GravityBehavior?
  var push: PushBehavior?
  var snap: SnapBehavior?
  var properties: DynamicItemBehavior?
  var attachments: [AttachmentBehavior] = []
  /// What was built and changed, for the failure message.
  var log: [String] = []

  init(seed: UInt64, joints: Bool, maximumItems: Int) {
    rng = SeededGenerator(seed: seed)
    var r = rng
    let bounds =
      Bool.random(using: &r)
      ? Rect(x: 0, y: 0, width: 1000, height: 1000)
      : Rect(
        x: Self.signed(&r), y: Self.signed(&r), width: Self.magnitude(&r),
        height: Self.magnitude(&r))
    rng = r
    animator = DynamicAnimator(referenceBounds: bounds)
    log.append("bounds \(bounds)")
    for _ in 0..<Int.random(in: 1...maximumItems, using: &rng) { items.append(makeItem()) }
    build(joints: joints)
  }

  // MARK: Values

  /// 10^e for e uniform in −300 … 300; 1 time in 20 one of 0, Double's smallest, its largest.
  static func magnitude(_ rng: inout SeededGenerator) -> Double {
    if Int.random(in: 0..<20, using: &rng) == 0 {
      return [0, .leastNonzeroMagnitude, .greatestFiniteMagnitude].randomElement(using: &rng)!
    }
    return pow(10, Double.random(in: -300...300, using: &rng))
  }

  static func signed(_ rng: inout SeededGenerator) -> Double {
    (Bool.random(using: &rng) ? 1 : -1) * magnitude(&rng)
  }

  mutating func magnitude() -> Double { Self.magnitude(&rng) }
  mutating func signed() -> Double { Self.signed(&rng) }
  mutating func positive() -> Double {
    let x = magnitude()
    return x > 0 ? x : 1e-300
  }
  /// A point near the reference bounds half the time, else anywhere.
  mutating func point() -> Point {
    Bool.random(using: &rng)
      ? Point(
        x: Double.random(in: 0...1000, using: &rng), y: Double.random(in: 0...1000, using: &rng))
      : Point(x: signed(), y: signed())
  }
  mutating func vector() -> Vector { Vector(dx: signed(), dy: signed()) }
  mutating func angle() -> Double { Double.random(in: -10...10, using: &rng) }
  mutating func someItem() -> BasicDynamicItem { items.randomElement(using: &rng)! }

  // MARK: Building

  mutating func makeItem() -> BasicDynamicItem {
    let center = point()
    let item: BasicDynamicItem
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      item = BasicDynamicItem(
        center: center, size: Size(width: positive(), height: positive()), angle: angle())
    case 1:
      item = BasicDynamicItem(
        center: center, size: Size(width: positive(), height: positive()),
        collisionBoundsType: .ellipse)
    default:
      // A triangle around (0, 0), 1e-300 … 1e300 pt across.
      let r = pow(10, Double.random(in: -300...300, using: &rng))
      let path = Path(polygon: [
        Point(x: r, y: 0), Point(x: -r / 2, y: r), Point(x: -r / 2, y: -r),
      ])
      item = BasicDynamicItem(
        center: center, size: Size(width: positive(), height: positive()),
        collisionBoundsType: .path, collisionBoundingPath: path)
    }
    log.append("item \(item.center) \(item.bounds.size) \(item.collisionBoundsType)")
    return item
  }

  mutating func build(joints: Bool) {
    let props = DynamicItemBehavior(items: items)
    props.density = signed()
    props.elasticity = signed()
    props.friction = signed()
    props.resistance = signed()
    props.angularResistance = signed()
    props.allowsRotation = Int.random(in: 0..<4, using: &rng) != 0
    animator.addBehavior(props)
    properties = props
    log.append(
      "density \(props.density) elasticity \(props.elasticity) friction \(props.friction) "
        + "resistance \(props.resistance) \(props.angularResistance)")
    kick()

    let walls = CollisionBehavior(items: items)
    walls.translatesReferenceBoundsIntoBoundary = Bool.random(using: &rng)
    if Bool.random(using: &rng) {
      let (a, b) = (point(), point())
      walls.addBoundary(withIdentifier: "edge", from: a, to: b)
      log.append("edge \(a) \(b)")
    }
    animator.addBehavior(walls)

    if Bool.random(using: &rng) {
      let g = GravityBehavior(items: items)
      g.setAngle(angle(), magnitude: signed())
      animator.addBehavior(g)
      gravity = g
      log.append("gravity \(g.gravityDirection)")
    }
    if Bool.random(using: &rng) {
      let p = PushBehavior(
        items: items, mode: Bool.random(using: &rng) ? .continuous : .instantaneous)
      p.setAngle(angle(), magnitude: signed())
      let offset = vector()
      p.setTargetOffsetFromCenter(offset, for: someItem())
      animator.addBehavior(p)
      push = p
      log.append("push \(p.mode) \(p.pushDirection) offset \(offset)")
    }
    if Bool.random(using: &rng) {
      let s = SnapBehavior(item: someItem(), snapTo: point())
      s.damping = signed()
      animator.addBehavior(s)
      snap = s
      log.append("snap \(s.snapPoint) damping \(s.damping)")
    }
    if Bool.random(using: &rng) {
      let a = AttachmentBehavior(
        item: someItem(), offsetFromCenter: vector(), attachedToAnchor: point())
      configure(a)
    }
    if items.count > 1 && Bool.random(using: &rng) {
      let a = AttachmentBehavior(
        item: items[0], offsetFromCenter: vector(), attachedTo: items[1],
        offsetFromCenter: vector())
      configure(a)
    }
    if joints && items.count > 1 {
      let anchor = point()
      let a: AttachmentBehavior
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        a = .pinAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: anchor)
        a.frictionTorque = signed()
      case 1: a = .fixedAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: anchor)
      default:
        a = .slidingAttachment(
          with: items[0], attachedTo: items[1], attachmentAnchor: anchor,
          axisOfTranslation: vector())
      }
      animator.addBehavior(a)
      attachments.append(a)
      log.append("joint at \(anchor)")
    }
  }

  mutating func configure(_ a: AttachmentBehavior) {
    if Bool.random(using: &rng) { a.length = signed() }
    if Bool.random(using: &rng) {
      a.frequency = signed()
      a.damping = signed()
    }
    animator.addBehavior(a)
    attachments.append(a)
    log.append("attachment \(a.anchorPoint) length \(a.length) \(a.frequency) Hz \(a.damping)")
  }

  /// Adds extreme velocities to every item.
  mutating func kick() {
    guard let properties else { return }
    for item in items {
      let (v, w) = (vector(), signed())
      properties.addLinearVelocity(v, for: item)
      properties.addAngularVelocity(w, for: item)
      log.append("kick \(v) \(w)")
    }
  }

  /// One random change between frames.
  mutating func change() {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      gravity?.magnitude = signed()
      log.append("gravity magnitude \(gravity?.magnitude ?? 0)")
    case 1:
      push?.magnitude = signed()
      push?.active = true
      log.append("push magnitude \(push?.magnitude ?? 0)")
    case 2:
      snap?.snapPoint = point()
      log.append("snap point \(snap?.snapPoint ?? .zero)")
    case 3:
      if let a = attachments.first {
        a.anchorPoint = point()
        a.length = signed()
        log.append("anchor \(a.anchorPoint) length \(a.length)")
      }
    case 4:
      properties?.density = signed()
      properties?.elasticity = signed()
      log.append("density \(properties?.density ?? 0)")
    default:
      kick()
    }
  }
}
