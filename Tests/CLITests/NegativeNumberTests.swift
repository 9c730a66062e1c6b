import ArgumentParser
import DynamicMenusCommands
import Foundation
import Testing

/// Negative numbers after a numeric option (`--at -1`) are the option's value, so the command's
/// own check answers with its message and status 2, as for `--at=-1`; the argument parser would
/// otherwise read `-1` as an option and say "Missing value" with status 64.
@MainActor
@Suite struct NegativeNumberTests {
  /// A scene `simulate` accepts.
  static let scene = """
    {"size": [200, 200], "items": [{"id": "a", "center": [100, 50], "size": [20, 20]}],
     "behaviors": [{"type": "gravity", "items": ["a"]}]}
    """

  @Test(arguments: [
    ["inspect", "dial", "--at", "-1"],
    ["inspect", "test", "--at", "-0.5"],
    ["render", "test", "--at", "-1", "--out", "OUT/x.png"],
    ["render", "test", "--from", "-1", "--to", "1", "--out", "OUT/x.apng"],
    ["render", "test", "--from", "0", "--to", "-2", "--out", "OUT/x.apng"],
    ["render", "test", "--from", "0", "--to", "1", "--fps", "-30", "--out", "OUT/x.apng"],
    ["render", "test", "--scale", "-2", "--out", "OUT/x.png"],
    ["render", "test", "--at", "-1e3", "--out", "OUT/x.png"],
    ["simulate", "OUT/scene.json", "--frames", "-1"],
    ["simulate", "OUT/scene.json", "--fps", "-60"],
    ["gallery", "--out", "OUT/gallery", "--fps", "-1"],
    ["gallery", "--out", "OUT/gallery", "--still-scale", "-1"],
    ["gallery", "--out", "OUT/gallery", "--animation-scale", "-1"],
    ["bench", "dial", "--items", "-5"],
    ["bench", "dial", "--frames", "-5"],
    ["bench", "render", "--frames", "-1"],
    ["bench", "physics", "--frames", "-1"],
  ])
  func negativeValuesReachTheCommandsCheck(_ arguments: [String]) throws {
    let dir = try RenderCommandTests.scratchDirectory()
    try Self.scene.write(
      to: dir.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
    let before = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let args = arguments.map { $0.replacingOccurrences(of: "OUT", with: dir.path) }
    // The parser takes the negative number as the value (a usage error would throw here).
    #expect(throws: Never.self) { _ = try DynamicMenusCommand.parseAsRoot(args) }
    #expect(RenderCommandTests.run(args) == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == before)
  }

  @Test("inspect --at -1 and --at=-1 give the same clear message")
  func sameMessageBothSpellings() throws {
    func message(_ arguments: [String]) -> String? {
      do {
        _ = try InspectCommand.parse(arguments).json()
        return nil
      } catch {
        return (error as? BadInput)?.description ?? "not BadInput: \(error)"
      }
    }
    let spaced = message(["dial", "--at", "-1"])
    #expect(spaced == message(["dial", "--at=-1"]))
    #expect(spaced?.hasPrefix("--at -1") == true, "\(spaced ?? "no error")")
  }

  @Test("an option name after a numeric option is still not a number")
  func optionNameAsValueIsAUsageError() {
    #expect(RenderCommandTests.run(["inspect", "test", "--at", "--script", "x"]) == 64)
  }
}
