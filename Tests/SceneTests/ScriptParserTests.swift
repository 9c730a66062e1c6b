import DynamicMenusGeometry
import Testing
@testable import DynamicMenusScripts
@testable import DynamicMenusViews

@Suite("Interaction scripts: parsing")
struct ScriptParserTests {
  @Test("every command of the issue's example parses to what it says")
  func issueExample() throws {
    let script = try InteractionScript(
      parsing: """
        # comment
        wait 0.5
        down 256 56 force 3.5 max 6.67 id 2   # a touch begins
        move 300 80 force 4 id 2
        up id 2
        drag 256 56 to 456 256 in 0.5
        tap 100 100
        longpress 200 200 for 0.6
        swipe left from 300 300 in 0.15
        key left
        key space for 2.0
        """)
    let actions = script.commands.map(\.action)
    #expect(
      actions == [
        .wait(0.5),
        .down(
          Point(x: 256, y: 56), touch: 2, force: .available(force: 3.5, maximumPossible: 6.67)),
        .move(
          Point(x: 300, y: 80), touch: 2, force: .available(force: 4, maximumPossible: 6.67)),
        .up(touch: 2),
        .drag(
          from: Point(x: 256, y: 56), to: Point(x: 456, y: 256), duration: 0.5, touch: 1,
          force: .unavailable),
        .tap(Point(x: 100, y: 100), touch: 1),
        .longPress(Point(x: 200, y: 200), duration: 0.6, touch: 1),
        .swipe(.left, from: Point(x: 300, y: 300), duration: 0.15, distance: 120, touch: 1),
        .key(.left, duration: nil),
        .key(.space, duration: 2.0),
      ])
    #expect(script.commands.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  }

  @Test("the force maximum defaults to 3D Touch's 400/60 and a move keeps the touch's maximum")
  func forceDefaults() throws {
    let script = try InteractionScript(parsing: "down 1 2 force 1\nmove 3 4 force 2\nmove 5 6")
    #expect(
      script.commands[0].action
        == .down(
          Point(x: 1, y: 2), touch: 1, force: .available(force: 1, maximumPossible: 400.0 / 60)))
    #expect(
      script.commands[1].action
        == .move(
          Point(x: 3, y: 4), touch: 1, force: .available(force: 2, maximumPossible: 400.0 / 60)))
    #expect(script.commands[2].action == .move(Point(x: 5, y: 6), touch: 1, force: nil))
  }

  @Test("force 6.67 is the default maximum written to two decimals; 6.68 exceeds it")
  func forceRounding() throws {
    let script = try InteractionScript(parsing: "down 1 2 force 6.67")
    #expect(
      script.commands[0].action
        == .down(
          Point(x: 1, y: 2), touch: 1,
          force: .available(force: 400.0 / 60, maximumPossible: 400.0 / 60)))
    #expect(
      error("down 1 1 force 6.68")
        == "script:1:16: force 6.68 exceeds the maximum possible force 6.6667")
  }

  /// The error a script raises, as text.
  func error(_ source: String) -> String? {
    do {
      _ = try InteractionScript(parsing: source)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "errors name the line, the column and the problem",
    arguments: [
      (
        "tap 1 1\nwait 1\ndown abc 5", "script:3:6: expected a number after \"down\", found \"abc\""
      ),
      ("down 10", "script:1:8: expected a number after \"10\", found the end of the line"),
      (
        "  jump 1 2",
        "script:1:3: unknown command \"jump\"; expected one of wait, down, move, up, "
          + "drag, tap, longpress, swipe, key"
      ),
      ("wait -1", "script:1:6: a duration can't be negative, found -1"),
      ("wait nan", "script:1:6: expected a duration in seconds after \"wait\", found \"nan\""),
      ("wait 1e999", "script:1:6: the number \"1e999\" is too large"),
      ("wait 5000", "script:1:6: a duration must be at most 600 seconds, found 5000"),
      ("wait 600.5", "script:1:6: a duration must be at most 600 seconds, found 600.5"),
      ("wait 1 2", "script:1:8: unexpected \"2\" after \"1\""),
      ("move 1 1", "script:1:1: no touch 1 is down to move; start it with \"down\""),
      ("up", "script:1:1: no touch 1 is down to lift"),
      ("down 1 1\ndown 2 2", "script:2:1: touch 1 is already down; lift it with \"up\" first"),
      ("down 1 1\ntap 2 2", "script:2:1: touch 1 is already down; \"tap\" needs it lifted first"),
      ("down 1 1 force 8 max 6", "script:1:16: force 8 exceeds the maximum possible force 6"),
      (
        "down 1 1 pressure 2",
        "script:1:10: unexpected \"pressure\"; expected \"id\", \"force\" "
          + "or the end of the line"
      ),
      ("down 1 1 id 2 id 3", "script:1:15: \"id\" is given twice"),
      ("down 1 1 id 1.5", "script:1:13: a touch id is a whole number 0…999999, found 1.5"),
      ("drag 1 1 2 2 in 1", "script:1:10: expected \"to\" after \"1\", found \"2\""),
      (
        "swipe sideways from 1 1 in 1",
        "script:1:7: expected a direction (left, right, up or "
          + "down) after \"swipe\", found \"sideways\""
      ),
      (
        "key f1",
        "script:1:5: expected a key name (left, right, up, down, return, space, escape, "
          + "tab) after \"key\", found \"f1\""
      ),
      ("tap 0x10 3", "script:1:5: expected a number after \"tap\", found \"0x10\""),
      ("tap 1e7 3", "script:1:5: the coordinate 1e7 is out of range (at most ±1000000 points)"),
      (
        "longpress 1 1 for",
        "script:1:18: expected a duration in seconds after \"for\", found the "
          + "end of the line"
      ),
      (
        "# only a comment\n\n\twait\t",
        "script:3:6: expected a duration in seconds after "
          + "\"wait\", found the end of the line"
      ),
    ])
  func errors(source: String, message: String) {
    #expect(error(source) == message)
  }

  @Test(
    "numbers are plain decimals",
    arguments: [
      ("12", 12.0), ("-3.5", -3.5), (".25", 0.25), ("1e3", 1000.0), ("+2.", 2.0), ("1E-2", 0.01),
    ])
  func decimals(text: String, value: Double) {
    #expect(LineCursor.decimal(text) == value)
  }

  @Test(
    "non-numbers are refused",
    arguments: [
      "", ".", "-", "e5", "1e", "1.2.3", "inf", "nan",
      "0x1p3", "1_000", "--1", "1e+", "١٢",
    ])
  func notDecimals(text: String) {
    #expect(LineCursor.decimal(text) == nil)
  }

  @Test("the parser never traps and every error names a line and a column inside the text")
  func fuzz() {
    let words = [
      "wait", "down", "move", "up", "drag", "tap", "longpress", "swipe", "key", "to", "in",
      "for", "from", "force", "max", "id", "by", "left", "right", "space", "return", "0", "1",
      "-1", "0.5", "300", "1e9", "nan", "abc", "#", "é", "\t", "  ", "\n", "2.5.1", "999999",
    ]
    var generator = SeededGenerator(seed: 42)
    var parsed = 0
    var failed = 0
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let text = (0..<count).map { _ in words.randomElement(using: &generator)! }
        .joined(separator: " ")
      do {
        let script = try InteractionScript(parsing: text)
        _ = ScriptTimeline(script)
        parsed += 1
      } catch {
        failed += 1
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        #expect(error.line >= 1 && error.line <= lines.count, "\(text)")
        #expect(error.column >= 1 && error.column <= lines[error.line - 1].count + 1, "\(text)")
        #expect(!error.message.isEmpty)
      }
    }
    #expect(parsed > 100 && failed > 100)
  }
}

@Suite("Interaction scripts: line endings")
struct ScriptLineEndingTests {
  @Test("CRLF and CR line endings count lines like LF")
  func lineEndings() throws {
    let crlf = try InteractionScript(parsing: "wait 1\r\ntap 1 2\r\n")
    #expect(crlf.commands.map(\.line) == [1, 2])
    do {
      _ = try InteractionScript(parsing: "wait 1\r\n\r\ndown x 1")
      Issue.record("expected an error")
    } catch {
      #expect(error.line == 3 && error.column == 6)
    }
    #expect(try InteractionScript(parsing: "wait 1\rwait 2").commands.count == 2)
  }
}
