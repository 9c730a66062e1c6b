/// A JSON value with ordered object keys, for output whose key order is documented
/// (`inspect`, `bench`): the same value always prints the same bytes. How numbers print is the
/// writer's choice (``text(numbers:)``): the commands round them for people.
public nonisolated enum OrderedJSON: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (a writer prints non-finite ones as `null`: JSON has no such numbers).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([OrderedJSON])
  /// An object, keys in the given order.
  case object([(String, OrderedJSON)])

  /// Compares element by element (objects in order, numbers by their bits' values).
  public static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
    a.text(numbers: Self.exactNumber) == b.text(numbers: Self.exactNumber)
  }

  /// Hashes the printed form.
  public func hash(into hasher: inout Hasher) { hasher.combine(text(numbers: Self.exactNumber)) }

  /// The value printed on one line, `{"a": 1, "b": [2, 3]}`, each finite number as `numbers`
  /// writes it.
  public func text(numbers: (Double) -> String) -> String {
    var out = ""
    write(to: &out, numbers: numbers)
    return out
  }

  /// Every number exactly, as Swift's shortest round-trip form.
  static func exactNumber(_ v: Double) -> String { "\(v)" }

  /// An array of numbers.
  public static func numbers(_ values: [Double]) -> OrderedJSON {
    .array(values.map(OrderedJSON.number))
  }

  func write(to out: inout String, numbers: (Double) -> String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let v): out += v.isFinite ? numbers(v) : "null"
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.write(to: &out, numbers: numbers)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += ", " }
        Self.writeString(key, to: &out)
        out += ": "
        value.write(to: &out, numbers: numbers)
      }
      out += "}"
    }
  }

  static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 {
          let hex = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    out += "\""
  }
}
