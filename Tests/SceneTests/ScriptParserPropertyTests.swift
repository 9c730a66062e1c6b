import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusScripts
@testable import DynamicMenusViews

/// Property tests of the script parser on seeded mutations of every demo script (the libFuzzer
/// target in Fuzz/ does the same without a budget): it never traps, and every error names a
/// real place, the place of the first mistake.
@Suite("Interaction script parser: properties on mutated scripts")
struct ScriptParserPropertyTests {
  /// The scripts mutated: the demos and a few that use every command and option.
  static let seeds: [String] =
    demoScripts().map(\.text) + [
      """
      down 100 100 force 2 max 6.67 id 3
      move 120 100 force 6.67 id 3
      up id 3
      drag 0 0 to 100 0 in 0.5 force 1 max 8 id 2
      tap 10 10 id 0
      longpress 50 50 for 1.2
      swipe left from 300 300 in 0.15 by 200 id 4
      key return for 0.2
      key tab   # a comment
      wait .25
      """,
      "down 1e3 -3.5\nwait 0.5\nmove +2 .25\nup",
    ]

  /// The words the mutator splices in: the language's own.
  static let words =
    ScriptParser.commandNames + [
      "to", "in", "for", "from", "by", "id", "force", "max", "left", "right", "up", "down",
      "return", "space", "escape", "tab", "1000000", "1000001", "600", "600.01", "3600", "1000",
      "0",
      "999999", "1000000", "6.67", "6.675", "6.68",
    ]

  /// The lines of `text` as the parser splits them.
  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }

  /// What is wrong with `error` for `text`, or nil when it names a real place: a line of the
  /// text, a column on that line (or one past its end), the first mistake (the lines before it
  /// parse on their own), and a message.
  static func problem(with error: ScriptError, in text: String) -> String? {
    let lines = lines(text)
    guard (1...lines.count).contains(error.line) else {
      return "line \(error.line) of \(lines.count)"
    }
    let length = lines[error.line - 1].count
    guard (1...length + 1).contains(error.column) else {
      return "column \(error.column) on a line of \(length) characters"
    }
    guard !error.message.isEmpty else { return "an empty message" }
    guard error.description == "fuzz:\(error.line):\(error.column): \(error.message)" else {
      return "description \(error.description)"
    }
    let before = lines.prefix(error.line - 1).joined(separator: "\n")
    do {
      _ = try InteractionScript(parsing: before, name: "fuzz")
    } catch {
      return "the lines before line \(error.line) fail too: \(error)"
    }
    return nil
  }

  /// What is wrong with a script that parsed, or nil: every command on a real line, every
  /// number finite and within the documented limits, the whole no longer than 600 s at 60 Hz.
  static func problem(with script: InteractionScript, in text: String) -> String? {
    let count = lines(text).count
    func inLimits(_ p: Point) -> Bool {
      p.x.isFinite && p.y.isFinite && abs(p.x) <= 1e6 && abs(p.y) <= 1e6
    }
    func duration(_ t: Double) -> Bool { t.isFinite && t >= 0 && t <= 600 }
    let length = Double(ScriptTimeline(script).frameCount) / 60
    if length > 600 + 1e-9 { return "it lasts \(length) s" }
    for command in script.commands {
      guard (1...count).contains(command.line) else { return "command on line \(command.line)" }
      let fine: Bool
      switch command.action {
      case .wait(let t): fine = duration(t)
      case .down(let p, _, _), .move(let p, _, _), .tap(let p, _): fine = inLimits(p)
      case .up: fine = true
      case .drag(let a, let b, let t, _, _): fine = inLimits(a) && inLimits(b) && duration(t)
      case .longPress(let p, let t, _): fine = inLimits(p) && duration(t)
      case .swipe(_, let p, let t, let d, _): fine = inLimits(p) && duration(t) && d.isFinite
      case .key(_, let t): fine = t.map(duration) ?? true
      }
      if !fine { return "line \(command.line): \(command.action) is out of limits" }
    }
    return nil
  }

  @Test("mutated scripts: no trap; every error at a real line and column, the first mistake")
  func mutatedScripts() {
    let count = FuzzBudget.count(3_000, long: 300_000)
    var errors = 0
    var failures: [String] = []
    for n in 0..<count {
      var mutator = TextMutator(seed: 0x5C21_0000 + UInt64(n), dictionary: Self.words)
      let seed = Self.seeds[n % Self.seeds.count]
      let text = mutator.mutate(seed, maximumEdits: 1 + n % 6)
      do {
        let script = try InteractionScript(parsing: text, name: "fuzz")
        if let p = Self.problem(with: script, in: text) { failures.append("#\(n): \(p)") }
      } catch {
        errors += 1
        if let p = Self.problem(with: error, in: text) {
          failures.append("#\(n): \(p)\n\(text.debugDescription)")
        }
      }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // Most mutants are wrong somewhere, and some are still scripts: both sides are tested.
    #expect(errors > count / 4 && errors < count * 19 / 20, "\(errors) errors in \(count)")
  }

  @Test("the seeds parse as they are")
  func seedsParse() throws {
    #expect(Self.seeds.count >= 10)
    for seed in Self.seeds { _ = try InteractionScript(parsing: seed) }
  }

  @Test("a broken line after good ones is reported there, whatever comes after")
  func firstMistakeWins() {
    var rng = SeededGenerator(seed: 12)
    for _ in 0..<200 {
      let good = (0..<Int.random(in: 0...6, using: &rng)).map { _ in "wait 0.1" }
      let bad = ["down 1", "jump", "wait -1", "tap 1 nan", "key f1", "up"][
        Int.random(in: 0..<6, using: &rng)]
      let text = (good + [bad, "jump", "wait x"]).joined(separator: "\n")
      #expect(throws: ScriptError.self) { try InteractionScript(parsing: text) }
      do {
        _ = try InteractionScript(parsing: text)
      } catch {
        #expect(error.line == good.count + 1, "\(error)")
      }
    }
  }
}
