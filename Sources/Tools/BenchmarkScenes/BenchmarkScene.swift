public import DynamicMenusDynamics
public import DynamicMenusGeometry

/// The physics benchmark scenes, shared by the tests, `dynamic-menus bench physics` and the
/// Benchmarks package (Box2D's practice: one set of scenes for samples, benchmarks and
/// tests). Benchmarks/CChipmunkScenes builds the same scenes in C for Chipmunk2D.
///
/// - **dial N**: N items of 60 × 60 pt on a ring of radius 200 around (256, 256), each
///   attached rigidly to the centre and to its neighbour (the last to the first); item 0 is
///   pulled by a snap (damping 1.5, the dial menu's drag value) whose point goes once around
///   the ring every 600 frames.
/// - **pile M**: M boxes of 20 × 20 pt dropped in rows of 30 (25 pt apart, alternate rows
///   shifted by 5 pt) from just above an open-topped 800 × 600 pt container (floor at y = 900,
///   walls at x = 100 and 900), gravity 1.0, elasticity 0.3, friction 0.5. Past about 1200
///   boxes the pile overflows the walls, as the scene's definition implies.
public final class BenchmarkScene {
  /// The scene family.
  public nonisolated enum Kind: String, Sendable, CaseIterable {
    /// A ring of attached items pulled around by a snap.
    case dial
    /// Boxes dropped into a container.
    case pile
  }

  /// The family.
  public let kind: Kind
  /// The number of items.
  public let count: Int
  /// The animator running the scene.
  public let animator: DynamicAnimator
  /// The scene's items, in creation order.
  public let items: [BasicDynamicItem]
  /// Frames stepped so far.
  public private(set) var frame = 0
  private let snap: SnapBehavior?

  /// The dial's centre, radius, item size and the snap's period (frames).
  public static let dialCenter = Point(x: 256, y: 256)
  /// Radius of the dial's ring (pt).
  public static let dialRadius = 200.0
  /// Frames per turn of the dial's snap point.
  public static let dialPeriod = 600

  private init(
    kind: Kind, count: Int, animator: DynamicAnimator, items: [BasicDynamicItem],
    snap: SnapBehavior?
  ) {
    self.kind = kind
    self.count = count
    self.animator = animator
    self.items = items
    self.snap = snap
  }

  /// A scene of `kind` with `count` items.
  public static func make(_ kind: Kind, _ count: Int) -> BenchmarkScene {
    kind == .dial ? dial(count) : pile(count)
  }

  /// The dial scene with `n` items (n ≥ 2).
  public static func dial(_ n: Int) -> BenchmarkScene {
    precondition(n >= 2, "a dial needs at least two items")
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 512, height: 512))
    var items: [BasicDynamicItem] = []
    for i in 0..<n {
      let a = 2 * Double.pi * Double(i) / Double(n)
      items.append(
        BasicDynamicItem(
          center: ringPoint(a), size: Size(width: 60, height: 60)))
    }
    for i in 0..<n {
      animator.addBehavior(AttachmentBehavior(item: items[i], attachedToAnchor: dialCenter))
      animator.addBehavior(AttachmentBehavior(item: items[i], attachedTo: items[(i + 1) % n]))
    }
    let snap = SnapBehavior(item: items[0], snapTo: items[0].center)
    snap.damping = 1.5
    animator.addBehavior(snap)
    return BenchmarkScene(kind: .dial, count: n, animator: animator, items: items, snap: snap)
  }

  /// The pile scene with `m` boxes.
  public static func pile(_ m: Int) -> BenchmarkScene {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    var items: [BasicDynamicItem] = []
    for i in 0..<m {
      let row = i / 30, column = i % 30
      let x = 100 + 37.5 + Double(column) * 25 + (row % 2 == 0 ? 0 : 5)
      let y = 290 - Double(row) * 25
      items.append(BasicDynamicItem(center: Point(x: x, y: y), size: Size(width: 20, height: 20)))
    }
    let collision = CollisionBehavior(items: items)
    collision.addBoundary(
      withIdentifier: "floor", from: Point(x: 100, y: 900), to: Point(x: 900, y: 900))
    collision.addBoundary(
      withIdentifier: "left", from: Point(x: 100, y: 300), to: Point(x: 100, y: 900))
    collision.addBoundary(
      withIdentifier: "right", from: Point(x: 900, y: 300), to: Point(x: 900, y: 900))
    let props = DynamicItemBehavior(items: items)
    props.elasticity = 0.3
    props.friction = 0.5
    animator.addBehavior(GravityBehavior(items: items))
    animator.addBehavior(collision)
    animator.addBehavior(props)
    return BenchmarkScene(kind: .pile, count: m, animator: animator, items: items, snap: nil)
  }

  static func ringPoint(_ angle: Double) -> Point {
    Point(
      x: dialCenter.x + dialRadius * Angles.cos(angle),
      y: dialCenter.y + dialRadius * Angles.sin(angle))
  }

  /// Runs one 1/60 s frame (moving the dial's snap point first).
  public func step() {
    frame += 1
    if let snap {
      snap.snapPoint = Self.ringPoint(2 * Double.pi * Double(frame) / Double(Self.dialPeriod))
    }
    animator.tick(1.0 / 60)
  }

  /// FNV-1a over every item's centre and transform (bit patterns): a determinism check.
  public func stateHash() -> UInt64 {
    var hash = FNV1a()
    for item in items {
      hash.combine(item.center.x)
      hash.combine(item.center.y)
      let t = item.transform
      for v in [t.a, t.b, t.c, t.d, t.tx, t.ty] { hash.combine(v) }
    }
    return hash.value
  }
}
