import DynamicMenusBenchmarkScenes
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusDynamics
@testable import DynamicMenusPhysics

/// The solver keeps its islands while neither their graph nor the awake bodies change
/// (World+Islands.swift). Kept or searched again, a sub-step must come out the same to the
/// bit, and the search must run again after each change that can alter its answer.
@MainActor
@Suite struct IslandReuseTests {
  /// Every live body's state and the solve set's lists, as bit patterns.
  static func fingerprint(_ w: World) -> [UInt32] {
    var bits: [UInt32] = []
    for b in w.bodies where b.alive {
      bits += [b.sweep.c.x, b.sweep.c.y, b.sweep.a, b.v.x, b.v.y, b.w].map(\.bitPattern)
    }
    for list in [w.solver.bodies, w.solver.joints, w.solver.contacts, w.solver.slotBodies] {
      bits.append(UInt32(list.count))
      bits += list.map { UInt32(bitPattern: $0) }
    }
    return bits
  }

  @Test func aKeptSolveSetStepsAsAFreshSearch() {
    let h = PhysicsUnits.subStep
    var kept = 0
    for n in 0..<100 {
      var fuzz = RandomPhysics(seed: 0x15_1A00 + UInt64(n))
      for frame in 0..<90 {
        fuzz.randomChange()
        fuzz.animator.tick(fuzz.randomFrame())
        guard frame % 2 == 0 else { continue }
        var reused = fuzz.animator.world
        var searched = reused
        searched.solver.islandGraphVersion = nil  // forces the search
        if reused.solveSetIsCurrent() { kept += 1 }
        for _ in 0..<3 {
          reused.step(h)
          searched.step(h)
        }
        let same = Self.fingerprint(reused) == Self.fingerprint(searched)
        #expect(same, "seed \(n) frame \(frame): the kept solve set stepped differently")
      }
    }
    #expect(kept > 500, "the solve set was kept only \(kept) times")
  }

  @Test func theDialKeepsItsIslandsUntilTheGraphChanges() {
    let scene = BenchmarkScene.make(.dial, 10)
    scene.step()
    let steady = scene.animator.world.solveSetIsCurrent()
    #expect(steady)
    // A new joint changes the graph.
    let a = scene.animator.world.joints[0].def.bodyA
    let b = scene.animator.world.joints[2].def.bodyA
    scene.animator.world.createJoint(JointDef(bodyA: a, bodyB: b))
    let afterJoint = scene.animator.world.solveSetIsCurrent()
    #expect(!afterJoint)
    scene.step()
    let afterStep = scene.animator.world.solveSetIsCurrent()
    #expect(afterStep)
    // A body put to sleep leaves the awake set.
    scene.animator.world.bodies[Int(a.index)].sleep()
    let afterSleep = scene.animator.world.solveSetIsCurrent()
    #expect(!afterSleep)
  }

  @Test func aSearchThatWokeABodyIsNotKept() {
    // Two boxes resting on each other: the upper one asleep, the lower one woken by a kick.
    var world = World()
    var filter = CollisionFilter()
    filter.itemMask = 1
    let lower = world.createBody(type: .dynamic, position: Vec2(0, 1), angle: 0)
    let upper = world.createBody(type: .dynamic, position: Vec2(0, 0.9), angle: 0)
    for id in [lower, upper] {
      _ = world.addShape(
        to: id.index, .box(halfWidth: 0.1, halfHeight: 0.1), density: 1, friction: 0,
        restitution: 0, filter: filter)
      world.resetMassData(id.index)
    }
    world.step(PhysicsUnits.subStep)
    world.bodies[Int(upper.index)].sleep()
    world.step(PhysicsUnits.subStep)  // the contact wakes the upper box
    #expect(world.bodies[Int(upper.index)].awake)
    let afterWaking = world.solveSetIsCurrent()
    #expect(!afterWaking)
    world.step(PhysicsUnits.subStep)
    let afterNextSearch = world.solveSetIsCurrent()
    #expect(afterNextSearch)
  }
}
