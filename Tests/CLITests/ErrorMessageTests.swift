import Foundation
import Testing

/// The exact messages of bad input, as a user sees them on standard error: numbers written back
/// as they were typed (`-1`, `0.5`, not `-1.0`), and scripts too long to play refused with the
/// line that makes them so. Each with status 2, nothing on standard output and no file written.
@Suite struct ErrorMessageTests {
  /// A scene `simulate` accepts.
  static let scene = """
    {"size": [200, 200], "items": [{"id": "a", "center": [100, 50], "size": [20, 20]}],
     "behaviors": [{"type": "gravity", "items": ["a"]}]}
    """

  /// Runs `arguments` (OUT standing for a fresh directory holding `scene.json` and the given
  /// files) and checks status 2, one line `expected` (OUT replaced too) on standard error,
  /// nothing on standard output and nothing new in the directory.
  func expectRefusal(
    _ arguments: [String], _ expected: String, files: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dm-messages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var all = files
    all["scene.json"] = Self.scene
    for (path, text) in all {
      let url = dir.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let before = try Self.tree(dir)
    let out = dir.path
    let run = try BenchAndExitTests.run(
      arguments.map { $0.replacingOccurrences(of: "OUT", with: out) })
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(
      run.err == expected.replacingOccurrences(of: "OUT", with: out) + "\n",
      sourceLocation: sourceLocation)
    #expect(run.out.isEmpty, sourceLocation: sourceLocation)
    #expect(try Self.tree(dir) == before, "files written", sourceLocation: sourceLocation)
  }

  /// Every path under `dir`, sorted.
  static func tree(_ dir: URL) throws -> [String] {
    let paths = FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String]
    return (paths ?? []).sorted()
  }

  @Test(
    "numbers in messages read as typed",
    arguments: [
      (["inspect", "dial", "--at", "-1"], "inspect: error: --at -1 " + Self.notATime),
      (["inspect", "test", "--at", "-0.5"], "inspect: error: --at -0.5 " + Self.notATime),
      (["inspect", "test", "--at", "nan"], "inspect: error: --at nan " + Self.notATime),
      (
        ["render", "test", "--at", "5e3", "--out", "OUT/x.png"],
        "render: error: --at 5000 " + Self.notATime
      ),
      (
        ["render", "test", "--from", "2", "--to", "0.5", "--out", "OUT/x.apng"],
        "render: error: --to 0.5 is before --from 2"
      ),
      (
        ["render", "test", "--from", "0", "--to", "1", "--fps", "0.5", "--out", "OUT/x.apng"],
        "render: error: --fps 0.5 is not between 1 and 120 frames a second"
      ),
      (
        ["render", "test", "--from", "0", "--to", "100", "--fps", "30", "--out", "OUT/x.apng"],
        "render: error: --from 0 --to 100 at 30 fps makes 3001 frames (at most 1800)"
      ),
      (
        ["render", "test", "--scale", "10", "--out", "OUT/x.png"],
        "render: error: --scale 10 is not between 0.25 and 8"
      ),
      (
        ["gallery", "--out", "OUT/g", "--fps", "0"],
        "gallery: error: --fps 0 is not between 1 and 60 frames a second"
      ),
      (
        ["gallery", "--out", "OUT/g", "--still-scale", "4.5"],
        "gallery: error: --still-scale 4.5 is not between 0.25 and 4"
      ),
      (
        ["simulate", "OUT/scene.json", "--fps", "-60"],
        "simulate: --fps -60 must be a positive number"
      ),
      (
        ["simulate", "OUT/scene.json", "--frames", "-1"],
        "simulate: --frames -1 must not be negative"
      ),
    ])
  func numbersAsTyped(_ arguments: [String], _ message: String) throws {
    try expectRefusal(arguments, "dynamic-menus " + message)
  }

  static let notATime = "is not a time in seconds between 0 and 3600"

  @Test("a script's force maximum reads as typed: 6, not 6.0")
  func scriptForce() throws {
    try expectRefusal(
      ["render", "test", "--script", "OUT/f.script", "--out", "OUT/x.png"],
      "dynamic-menus render: error: OUT/f.script:2:16: force 8 exceeds the maximum possible "
        + "force 6",
      files: ["f.script": "wait 1\ndown 1 1 force 8 max 6\n"])
  }

  /// A script of ten-minute waits, one a line: the second passes the 600 s a script may last.
  static let longScript = String(repeating: "wait 600\n", count: 1000)
  static let tooLong =
    ":2:1: this line makes the script last 1200 seconds; a script lasts at most 600 seconds"

  @Test("render, inspect and gallery refuse a script longer than 600 s at its line")
  func longScripts() throws {
    try expectRefusal(
      ["render", "dial", "--script", "OUT/long.script", "--out", "OUT/x.png"],
      "dynamic-menus render: error: OUT/long.script" + Self.tooLong,
      files: ["long.script": Self.longScript])
    try expectRefusal(
      [
        "render", "dial", "--script", "OUT/long.script", "--from", "0", "--to", "1", "--out",
        "OUT/x.apng",
      ],
      "dynamic-menus render: error: OUT/long.script" + Self.tooLong,
      files: ["long.script": Self.longScript])
    try expectRefusal(
      ["inspect", "dial", "--script", "OUT/long.script"],
      "dynamic-menus inspect: error: OUT/long.script" + Self.tooLong,
      files: ["long.script": Self.longScript])
    try expectRefusal(
      ["gallery", "--demos", "OUT/demos", "--out", "OUT/g"],
      "dynamic-menus gallery: error: OUT/demos/dial/long.script" + Self.tooLong,
      files: ["demos/dial/long.script": Self.longScript])
  }

  @Test("the gallery refuses a script whose animation would pass 1800 frames, before playing")
  func galleryFrames() throws {
    // 100 s at 20 fps: frames at 0, 0.05, … 100, 2001 of them.
    try expectRefusal(
      ["gallery", "--demos", "OUT/demos", "--out", "OUT/g"],
      "dynamic-menus gallery: error: 'OUT/demos/dial/long.script' lasts 100 seconds: at 20 fps "
        + "its animation would have 2001 frames (at most 1800); shorten it or lower --fps",
      files: ["demos/dial/long.script": "# title: Long\nwait 100\n"])
  }
}
