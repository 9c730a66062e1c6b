/// A JSON value with ordered object keys, for output whose key order is documented
/// (`inspect`, `bench`): the same value always prints the same bytes.
public enum OrderedJSON: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; printed by ``PrintedNumber`` (9 significant digits, integers exact),
  /// non-finite ones as `null`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([OrderedJSON])
  /// An object, keys in the given order.
  case object([(String, OrderedJSON)])

  /// Compares element by element (objects in order).
  public static func == (a: OrderedJSON, b: OrderedJSON) -> Bool { a.text == b.text }

  /// Hashes the printed form.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The value printed on one line: `{"a": 1, "b": [2, 3]}`.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// An array of numbers.
  public static func numbers(_ values: [Double]) -> OrderedJSON {
    .array(values.map(OrderedJSON.number))
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let v): out += Self.format(v)
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.write(to: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += ", " }
        Self.writeString(key, to: &out)
        out += ": "
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// A number as ``PrintedNumber`` writes it (9 significant digits, the shortest form,
  /// integers exact); NaN and infinities (never valid JSON) as null.
  static func format(_ v: Double) -> String {
    PrintedNumber.text(v) ?? "null"
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
