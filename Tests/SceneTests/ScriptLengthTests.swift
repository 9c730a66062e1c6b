import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusViews

/// A script lasts at most ``InteractionScript/maximumDuration`` (600 s) in all, counted as a
/// 60 Hz window plays it; the parser refuses the line that makes it longer.
@Suite("Interaction scripts: the length of a whole script")
struct ScriptLengthTests {
  /// The error `source` raises, as text; nil when it parses.
  func error(_ source: String) -> String? {
    do {
      _ = try InteractionScript(parsing: source)
      return nil
    } catch {
      return error.description
    }
  }

  /// `line` repeated `count` times, one a line.
  func lines(_ line: String, _ count: Int) -> String {
    Array(repeating: line, count: count).joined(separator: "\n")
  }

  @Test("600 s is the limit, for one wait and for the whole script")
  func limit() throws {
    #expect(InteractionScript.maximumDuration == 600)
    let whole = try InteractionScript(parsing: "wait 600")
    #expect(ScriptTimeline(whole).frameCount == 36_000)
    #expect(error(lines("wait 60", 10)) == nil)
    #expect(
      error(lines("wait 60", 11))
        == "script:11:1: this line makes the script last 660 seconds; a script lasts at most "
        + "600 seconds")
    #expect(
      error("# the first line is a comment\nwait 599.5\n\n  wait 0.51")
        == "script:4:3: this line makes the script last 600.02 seconds; a script lasts at most "
        + "600 seconds")
  }

  @Test("many long waits stop at the line that passes the limit, not at the end")
  func manyLongWaits() {
    // The script: line after line of the longest single wait.
    let text = lines("wait 600", 100_000)
    #expect(
      error(text)
        == "script:2:1: this line makes the script last 1200 seconds; a script lasts at most "
        + "600 seconds")
  }

  @Test("every command's time counts: durations and the frames its events take")
  func everyCommandCounts() {
    let cases: [(String, String)] = [
      // The down in frame 36000 and the up 30 frames later: 36031 frames.
      ("drag 0 0 to 10 10 in 0.5", "600.52"),
      ("longpress 1 1 for 2", "602.02"),
      ("swipe left from 300 300 in 0.25", "600.27"),
      ("key return for 1", "601.02"),
      ("tap 1 1", "600.03"),  // the down in frame 36000, the up in 36001: 36002 frames
      ("down 1 1", "600.02"),
      ("key space", "600.03"),
    ]
    for (line, seconds) in cases {
      #expect(
        error("wait 600\n" + line)
          == "script:2:1: this line makes the script last \(seconds) seconds; a script lasts at "
          + "most 600 seconds", "\(line)")
    }
    // Taps alone: two frames each, so 18,000 of them fill the 36,000 frames exactly.
    #expect(error(lines("tap 5 5", 18_000)) == nil)
    #expect(
      error(lines("tap 5 5", 18_001))
        == "script:18001:1: this line makes the script last 600.03 seconds; a script lasts at "
        + "most 600 seconds")
  }

  @Test("a script that parses lasts at most 600 s on a 60 Hz window")
  func acceptedScriptsFit() throws {
    for text in [
      lines("wait 60", 10), lines("tap 5 5", 18_000), "wait 599.95\ntap 1 1",
      "drag 0 0 to 1 1 in 599.98",
    ] {
      let script = try InteractionScript(parsing: text)
      #expect(ScriptTimeline(script).frameCount <= 36_000, "\(text.prefix(40))")
    }
    // A script continuing another may lift its touches; the lift counts like any event.
    let down = Touch(identifier: 1, location: .zero, phase: .began)
    #expect(throws: Never.self) {
      try InteractionScript(parsing: "wait 599.98\nup", touchesDown: [down])
    }
  }
}
