/// A strict JSON reader (RFC 8259) for scene files, whose every error names the line and the
/// column where the text stops being JSON, compiler style: `scene.json:3:14: expected "," or
/// "]" after an array element, found "}"`.
///
/// Foundation's decoder says only "not valid JSON" (or "around character N"), keeps the last
/// of two equal keys without a word, and has no stated limit on nesting; a scene file is typed
/// by hand, so it gets a reader that says where. Beyond the RFC it refuses: duplicate keys in
/// an object (one of them would silently mean nothing), numbers too large for a Double
/// (`1e999`), and nesting deeper than ``maximumDepth``.
nonisolated struct JSONParser {
  /// How deep arrays and objects may nest. A scene needs four levels; the limit keeps a
  /// hostile file from exhausting the stack.
  static let maximumDepth = 128

  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var depth = 0

  /// Parses `bytes`, naming `file` in errors.
  static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, file: file)
    // A UTF-8 byte order mark (what some editors write first) is not part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("expected the end of the file after the JSON value, found \(parser.found)")
    }
    return value
  }

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  // MARK: Values

  private mutating func value() throws(SceneError) -> JSONValue {
    guard index < bytes.count else { throw error("expected a JSON value, found \(found)") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("expected a JSON value, found \(found)")
    }
  }

  private mutating func object() throws(SceneError) -> JSONValue {
    try enter()
    index += 1  // {
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw error("expected a field name in double quotes, found \(found)")
      }
      let keyStart = index
      let key = try string()
      if members[key] != nil { throw error("duplicate field \"\(key)\"", at: keyStart) }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error("expected \":\" after the field name \"\(key)\", found \(found)")
      }
      index += 1
      skipWhitespace()
      members[key] = try value()
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected \",\" or \"}\" after a field, found \(found)")
      }
    }
  }

  private mutating func array() throws(SceneError) -> JSONValue {
    try enter()
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("expected \",\" or \"]\" after an array element, found \(found)")
      }
    }
  }

  private mutating func enter() throws(SceneError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("arrays and objects nest deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(SceneError)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("expected a JSON value, found \(found)") }
    index += utf8.count
    return value
  }

  /// number = [ "-" ] ( "0" | digit1-9 { digit } ) [ "." digit { digit } ]
  ///          [ ( "e" | "E" ) [ "+" | "-" ] digit { digit } ]
  private mutating func number() throws(SceneError) -> JSONValue {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else if !digits() {
      throw error("expected a digit, found \(found)")
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digits() else { throw error("expected a digit after \".\", found \(found)") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digits() else { throw error("expected a digit in the exponent, found \(found)") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw error("the number \(text) is too large", at: start)
    }
    return .number(number)
  }

  /// Skips one or more digits; false when there is none.
  private mutating func digits() -> Bool {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index > start
  }

  // MARK: Strings

  private mutating func string() throws(SceneError) -> String {
    let start = index
    index += 1  // "
    var scalars = String.UnicodeScalarView()
    var run = index  // the start of the bytes not yet copied
    func flush(_ end: Int) throws(SceneError) {
      guard run < end else { return }
      guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
        throw error("a string that is not valid UTF-8", at: start)
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while true {
      guard index < bytes.count else {
        throw error("a string that is never closed with \"", at: start)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw error("a control character in a string (write it as an escape, e.g. \\n)")
      }
      if byte == UInt8(ascii: "\\") {
        try flush(index)
        scalars.append(try escape())
        run = index
      } else {
        index += 1
      }
    }
  }

  /// One escape sequence after its backslash; `\u` pairs of surrogates make one scalar.
  private mutating func escape() throws(SceneError) -> Unicode.Scalar {
    let start = index
    index += 1  // backslash
    guard index < bytes.count else { throw error("a string that is never closed with \"") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4(escapeStart: start)
      if (0xD800..<0xDC00).contains(high) {
        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("a lone surrogate \\u\(hex(high)) in a string", at: start) }
        index += 2
        let low = try hex4(escapeStart: start)
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("a lone surrogate \\u\(hex(high)) in a string", at: start)
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("a lone surrogate \\u\(hex(high)) in a string", at: start)
      }
      return scalar
    default:
      index -= 1
      throw error("unknown escape \\\(describe(letter)) in a string", at: start)
    }
  }

  private mutating func hex4(escapeStart: Int) throws(SceneError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error("expected four hexadecimal digits after \\u", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Positions and messages

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  /// What stands at the current position, for "found …".
  private var found: String {
    index < bytes.count ? "\"\(describe(bytes[index]))\"" : "the end of the file"
  }

  /// A byte as a reader would name it: printable ASCII as itself, anything else as its
  /// character (the whole UTF-8 sequence) or, when that is not valid, in hexadecimal.
  private func describe(_ byte: UInt8) -> String {
    if (0x21..<0x7F).contains(byte) { return String(UnicodeScalar(byte)) }
    if byte == 0x20 { return " " }
    if byte >= 0xC0 {
      let end = min(bytes.count, index + 4)
      for length in (2...4).reversed() where index + length <= end {
        if let text = String(validating: bytes[index..<index + length], as: UTF8.self),
          text.count == 1, let scalar = text.unicodeScalars.first
        {
          // Spaces, line breaks and invisible characters by their code point.
          let visible =
            !scalar.properties.isWhitespace
            && scalar.properties.generalCategory
              != .format
            && scalar.properties.generalCategory != .control
          return visible ? text : "U+" + hex(scalar.value)
        }
      }
    }
    return "\\x" + String(byte, radix: 16, uppercase: true)
  }

  /// An error at `offset` (the current position by default): `file:line:column: message`,
  /// the column counted in characters from 1, as the script parser counts.
  private func error(_ message: String, at offset: Int? = nil) -> SceneError {
    let offset = min(offset ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
    return SceneError("\(file):\(line):\(column): \(message)")
  }
}
