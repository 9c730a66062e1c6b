import DynamicMenusCommands
import DynamicMenusGeometry
import Foundation
import TestSupport
import Testing
@testable import DynamicMenusSceneFile

/// Property tests of the `simulate` scene reader on seeded mutations (the libFuzzer target in
/// Fuzz/ does the same without a budget): no trap; a syntax error names a real line and column;
/// any other error names a field path that exists in the file (or the object missing a field);
/// and a scene that parses simulates to finite numbers.
@MainActor
@Suite("Scene files: properties on mutated scenes")
struct SceneFilePropertyTests {
  /// The scene every mutation starts from: every behaviour type, shape and event kind.
  static let seed = """
    {"size": [512, 512], "fps": 60, "frames": 12,
     "items": [{"id": "box", "center": [150, 50], "size": [100, 100], "angle": 0, "shape": "rectangle"},
               {"id": "other", "center": [300, 50], "size": [50, 50], "shape": "ellipse"},
               {"id": "tri", "center": [200, 300], "size": [40, 40], "path": [[0, -20], [20, 20], [-20, 20]]}],
     "behaviors": [
       {"type": "gravity", "items": ["box", "tri"], "direction": [0, 1]},
       {"type": "push", "items": ["box"], "mode": "continuous", "direction": [1, 0], "offset": [0, 0]},
       {"type": "snap", "item": "other", "point": [300, 200], "damping": 0.5},
       {"type": "attachment", "item": "box", "anchor": [100, 100], "length": 100, "frequency": 2, "damping": 0.3},
       {"type": "attachment", "item": "box", "toItem": "other", "offset": [0, 0], "toOffset": [0, 0]},
       {"type": "attachment", "kind": "sliding", "item": "tri", "anchor": [200, 300], "axis": [1, 0], "range": [-50, 50]},
       {"type": "collision", "items": ["box", "tri"], "mode": "everything", "boundsAsBoundary": true, "insets": [0, 0, 0, 0],
        "boundaries": [{"id": "floor", "from": [0, 300], "to": [500, 300]}, {"id": "cup", "path": [[0, 0], [100, 0], [50, 80]]}]},
       {"type": "item", "items": ["box"], "elasticity": 0.2, "friction": 0.2, "density": 1, "resistance": 0.1,
        "angularResistance": 0.1, "allowsRotation": true, "anchored": false, "linearVelocity": [10, 0], "angularVelocity": 1}],
     "events": [{"frame": 3, "behavior": 2, "set": {"point": [100, 100]}},
                {"frame": 4, "behavior": 1, "set": {"active": false, "magnitude": 2}},
                {"frame": 5, "behavior": 0, "set": {"angle": 1}},
                {"frame": 6, "behavior": 3, "set": {"anchor": [90, 90], "length": 50}}]}
    """

  static let words = [
    "\"items\"", "\"behaviors\"", "\"events\"", "\"type\"", "\"id\"", "\"center\"", "\"size\"",
    "\"gravity\"", "\"push\"", "\"snap\"", "\"attachment\"", "\"collision\"", "\"item\"",
    "true", "false", "null", "0", "-1", "1e308", "-1e308", "1e-320", "[]", "{}", "[0, 0]",
    "\"box\"", "\"other\"", "\"\\u0000\"", "\"\\ud800\"", "\"\\uD83D\\uDE00\"",
  ]

  /// The seed as a value, to mutate structurally.
  static let seedValue: JSONValue = try! JSONParser.parse(Array(seed.utf8), file: "seed")

  func parse(_ text: String) throws(SceneError) -> DynamicsScene {
    try DynamicsScene.parse(Data(text.utf8), file: "scene.json")
  }

  /// What is wrong with `message` for the scene `text`, or nil when it names a real place.
  static func problem(with message: String, in text: String) -> String? {
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" }
    // Syntax: scene.json:LINE:COLUMN: message.
    if let match = message.wholeMatch(of: /scene\.json:(\d+):(\d+): (.+)/) {
      guard let line = Int(match.1), let column = Int(match.2), (1...lines.count).contains(line)
      else { return "line \(match.1) of \(lines.count)" }
      let length = String(decoding: lines[line - 1].utf8, as: UTF8.self).count
      guard (1...length + 1).contains(column) else {
        return "column \(column) on a line of \(length) characters"
      }
      // The text must indeed not be JSON (or break one of the reader's stated limits).
      if (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil,
        !match.3.contains("duplicate field"), !match.3.contains("too large"),
        // Foundation takes a trailing comma ("[1, 2,]"), which RFC 8259 does not.
        !match.3.hasSuffix("found \"]\""), !match.3.hasSuffix("found \"}\""),
        !match.3.contains("nest deeper")
      {
        return "a syntax error for text Foundation reads"
      }
      return nil
    }
    // Semantics: scene.json: PATH: message, or scene.json: message (the root).
    guard message.hasPrefix("scene.json: ") else { return "no file name" }
    let rest = message.dropFirst("scene.json: ".count)
    guard let root = try? JSONParser.parse(Array(text.utf8), file: "scene.json") else {
      return "a field error for text that is not JSON"
    }
    if rest.hasPrefix("expected an object") || rest.hasPrefix("missing field") { return nil }
    guard let colon = rest.range(of: ": ") else { return "no path" }
    let path = String(rest[..<colon.lowerBound])
    guard resolve(path, in: root) else { return "path \(path) is not in the file" }
    return nil
  }

  /// Whether `path` (`items[0].size`, `behaviors[2].set.point`) names a value in `root`. Keys
  /// may themselves hold dots (an unknown field's name): the longest key that fits wins.
  static func resolve(_ path: String, in root: JSONValue) -> Bool {
    var value = root
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]"),
          let i = Int(rest[rest.index(after: rest.startIndex)..<close]),
          case .array(let a) = value, a.indices.contains(i)
        else { return false }
        value = a[i]
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.hasPrefix(".") { rest = rest.dropFirst() }
        guard case .object(let o) = value else { return false }
        let key = o.keys.filter { key in
          rest.hasPrefix(key)
            && (rest.count == key.count || [".", "["].contains(rest.dropFirst(key.count).first))
        }.max { $0.count < $1.count }
        guard let key else { return false }
        value = o[key]!
        rest = rest.dropFirst(key.count)
      }
    }
    return true
  }

  /// What is wrong with a scene that parsed, or nil: it simulates (a few frames) to finite
  /// positions and angles.
  static func problem(with scene: DynamicsScene) -> String? {
    let csv = scene.simulate(frames: min(scene.frames, 12), fps: min(max(scene.fps, 1), 240))
    for row in csv.split(separator: "\n").dropFirst() {
      let fields = row.split(separator: ",")
      for i in [3, 4, 5] where !(Double(fields[i])?.isFinite ?? false) {
        return "non-finite output: \(row)"
      }
    }
    return nil
  }

  @Test("text mutations: no trap; syntax errors at a real line and column, others at a real path")
  func textMutations() {
    let count = FuzzBudget.count(1_500, long: 100_000)
    var failures: [String] = []
    var parsed = 0
    for n in 0..<count {
      var mutator = TextMutator(seed: 0x5CE7_0000 + UInt64(n), dictionary: Self.words)
      let text = mutator.mutate(Self.seed, maximumEdits: 1 + n % 3)
      do {
        let scene = try parse(text)
        parsed += 1
        if let p = Self.problem(with: scene) { failures.append("#\(n): \(p)") }
      } catch {
        if let p = Self.problem(with: error.description, in: text) {
          failures.append("#\(n): \(p): \(error)")
        }
      }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(parsed > count / 50, "\(parsed) of \(count) parsed")
  }

  @Test("value mutations: every field error names a path in the file; good scenes stay finite")
  func valueMutations() {
    let count = FuzzBudget.count(1_500, long: 100_000)
    var failures: [String] = []
    var parsed = 0
    for n in 0..<count {
      var rng = SeededGenerator(seed: 0x5CE8_0000 + UInt64(n))
      var value = Self.seedValue
      for _ in 0..<(1 + n % 3) { JSONMutation.mutate(&value, using: &rng) }
      let text = JSONMutation.text(of: value)
      do {
        let scene = try parse(text)
        parsed += 1
        if let p = Self.problem(with: scene) { failures.append("#\(n): \(p)\n\(text)") }
      } catch {
        if let p = Self.problem(with: error.description, in: text) {
          failures.append("#\(n): \(p): \(error)\n\(text)")
        }
      }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(parsed > count / 20, "\(parsed) of \(count) parsed")
  }

  @Test(
    "JSON syntax errors name the line and column",
    arguments: [
      ("{\"items\": [1, 2,, 3]}", "scene.json:1:17: expected a JSON value, found \",\""),
      ("{\"items\":\n  tru}", "scene.json:2:3: expected a JSON value, found \"t\""),
      ("", "scene.json:1:1: expected a JSON value, found the end of the file"),
      (
        "{\"items\": []} x",
        "scene.json:1:15: expected the end of the file after the JSON value, found \"x\""
      ),
      ("{\"a\": \"\\ud800\"}", "scene.json:1:8: a lone surrogate \\uD800 in a string"),
      (
        "{\"a\": \"é\n\"}",
        "scene.json:1:9: a control character in a string (write it as an escape, e.g. \\n)"
      ),
      ("{\"a\": \"x}", "scene.json:1:7: a string that is never closed with \""),
      ("{\"a\": 01}", "scene.json:1:8: expected \",\" or \"}\" after a field, found \"1\""),
      ("{\"a\": -}", "scene.json:1:8: expected a digit, found \"}\""),
      ("{\"a\": 1.}", "scene.json:1:9: expected a digit after \".\", found \"}\""),
      ("{\"a\": \"\\q\"}", "scene.json:1:8: unknown escape \\q in a string"),
      ("{é}", "scene.json:1:2: expected a field name in double quotes, found \"é\""),
      (
        String(repeating: "[", count: 200),
        "scene.json:1:129: arrays and objects nest deeper than 128 levels"
      ),
    ])
  func syntaxErrors(text: String, expected: String) {
    #expect(throws: SceneError(expected)) { try parse(text) }
  }

  @Test(
    "the reader reads what JSON means",
    arguments: [
      (
        "{\"a\": [1.5e3, -0, 0.25, true, false, null, \"\\u00e9\\n\\\"\"]}",
        "{\"a\": [1500, 0, 0.25, true, false, null, \"é\\u000a\\\"\"]}"
      ),
      ("{\"a\": \"\\uD83D\\uDE00\", \"b\": {\"c\": []}}", "{\"a\": \"😀\", \"b\": {\"c\": []}}"),
      ("\u{FEFF} \r\n\t{ } ", "{}"),
    ])
  func reads(text: String, expected: String) throws {
    #expect(JSONMutation.text(of: try JSONParser.parse(Array(text.utf8), file: "t")) == expected)
  }
}

/// Structural mutations of a JSON value: a node replaced by a wrong or extreme value, a field
/// removed, a field added, an array element dropped or doubled.
enum JSONMutation {
  static let replacements: [JSONValue] = [
    .null, .bool(true), .number(0), .number(-1), .number(1e308), .number(-1e308),
    .number(.leastNonzeroMagnitude),
    .number(0.5), .number(3), .number(1e9), .string(""), .string("box"), .string("nope"),
    .array([]), .array([.number(1)]), .array([.number(1), .number(2)]),
    .array([.number(1), .number(2), .number(3)]), .object([:]),
    .array([.array([.number(0), .number(0)]), .array([.number(0), .number(0)])]),
  ]

  static func mutate(_ value: inout JSONValue, using rng: inout SeededGenerator) {
    switch value {
    case .array(var a) where !a.isEmpty && Int.random(in: 0..<3, using: &rng) != 0:
      let i = Int.random(in: 0..<a.count, using: &rng)
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: a.remove(at: i)
      case 1: a.append(a[i])
      default: mutate(&a[i], using: &rng)
      }
      value = .array(a)
    case .object(var o) where !o.isEmpty && Int.random(in: 0..<4, using: &rng) != 0:
      let key = o.keys.sorted()[Int.random(in: 0..<o.count, using: &rng)]
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: o[key] = nil
      case 1: o[key + "x"] = o[key]
      default: mutate(&o[key]!, using: &rng)
      }
      value = .object(o)
    default:
      value = replacements[Int.random(in: 0..<replacements.count, using: &rng)]
    }
  }

  /// JSON text, keys sorted (so the same value always reads the same).
  static func text(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    case .string(let s): quoted(s)
    case .array(let a): "[" + a.map(text(of:)).joined(separator: ", ") + "]"
    case .object(let o):
      "{" + o.keys.sorted().map { "\(quoted($0)): \(text(of: o[$0]!))" }.joined(separator: ", ")
        + "}"
    }
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
