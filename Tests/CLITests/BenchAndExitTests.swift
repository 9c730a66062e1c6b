import Foundation
import Testing

/// The commands as a user runs them, in a process of their own: what goes to standard output
/// and standard error, and the exit status. `bench physics` and `bench render` print one JSON
/// object per line (issues 3 and 5); bad input gets one message on standard error, status 2 and
/// nothing on standard output (no partial CSV).
@Suite struct BenchAndExitTests {
  /// Runs `dynamic-menus` with `arguments`; returns its status, standard output and error.
  static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let url = try #require(PlayCommandTests.executable, "build the dynamic-menus product first")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Small outputs only: both fit a pipe's buffer, so reading one first cannot block the other.
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  /// The lines of `text` as JSON objects, each with exactly `keys` in that order.
  static func objects(_ text: String, keys: [String]) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
      #expect(Set(object.keys) == Set(keys), "\(line)")
      let order = keys.compactMap { line.range(of: "\"\($0)\"")?.lowerBound }
      #expect(order.count == keys.count && order == order.sorted(), "keys out of order: \(line)")
      return object
    }
  }

  @Test func benchPhysicsPrintsOneObjectPerScene() throws {
    let r = try Self.run([
      "bench", "physics", "--json", "--scene", "dial", "--count", "10", "--frames", "30",
    ])
    #expect(r.status == 0 && r.err.isEmpty)
    let lines = try Self.objects(r.out, keys: ["scene", "n", "microsecondsPerFrame"])
    #expect(lines.count == 1)
    #expect(lines.first?["scene"] as? String == "dial" && lines.first?["n"] as? Int == 10)
    #expect((lines.first?["microsecondsPerFrame"] as? Double ?? 0) > 0)
  }

  @Test(arguments: [
    ["bench", "physics", "--json", "--count", "7"],
    ["bench", "physics", "--json", "--scene", "dial", "--count", "500"],
  ])
  func benchPhysicsRefusesACountNoSceneHas(_ arguments: [String]) throws {
    let r = try Self.run(arguments)
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err.split(separator: "\n").count == 1)
    #expect(r.err.contains("--count") && r.err.contains("10, 100, 1000"), "\(r.err)")
  }

  static let renderKeys = [
    "control", "blur", "renderer", "millisecondsPerFrame", "medianMilliseconds", "p99Milliseconds",
  ]

  @Test func benchRenderPrintsOneObjectPerControlAndBlur() throws {
    let r = try Self.run(["bench", "render", "--json", "--control", "radial", "--frames", "2"])
    #expect(r.status == 0 && r.err.isEmpty)
    let lines = try Self.objects(r.out, keys: Self.renderKeys)
    #expect(lines.map { $0["control"] as? String } == ["radial", "radial"])
    #expect(lines.map { $0["blur"] as? Bool } == [false, true])
    #expect(lines.allSatisfy { ($0["millisecondsPerFrame"] as? Double ?? 0) > 0 })
  }

  @Test func benchRenderMeasuresTheFramesOfAScript() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(UUID().uuidString).script")
    try "down 256 256\nwait 0.3\nmove 380 256\nup\n".write(
      to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let r = try Self.run([
      "bench", "render", "--json", "--control", "radial", "--blur", "on", "--script", script.path,
    ])
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
    let lines = try Self.objects(r.out, keys: Self.renderKeys)
    #expect(lines.count == 1 && lines.first?["blur"] as? Bool == true)
    #expect((lines.first?["millisecondsPerFrame"] as? Double ?? 0) > 0)
    // Every pixel of every frame, not only what changed: the same report.
    let every = try Self.run([
      "bench", "render", "--json", "--control", "radial", "--blur", "off", "--every-pixel",
      "--script", script.path,
    ])
    #expect(every.status == 0 && every.err.isEmpty, "\(every.err)")
    let full = try Self.objects(every.out, keys: Self.renderKeys)
    #expect(full.count == 1 && full.first?["blur"] as? Bool == false)
    // A script needs a control; an empty one has nothing to measure.
    let noControl = try Self.run(["bench", "render", "--script", script.path])
    #expect(noControl.status == 2 && noControl.out.isEmpty && noControl.err.contains("--control"))
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "empty-\(UUID().uuidString).script")
    try "# nothing\n".write(to: empty, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: empty) }
    let nothing = try Self.run(["bench", "render", "--control", "dial", "--script", empty.path])
    #expect(nothing.status == 2 && nothing.out.isEmpty && nothing.err.contains("no frames"))
  }

  @Test func benchRenderComparesTheDirectRendererWithTheCompositor() throws {
    let r = try Self.run([
      "bench", "render", "--json", "--control", "floating", "--blur", "off", "--renderer", "both",
      "--frames", "3",
    ])
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
    let lines = try Self.objects(r.out, keys: Self.renderKeys)
    #expect(lines.map { $0["renderer"] as? String } == ["direct", "compositor"])
    for line in lines {
      let median = line["medianMilliseconds"] as? Double ?? -1
      let p99 = line["p99Milliseconds"] as? Double ?? -1
      #expect(median >= 0 && p99 >= median, "\(line)")
    }
    // The compositor draws the window alone: no overlay blur, no every-pixel mode.
    for bad in [
      ["--renderer", "compositor", "--blur", "on"], ["--renderer", "sideways"],
      ["--renderer", "both", "--blur", "off", "--every-pixel"],
    ] {
      let refused = try Self.run(["bench", "render", "--control", "dial"] + bad)
      #expect(refused.status == 2 && refused.out.isEmpty && refused.err.contains("--"), "\(bad)")
    }
  }

  @Test func benchCompositesTracesEachFramesStoresPlacesAndOpacities() throws {
    let r = try Self.run([
      "bench", "composites", "--control", "floating", "--script", "Demos/floating/open.script",
    ])
    #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
    let trace = try #require(
      try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    #expect(trace["width"] as? Double == 750 && trace["height"] as? Double == 1334)
    let frames = try #require(trace["frames"] as? [[Double]])
    #expect(frames.count == 43, "one entry per frame of the script")
    var faded = 0
    for frame in frames {
      #expect(frame.count % 10 == 0 && !frame.isEmpty)
      for k in stride(from: 0, to: frame.count, by: 10) {
        let store = Array(frame[k..<k + 10])
        #expect(store[1] >= 1 && store[2] >= 1, "a store of whole pixels: \(store)")
        #expect(store[9] > 0 && store[9] <= 1, "an opacity: \(store)")
        if store[9] < 1 { faded += 1 }
      }
    }
    #expect(faded > 0, "the menu fades in: its stores are drawn in groups below 1")
    // The menu's labels and buttons come in: some layer's place changes from frame to frame.
    let places = frames.map { frame in
      stride(from: 0, to: frame.count, by: 10).map { [frame[$0], frame[$0 + 7], frame[$0 + 8]] }
    }
    #expect(Set(places.map { $0.description }).count > 20)
    for bad in [
      ["--control", "nope", "--script", "Demos/floating/open.script"],
      ["--control", "dial", "--script", "no-such.script"],
    ] {
      let refused = try Self.run(["bench", "composites"] + bad)
      #expect(refused.status == 2 && refused.out.isEmpty && !refused.err.isEmpty, "\(bad)")
    }
  }

  @Test(arguments: [
    ("nope", ".json:1:1: expected a JSON value"),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}], "behaviors": [{"type": "gravity", "items": ["b"]}]}"#,
      #"behaviors[0].items[0]: unknown item id "b""#
    ),
    (#"{"items": [{"id": "a", "center": [1, 2], "size": [0, 3]}]}"#, "items[0].size"),
    (
      #"{"items": [{"id": "a", "center": [1, 2], "size": [3, 3]}, {"id": "a", "center": [1, 2], "size": [3, 3]}]}"#,
      #"items[1].id: duplicate item id "a""#
    ),
  ])
  func simulateBadInputWritesOneMessageAndNoCSV(json: String, expected: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bad-scene-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let r = try Self.run(["simulate", file.path])
    #expect(r.status == 2)
    #expect(r.out.isEmpty, "partial CSV: \(r.out)")
    #expect(r.err.split(separator: "\n").count == 1)
    #expect(r.err.contains(expected), "\(r.err)")
  }
}
