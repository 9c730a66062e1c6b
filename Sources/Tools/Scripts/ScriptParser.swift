import DynamicMenusGeometry
import DynamicMenusViews

/// Turns script text into an ``InteractionScript``, one line at a time, and checks what can
/// be checked before anything runs: numbers, ranges, and which touches are down.
///
/// Every error names its line and column (``ScriptError``). The parser never traps: it reads
/// words, not bytes, and refuses non-finite or out-of-range numbers.
nonisolated struct ScriptParser {
  /// The largest duration a command may ask for, in seconds: the longest a whole script may
  /// last (``InteractionScript/maximumDuration``).
  static let maximumDuration = InteractionScript.maximumDuration
  /// The frame rate a script's length is measured at: 60 Hz, every window's default.
  static let lengthFramesPerSecond = 60.0
  /// The largest coordinate magnitude, in points.
  static let maximumCoordinate = 1_000_000.0
  /// The largest force, in UIKit's units (1.0 = an average touch).
  static let maximumForce = 1000.0
  /// The default swipe length, in points: well past the 50 pt a swipe recognizer needs.
  static let defaultSwipeDistance = 120.0
  /// The command words, in the order the error message lists them.
  static let commandNames = [
    "wait", "down", "move", "up", "drag", "tap", "longpress", "swipe", "key",
  ]

  /// A word of a line and the column it starts at (from 1).
  nonisolated struct Token {
    var text: String
    var column: Int
  }

  let name: String
  /// The force of each touch that is down, by identifier (looked up, never iterated).
  var downTouches: [Int: TouchForce] = [:]

  init(name: String) { self.name = name }

  mutating func parse(_ source: String) throws(ScriptError) -> InteractionScript {
    var commands: [InteractionScript.Command] = []
    var lineNumber = 0
    // The script laid on 60 Hz frames as it is read, for its length: waits, durations and
    // the frame every event takes (a script of a million taps is as long as a long wait).
    var layout = ScriptLayout(fps: Self.lengthFramesPerSecond)
    layout.keepsEntries = false
    for line in source.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
      lineNumber += 1
      let tokens = Self.tokens(of: line)
      guard !tokens.isEmpty else { continue }
      var cursor = LineCursor(
        tokens: tokens, line: lineNumber, endColumn: Self.endColumn(of: line), source: name)
      let command = InteractionScript.Command(line: lineNumber, action: try parseCommand(&cursor))
      layout.add(command)
      let length = Double(layout.frameCount) / Self.lengthFramesPerSecond
      if length > Self.maximumDuration + 1e-9 {
        throw cursor.error(
          at: tokens[0],
          "this line makes the script last \(Self.text(length, decimals: 2)) seconds; a script "
            + "lasts at most \(Self.text(Self.maximumDuration)) seconds")
      }
      commands.append(command)
    }
    return InteractionScript(name: name, commands: commands)
  }

  /// A number for a message as a person writes it: rounded to `decimals` places, without
  /// trailing zeros or a trailing point (`600`, `600.02`, `6.6667`, `-1`).
  static func text(_ value: Double, decimals: Int = 4) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    guard rounded.isFinite else { return "\(value)" }
    if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 {
      return String(Int64(rounded))  // also turns -0 into 0
    }
    return "\(rounded)"
  }

  /// The words of a line before any `#`, with their columns.
  static func tokens(of line: Substring) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var start = 0
    var column = 0
    for character in line {
      column += 1
      if character == "#" { break }
      if character.isWhitespace {
        if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
        current = ""
      } else {
        if current.isEmpty { start = column }
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
    return tokens
  }

  /// The column just past the last word of a line (where a missing word would go).
  static func endColumn(of line: Substring) -> Int {
    let code = line.prefix { $0 != "#" }
    let trailing = code.reversed().prefix { $0.isWhitespace }.count
    return code.count - trailing + 1
  }

  mutating func parseCommand(_ c: inout LineCursor) throws(ScriptError) -> InteractionScript.Action
  {
    let word = c.next()!
    switch word.text {
    case "wait":
      let seconds = try c.duration()
      try c.expectEnd()
      return .wait(seconds)
    case "down":
      let point = try c.point()
      let options = try c.touchOptions(allowMax: true)
      let id = options.id ?? 1
      if downTouches[id] != nil {
        throw c.error(at: word, "touch \(id) is already down; lift it with \"up\" first")
      }
      let force = try options.force(defaultMaximum: TouchForce.threeDTouchMaximum, c: c)
      downTouches[id] = force
      return .down(point, touch: id, force: force)
    case "move":
      let point = try c.point()
      let options = try c.touchOptions(allowMax: true)
      let id = options.id ?? 1
      guard let current = downTouches[id] else {
        throw c.error(at: word, "no touch \(id) is down to move; start it with \"down\"")
      }
      var force: TouchForce? = nil
      if options.forceValue != nil {
        let forceAfter = try options.force(
          defaultMaximum: current.maximumPossible ?? TouchForce.threeDTouchMaximum, c: c)
        force = forceAfter
        downTouches[id] = forceAfter
      }
      return .move(point, touch: id, force: force)
    case "up":
      let options = try c.touchOptions(allowMax: false, allowForce: false)
      let id = options.id ?? 1
      guard downTouches[id] != nil else {
        throw c.error(at: word, "no touch \(id) is down to lift")
      }
      downTouches[id] = nil
      return .up(touch: id)
    case "drag":
      let from = try c.point()
      try c.keyword("to")
      let to = try c.point()
      try c.keyword("in")
      let duration = try c.duration()
      let options = try c.touchOptions(allowMax: true)
      let id = try free(options.id ?? 1, word, c)
      let force = try options.force(defaultMaximum: TouchForce.threeDTouchMaximum, c: c)
      return .drag(from: from, to: to, duration: duration, touch: id, force: force)
    case "tap":
      let point = try c.point()
      let options = try c.touchOptions(allowMax: false, allowForce: false)
      let id = try free(options.id ?? 1, word, c)
      return .tap(point, touch: id)
    case "longpress":
      let point = try c.point()
      try c.keyword("for")
      let duration = try c.duration()
      let options = try c.touchOptions(allowMax: false, allowForce: false)
      let id = try free(options.id ?? 1, word, c)
      return .longPress(point, duration: duration, touch: id)
    case "swipe":
      let direction = try c.direction()
      try c.keyword("from")
      let from = try c.point()
      try c.keyword("in")
      let duration = try c.duration()
      var distance = Self.defaultSwipeDistance
      let options = try c.touchOptions(allowMax: false, allowForce: false, allowBy: true)
      if let by = options.distance { distance = by }
      let id = try free(options.id ?? 1, word, c)
      return .swipe(direction, from: from, duration: duration, distance: distance, touch: id)
    case "key":
      let key = try c.key()
      var duration: Double? = nil
      if c.peek?.text == "for" {
        _ = c.next()
        duration = try c.duration()
      }
      try c.expectEnd()
      return .key(key, duration: duration)
    default:
      let list = Self.commandNames.joined(separator: ", ")
      throw c.error(at: word, "unknown command \"\(word.text)\"; expected one of \(list)")
    }
  }

  /// Checks that touch `id` is not down (a gesture command starts a fresh touch).
  func free(_ id: Int, _ word: Token, _ c: LineCursor) throws(ScriptError) -> Int {
    if downTouches[id] != nil {
      throw c.error(
        at: word, "touch \(id) is already down; \"\(word.text)\" needs it lifted first")
    }
    return id
  }
}
