public import DynamicMenusGeometry
import DynamicMenusLayers

/// The field kinds: each reads its field as attribute text and parses text back into it.
///
/// The helpers stay out of line (`@inline(never)`): inlined into each of the hundred table
/// entries, they cost the package's WebAssembly module 20 KB (9 KB gzipped).
nonisolated extension ControlAttribute {
  // Each kind builds its three closures itself: a generic `field<Value>` taking a format and
  // a parse closure was compiled once per configuration and value type (34 times), each with
  // its closures and their thunks.

  /// A number field in `range`.
  @inline(never) static func number(
    _ property: String, _ range: NumberRange, _ summary: String,
    get: @escaping @Sendable (Configuration) -> Double,
    set: @escaping @Sendable (inout Configuration, Double) -> Void
  ) -> Self {
    Self(
      property, .number(range), summary, read: { AttributeText.number(get($0)) },
      write: { configuration, text in
        guard let value = AttributeText.number(text), range.contains(value) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A true-or-false field; an attribute present with no value (`""`) is true, as HTML's
  /// boolean attributes are.
  @inline(never) static func boolean(
    _ property: String, _ summary: String, get: @escaping @Sendable (Configuration) -> Bool,
    set: @escaping @Sendable (inout Configuration, Bool) -> Void
  ) -> Self {
    Self(
      property, .boolean, summary, read: { get($0) ? "true" : "false" },
      write: { configuration, text in
        guard text == "" || text == "true" || text == "false" else { return false }
        set(&configuration, text != "false")
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A field of one of an enumeration's cases, by its raw value.
  @inline(never) static func word<Word: RawRepresentable & CaseIterable & Sendable>(
    _ property: String, _ summary: String, get: @escaping @Sendable (Configuration) -> Word,
    set: @escaping @Sendable (inout Configuration, Word) -> Void
  ) -> Self where Word.RawValue == String {
    Self(
      property, .word(Word.allCases.map { $0.rawValue }), summary, read: { get($0).rawValue },
      write: { configuration, text in
        guard let value = Word(rawValue: text) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A field of one of `cases`' values, each by its name: the Swift case's (`bold` for
  /// `Font.Weight.bold`), which the snippets write as `.bold`.
  @inline(never) static func word<Value: Equatable & Sendable>(
    _ property: String, cases: [(String, Value)], _ summary: String,
    get: @escaping @Sendable (Configuration) -> Value,
    set: @escaping @Sendable (inout Configuration, Value) -> Void
  ) -> Self {
    Self(
      property, .word(cases.map { $0.0 }), summary,
      read: { configuration in
        let value = get(configuration)
        return cases.first { $0.1 == value }?.0 ?? ""
      },
      write: { configuration, text in
        guard let value = cases.first(where: { $0.0 == text })?.1 else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A font field (`titleFont`) as three attributes: `<property>-size` (points, at most 200
  /// as `--dm-font-size`), `<property>-weight` (a `Font.Weight` case) and `<property>-family`
  /// (any family the page or the system has), their fields `titleFont.size` and so on. A
  /// field inside a structure gives its path as `path` (`tableSettings.font`).
  @inline(never) static func font(
    _ property: String, path: String? = nil, _ what: String,
    get: @escaping @Sendable (Configuration) -> Font,
    set: @escaping @Sendable (inout Configuration, Font) -> Void
  ) -> [Self] {
    let path = path ?? property
    let size = number(
      property + "Size",
      NumberRange(lower: 0, includesLower: false, upper: 200, includesUpper: true),
      "The size of \(what), points at the default text size.",
      get: { get($0).size }, set: { c, v in set(&c, get(c).withSize(v)) })
    let weight = word(
      property + "Weight", cases: Font.Weight.named, "The weight of \(what).",
      get: { get($0).weight }, set: { c, v in set(&c, get(c).withWeight(v)) })
    let family = text(
      property + "Family", "The family of \(what).",
      get: { get($0).family },
      set: { c, v in
        var font = get(c)
        font.family = v
        set(&c, font)
      })
    return [size.at(path + ".size"), weight.at(path + ".weight"), family.at(path + ".family")]
  }

  /// A colour field.
  @inline(never) static func color(
    _ property: String, _ summary: String, get: @escaping @Sendable (Configuration) -> Color,
    set: @escaping @Sendable (inout Configuration, Color) -> Void
  ) -> Self {
    Self(
      property, .color(optional: false), summary, read: { AttributeText.color(get($0)) },
      write: { configuration, text in
        guard let value = AttributeText.color(text) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A colour field that may be none (`none`).
  @inline(never) static func optionalColor(
    _ property: String, _ summary: String, get: @escaping @Sendable (Configuration) -> Color?,
    set: @escaping @Sendable (inout Configuration, Color?) -> Void
  ) -> Self {
    Self(
      property, .color(optional: true), summary,
      read: { get($0).map { AttributeText.color($0) } ?? "none" },
      write: { configuration, text in
        if text == "none" {
          set(&configuration, nil)
          return true
        }
        guard let value = AttributeText.color(text) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A text field.
  @inline(never) static func text(
    _ property: String, _ summary: String, get: @escaping @Sendable (Configuration) -> String,
    set: @escaping @Sendable (inout Configuration, String) -> Void
  ) -> Self {
    Self(
      property, .text, summary, read: get,
      write: { configuration, text in
        set(&configuration, text)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }
}

nonisolated extension Array {
  /// Sets the field named `name` (an attribute, or a property) of `configuration` from
  /// `text`; nil when it took the value, else the warning (also for a name no field has).
  public func apply<Configuration>(
    _ name: String, _ text: String?, to configuration: inout Configuration,
    defaults: Configuration, validate: (Configuration) -> String?
  ) -> String? where Element == ControlAttribute<Configuration> {
    guard let field = first(where: { $0.name == name || $0.property == name || $0.field == name })
    else {
      return "no attribute \(name)"
    }
    return field.apply(text, to: &configuration, defaults: defaults, validate: validate)
  }
}

nonisolated extension Font.Weight {
  /// The weights by their Swift case names, thinnest first.
  static let named: [(String, Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]
}

/// Attribute text: numbers and colours as a page writes them.
public nonisolated enum AttributeText {
  /// `text` as a number: an optional sign, digits with an optional fraction, an optional
  /// exponent (what JavaScript's `String(number)` writes); nil for anything else (`12px`,
  /// `NaN`, `Infinity`, an empty string).
  public static func number(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
    var mantissa = digits()
    if i < bytes.count, bytes[i] == 0x2E {
      i += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
      i += 1
      if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == bytes.count, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `value` as the shortest text that reads back as it (`2.5`, `70`).
  public static func number(_ value: Double) -> String {
    value.rounded(.towardZero) == value && value.magnitude < 1e15
      ? String(Int(value)) : "\(value)"
  }

  /// `#rgb`, `#rrggbb` or `#rrggbbaa` (any case) as a colour; nil for anything else.
  public static func color(_ text: String) -> Color? {
    let bytes = Array(text.utf8)
    guard bytes.first == 0x23, [4, 7, 9].contains(bytes.count) else { return nil }
    var nibbles: [UInt32] = []
    for byte in bytes.dropFirst() {
      switch byte {
      case 0x30...0x39: nibbles.append(UInt32(byte - 0x30))
      case 0x41...0x46: nibbles.append(UInt32(byte - 0x41 + 10))
      case 0x61...0x66: nibbles.append(UInt32(byte - 0x61 + 10))
      default: return nil
      }
    }
    // #rgb doubles each digit (0xa = 0xaa); the longer forms take them in pairs.
    var channels: [Double] = []
    if nibbles.count == 3 {
      for nibble in nibbles { channels.append(Double(nibble * 17) / 255) }
    } else {
      var i = 0
      while i < nibbles.count {
        channels.append(Double(nibbles[i] * 16 + nibbles[i + 1]) / 255)
        i += 2
      }
    }
    return Color(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 1)
  }

  /// `color` as `#rrggbb`, or `#rrggbbaa` when it is not opaque (lower case).
  public static func color(_ color: Color) -> String {
    func byte(_ v: Double) -> String {
      let b = v.isNaN ? 0 : Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
      let s = String(b, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return color.alpha >= 1 ? rgb : rgb + byte(color.alpha)
  }
}
