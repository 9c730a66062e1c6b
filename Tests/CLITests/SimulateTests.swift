import ArgumentParser
import DynamicMenusCommands
import DynamicMenusSceneFile
import Foundation
import Testing

/// `dynamic-menus simulate`: the scene format's validation and the CSV.
@MainActor
@Suite struct SimulateTests {
  static let good = """
    {"size": [512, 512], "fps": 60, "frames": 10,
     "items": [{"id": "box", "center": [150, 50], "size": [100, 100]},
               {"id": "ball", "center": [300, 50], "size": [40, 40], "shape": "ellipse"}],
     "behaviors": [
       {"type": "gravity", "items": ["box", "ball"]},
       {"type": "snap", "item": "ball", "point": [300, 200]},
       {"type": "collision", "items": ["box", "ball"], "boundsAsBoundary": true}],
     "events": [{"frame": 5, "behavior": 1, "set": {"point": [100, 100]}}]}
    """

  func parse(_ json: String) throws(SceneError) -> DynamicsScene {
    try DynamicsScene.parse(Data(json.utf8), file: "scene.json")
  }

  func message(_ json: String) -> String? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func csvHeaderRowsAndOrder() throws {
    let csv = try parse(Self.good).simulate()
    let lines = csv.split(separator: "\n")
    #expect(lines.first == "frame,time,item,x,y,angle,running")
    #expect(lines.count == 1 + 10 * 2)
    #expect(lines[1].hasPrefix("1,0.0166666667,box,"))
    #expect(lines[2].hasPrefix("1,0.0166666667,ball,"))
    #expect(lines[20].hasPrefix("10,"))
    #expect(lines[1].hasSuffix(",1"))
  }

  @Test func framesAndFpsOverrideTheScene() throws {
    let csv = try parse(Self.good).simulate(frames: 3, fps: 30)
    let lines = csv.split(separator: "\n")
    #expect(lines.count == 1 + 3 * 2)
    #expect(lines[1].hasPrefix("1,0.0333333333,box,"))
  }

  @Test func runningDropsToZeroWhenAsleep() throws {
    let json = """
      {"frames": 120, "items": [{"id": "a", "center": [100, 100], "size": [50, 50]}],
       "behaviors": [{"type": "snap", "item": "a", "point": [100, 100]}]}
      """
    let lines = try parse(json).simulate().split(separator: "\n")
    #expect(lines[1].hasSuffix(",1"))
    #expect(lines.last!.hasSuffix(",0"))
  }

  @Test func sameSceneSameOutput() throws {
    #expect(try parse(Self.good).simulate() == parse(Self.good).simulate())
  }

  @Test(arguments: [
    ("nope", "scene.json:1:1: expected a JSON value, found \"n\""),
    (
      "{\"items\": [],\n  \"fps\" 60}",
      "scene.json:2:9: expected \":\" after the field name \"fps\", found \"6\""
    ),
    ("{\"items\": [], \"items\": []}", "scene.json:1:15: duplicate field \"items\""),
    ("[]", "scene.json: expected an object"),
    ("{}", "scene.json: missing field \"items\""),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [0, 3]}]}"#,
      "scene.json: items[0].size: the width and height must be positive"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [-1, 3]}]}"#,
      "scene.json: items[0].size: the width and height must be positive"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}, {"id": "a", "center": [1, 2], "size": [3, 3]}]}"#,
      "scene.json: items[1].id: duplicate item id \"a\""
    ),
    (
      #"{"items": [{"id": "a", "center": [1, "x"], "size": [3, 3]}]}"#,
      "scene.json: items[0].center[1]: expected a number"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 1e999], "size": [3, 3]}]}"#,
      "scene.json:1:38: the number 1e999 is too large"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "gravity", "items": ["a"]}, {"type": "gravity"}, {"type": "push", "items": ["boxx"]}]}"#,
      "scene.json: behaviors[2].items[0]: unknown item id \"boxx\""
    ),
    (
      #"{"items": [], "behaviors": [{"type": "magnet"}]}"#,
      "scene.json: behaviors[0].type: unknown behaviour type \"magnet\" (gravity, push, snap, attachment, collision or item)"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "snap", "item": "a"}]}"#,
      "scene.json: behaviors[0]: missing field \"point\""
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "snap", "item": "a", "point": [0, 0], "dampng": 1}]}"#,
      "scene.json: behaviors[0].dampng: unknown field \"dampng\""
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "attachment", "item": "a"}]}"#,
      "scene.json: behaviors[0]: an attachment needs exactly one of \"anchor\" and \"toItem\""
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "snap", "item": "a", "point": [0, 0]}], "events": [{"frame": 1, "behavior": 3, "set": {}}]}"#,
      "scene.json: events[0].behavior: no behaviour at index 3 (there are 1)"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "snap", "item": "a", "point": [0, 0]}], "events": [{"frame": 1, "behavior": 0, "set": {"magnitude": 2}}]}"#,
      "scene.json: events[0].set.magnitude: a snap behaviour has no settable property \"magnitude\""
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [30, 30], "path": [[5, 5], [10, 5], [5, 10]]}]}"#,
      "scene.json: items[0].path: bad collision path: it is not centred on (0, 0): the origin lies outside it"
    ),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3], "shape": "blob"}]}"#,
      "scene.json: items[0].shape: unknown shape \"blob\" (rectangle, ellipse or path)"
    ),
    (#"{"fps": 0, "items": []}"#, "scene.json: fps: must be positive"),
    (
      #"{"items": [{"id": "a", "center": [1, 2e6], "size": [3, 3]}]}"#,
      "scene.json: items[0].center[1]: expected a number between -1000000 and 1000000"
    ),
    (#"{"frames": 1.5, "items": []}"#, "scene.json: frames: expected a whole number"),
  ])
  func badScenesGetOneClearMessage(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test func theCommandExitsWithStatus2AndWritesNothing() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let bad = dir.appendingPathComponent("bad.json")
    try Data(#"{"items": [{"id": "a"}]}"#.utf8).write(to: bad)
    var command = try DynamicMenusCommand.parseAsRoot(["simulate", bad.path])
    #expect(throws: ExitCode(2)) { try command.run() }
    var missing = try DynamicMenusCommand.parseAsRoot([
      "simulate", dir.appendingPathComponent("none.json").path,
    ])
    #expect(throws: ExitCode(2)) { try missing.run() }
    try? FileManager.default.removeItem(at: dir)
  }
}
