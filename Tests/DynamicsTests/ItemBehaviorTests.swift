import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// The rest of the UIKit face against closed forms and the device rules (spec §1.12–§1.14):
/// friction mixing, velocities added and read, the rotation lock, a pin's friction torque,
/// restoring the defaults, and the re-read rules of `updateItem(usingCurrentState:)`.
@MainActor
@Suite struct ItemBehaviorTests {
  /// Seconds simulated by the first `frames` frames of 1/60 s (whole sub-steps only).
  static func simulated(frames: Int) -> Double { Double(Sim.subSteps(frames: frames)) * Sim.h }

  @Test func frictionMixesByTheSquareRootOfTheProduct() {
    // A box with friction 0.8 slides on a floor (boundary friction 0.2): μ = √(0.8 · 0.2) =
    // 0.4, so it slows at μ·g = 400 pt/s² (the mean would give 500, the smaller 200, the
    // larger 800) and stops after 1 s, 400²/(2 · 400) = 200 pt further on.
    let animator = Sim.animator()
    let item = Sim.box(200, 350)
    let floor = CollisionBehavior(items: [item])
    floor.addBoundary(
      withIdentifier: "floor", from: Point(x: 0, y: 400), to: Point(x: 1000, y: 400))
    let props = Sim.frictionless([item])
    props.friction = 0.8
    // Added before the behaviour has a body: kept, and applied when it is added.
    props.addLinearVelocity(Vector(dx: 400, dy: 0), for: item)
    #expect(props.linearVelocity(for: item) == .zero)
    animator.addBehaviors([GravityBehavior(items: [item]), floor, props])
    #expect(abs(props.linearVelocity(for: item).dx - 400) < 1e-3)
    animator.screenScale = 0
    for _ in 0..<30 { animator.tick(Sim.frame) }
    let t = Self.simulated(frames: 30)
    #expect(abs(props.linearVelocity(for: item).dx - (400 - 400 * t)) < 10)
    for _ in 0..<60 { animator.tick(Sim.frame) }
    #expect(abs(props.linearVelocity(for: item).dx) < 1)  // static friction holds it
    #expect(abs(item.center.x - 400) < 5)
    #expect(abs(item.transform.rotationAngle) < 0.01)
  }

  @Test func velocitiesAreAddedAtOnceAndReadInPointsAndRadiansPerSecond() {
    let animator = Sim.animator()
    let item = Sim.box(500, 500)
    let props = Sim.frictionless([item])
    animator.addBehavior(props)
    props.addLinearVelocity(Vector(dx: 100, dy: -50), for: item)
    props.addLinearVelocity(Vector(dx: 20, dy: 0), for: item)
    props.addAngularVelocity(3, for: item)
    #expect((props.linearVelocity(for: item) - Vector(dx: 120, dy: -50)).length < 1e-3)
    #expect(abs(props.angularVelocity(for: item) - 3) < 1e-6)
    animator.screenScale = 0
    for _ in 0..<30 { animator.tick(Sim.frame) }
    let t = Self.simulated(frames: 30)
    #expect(abs(item.center.x - (500 + 120 * t)) < 1e-2)
    #expect(abs(item.center.y - (500 - 50 * t)) < 1e-2)
    // The angle is written back rounded to 1/5000 rad.
    #expect(abs(item.transform.rotationAngle - 3 * t) < 2e-4 + 1e-5)
    // An item the behaviour does not hold is ignored, and reads zero.
    let stranger = Sim.box(100, 100)
    props.addLinearVelocity(Vector(dx: 5, dy: 0), for: stranger)
    props.addAngularVelocity(5, for: stranger)
    #expect(props.linearVelocity(for: stranger) == .zero)
    #expect(props.angularVelocity(for: stranger) == 0)
  }

  @Test func disallowingRotationLocksTheAngleButKeepsASpin() {
    /// The angle and angular velocity after 30 frames of an item hit off-centre (a push
    /// that turns a free item at −3 rad/s, see KnownAnswerTests), spinning at `spin` before
    /// `allowsRotation` became false.
    func run(spin: Double, cancels: Bool) -> (angle: Double, w: Double) {
      let animator = Sim.animator()
      let item = Sim.box(500, 500)
      let props = Sim.frictionless([item])
      props.cancelsSpinWhenRotationIsDisallowed = cancels
      animator.addBehavior(props)
      props.addAngularVelocity(spin, for: item)
      props.allowsRotation = false
      let push = PushBehavior(items: [item], mode: .instantaneous)
      push.pushDirection = Vector(dx: 1, dy: 0)
      push.setTargetOffsetFromCenter(Vector(dx: 0, dy: 50), for: item)
      animator.addBehavior(push)
      for _ in 0..<30 { animator.tick(Sim.frame) }
      #expect(item.center.x > 540)  // the push still moves it
      return (item.transform.rotationAngle, props.angularVelocity(for: item))
    }
    let locked = run(spin: 0, cancels: false)
    #expect(locked.angle == 0 && locked.w == 0)
    // A spin the item already had goes on, untouched by the push (device behaviour).
    let kept = run(spin: 2, cancels: false)
    #expect(abs(kept.w - 2) < 1e-6)
    #expect(abs(kept.angle - 2 * Self.simulated(frames: 30)) < 2e-4 + 1e-5)
    // Unless the option cancels it.
    let cancelled = run(spin: 2, cancels: true)
    #expect(cancelled.w == 0 && cancelled.angle == 0)
  }

  @Test func aPinsFrictionTorqueHoldsAnArmWhoseWeightItExceeds() {
    /// The largest angle an 80 × 20 arm pinned at its left end reaches in 1 s under gravity.
    func droop(frictionTorque: Double) -> Double {
      let animator = Sim.animator(1000, 100_000)
      let base = Sim.box(300, 300, 40, 40)
      let arm = Sim.box(360, 300, 80, 20)
      let anchored = DynamicItemBehavior(items: [base])
      anchored.isAnchored = true
      animator.addBehavior(anchored)
      let pin = AttachmentBehavior.pinAttachment(
        with: base, attachedTo: arm, attachmentAnchor: Point(x: 320, y: 300))
      pin.frictionTorque = frictionTorque
      animator.addBehavior(pin)
      animator.addBehavior(GravityBehavior(items: [arm]))
      var largest = 0.0
      for _ in 0..<60 {
        animator.tick(Sim.frame)
        largest = max(largest, arm.transform.rotationAngle)
      }
      return largest
    }
    // Gravity's torque about the pin: m·g·d = 0.16 kg · 10 m/s² · 0.4 m = 0.64 N·m.
    #expect(droop(frictionTorque: 1) < 0.01)
    #expect(droop(frictionTorque: 0.7) < 0.01)
    #expect(droop(frictionTorque: 0.55) > 0.1)
    #expect(droop(frictionTorque: 0) > 1)
  }

  @Test func removingAnItemBehaviorRestoresTheDeviceDefaults() {
    // Elasticity 1 while falling; removed before the impact, the item bounces with the
    // default 0.2: from 200 pt it rises about 0.2² · 200 = 8 pt, not 200.
    let animator = Sim.animator()
    let item = Sim.box(300, 150)
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(
      withIdentifier: "floor", from: Point(x: 0, y: 400), to: Point(x: 1000, y: 400))
    let bouncy = DynamicItemBehavior(items: [item])
    bouncy.elasticity = 1
    animator.addBehaviors([
      GravityBehavior(items: [item]), collision, Sim.frictionless([item]), bouncy,
    ])
    animator.screenScale = 0
    for _ in 0..<10 { animator.tick(Sim.frame) }
    animator.removeBehavior(bouncy)
    var lowest = -Double.infinity, highestAfter = Double.infinity, bounced = false
    for _ in 0..<90 {
      let before = item.center.y
      animator.tick(Sim.frame)
      lowest = max(lowest, item.center.y)
      if item.center.y < before { bounced = true }
      if bounced { highestAfter = min(highestAfter, item.center.y) }
    }
    #expect(bounced)
    let rise = lowest - highestAfter
    #expect(rise > 4 && rise < 12, "rose \(rise) pt")
  }

  @Test func actionsRunAfterTheFramesWriteBack() {
    // An action "runs on every animation step", after the items show the step: what it reads
    // is what the frame wrote back, once per frame.
    let animator = Sim.animator()
    let item = Sim.box(100, 100)
    let gravity = GravityBehavior(items: [item])
    var seen: [Double] = []
    gravity.action = { seen.append(item.center.y) }
    animator.addBehavior(gravity)
    animator.screenScale = 0  // unsnapped: the first frame moves it 0.07 pt
    var shown: [Double] = []
    for _ in 0..<5 {
      animator.tick(Sim.frame)
      shown.append(item.center.y)
    }
    #expect(seen == shown)
    #expect(shown[0] > 100 && shown[4] > shown[0])
  }

  @Test func updateItemReadsTheCentreWithItsAngleButNotAnAngleAlone() {
    let animator = Sim.animator()
    let item = Sim.box(100, 100)
    let props = Sim.frictionless([item])
    animator.addBehavior(props)
    // A rotation-only change is ignored: the body keeps its angle (device quirk).
    item.transform = AffineTransform(rotationAngle: 0.5)
    animator.updateItem(usingCurrentState: item)
    props.addAngularVelocity(0.6, for: item)
    animator.tick(Sim.frame)
    #expect(abs(item.transform.rotationAngle - 0.6 * Sim.h) < 2e-4)
    // With the centre, the angle is read too.
    item.center = Point(x: 200, y: 100)
    item.transform = AffineTransform(rotationAngle: 0.5)
    animator.updateItem(usingCurrentState: item)
    animator.tick(Sim.frame)
    #expect(abs(item.center.x - 200) < 1)
    #expect(abs(item.transform.rotationAngle - (0.5 + 0.6 * 2 * Sim.h)) < 2e-4)
  }
}
