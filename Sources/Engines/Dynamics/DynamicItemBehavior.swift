public import DynamicMenusGeometry
import DynamicMenusPhysics

/// The item properties a body carries, with the device defaults (docs/dynamics.md).
nonisolated struct ItemProperties {
  var elasticity = ItemDefaults.elasticity
  var friction = ItemDefaults.friction
  var density = ItemDefaults.density
  var resistance = ItemDefaults.resistance
  var angularResistance = ItemDefaults.angularResistance
  var allowsRotation = true
  var anchored = false
}

/// Material and motion properties of its items: UIKit's `UIDynamicItemBehavior`.
///
/// Defaults are what devices use, not what the documentation says: elasticity 0.2, friction
/// 0.2, density 1, resistance 0.1, angularResistance 0.1 (the docs say 0, "none", 1, 0, 0).
/// Only properties set explicitly reach the bodies; with several item behaviours on one item
/// the last one (in registration order) to set a property wins; removing the behaviour
/// restores the defaults. The getters return what was set; the engine takes each value within
/// its limits (docs/dynamics.md, "Limits"), and NaN stops the process naming the property.
public final class DynamicItemBehavior: ItemsBehavior {
  /// Restitution, mixed by max with what the item meets. Device default 0.2. Usually 0…1; the
  /// engine takes 0 … 1,000,000 (below 0 counts as 0).
  public var elasticity: Double = 0.2 { didSet { set(.elasticity) } }
  /// Coulomb friction, mixed by √(a·b). Device default 0.2; the engine takes 0 … 1,000,000.
  public var friction: Double = 0.2 { didSet { set(.friction) } }
  /// Mass per area: mass = density × w × h / 10 000 (kg). Default 1. The engine takes
  /// 1e-6 … 1e6; 0 or less is Box2D's massless body (1 kg that does not turn).
  public var density: Double = 1 { didSet { set(.density) } }
  /// Linear damping rate (1/s): `v *= 1/(1 + h·c)` per 1/120 s sub-step. Device default 0.1;
  /// 1 only slows motion; below 0 counts as 0, `.infinity` stops the item every sub-step.
  public var resistance: Double = 0.1 { didSet { set(.resistance) } }
  /// Angular damping rate (1/s). Device default 0.1; below 0 counts as 0.
  public var angularResistance: Double = 0.1 { didSet { set(.angularResistance) } }
  /// Whether items may rotate. Default true. Setting false does not cancel an existing spin
  /// (device behaviour); set `cancelsSpinWhenRotationIsDisallowed` for that.
  public var allowsRotation = true { didSet { set(.allowsRotation) } }
  /// Zero the angular velocity when `allowsRotation` becomes false (not UIKit: an option the
  /// spec asks for). Default false.
  public var cancelsSpinWhenRotationIsDisallowed = false
  /// Whether items are static (iOS 9). Default false.
  public var isAnchored = false { didSet { set(.anchored) } }
  /// Electric charge, used only by field behaviours (iOS 9; stored). Default 0.
  public var charge: Double = 0

  private nonisolated struct Flags: OptionSet {
    let rawValue: Int
    static let elasticity = Flags(rawValue: 1)
    static let friction = Flags(rawValue: 2)
    static let density = Flags(rawValue: 4)
    static let resistance = Flags(rawValue: 8)
    static let angularResistance = Flags(rawValue: 16)
    static let allowsRotation = Flags(rawValue: 32)
    static let anchored = Flags(rawValue: 64)
  }
  private var explicitlySet: Flags = []
  /// Velocities added before association (pt/s, rad/s), applied on association.
  private var pendingLinear: [(item: any DynamicItem, v: Vector)] = []
  private var pendingAngular: [(item: any DynamicItem, w: Double)] = []

  /// Properties for `items`.
  public override init(items: [any DynamicItem] = []) { super.init(items: items) }

  private func set(_ flag: Flags) {
    explicitlySet.insert(flag)
    guard let animator = dynamicAnimator else { return }
    animator.itemPropertiesDirty = true
    if flag == .allowsRotation && !allowsRotation && cancelsSpinWhenRotationIsDisallowed {
      for item in items {
        if let bi = animator.bodyIndex(of: item) { animator.world.bodies[Int(bi)].w = 0 }
      }
    }
    animator.wake(items)
  }

  /// Writes the explicitly set properties over `p`.
  /// The engine takes each within its limits (Limits.swift): elasticity and friction 0 … 1e6,
  /// density 1e-6 … 1e6 (0 or less: massless), resistances 0 … Float's largest.
  func overlay(_ p: inout ItemProperties) {
    if explicitlySet.contains(.elasticity) {
      p.elasticity = Limits.coefficient(elasticity, "DynamicItemBehavior.elasticity")
    }
    if explicitlySet.contains(.friction) {
      p.friction = Limits.coefficient(friction, "DynamicItemBehavior.friction")
    }
    if explicitlySet.contains(.density) {
      p.density = Limits.density(density, "DynamicItemBehavior.density")
    }
    if explicitlySet.contains(.resistance) {
      p.resistance = Limits.dampingRate(resistance, "DynamicItemBehavior.resistance")
    }
    if explicitlySet.contains(.angularResistance) {
      p.angularResistance = Limits.dampingRate(
        angularResistance, "DynamicItemBehavior.angularResistance")
    }
    if explicitlySet.contains(.allowsRotation) { p.allowsRotation = allowsRotation }
    if explicitlySet.contains(.anchored) { p.anchored = isAnchored }
  }

  /// Adds `velocity` (pt/s) to the item's body at once and wakes it; before association it
  /// accumulates and applies on association. Items not in `items` are ignored. The body's
  /// speed stays at most 1,000,000 pt/s (direction kept); it moves at 24,000 pt/s at most.
  public func addLinearVelocity(_ velocity: Vector, for item: any DynamicItem) {
    guard containsItem(item) else { return }
    guard let animator = dynamicAnimator, let bi = animator.bodyIndex(of: item) else {
      if let i = pendingLinear.firstIndex(where: { $0.item === item }) {
        pendingLinear[i].v = pendingLinear[i].v + velocity
      } else {
        pendingLinear.append((item, velocity))
      }
      return
    }
    let v = Limits.vector(
      velocity.dx * PhysicsUnits.metersPerPoint, velocity.dy * PhysicsUnits.metersPerPoint,
      maximumLength: Limits.maximumSpeed, "DynamicItemBehavior.addLinearVelocity")
    animator.world.addVelocity(bi, linear: v, angular: 0)
    animator.wake([item])
  }

  /// The item's linear velocity (pt/s); zero when not associated.
  public func linearVelocity(for item: any DynamicItem) -> Vector {
    guard let animator = dynamicAnimator, containsItem(item) else { return .zero }
    return animator.linearVelocity(of: item)
  }

  /// Adds `velocity` (rad/s) to the item's body at once and wakes it (accumulated before
  /// association). The body's angular speed stays within ±10,000 rad/s.
  public func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
    guard containsItem(item) else { return }
    guard let animator = dynamicAnimator, let bi = animator.bodyIndex(of: item) else {
      if let i = pendingAngular.firstIndex(where: { $0.item === item }) {
        pendingAngular[i].w += velocity
      } else {
        pendingAngular.append((item, velocity))
      }
      return
    }
    let w = Limits.clamped(
      velocity, -Limits.maximumAngularSpeed, Limits.maximumAngularSpeed,
      "DynamicItemBehavior.addAngularVelocity")
    animator.world.addVelocity(bi, linear: .zero, angular: w)
    animator.wake([item])
  }

  /// The item's angular velocity (rad/s); zero when not associated.
  public func angularVelocity(for item: any DynamicItem) -> Double {
    guard let animator = dynamicAnimator, containsItem(item),
      let bi = animator.bodyIndex(of: item)
    else { return 0 }
    return Double(animator.world.bodies[Int(bi)].w)
  }

  override func didAssociate(with animator: DynamicAnimator) {
    super.didAssociate(with: animator)
    animator.itemPropertiesDirty = true  // applied at the next frame's pre-solve
    for p in pendingLinear { addLinearVelocity(p.v, for: p.item) }
    for p in pendingAngular { addAngularVelocity(p.w, for: p.item) }
    pendingLinear = []
    pendingAngular = []
  }

  override func willDissociate(from animator: DynamicAnimator) {
    super.willDissociate(from: animator)
    animator.itemPropertiesDirty = true  // the defaults come back at the next frame
  }
}
