@testable import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusBenchmarkScenes
@testable import DynamicMenusPhysics

/// The bodies' touching lists (TouchList.swift) hold exactly the contacts the island search
/// solves (alive, touching, not a sensor), in the order of the full contact lists, with
/// consistent back links: checked after every frame of random scenes and changes (behaviours
/// added and removed, so contacts refiltered and turned into sensors; boundaries moved; items
/// teleported) and of a pile that lands, overflows and settles.
@MainActor
@Suite struct TouchListTests {
  /// What is wrong with the world's touching lists; empty when they are right.
  static func violations(_ world: World) -> [String] {
    var found: [String] = []
    for (b, body) in world.bodies.enumerated() where body.alive {
      let bi = Int32(b)
      var expected: [Int32] = []
      var c = body.contactList
      while c != -1 {
        let ct = world.contacts[Int(c)]
        if ct.alive && ct.touching && !ct.sensor { expected.append(c) }
        c = ct.bodyA == bi ? ct.nextA : ct.nextB
      }
      var actual: [Int32] = []
      var prev: Int32 = -1
      c = body.touchList
      while c != -1 && actual.count <= world.contacts.count {
        let link = world.touchLinks[Int(c)]
        let isA = link.bodyA == bi
        if !isA && link.bodyB != bi { found.append("body \(b): contact \(c) is not its own") }
        if (isA ? link.prevA : link.prevB) != prev {
          found.append("body \(b): contact \(c) links back to the wrong contact")
        }
        actual.append(c)
        prev = c
        c = isA ? link.nextA : link.nextB
      }
      // A static body's list is never walked and kept in no order.
      let same = body.type == .static ? actual.sorted() == expected.sorted() : actual == expected
      if !same { found.append("body \(b): touching \(actual), expected \(expected)") }
    }
    for (i, ct) in world.contacts.enumerated()
    where ct.inTouchList != (ct.alive && ct.touching && !ct.sensor) {
      found.append("contact \(i): inTouchList \(ct.inTouchList)")
    }
    return found
  }

  @Test("random scenes and changes: the touching lists are the solved contacts, in order")
  func randomScenes() {
    var failures: [String] = []
    var touchingSeen = 0, sensorsSeen = 0
    for n in 0..<150 {
      var fuzz = RandomPhysics(seed: 0x70_0C4 + UInt64(n))
      for frame in 0..<90 {
        fuzz.randomChange()
        fuzz.animator.tick(fuzz.randomFrame())
        let world = fuzz.animator.world
        touchingSeen += world.contacts.filter { $0.inTouchList }.count
        sensorsSeen += world.contacts.filter { $0.alive && $0.touching && $0.sensor }.count
        if let first = Self.violations(world).first {
          failures.append("seed \(n) frame \(frame): \(first), after \(fuzz.log.suffix(4))")
          break
        }
      }
      if failures.count >= 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The check saw lists to check (the scenes do touch), and sensors kept out of them.
    #expect(touchingSeen > 1000, "\(touchingSeen) touching contacts over the frames")
    #expect(sensorsSeen > 100, "\(sensorsSeen) touching sensors over the frames")
  }

  @Test("a pile of 600: the touching lists stay right as it lands, overflows and settles")
  func pile() {
    let scene = BenchmarkScene.make(.pile, 600)
    for frame in 0..<240 {
      scene.step()
      if frame % 4 != 3 { continue }
      let problems = Self.violations(scene.animator.world)
      #expect(problems.isEmpty, "frame \(frame): \(problems.prefix(3))")
      if !problems.isEmpty { break }
    }
    let touching = scene.animator.world.contacts.filter { $0.inTouchList }.count
    #expect(touching > 600, "\(touching) touching contacts at the end")
  }
}
