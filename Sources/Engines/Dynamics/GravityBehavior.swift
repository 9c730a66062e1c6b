public import DynamicMenusGeometry
import DynamicMenusPhysics

/// Accelerates its items: UIKit's `UIGravityBehavior`. Magnitude 1.0 is 1000 pt/s²
/// (10 m/s²), whatever the item's mass.
///
/// Device semantics (docs/dynamics.md): all gravity behaviours of an animator share one world
/// gravity, the last one set or added wins, and removing any of them sets it to zero. Every
/// moving item gets continuous collision against boundaries (time of impact), with or
/// without gravity.
public final class GravityBehavior: ItemsBehavior {
  /// The gravity vector; its length is the magnitude (1.0 = 1000 pt/s²). Default (0, 1),
  /// straight down. The engine takes magnitudes up to 1e5 (1e8 pt/s², direction kept).
  public var gravityDirection = Vector(dx: 0, dy: 1) {
    didSet { changed() }
  }

  /// The direction's angle from +x toward +y (radians, clockwise on screen). Default π/2.
  /// Magnitude 0 reads 0.
  public var angle: Double {
    get { magnitude == 0 ? 0 : Angles.atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The vector's length (1.0 = 1000 pt/s²). Default 1. A negative magnitude reverses it.
  public var magnitude: Double {
    get { gravityDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Gravity of `items`, straight down at magnitude 1.
  public override init(items: [any DynamicItem] = []) { super.init(items: items) }

  /// Sets the direction from an angle (radians) and a magnitude, with Float sine and cosine as
  /// the device does.
  public func setAngle(_ angle: Double, magnitude: Double) {
    let a = Float(angle)
    let q = Rot(angle: a)
    gravityDirection = Vector(dx: magnitude * Double(q.c), dy: magnitude * Double(q.s))
  }

  private func changed() {
    guard let animator = dynamicAnimator else { return }
    animator.world.gravity = worldGravity
    animator.wake(items)
  }

  /// 10 m/s² per unit magnitude, at most `Limits.maximumAcceleration` (magnitude 1e5).
  var worldGravity: Vec2 {
    Limits.vector(
      gravityDirection.dx * 10, gravityDirection.dy * 10,
      maximumLength: Limits.maximumAcceleration, "GravityBehavior.gravityDirection")
  }

  override func didAssociate(with animator: DynamicAnimator) {
    animator.world.gravity = worldGravity
    super.didAssociate(with: animator)
  }

  override func willDissociate(from animator: DynamicAnimator) {
    super.willDissociate(from: animator)
    animator.world.gravity = .zero  // the device's quirk: removing any gravity clears it
  }

  override func itemWasAdded(_ item: any DynamicItem, in animator: DynamicAnimator) {
    guard let slot = animator.slotByItem[ObjectIdentifier(item as AnyObject)] else { return }
    animator.records[slot]!.gravityCount += 1
    let bi = Int(animator.records[slot]!.body.index)
    animator.world.bodies[bi].gravityScale = 1
    animator.world.bodies[bi].wake()
  }

  override func itemWillBeRemoved(_ item: any DynamicItem, from animator: DynamicAnimator) {
    guard let slot = animator.slotByItem[ObjectIdentifier(item as AnyObject)] else { return }
    animator.records[slot]!.gravityCount -= 1
    if animator.records[slot]!.gravityCount == 0 {
      let bi = Int(animator.records[slot]!.body.index)
      animator.world.bodies[bi].gravityScale = 0
      animator.world.bodies[bi].wake()
    }
  }
}
