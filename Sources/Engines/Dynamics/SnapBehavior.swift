public import DynamicMenusGeometry
import DynamicMenusPhysics

/// Springs an item to a point, straightening its rotation: UIKit's `UISnapBehavior`.
///
/// The device's model (docs/dynamics.md): a static anchor at the snap point and four distance
/// springs of rest length 50 pt, 4 Hz and damping ratio `damping`, from the item's top-left
/// and bottom-right corners to points 50 pt beyond them, left and up, right and down. The
/// equilibrium is centred with rotation 0. `damping` is read once, when the behaviour is
/// added; later changes never reach the springs (device behaviour). Values above 1 are not
/// clamped and give over-damped springs.
public final class SnapBehavior: DynamicBehavior {
  /// Rest length of each spring: 50 pt.
  static let restLength = 0.5
  /// Spring frequency: 4 Hz.
  static let frequency: Float = 4

  /// The item.
  public let item: any DynamicItem

  /// Where the item's centre goes (reference space). Setting it moves the anchor and wakes
  /// the item. The engine takes ±1e9 pt on each axis.
  public var snapPoint: Point {
    get { point }
    set {
      point = newValue
      guard let animator = dynamicAnimator, let anchor else { return }
      animator.world.setTransform(
        anchor.index, position: DynamicAnimator.meters(point, "SnapBehavior.snapPoint"),
        angle: 0)
      animator.wake([item])
    }
  }
  private var point: Point

  /// Puts ``snapPoint`` back as a forecast's role found it (``DynamicForecast/end``), leaving
  /// the world alone: the animator's checkpoint holds the anchor where it was.
  package func restoreSnapPoint(_ point: Point) { self.point = point }

  /// The damping ratio of the springs, 0 (most oscillation) to 1 (least); default 0.5. Read
  /// once, when the behaviour is added to an animator; the engine takes 0 … 1,000,000.
  public var damping: Double = 0.5

  override var isPrimitive: Bool { true }
  private var anchor: BodyID?
  private var joints: [Int32] = []

  /// Snaps `item` to `point` (reference space).
  public init(item: any DynamicItem, snapTo point: Point) {
    self.item = item
    self.point = point
    super.init()
  }

  /// Unavailable: a snap needs an item and a point (UIKit raises on plain `init()`).
  @available(*, unavailable, message: "SnapBehavior needs an item and a point: init(item:snapTo:)")
  public override init() {
    preconditionFailure("SnapBehavior() is invalid: use init(item:snapTo:)")
  }

  override func didAssociate(with animator: DynamicAnimator) {
    let slot = animator.acquireBody(for: item)
    let record = animator.records[slot]!
    let w = record.size.width * PhysicsUnits.metersPerPoint
    let h = record.size.height * PhysicsUnits.metersPerPoint
    let d = Self.restLength
    let anchor = animator.world.createBody(
      type: .static, position: DynamicAnimator.meters(snapPoint, "SnapBehavior.snapPoint"),
      angle: 0)
    let ratio = Limits.clamped(damping, 0, Limits.maximumDampingRatio, "SnapBehavior.damping")
    self.anchor = anchor
    // (item-local corner, anchor-local target) for the four springs.
    let springs: [(Double, Double, Double, Double)] = [
      (-w / 2, -h / 2, -w / 2 - d, -h / 2),
      (-w / 2, -h / 2, -w / 2, -h / 2 - d),
      (w / 2, h / 2, w / 2 + d, h / 2),
      (w / 2, h / 2, w / 2, h / 2 + d),
    ]
    joints = springs.map { s in
      animator.world.createJoint(
        JointDef(
          kind: .distance, bodyA: record.body, bodyB: anchor,
          localAnchorA: Vec2(Float(s.0), Float(s.1)), localAnchorB: Vec2(Float(s.2), Float(s.3)),
          length: Float(d), frequency: Self.frequency, dampingRatio: ratio))
    }
  }

  override func willDissociate(from animator: DynamicAnimator) {
    if let anchor { animator.world.destroyBody(anchor) }  // takes the joints with it
    anchor = nil
    joints = []
    animator.releaseBody(for: item)
  }
}
