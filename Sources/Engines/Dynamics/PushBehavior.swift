public import DynamicMenusGeometry
import DynamicMenusPhysics

/// Whether a push acts all the time or once. UIKit's `UIPushBehavior.Mode`.
public nonisolated enum PushBehaviorMode: Int, Sendable, Hashable {
  /// A force every sub-step while active.
  case continuous = 0
  /// One impulse at the next step; then `active` resets to false by itself.
  case instantaneous = 1
}

/// Pushes its items with a force or an impulse: UIKit's `UIPushBehavior`.
///
/// Units are UIKit's: magnitude 1.0 is one "UIKit Newton", 1 N = 100 pt/s² on a 100 × 100 pt
/// item of density 1 (1 kg); an instantaneous magnitude 1.0 is 1 N·s, Δv = 100 pt/s on 1 kg.
/// The force acts at the item's centre plus its target offset, an offset in reference-view
/// axes that does not turn with the item (τ = r × F).
public final class PushBehavior: ItemsBehavior {
  /// The mode, fixed at creation.
  public let mode: PushBehaviorMode

  /// Whether the push acts. Default true. An instantaneous push resets it to false after its
  /// impulse; setting it true again re-applies it.
  public var active = true {
    didSet { if active { dynamicAnimator?.wake(items) } }
  }

  /// The force (N) or impulse (N·s) vector; its length is the magnitude. Default (0, 0). Any
  /// finite size: the engine keeps what it does to each item within 1e8 pt/s² (a force) or
  /// 1,000,000 pt/s (an impulse).
  public var pushDirection = Vector.zero {
    didSet { if active { dynamicAnimator?.wake(items) } }
  }

  /// The direction's angle (radians from +x toward +y). Default 0.
  public var angle: Double {
    get { pushDirection == .zero ? storedAngle : Angles.atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The vector's length. Default 0. A negative magnitude pushes the opposite way.
  public var magnitude: Double {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  private var storedAngle = 0.0
  private var offsets: [(item: any DynamicItem, offset: Vector)] = []

  /// A push of `items` in `mode`, magnitude 0 until set.
  public init(items: [any DynamicItem], mode: PushBehaviorMode) {
    self.mode = mode
    super.init(items: items)
  }

  /// Sets the direction from an angle (radians) and a magnitude.
  public func setAngle(_ angle: Double, magnitude: Double) {
    storedAngle = angle
    let q = Rot(angle: Float(angle))
    pushDirection = Vector(dx: magnitude * Double(q.c), dy: magnitude * Double(q.s))
  }

  /// Applies the push at `offset` from the item's centre (points, reference axes; does not
  /// rotate with the item). Default (0, 0). The engine takes ±1,000,000 pt on each axis.
  public func setTargetOffsetFromCenter(_ offset: Vector, for item: any DynamicItem) {
    if let i = offsets.firstIndex(where: { $0.item === item }) {
      offsets[i].offset = offset
    } else {
      offsets.append((item, offset))
    }
  }

  /// The target offset of `item` (points). Default (0, 0).
  public func targetOffsetFromCenter(for item: any DynamicItem) -> Vector {
    offsets.first { $0.item === item }?.offset ?? .zero
  }

  override var isIdleBeforeStep: Bool { !active }

  override func preSolve(_ animator: DynamicAnimator) {
    guard active, pushDirection != .zero else {
      if mode == .instantaneous && active { active = false }
      return
    }
    // UIKit Newtons are Newtons: the vector goes to the engine unchanged (the world keeps
    // what it does to each body within its acceleration and speed limits).
    let f = Limits.vector(
      pushDirection.dx, pushDirection.dy, maximumLength: Limits.maximumPush,
      "PushBehavior.pushDirection")
    for item in items {
      guard let bi = animator.bodyIndex(of: item) else { continue }
      let origin = animator.world.bodies[Int(bi)].xf.p
      let point =
        origin
        + DynamicAnimator.meters(
          targetOffsetFromCenter(for: item), "PushBehavior: the target offset")
      if mode == .continuous {
        animator.world.applyForce(bi, f, at: point)
      } else {
        animator.world.applyLinearImpulse(bi, f, at: point)
      }
    }
    if mode == .instantaneous { active = false }
  }
}
