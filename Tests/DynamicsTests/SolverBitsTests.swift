import DynamicMenusBenchmarkScenes
import DynamicMenusGeometry
import Foundation
import Testing
@testable import DynamicMenusDynamics
@testable import DynamicMenusPhysics

/// The solver's exact bits over many scenes, so a change meant to be only faster (a shorter
/// path for a common case, a buffer kept between steps) is shown to change no trajectory.
/// Each golden is an FNV-1a over every live body's centre of mass, angle and velocities as
/// Float bit patterns (so even the sign of a zero counts), not the items' rounded centres.
/// A change to the solver's mathematics updates the constants on purpose, with its reason in
/// the commit; `DYNAMIC_MENUS_PRINT_BITS=1` prints the values.
@MainActor
@Suite struct SolverBitsTests {
  static func combine(_ world: World, into hash: inout DynamicMenusGeometry.FNV1a) {
    for body in world.bodies where body.alive {
      for x in [body.sweep.c.x, body.sweep.c.y, body.sweep.a, body.v.x, body.v.y, body.w] {
        hash.combine(UInt64(x.bitPattern))
      }
    }
  }

  static func report(_ name: String, _ value: UInt64) {
    if ProcessInfo.processInfo.environment["DYNAMIC_MENUS_PRINT_BITS"] == "1" {
      print("solver bits \(name): \(value)")
    }
  }

  /// 300 of the physics fuzz's random scenes, each with its random changes over 120 frames:
  /// every joint kind, contacts of every shape, sleeping and waking, odd frame lengths.
  @Test func randomScenes() {
    var hash = DynamicMenusGeometry.FNV1a()
    for n in 0..<300 {
      var fuzz = RandomPhysics(seed: 0xB175_0000 + UInt64(n))
      for _ in 0..<120 {
        fuzz.randomChange()
        fuzz.animator.tick(fuzz.randomFrame())
      }
      Self.combine(fuzz.animator.world, into: &hash)
    }
    Self.report("random scenes", hash.value)
    #expect(hash.value == Self.goldenRandomScenes)
  }

  /// Rigid rods between centres (UIKit's default attachments, which the solver takes a
  /// shorter path for) in random networks of items and anchors, under gravity, colliding
  /// with each other and the bounds, some items kicked and turned: 60 scenes of 240 frames.
  @Test func rodNetworks() {
    var hash = DynamicMenusGeometry.FNV1a()
    for n in 0..<60 {
      var rng = SeededGenerator(seed: 0x20D5_0000 + UInt64(n))
      func uniform(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
      let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 800))
      let items = (0..<Int.random(in: 2...12, using: &rng)).map { _ in
        BasicDynamicItem(
          center: Point(x: uniform(150...650), y: uniform(150...650)),
          size: Size(width: uniform(10...80), height: uniform(10...80)), angle: uniform(-1...1))
      }
      for (i, item) in items.enumerated() {
        if uniform(0...1) < 0.4 {
          animator.addBehavior(
            AttachmentBehavior(
              item: item, attachedToAnchor: Point(x: uniform(100...700), y: uniform(100...700))))
        }
        if i > 0, uniform(0...1) < 0.8 {
          let other = items[Int.random(in: 0..<i, using: &rng)]
          animator.addBehavior(AttachmentBehavior(item: item, attachedTo: other))
        }
      }
      let gravity = GravityBehavior(items: items.filter { _ in uniform(0...1) < 0.7 })
      gravity.gravityDirection = Vector(dx: uniform(-1...1), dy: uniform(0...1))
      animator.addBehavior(gravity)
      let collision = CollisionBehavior(items: items)
      collision.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(collision)
      let kicks = DynamicItemBehavior(items: items)
      for item in items where uniform(0...1) < 0.5 {
        kicks.addLinearVelocity(Vector(dx: uniform(-500...500), dy: uniform(-500...500)), for: item)
        kicks.addAngularVelocity(uniform(-5...5), for: item)
      }
      animator.addBehavior(kicks)
      for _ in 0..<240 { animator.tick(1.0 / 60) }
      Self.combine(animator.world, into: &hash)
    }
    Self.report("rod networks", hash.value)
    #expect(hash.value == Self.goldenRodNetworks)
  }

  /// The benchmark's dial (100 items: 201 joints along a ring, the solver's hottest loop)
  /// and pile (500 boxes) over their first 600 frames, every body after every 60th frame.
  @Test func benchmarkScenes() {
    var hash = DynamicMenusGeometry.FNV1a()
    for (kind, n) in [(BenchmarkScene.Kind.dial, 100), (.pile, 500)] {
      let scene = BenchmarkScene.make(kind, n)
      for frame in 1...600 {
        scene.step()
        if frame % 60 == 0 { Self.combine(scene.animator.world, into: &hash) }
      }
    }
    Self.report("benchmark scenes", hash.value)
    #expect(hash.value == Self.goldenBenchmarkScenes)
  }

  static let goldenRandomScenes: UInt64 = 782_295_232_328_365_680
  static let goldenRodNetworks: UInt64 = 16_498_784_532_930_389_022
  static let goldenBenchmarkScenes: UInt64 = 5_451_007_519_902_963_045
}
