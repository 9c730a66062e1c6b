public import DynamicMenusGeometry
import DynamicMenusPhysics

/// What an attachment connects. UIKit's `UIAttachmentBehavior.AttachmentType`.
public nonisolated enum AttachmentType: Int, Sendable, Hashable {
  /// Two items.
  case items = 0
  /// An item and a fixed anchor point.
  case anchor = 1
}

/// A closed range of floats: UIKit's `UIFloatRange`.
public nonisolated struct FloatRange: Sendable, Hashable {
  /// The lower bound.
  public var minimum: Double
  /// The upper bound.
  public var maximum: Double
  /// A range from `minimum` to `maximum`.
  public init(minimum: Double, maximum: Double) {
    self.minimum = minimum
    self.maximum = maximum
  }
  /// (−∞, +∞): no limit.
  public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
  /// Whether both bounds are infinite.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// Connects an item to an anchor point or to another item: UIKit's `UIAttachmentBehavior`.
///
/// The default kind is a distance joint between the attachment points (offsets are
/// body-local: they turn with the item). `length` is captured when the behaviour is added
/// unless set; `frequency` 0 (the default) is a rigid rod, above 0 a spring (Hz) with
/// `damping` its damping ratio. An anchor attachment shorter than 1 pt with frequency 0 and
/// no explicit length becomes a pin (revolute) joint. The iOS 9 factories make sliding
/// (prismatic), limit (rope), fixed (weld) and pin (revolute) attachments.
public final class AttachmentBehavior: DynamicBehavior {
  nonisolated enum Kind { case distance, sliding, limit, fixed, pin }

  /// The attached items: one (anchor kinds) or two.
  public let items: [any DynamicItem]

  /// Device quirk: reads `.items` even for anchor attachments.
  public var attachedBehaviorType: AttachmentType { .items }

  /// The anchor point (reference space). For anchor attachments, setting it moves the anchor
  /// (the length is kept) and wakes the item. The engine takes ±1e9 pt on each axis.
  public var anchorPoint: Point {
    didSet { anchorMoved() }
  }

  /// The distance between the attachment points (points): captured when the behaviour is
  /// added unless set before; setting it applies live. The engine takes 0 … 1e9 pt (a negative
  /// length counts as 0).
  public var length: Double {
    get { storedLength ?? 0 }
    set {
      storedLength = newValue
      updateJoint { $0.length = Self.engineLength(newValue) }
    }
  }

  /// Spring frequency (Hz); 0 (the default) or less is rigid. The engine takes positive values
  /// within 0.001 … 1,000,000 Hz.
  public var frequency: Double = 0 {
    didSet { updateJoint { $0.frequency = engineFrequency } }
  }

  /// Spring damping ratio (1 = critical). Default 0; the engine takes 0 … 1,000,000.
  public var damping: Double = 0 {
    didSet { updateJoint { $0.dampingRatio = engineDamping } }
  }

  /// Pin attachments: the torque (N·m) of a friction motor at speed 0. Default 0 (free).
  public var frictionTorque: Double = 0 {
    didSet {
      updateJoint {
        $0.enableMotor = frictionTorque > 0
        $0.maxMotor = engineFrictionTorque
      }
    }
  }

  /// Sliding attachments: the allowed translation along the axis (points); pin attachments:
  /// the allowed angle (radians). Infinite by default. A sliding range must contain 0, else it
  /// resets to infinite (as UIKit, which logs).
  public var attachmentRange: FloatRange = .infinite {
    didSet {
      if kind == .sliding && !(attachmentRange.minimum <= 0 && attachmentRange.maximum >= 0) {
        attachmentRange = .infinite
        return
      }
      updateJoint { applyRange(to: &$0) }
    }
  }

  let kind: Kind
  let offsetA: Vector
  let offsetB: Vector
  /// Sliding: the axis of translation (reference space).
  let axis: Vector
  private var storedLength: Double?
  private var anchorBody: BodyID?
  private var joint: Int32?

  override var isPrimitive: Bool { true }

  init(
    kind: Kind, items: [any DynamicItem], offsetA: Vector = .zero, offsetB: Vector = .zero,
    anchor: Point = .zero, axis: Vector = Vector(dx: 1, dy: 0)
  ) {
    self.kind = kind
    self.items = items
    self.offsetA = offsetA
    self.offsetB = offsetB
    self.anchorPoint = anchor
    self.axis = axis
    super.init()
  }

  /// Unavailable: an attachment needs items (UIKit raises on plain `init()`).
  @available(*, unavailable, message: "use init(item:attachedToAnchor:) or another initialiser")
  public override init() {
    preconditionFailure("AttachmentBehavior() is invalid: use init(item:attachedToAnchor:)")
  }

  /// Attaches the item's centre to `point` (reference space).
  public convenience init(item: any DynamicItem, attachedToAnchor point: Point) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point at `offset` from the item's centre (body-local, points) to `point`.
  public convenience init(
    item: any DynamicItem, offsetFromCenter offset: Vector, attachedToAnchor point: Point
  ) {
    self.init(kind: .distance, items: [item], offsetA: offset, anchor: point)
  }

  /// Attaches two items' centres.
  public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item1` to a point of `item2` (offsets body-local, points).
  public convenience init(
    item item1: any DynamicItem, offsetFromCenter offset1: Vector,
    attachedTo item2: any DynamicItem, offsetFromCenter offset2: Vector
  ) {
    precondition(item1 !== item2, "AttachmentBehavior: an item cannot be attached to itself")
    self.init(kind: .distance, items: [item1, item2], offsetA: offset1, offsetB: offset2)
  }

  /// Two items sliding along `axis` (reference space) through `anchor`, with no relative
  /// rotation (a prismatic joint).
  public static func slidingAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor anchor: Point,
    axisOfTranslation axis: Vector
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .sliding, items: [item1, item2], anchor: anchor, axis: axis)
  }

  /// An item sliding along `axis` through `anchor`, without rotating.
  public static func slidingAttachment(
    with item: any DynamicItem, attachmentAnchor anchor: Point, axisOfTranslation axis: Vector
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .sliding, items: [item], anchor: anchor, axis: axis)
  }

  /// Two items whose attachment points stay at most their distance at association apart
  /// (a rope joint).
  public static func limitAttachment(
    with item1: any DynamicItem, offsetFromCenter offset1: Vector,
    attachedTo item2: any DynamicItem, offsetFromCenter offset2: Vector
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .limit, items: [item1, item2], offsetA: offset1, offsetB: offset2)
  }

  /// Two items glued together at `anchor` (a weld joint).
  public static func fixedAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor anchor: Point
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .fixed, items: [item1, item2], anchor: anchor)
  }

  /// Two items pinned together at `anchor`, free to turn (a revolute joint), within
  /// `attachmentRange` radians and against `frictionTorque`.
  public static func pinAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor anchor: Point
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .pin, items: [item1, item2], anchor: anchor)
  }

  // MARK: Engine

  // The engine's values (Limits.swift): a length within 0 … 1e9 pt, a frequency within
  // 0.001 … 1e6 Hz (0 or less is rigid), a damping ratio within 0 … 1e6, a torque up to
  // Float's largest.

  static func engineLength(_ points: Double) -> Float {
    Limits.clamped(
      points * PhysicsUnits.metersPerPoint, 0, Limits.maximumCoordinate,
      "AttachmentBehavior.length")
  }

  private var engineFrequency: Float {
    Limits.frequency(frequency, "AttachmentBehavior.frequency")
  }

  private var engineDamping: Float {
    Limits.clamped(damping, 0, Limits.maximumDampingRatio, "AttachmentBehavior.damping")
  }

  private var engineFrictionTorque: Float {
    Limits.clamped(
      frictionTorque, 0, Double(Float.greatestFiniteMagnitude), "AttachmentBehavior.frictionTorque")
  }

  private func updateJoint(_ change: (inout JointDef) -> Void) {
    guard let animator = dynamicAnimator, let joint else { return }
    change(&animator.world.joints[Int(joint)].def)
    animator.wake(items)
  }

  private func applyRange(to def: inout JointDef) {
    let scale = kind == .sliding ? PhysicsUnits.metersPerPoint : 1
    def.enableLimit = !attachmentRange.isInfinite
    def.lower = Float(max(attachmentRange.minimum * scale, -1e9))
    def.upper = Float(min(attachmentRange.maximum * scale, 1e9))
  }

  private func anchorMoved() {
    guard let animator = dynamicAnimator, let anchorBody else { return }
    animator.world.setTransform(
      anchorBody.index,
      position: DynamicAnimator.meters(anchorPoint, "AttachmentBehavior.anchorPoint"),
      angle: 0)
    animator.wake(items)
  }

  override func didAssociate(with animator: DynamicAnimator) {
    let slots = items.map { animator.acquireBody(for: $0) }
    let bodyA = animator.records[slots[0]]!.body
    let bodyB: BodyID
    if items.count == 2 {
      bodyB = animator.records[slots[1]]!.body
    } else {
      let anchor = animator.world.createBody(
        type: .static,
        position: DynamicAnimator.meters(anchorPoint, "AttachmentBehavior.anchorPoint"), angle: 0)
      anchorBody = anchor
      bodyB = anchor
    }
    // The two records, read: a copy of the world would hold its arrays, and the joint made
    // below would then copy them.
    let recordA = animator.world.bodies[Int(bodyA.index)]
    let recordB = animator.world.bodies[Int(bodyB.index)]
    let xfA = recordA.xf, xfB = recordB.xf
    var def = JointDef(bodyA: bodyA, bodyB: bodyB)
    switch kind {
    case .distance, .limit:
      def.localAnchorA = DynamicAnimator.meters(offsetA, "AttachmentBehavior: the first offset")
      def.localAnchorB =
        items.count == 2
        ? DynamicAnimator.meters(offsetB, "AttachmentBehavior: the second offset") : .zero
      let pA = mul(xfA, def.localAnchorA), pB = mul(xfB, def.localAnchorB)
      let current = distance(pA, pB)
      if storedLength == nil { storedLength = Double(current) * PhysicsUnits.pointsPerMeter }
      def.length = Self.engineLength(storedLength!)
      def.frequency = engineFrequency
      def.dampingRatio = engineDamping
      if kind == .limit {
        def.kind = .rope
      } else if items.count == 1 && current * 100 < 1 && frequency == 0 && def.length * 100 < 1 {
        def.kind = .revolute  // the device's pin for a near-zero anchor attachment
      }
    case .sliding, .fixed, .pin:
      let anchor = DynamicAnimator.meters(anchorPoint, "AttachmentBehavior.anchorPoint")
      def.localAnchorA = mulT(xfA, anchor)
      def.localAnchorB = mulT(xfB, anchor)
      def.referenceAngle = recordB.sweep.a - recordA.sweep.a
      switch kind {
      case .sliding:
        def.kind = .prismatic
        let axisM = Vec2(Float(axis.dx), Float(axis.dy)).normalized
        def.localAxisA = mulT(xfA.q, axisM)
      case .fixed: def.kind = .weld
      default:
        def.kind = .revolute
        def.enableMotor = frictionTorque > 0
        def.maxMotor = engineFrictionTorque
      }
      applyRange(to: &def)
    }
    joint = animator.world.createJoint(def)
  }

  override func willDissociate(from animator: DynamicAnimator) {
    if let joint { animator.world.destroyJoint(index: joint) }
    if let anchorBody { animator.world.destroyBody(anchorBody) }
    joint = nil
    anchorBody = nil
    for item in items { animator.releaseBody(for: item) }
  }
}
