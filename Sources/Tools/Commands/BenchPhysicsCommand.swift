import DynamicMenusControls
import DynamicMenusDemoScenes
import ArgumentParser
import DynamicMenusBenchmarkScenes
import Foundation

/// `dynamic-menus bench physics [--json] [--frames N]`: the dial and pile scenes of
/// `BenchmarkScene`, mean microseconds per 1/60 s frame over the first N frames from the
/// scene's start (settling and sleeping included, as a user would see them).
struct BenchPhysicsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "physics",
    abstract: "Time the physics scenes dial 10/100/1000 and pile 100/500/2000.")

  @Flag(
    help: "One JSON object per line: {\"scene\": ..., \"n\": ..., \"microsecondsPerFrame\": ...}.")
  var json = false

  @Option(
    parsing: .unconditional,
    help: "Frames to run per scene (default 600, ten seconds of scene time).")
  var frames = 600

  @Option(help: "Only the scenes of this family (dial or pile).")
  var scene: String?

  @Option(parsing: .unconditional, help: "Only the scene with this many items.")
  var count: Int?

  static let scenes: [(BenchmarkScene.Kind, Int)] = [
    (.dial, 10), (.dial, 100), (.dial, 1000), (.pile, 100), (.pile, 500), (.pile, 2000),
  ]

  func run() throws {
    guard frames > 0 else {
      FileHandle.standardError.write(
        Data("dynamic-menus bench physics: --frames must be positive\n".utf8))
      throw ExitCode(2)
    }
    if let scene, BenchmarkScene.Kind(rawValue: scene) == nil {
      FileHandle.standardError.write(
        Data("dynamic-menus bench physics: unknown scene \"\(scene)\" (dial or pile)\n".utf8))
      throw ExitCode(2)
    }
    let chosen = Self.scenes.filter { kind, n in
      (scene == nil || scene == kind.rawValue) && (count == nil || count == n)
    }
    if let count, chosen.isEmpty {
      let counts = BenchmarkScene.Kind.allCases.filter { scene == nil || scene == $0.rawValue }
        .map { kind in
          "\(kind.rawValue): "
            + Self.scenes.filter { $0.0 == kind }.map { String($0.1) }.joined(separator: ", ")
        }
      let message = "no scene has --count \(count) (\(counts.joined(separator: "; ")))"
      FileHandle.standardError.write(Data("dynamic-menus bench physics: \(message)\n".utf8))
      throw ExitCode(2)
    }
    for (kind, n) in chosen {
      let us = MainActor.assumeIsolated { Self.measure(kind, n, frames: frames) }
      let line =
        json
        ? OrderedJSON.object([
          ("scene", .string(kind.rawValue)), ("n", .number(Double(n))),
          ("microsecondsPerFrame", .number((us * 10).rounded() / 10)),
        ]).text
        : "\(kind.rawValue) \(n): \(Self.format(us)) µs/frame"
      print(line)
    }
  }

  static func format(_ x: Double) -> String { String(format: "%.1f", x) }

  /// Mean µs per frame over `frames` frames from the scene's start.
  @MainActor
  static func measure(_ kind: BenchmarkScene.Kind, _ n: Int, frames: Int) -> Double {
    let scene = BenchmarkScene.make(kind, n)
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<frames { scene.step() }
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return seconds * 1e6 / Double(frames)
  }
}
