import DynamicMenusGeometry
import DynamicMenusViews

/// Reads the words of one script line in order and reports mistakes at their columns.
nonisolated struct LineCursor {
  let tokens: [ScriptParser.Token]
  let line: Int
  /// The column one past the last word: where "the end of the line" is reported.
  let endColumn: Int
  let source: String
  private(set) var index = 0

  init(tokens: [ScriptParser.Token], line: Int, endColumn: Int, source: String) {
    self.tokens = tokens
    self.line = line
    self.endColumn = endColumn
    self.source = source
  }

  var peek: ScriptParser.Token? { index < tokens.count ? tokens[index] : nil }

  /// The word before the cursor, quoted for messages ("after \"down\"").
  var previousText: String { index > 0 ? tokens[index - 1].text : "" }

  mutating func next() -> ScriptParser.Token? {
    defer { index += 1 }
    return peek
  }

  func error(at token: ScriptParser.Token?, _ message: String) -> ScriptError {
    ScriptError(source: source, line: line, column: token?.column ?? endColumn, message: message)
  }

  /// How the word at the cursor reads in a message: `"abc"` or `the end of the line`.
  var foundDescription: String { peek.map { "\"\($0.text)\"" } ?? "the end of the line" }

  /// A finite decimal number such as `12`, `-3.5`, `.25` or `1e3`; no `nan`, `inf` or hex.
  mutating func number(_ what: String = "a number") throws(ScriptError) -> Double {
    let after = previousText
    guard let token = peek, let value = Self.decimal(token.text) else {
      throw error(at: peek, "expected \(what) after \"\(after)\", found \(foundDescription)")
    }
    guard value.isFinite else {
      throw error(at: token, "the number \"\(token.text)\" is too large")
    }
    index += 1
    return value
  }

  /// Parses a plain decimal literal (`[+-]digits[.digits][e[+-]digits]`, at least one digit
  /// before the exponent), or returns nil: `nan`, `inf`, hex and `1.2.3` are not numbers here.
  static func decimal(_ text: String) -> Double? {
    let scalars = Array(text.unicodeScalars)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
      return i - start
    }
    if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
    var mantissa = digits()
    if i < scalars.count, scalars[i] == "." {
      i += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
      i += 1
      if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == scalars.count else { return nil }
    return Double(text)
  }

  /// A coordinate pair, each within ±1 000 000 pt.
  mutating func point() throws(ScriptError) -> Point {
    let xToken = peek
    let x = try number()
    let yToken = peek
    let y = try number()
    for (value, token) in [(x, xToken), (y, yToken)]
    where abs(value) > ScriptParser.maximumCoordinate {
      throw error(
        at: token, "the coordinate \(token!.text) is out of range (at most ±1000000 points)")
    }
    return Point(x: x, y: y)
  }

  /// A duration in seconds, 0…600 (``InteractionScript/maximumDuration``).
  mutating func duration() throws(ScriptError) -> Double {
    let token = peek
    let seconds = try number("a duration in seconds")
    guard seconds >= 0 else {
      throw error(at: token, "a duration can't be negative, found \(token!.text)")
    }
    guard seconds <= ScriptParser.maximumDuration else {
      throw error(
        at: token,
        "a duration must be at most \(ScriptParser.text(ScriptParser.maximumDuration)) seconds, "
          + "found \(token!.text)")
    }
    return seconds
  }

  mutating func keyword(_ word: String) throws(ScriptError) {
    guard peek?.text == word else {
      throw error(
        at: peek, "expected \"\(word)\" after \"\(previousText)\", found \(foundDescription)")
    }
    index += 1
  }

  mutating func expectEnd() throws(ScriptError) {
    if let token = peek {
      throw error(at: token, "unexpected \"\(token.text)\" after \"\(previousText)\"")
    }
  }

  mutating func direction() throws(ScriptError) -> ScriptDirection {
    guard let token = peek, let direction = ScriptDirection(rawValue: token.text) else {
      throw error(
        at: peek,
        "expected a direction (left, right, up or down) after \"\(previousText)\", "
          + "found \(foundDescription)")
    }
    index += 1
    return direction
  }

  mutating func key() throws(ScriptError) -> Key {
    guard let token = peek, let key = Key(rawValue: token.text) else {
      let names = Key.allCases.map { $0.rawValue }.joined(separator: ", ")
      throw error(
        at: peek, "expected a key name (\(names)) after \"key\", found \(foundDescription)")
    }
    index += 1
    return key
  }

  /// The options after a touch command's required words, in any order, each at most once:
  /// `force F` (then optionally `max M`), `id N`, and for swipes `by D`.
  mutating func touchOptions(
    allowMax: Bool, allowForce: Bool = true, allowBy: Bool = false
  ) throws(ScriptError) -> TouchOptions {
    var options = TouchOptions()
    var allowed = ["id"]
    if allowForce { allowed.append("force") }
    if allowBy { allowed.append("by") }
    while let token = peek {
      index += 1
      switch token.text {
      case "id" where options.id == nil:
        let idToken = peek
        let value = try number("a touch number")
        guard value == value.rounded(), value >= 0, value <= 999_999 else {
          throw error(at: idToken, "a touch id is a whole number 0…999999, found \(idToken!.text)")
        }
        options.id = Int(value)
      case "force" where allowForce && options.forceValue == nil:
        options.forceToken = peek
        options.forceValue = try number("a force")
        if options.forceValue! < 0 || options.forceValue! > ScriptParser.maximumForce {
          throw error(
            at: options.forceToken, "a force must be in 0…1000, found \(options.forceToken!.text)")
        }
        if allowMax, peek?.text == "max" {
          index += 1
          let maxToken = peek
          let maximum = try number("a maximum force")
          guard maximum > 0, maximum <= ScriptParser.maximumForce else {
            throw error(
              at: maxToken, "a maximum force must be in (0, 1000], found \(maxToken!.text)")
          }
          options.maximum = maximum
        }
      case "by" where allowBy && options.distance == nil:
        let distanceToken = peek
        let distance = try number("a distance in points")
        guard distance > 0, distance <= ScriptParser.maximumCoordinate else {
          throw error(
            at: distanceToken,
            "a swipe distance must be in (0, 1000000], found \(distanceToken!.text)")
        }
        options.distance = distance
      default:
        let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        let repeated = ["id", "force", "by"].contains(token.text)
        throw error(
          at: token,
          repeated && allowed.contains(token.text)
            ? "\"\(token.text)\" is given twice"
            : "unexpected \"\(token.text)\"; expected \(list) or the end of the line")
      }
    }
    return options
  }
}

/// The optional words of a touch command.
nonisolated struct TouchOptions {
  var id: Int?
  var forceValue: Double?
  var forceToken: ScriptParser.Token?
  var maximum: Double?
  var distance: Double?

  /// How far a force may exceed its maximum and still be read as the maximum: the maximum
  /// written to two decimals (`force 6.67` for the default 400/60 = 6.6667, as the docs do).
  static let roundingAllowance = 0.005

  /// The force these options give, checked against its maximum (a force within
  /// ``roundingAllowance`` above it is the maximum).
  func force(defaultMaximum: Double, c: LineCursor) throws(ScriptError) -> TouchForce {
    guard let force = forceValue else { return .unavailable }
    let maximum = maximum ?? defaultMaximum
    guard force <= maximum + Self.roundingAllowance else {
      throw c.error(
        at: forceToken,
        "force \(forceToken!.text) exceeds the maximum possible force \(ScriptParser.text(maximum))"
      )
    }
    return .available(force: min(force, maximum), maximumPossible: maximum)
  }
}
