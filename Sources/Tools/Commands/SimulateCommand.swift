import ArgumentParser
import DynamicMenusSceneFile
import Foundation

/// `dynamic-menus simulate SCENE.json [--frames N] [--fps F]`: runs a physics scene and prints
/// its trajectories as CSV (docs/scene-format.md).
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a physics scene (JSON) and print every item's trajectory as CSV.",
    discussion: """
      Prints `frame,time,item,x,y,angle,running`, one row per item per frame in the scene's \
      item order; frame 1 is the state after the first frame. Bad input exits with status 2 \
      and one message naming the field, before any output.
      """)

  @Argument(help: "The scene file (JSON).")
  var scene: String

  @Option(
    parsing: .unconditional, help: "Frames to run (default: the scene's \"frames\", else 120).")
  var frames: Int?

  @Option(
    parsing: .unconditional, help: "Frames per second (default: the scene's \"fps\", else 60).")
  var fps: Double?

  func run() throws {
    if let frames, frames < 0 { throw Self.fail("--frames \(frames) must not be negative") }
    if let fps, !(fps > 0 && fps.isFinite) {
      throw Self.fail("--fps \(PrintedNumber.typed(fps)) must be a positive number")
    }
    let name = (scene as NSString).lastPathComponent
    guard let data = FileManager.default.contents(atPath: scene) else {
      throw Self.fail("\(scene): cannot read the file")
    }
    let parsed: DynamicsScene
    do {
      parsed = try DynamicsScene.parse(data, file: name)
    } catch {
      throw Self.fail(error.description)
    }
    // Everything is validated before the first row: bad input never leaves a partial CSV.
    // The rows go out as they are made, so a long run does not hold them all in memory.
    MainActor.assumeIsolated {
      parsed.simulate(frames: frames, fps: fps) { FileHandle.standardOutput.write(Data($0.utf8)) }
    }
  }

  static func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("dynamic-menus simulate: \(message)\n".utf8))
    return ExitCode(2)
  }
}
