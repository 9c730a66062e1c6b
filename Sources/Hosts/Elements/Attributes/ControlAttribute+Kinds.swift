import DynamicMenusGeometry
import DynamicMenusLayers

/// The field kinds: each reads its field as attribute text and parses text back into it. The
/// generated tables (Generated/*+Attributes.swift) call them with each field's key path
/// spelled out as closures (Embedded Swift has no key paths).
///
/// The helpers stay out of line (`@inline(never)`): inlined into each of the hundred table
/// entries, they cost the package's WebAssembly module 20 KB (9 KB gzipped).
nonisolated extension ControlAttribute {
  // Each kind builds its three closures itself: a generic `field<Value>` taking a format and
  // a parse closure was compiled once per configuration and value type (34 times), each with
  // its closures and their thunks.

  /// A number field in `range`.
  @inline(never) static func number(
    _ name: String, _ range: NumberRange, get: @escaping @Sendable (Configuration) -> Double,
    set: @escaping @Sendable (inout Configuration, Double) -> Void
  ) -> Self {
    Self(
      name, .number(range), read: { AttributeText.number(get($0)) },
      write: { configuration, text in
        guard let value = AttributeText.number(text), range.contains(value) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A true-or-false field; an attribute present with no value (`""`) is true, as HTML's
  /// boolean attributes are.
  @inline(never) static func boolean(
    _ name: String, get: @escaping @Sendable (Configuration) -> Bool,
    set: @escaping @Sendable (inout Configuration, Bool) -> Void
  ) -> Self {
    Self(
      name, .boolean, read: { get($0) ? "true" : "false" },
      write: { configuration, text in
        guard text == "" || text == "true" || text == "false" else { return false }
        set(&configuration, text != "false")
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A field of one of an enumeration's cases, by its raw value.
  @inline(never) static func word<Word: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, get: @escaping @Sendable (Configuration) -> Word,
    set: @escaping @Sendable (inout Configuration, Word) -> Void
  ) -> Self where Word.RawValue == String {
    Self(
      name, .word(Word.allCases.map { $0.rawValue }), read: { get($0).rawValue },
      write: { configuration, text in
        guard let value = Word(rawValue: text) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A field of one of `cases`' values, each by its name: the Swift case's (`bold` for
  /// `Font.Weight.bold`), which the snippets write as `.bold`.
  @inline(never) static func word<Value: Equatable & Sendable>(
    _ name: String, cases: [(String, Value)], get: @escaping @Sendable (Configuration) -> Value,
    set: @escaping @Sendable (inout Configuration, Value) -> Void
  ) -> Self {
    Self(
      name, .word(cases.map { $0.0 }),
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

  /// A font field as three attributes, `prefix` then `size` (points at the default text
  /// size, at most 200 as `--dm-font-size`), `weight` (a `Font.Weight` case) and `family`
  /// (any family the page or the system has).
  @inline(never) static func font(
    _ prefix: String, get: @escaping @Sendable (Configuration) -> Font,
    set: @escaping @Sendable (inout Configuration, Font) -> Void
  ) -> [Self] {
    let size = number(
      prefix + "size",
      NumberRange(lower: 0, includesLower: false, upper: 200, includesUpper: true),
      get: { get($0).size }, set: { c, v in set(&c, get(c).withSize(v)) })
    let weight = word(
      prefix + "weight", cases: Font.Weight.named, get: { get($0).weight },
      set: { c, v in set(&c, get(c).withWeight(v)) })
    let family = text(
      prefix + "family", get: { get($0).family },
      set: { c, v in
        var font = get(c)
        font.family = v
        set(&c, font)
      })
    return [size, weight, family]
  }

  /// Insets as four number attributes in `range`, `prefix` then `top`, `left`, `bottom`,
  /// `right`.
  @inline(never) static func insets(
    _ prefix: String, _ range: NumberRange, get: @escaping @Sendable (Configuration) -> EdgeInsets,
    set: @escaping @Sendable (inout Configuration, EdgeInsets) -> Void
  ) -> [Self] {
    // A closure per side, not a key path: Embedded Swift has none.
    func side(
      _ name: String, _ read: @escaping @Sendable (EdgeInsets) -> Double,
      _ write: @escaping @Sendable (inout EdgeInsets, Double) -> Void
    ) -> Self {
      number(
        prefix + name, range, get: { read(get($0)) },
        set: { c, v in
          var insets = get(c)
          write(&insets, v)
          set(&c, insets)
        })
    }
    return [
      side("top", { $0.top }, { $0.top = $1 }), side("left", { $0.left }, { $0.left = $1 }),
      side("bottom", { $0.bottom }, { $0.bottom = $1 }),
      side("right", { $0.right }, { $0.right = $1 }),
    ]
  }

  /// A colour field.
  @inline(never) static func color(
    _ name: String, get: @escaping @Sendable (Configuration) -> Color,
    set: @escaping @Sendable (inout Configuration, Color) -> Void
  ) -> Self {
    Self(
      name, .color(optional: false), read: { AttributeText.color(get($0)) },
      write: { configuration, text in
        guard let value = AttributeText.color(text) else { return false }
        set(&configuration, value)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }

  /// A colour field that may be none (`none`).
  @inline(never) static func optionalColor(
    _ name: String, get: @escaping @Sendable (Configuration) -> Color?,
    set: @escaping @Sendable (inout Configuration, Color?) -> Void
  ) -> Self {
    Self(
      name, .color(optional: true),
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
    _ name: String, get: @escaping @Sendable (Configuration) -> String,
    set: @escaping @Sendable (inout Configuration, String) -> Void
  ) -> Self {
    Self(
      name, .text, read: get,
      write: { configuration, text in
        set(&configuration, text)
        return true
      }, reset: { configuration, defaults in set(&configuration, get(defaults)) })
  }
}

nonisolated extension Array {
  /// The field named `name` (its attribute, kebab-case, or its property, camelCase); nil for
  /// a name no field has.
  public func field<Configuration>(named name: String) -> Element?
  where Element == ControlAttribute<Configuration> {
    first { $0.isNamed(name) }
  }

  /// Sets the field named `name` (an attribute, or a property) of `configuration` from
  /// `text` (``ControlAttribute/apply(_:to:defaults:validate:)``); nil when it took the value,
  /// else the warning (also for a name no field has).
  public func apply<Configuration>(
    _ name: String, _ text: String?, to configuration: inout Configuration,
    defaults: Configuration, validate: (Configuration) -> String?
  ) -> String? where Element == ControlAttribute<Configuration> {
    guard let field = field(named: name) else { return "no attribute \(name)" }
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
