import Foundation
import Geometry
import Testing

@testable import Dynamics

/// Seeded random physics: random scenes and random behaviour changes between frames. The
/// normal suite runs a size CI affords; `DYNAMICMENUS_LONG=1` runs a hundred times more.
/// docs/reliability.md states the bounds and the figures.
@MainActor
@Suite("Physics fuzz: random scenes and random changes")
struct PhysicsFuzzTests {
  static var isLong: Bool {
    let value = ProcessInfo.processInfo.environment["DYNAMICMENUS_LONG"] ?? ""
    return !value.isEmpty && value != "0"
  }
  static func count(_ normal: Int, long: Int) -> Int { isLong ? long : normal }

  // MARK: No NaN, no infinity

  @Test("random scenes and changes: no NaN or infinity ever reaches an item")
  func finiteness() {
    let failures = Self.finitenessFailures(seeds: Array(0..<Self.count(150, long: 15_000)))
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// The seeds of the first 3,000 that reached NaN until a body whose velocity hit the
  /// sub-step caps stopped warm-starting its constraints (World+Step.swift); in seed 64 a pin
  /// attachment with a far anchor, its item moved and turned, grew its impulses tenfold per
  /// sub-step to 1e30. Every one of them runs in the normal suite.
  static let warmStartSeeds = [
    64, 181, 567, 580, 731, 863, 1068, 1170, 1323, 1399, 1633, 1744, 1823, 2384, 2649, 2772, 2915,
  ]

  @Test("the seeds that reached NaN through stale warm starts stay finite")
  func finitenessRegressions() {
    let failures = Self.finitenessFailures(seeds: Self.warmStartSeeds)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  static func finitenessFailures(seeds: [Int]) -> [String] {
    var failures: [String] = []
    for n in seeds {
      var fuzz = RandomPhysics(seed: 0xF1_5100 + UInt64(n))
      for frame in 0..<120 {
        fuzz.randomChange()
        fuzz.animator.tick(fuzz.randomFrame())
        if let bad = fuzz.items.firstIndex(where: { !$0.center.isFinite || !$0.transform.isFinite })
        {
          failures.append(
            "seed \(n) frame \(frame): item \(bad) at \(fuzz.items[bad].center), after \(fuzz.log.suffix(6))"
          )
          break
        }
      }
      if failures.count >= 3 { break }
    }
    return failures
  }

  // MARK: Energy

  /// The factor energy may grow by without an outside force: E(t) ≤ 1.15·E(0) + 0.002 J.
  /// Box2D's sequential impulses apply restitution per contact point from the velocities
  /// before the solve, so a spinning box hitting a wall with elasticity 1 can leave with more
  /// than it brought; position correction adds a little too.
  static let energyFactor = 1.15
  static let energyAllowance = 0.002

  /// Seeds of the normal run that gain more (known issue, docs/reliability.md): 1.6 % of the
  /// long run's 12,000 scenes do (198 before the contact solver's velocity terms were
  /// regrouped, 196 after, up to 81 % either way); which ones depends on rounding.
  static let knownEnergySeeds: Set<Int> = [3]

  @Test("closed boxes under gravity, restitution ≤ 1, no pushes: energy never grows past the bound")
  func energy() {
    let seeds = (0..<Self.count(120, long: 12_000)).filter { !Self.knownEnergySeeds.contains($0) }
    let (failures, worst) = Self.energyFailures(seeds: seeds)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    print("physics fuzz: \(seeds.count) closed scenes, largest relative energy gain \(worst)")
  }

  @Test("known issue: the seeds that gain more energy")
  func energyKnownIssues() {
    withKnownIssue(isIntermittent: true) {
      let (failures, _) = Self.energyFailures(seeds: Array(Self.knownEnergySeeds))
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
  }

  /// The scenes of `seeds` whose energy passes the bound, and the largest relative gain.
  static func energyFailures(seeds: [Int]) -> ([String], Double) {
    var failures: [String] = []
    var worst = 0.0
    for n in seeds {
      var rng = SeededGenerator(seed: 0xE0_0000 + UInt64(n))
      let scene = EnergyScene(&rng)
      let start = scene.energy()
      for frame in 0..<240 {
        scene.animator.tick(1.0 / 60)
        let e = scene.energy()
        worst = max(worst, (e - start) / max(start, 1e-9))
        if e > start * Self.energyFactor + Self.energyAllowance {
          failures.append(
            "seed \(n) frame \(frame): energy \(e) J from \(start) J (\(scene.summary))")
          break
        }
      }
      if failures.count >= 3 { break }
    }
    return (failures, worst)
  }

  // MARK: Tunnelling

  @Test("items up to 10,000 pt/s never leave a closed box (the reference bounds)")
  func noTunnellingThroughTheBounds() {
    let failures = Self.tunnelFailures(loops: false)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// Box seeds 16 and 100 and loop seeds 0, 6 and 7 let an item out before the time of impact
  /// followed rotation: a box hit on a corner spun a quarter turn per sub-step and its next
  /// corner swung through the wall (World+TOI.swift).
  @Test("items up to 10,000 pt/s never leave a closed path boundary")
  func noTunnellingThroughLoops() {
    let failures = Self.tunnelFailures(loops: true)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  static func tunnelFailures(loops: Bool) -> [String] {
    let scenes = Self.count(200, long: 20_000)
    var failures: [String] = []
    var fastest = 0.0
    for n in 0..<scenes {
      var rng = SeededGenerator(seed: 0x70_0000 + UInt64(n))
      let scene = TunnelScene(&rng, loop: loops)
      fastest = max(fastest, scene.launchSpeed)
      for frame in 0..<90 {
        scene.animator.tick(1.0 / 60)
        if let escaped = scene.escaped() {
          failures.append("seed \(n) frame \(frame): \(escaped) (\(scene.summary))")
          break
        }
      }
      if failures.count >= 3 { break }
    }
    if fastest < 9_000 { failures.append("no scene went faster than \(fastest) pt/s") }
    return failures
  }
}
