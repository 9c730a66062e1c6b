import Foundation

/// A bad scene file: one message naming the file, the field and the problem, e.g.
/// `scene.json: behaviors[2].items[0]: unknown item id "boxx"`.
public nonisolated struct SceneError: Error, CustomStringConvertible, Equatable {
  /// The full message.
  public let description: String
  init(_ description: String) { self.description = description }
}

/// A parsed JSON value (``JSONParser`` reads it, naming the line and column of any mistake).
nonisolated enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data`, or throws a message naming `file`, the line and the column.
  static func parse(_ data: Data, file: String) throws(SceneError) -> JSONValue {
    try JSONParser.parse(Array(data), file: file)
  }
}

/// A JSON value with its place in the file, for messages that say where a problem is.
nonisolated struct JSONField {
  /// The largest magnitude of any number in a scene, the same as a script's coordinates.
  static let largestNumber = 1_000_000.0

  let value: JSONValue
  let path: String
  let file: String

  func error(_ problem: String) -> SceneError {
    SceneError(path.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)")
  }

  func child(_ key: String, _ value: JSONValue) -> JSONField {
    JSONField(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  func element(_ index: Int, _ value: JSONValue) -> JSONField {
    JSONField(value: value, path: "\(path)[\(index)]", file: file)
  }

  func number() throws(SceneError) -> Double {
    guard case .number(let d) = value else { throw error("expected a number") }
    // The engine works in Float metres: a number a scene can mean stays far from Float's range
    // (a path vertex at -1e308 points became -inf metres and NaN positions).
    guard abs(d) <= Self.largestNumber else {
      throw error("expected a number between -1000000 and 1000000")
    }
    return d
  }

  func integer() throws(SceneError) -> Int {
    let d = try number()
    guard d == d.rounded(), abs(d) < 1e9 else { throw error("expected a whole number") }
    return Int(d)
  }

  func bool() throws(SceneError) -> Bool {
    guard case .bool(let b) = value else { throw error("expected true or false") }
    return b
  }

  func string() throws(SceneError) -> String {
    guard case .string(let s) = value else { throw error("expected a string") }
    return s
  }

  func array() throws(SceneError) -> [JSONField] {
    guard case .array(let a) = value else { throw error("expected an array") }
    return a.enumerated().map { element($0.offset, $0.element) }
  }

  /// `[a, b]` of finite numbers.
  func pair() throws(SceneError) -> (Double, Double) {
    let a = try array()
    guard a.count == 2 else { throw error("expected two numbers, [x, y]") }
    return (try a[0].number(), try a[1].number())
  }

  func object() throws(SceneError) -> JSONObject {
    guard case .object(let o) = value else { throw error("expected an object") }
    return JSONObject(field: self, dictionary: o)
  }
}

/// An object whose keys are read one by one; `finish()` rejects keys nobody read (a typo
/// gets a message instead of silently meaning nothing).
nonisolated final class JSONObject {
  let field: JSONField
  let dictionary: [String: JSONValue]
  private var read: Set<String> = []

  init(field: JSONField, dictionary: [String: JSONValue]) {
    self.field = field
    self.dictionary = dictionary
  }

  func optional(_ key: String) -> JSONField? {
    read.insert(key)
    guard let v = dictionary[key] else { return nil }
    if case .null = v { return nil }
    return field.child(key, v)
  }

  func required(_ key: String) throws(SceneError) -> JSONField {
    guard let f = optional(key) else { throw field.error("missing field \"\(key)\"") }
    return f
  }

  func has(_ key: String) -> Bool { dictionary[key] != nil }

  func wasRead(_ key: String) -> Bool { read.contains(key) }

  func finish() throws(SceneError) {
    // Sorted so the message is the same on every run.
    if let extra = dictionary.keys.filter({ !read.contains($0) }).sorted().first {
      throw field.child(extra, dictionary[extra]!).error("unknown field \"\(extra)\"")
    }
  }
}
