import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// The animator's lifecycle, defaults and write-back (spec §1.2, §1.5, §1.7, §1.8, §1.14).
@MainActor
@Suite struct AnimatorTests {
  @Test func itemBehaviorDefaultsAreTheDevices() {
    let b = DynamicItemBehavior()
    #expect(b.elasticity == 0.2)
    #expect(b.friction == 0.2)
    #expect(b.density == 1)
    #expect(b.resistance == 0.1)
    #expect(b.angularResistance == 0.1)
    #expect(b.allowsRotation)
    #expect(!b.isAnchored)
    #expect(b.charge == 0)
    let g = GravityBehavior()
    #expect(g.gravityDirection == Vector(dx: 0, dy: 1))
    #expect(g.magnitude == 1)
    #expect(abs(g.angle - .pi / 2) < 1e-12)
    g.magnitude = 0
    #expect(g.angle == 0)
    let p = PushBehavior(items: [], mode: .continuous)
    #expect(p.magnitude == 0 && p.angle == 0 && p.active && p.pushDirection == .zero)
    let c = CollisionBehavior()
    #expect(c.collisionMode == .everything)
    #expect(!c.translatesReferenceBoundsIntoBoundary)
    #expect(SnapBehavior(item: Sim.box(0, 0), snapTo: .zero).damping == 0.5)
  }

  @Test func pausesHalfASecondAfterMotionStops() {
    let animator = Sim.animator()
    let log = EventLog()
    animator.delegate = log
    let item = Sim.box(100, 100)
    let snap = SnapBehavior(item: item, snapTo: Point(x: 300, y: 200))
    let props = DynamicItemBehavior(items: [item])
    animator.addBehavior(snap)
    animator.addBehavior(props)
    #expect(animator.isRunning)
    #expect(log.resumed == 1)
    var lastMoving = 0.0
    var frames = 0
    while animator.isRunning && frames < 600 {
      animator.tick(Sim.frame)
      frames += 1
      let v = props.linearVelocity(for: item).length
      let w = abs(props.angularVelocity(for: item))
      if v > 1 || w > 2 * .pi / 180 { lastMoving = animator.elapsedTime }
    }
    let paused = try! #require(log.pausedAt)
    #expect(paused - lastMoving >= 0.5 - Sim.frame)
    #expect(paused - lastMoving <= 0.5 + 2 * Sim.frame)
    #expect(abs(animator.elapsedTime - Double(frames) * Sim.frame) < 1e-9)
    animator.tick(Sim.frame)  // paused: nothing happens
    #expect(abs(animator.elapsedTime - Double(frames) * Sim.frame) < 1e-9)
  }

  @Test func neverPausesWhileFalling() {
    let animator = Sim.animator()
    let item = Sim.box(100, 100)
    animator.addBehavior(GravityBehavior(items: [item]))
    for _ in 0..<300 { animator.tick(Sim.frame) }
    #expect(animator.isRunning)
  }

  @Test func longFramesCountAsOneSixtieth() {
    let animator = Sim.animator()
    animator.addBehavior(GravityBehavior(items: [Sim.box(100, 100)]))
    animator.tick(2)
    #expect(abs(animator.elapsedTime - 1.0 / 60) < 1e-12)
  }

  @Test func changesInsideActionsAreDeferred() {
    let animator = Sim.animator()
    let item = Sim.box(100, 100)
    let gravity = GravityBehavior(items: [item])
    let extra = DynamicItemBehavior(items: [item])
    var seen: [Int] = []
    var moved: [String] = []
    @MainActor final class Probe: DynamicBehavior {
      var log: (String) -> Void = { _ in }
      override func willMove(to dynamicAnimator: DynamicAnimator?) {
        log(dynamicAnimator == nil ? "left" : "joined")
      }
    }
    let probe = Probe()
    probe.log = { moved.append($0) }
    // Unowned, as in UIKit: the animator holds the behaviour, which holds its action.
    gravity.action = { [unowned animator] in
      animator.addBehavior(probe)
      animator.removeBehavior(extra)
      seen.append(animator.behaviors.count)
    }
    animator.addBehavior(gravity)
    animator.addBehavior(extra)
    animator.tick(Sim.frame)
    #expect(seen == [2])  // not yet applied inside the action
    #expect(animator.behaviors.count == 2)  // probe added, extra removed
    #expect(animator.behaviors.last === probe)
    #expect(moved == ["joined"])
  }

  @Test func addingTwiceAtTopLevelIsIgnored() {
    let animator = Sim.animator()
    let g = GravityBehavior(items: [Sim.box(100, 100)])
    animator.addBehavior(g)
    animator.addBehavior(g)
    #expect(animator.behaviors.count == 1)
    let composite = DynamicBehavior()
    g.addChildBehavior(composite)  // primitives ignore children
    #expect(g.childBehaviors.isEmpty)
  }

  @Test func writeBackSnapsCentreAndReplacesTransform() {
    let animator = Sim.animator()
    let item = Sim.box(100.3, 100)
    item.transform = AffineTransform(scaleX: 2, y: 2).rotated(by: 0.25)
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.tick(Sim.frame)
    // Screen scale 2: centres land on half points.
    #expect(item.center.x == 100.5)
    #expect((item.center.y * 2).rounded() == item.center.y * 2)
    // A pure rotation of the item's initial angle: the scale is gone.
    #expect(abs(item.transform.xScale - 1) < 1e-12)
    #expect(abs(item.transform.rotationAngle - 0.25) < 1e-3)
  }

  @Test func itemsInRectUseFatBoxes() {
    let animator = Sim.animator()
    let a = Sim.box(100, 100, 50, 50)
    let b = Sim.box(400, 400, 50, 50)
    animator.addBehavior(DynamicItemBehavior(items: [a, b]))
    // Within 10 pt of the box.
    #expect(animator.items(in: Rect(x: 130, y: 130, width: 5, height: 5)).count == 1)
    #expect(animator.items(in: Rect(x: 140, y: 140, width: 5, height: 5)).isEmpty)
    #expect(animator.items(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).count == 2)
  }

  @Test func updateItemReadsTheCentre() {
    let animator = Sim.animator()
    let item = Sim.box(100, 100)
    let snap = SnapBehavior(item: item, snapTo: Point(x: 100, y: 100))
    animator.addBehavior(snap)
    for _ in 0..<120 { animator.tick(Sim.frame) }
    #expect(!animator.isRunning)
    item.center = Point(x: 200, y: 100)
    animator.updateItem(usingCurrentState: item)
    #expect(animator.isRunning)
    animator.tick(Sim.frame)
    #expect(item.center.x > 190)  // it starts from the new centre and springs back
  }

  @Test func gravityIsSharedAndClearedByAnyRemoval() {
    let animator = Sim.animator()
    let a = Sim.box(100, 100)
    let b = Sim.box(300, 100)
    let g1 = GravityBehavior(items: [a])
    let g2 = GravityBehavior(items: [b])
    g2.magnitude = 2
    animator.addBehavior(g1)
    animator.addBehavior(g2)  // last writer: magnitude 2 for everyone under gravity
    animator.removeBehavior(g2)  // device quirk: world gravity becomes zero
    for _ in 0..<10 { animator.tick(Sim.frame) }
    #expect(abs(a.center.y - 100) < 0.5)
  }
}
