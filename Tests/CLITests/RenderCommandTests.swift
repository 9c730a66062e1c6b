import DynamicMenusLayers
import ArgumentParser
import DynamicMenusCairo
import DynamicMenusCommands
import Foundation
import Testing

/// `render` and `inspect` on good and bad input: bad input exits with status 2 and leaves no
/// file behind.
@MainActor @Suite struct RenderCommandTests {
  /// A fresh empty directory.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dm-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs the command line in-process; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      var command = try DynamicMenusCommand.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return DynamicMenusCommand.exitCode(for: error).rawValue
    }
  }

  @Test func rendersAPNGStill() throws {
    let dir = try Self.scratchDirectory()
    let out = dir.appendingPathComponent("test.png").path
    #expect(Self.run(["render", "test", "--at", "0.5", "--scale", "1", "--out", out]) == 0)
    let image = try Bitmap(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
    #expect(image.width == 375 && image.height == 667)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["test.png"])
  }

  @Test func rendersSVGAndAPNG() throws {
    let dir = try Self.scratchDirectory()
    let svg = dir.appendingPathComponent("t.svg").path
    #expect(Self.run(["render", "test", "--size", "200x300", "--out", svg]) == 0)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.hasPrefix("<?xml") && text.contains("viewBox=\"0 0 200 300\""))
    let apng = dir.appendingPathComponent("t.apng").path
    #expect(
      Self.run([
        "render", "test", "--from", "0", "--to", "0.2", "--fps", "10", "--scale", "1", "--out",
        apng,
      ]) == 0)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: apng)))
    let chunks = try PNGChunks.parse(bytes)
    #expect(chunks.filter { $0.type == "fcTL" }.count == 3)
  }

  @Test func scriptFromAFile() throws {
    let dir = try Self.scratchDirectory()
    let script = dir.appendingPathComponent("s.txt")
    try "# a tap\ntap 100 100\nwait 0.1\n".write(to: script, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("s.png").path
    #expect(
      Self.run(["render", "test", "--script", script.path, "--scale", "1", "--out", out]) == 0)
    #expect(FileManager.default.fileExists(atPath: out))
  }

  /// Bad input: status 2, and the directory stays as it was.
  @Test(arguments: [
    ["render", "nosuchcontrol", "--out", "OUT/x.png"],
    ["render", "test", "--out", "OUT/x.webp"],
    ["render", "test", "--out", "OUT/x"],
    ["render", "test", "--out", "OUT/missing/x.png"],
    ["render", "test", "--out", "OUT"],
    ["render", "test", "--script", "OUT/none.txt", "--out", "OUT/x.png"],
    ["render", "test", "--script", "OUT/bad.txt", "--out", "OUT/x.png"],
    ["render", "test", "--from", "0", "--to", "1", "--out", "OUT/x.png"],
    ["render", "test", "--from", "1", "--to", "0", "--out", "OUT/x.apng"],
    ["render", "test", "--from", "0", "--out", "OUT/x.apng"],
    ["render", "test", "--at", "1", "--from", "0", "--to", "1", "--out", "OUT/x.apng"],
    ["render", "test", "--at=-1", "--out", "OUT/x.png"],
    ["render", "test", "--at", "nan", "--out", "OUT/x.png"],
    ["render", "test", "--scale", "0", "--out", "OUT/x.png"],
    ["render", "test", "--size", "0x10", "--out", "OUT/x.png"],
    ["render", "test", "--size", "big", "--out", "OUT/x.png"],
    ["render", "test", "--fps", "0", "--from", "0", "--to", "1", "--out", "OUT/x.apng"],
    ["inspect", "nosuchcontrol"],
    ["inspect", "test", "--script", "OUT/bad.txt"],
    ["inspect", "test", "--at", "inf"],
  ])
  func badInputExitsWithStatus2(_ arguments: [String]) throws {
    let dir = try Self.scratchDirectory()
    try "tap 1 1\nfly 2\n".write(
      to: dir.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
    let before = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let args = arguments.map { $0.replacingOccurrences(of: "OUT", with: dir.path) }
    #expect(Self.run(args) == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == before)
  }

  @Test func inspectPrintsTheDocumentedShape() throws {
    let dir = try Self.scratchDirectory()
    let script = dir.appendingPathComponent("s.txt")
    try "down 100 120\nwait 0.25\n".write(to: script, atomically: true, encoding: .utf8)
    let json = try Self.inspect(["test", "--script", script.path])
    #expect(json.hasPrefix("{\"time\": "))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["time", "control", "state", "views", "accessibility", "focus"])
    #expect(object["control"] as? String == "test")
    let state = try #require(object["state"] as? [String: Any])
    #expect(state["touchesDown"] as? Int == 1)
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(
      Set(views[0].keys) == ["type", "label", "frame", "center", "alpha", "transform", "subviews"])
    let elements = try #require(object["accessibility"] as? [[String: Any]])
    #expect(Set(elements[0].keys) == ["label", "value", "traits", "frame"])
  }

  /// `inspect`'s JSON for some arguments.
  static func inspect(_ arguments: [String]) throws -> String {
    try InspectCommand.parse(arguments).json().text
  }
}
