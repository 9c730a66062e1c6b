import DynamicMenusBenchmarkScenes
import DynamicMenusGeometry
import Testing

/// The same scene gives the same bits: twice in one process, and against a golden value
/// computed on x86_64 Linux (the engine uses its own sine and cosine and no FMA contraction,
/// so other platforms must agree; a change to the solver updates the constants on purpose).
@MainActor
@Suite struct DeterminismTests {
  static func run(_ kind: BenchmarkScene.Kind, _ n: Int, frames: Int) -> UInt64 {
    let scene = BenchmarkScene.make(kind, n)
    for _ in 0..<frames { scene.step() }
    return scene.stateHash()
  }

  @Test func pileHashIsStable() {
    let a = Self.run(.pile, 120, frames: 240)
    let b = Self.run(.pile, 120, frames: 240)
    #expect(a == b)
    #expect(a == Self.goldenPile, "pile 120 after 240 frames: \(String(a, radix: 16))")
  }

  @Test func dialHashIsStable() {
    let a = Self.run(.dial, 10, frames: 240)
    let b = Self.run(.dial, 10, frames: 240)
    #expect(a == b)
    #expect(a == Self.goldenDial, "dial 10 after 240 frames: \(String(a, radix: 16))")
  }

  static let goldenPile: UInt64 = 7_960_246_394_816_966_670
  static let goldenDial: UInt64 = 10_302_400_902_400_112_545
}
