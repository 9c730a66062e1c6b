import DynamicMenusGeometry

/// One field of a control's configuration as text: a web component's attribute (kebab-case,
/// `drag-damping`; its property is the camelCase `dragDamping`), what values it takes and how
/// a value is read and set. Each configuration's table is generated from its stored
/// properties (scripts/attribute-tables.py), so the elements' attributes, the catalog's knobs
/// and the reference pages cannot disagree with the Swift fields.
///
/// ```swift
/// var configuration = DialMenu.Configuration()
/// let warning = DialMenu.Configuration.attributes.apply(
///   "drag-damping", "2.5", to: &configuration, defaults: .init()) { $0.validationFailure }
/// ```
///
/// Values are text as an HTML attribute holds it: numbers as JavaScript writes them (`2.5`,
/// `-1e-3`), booleans `true` and `false` (an attribute present with no value is true), words
/// from the field's list, colours as `#rgb`, `#rrggbb` or `#rrggbbaa` (the page turns any CSS
/// colour into one). A value that is not of the field's kind, or that puts the configuration
/// out of range (its `validationFailure`), is refused: the field keeps what it held and the
/// caller gets a warning naming the attribute, the value and the reason.
public nonisolated struct ControlAttribute<Configuration: Sendable>: Sendable {
  /// The kinds of value a field takes (``AttributeKind``).
  public typealias Kind = AttributeKind

  /// The attribute's name, kebab-case (`drag-damping`).
  public let name: String
  /// The values it takes.
  public let kind: Kind
  /// The group of attributes that set one field together, nil for one alone: the floating
  /// menu's `layout`, `layout-sweep` and `layout-radius` make one `layout` (a page's element
  /// applies a group's attributes together, in the table's order, so the order the page set
  /// them in changes nothing).
  public private(set) var group: String?
  /// The field's value in `configuration`, as attribute text.
  public let read: @Sendable (Configuration) -> String
  /// Sets the field from attribute text; false when the text is not a value of ``kind``.
  private let write: @Sendable (inout Configuration, String) -> Bool
  /// Sets the field to its value in the second configuration (the defaults), exactly.
  private let reset: @Sendable (inout Configuration, Configuration) -> Void

  // Out of line, as the table's helpers (ControlAttribute+Kinds.swift): a copy in each entry
  // would cost the WebAssembly module more than the call.
  @inline(never) init(
    _ name: String, _ kind: Kind,
    read: @escaping @Sendable (Configuration) -> String,
    write: @escaping @Sendable (inout Configuration, String) -> Bool,
    reset: @escaping @Sendable (inout Configuration, Configuration) -> Void
  ) {
    self.name = name
    self.kind = kind
    self.read = read
    self.write = write
    self.reset = reset
  }

  /// The same attribute in `group`.
  @inline(never) func grouped(_ group: String) -> Self {
    var copy = self
    copy.group = group
    return copy
  }

  /// The property's name, camelCase (`dragDamping`): the attribute's without its hyphens.
  public var property: String { Self.camelCase(name) }

  /// Sets the field from `text` (nil: the attribute was removed, so its value in `defaults`).
  /// Returns nil when it took the value, else the warning. A refused value leaves the field at
  /// its value in `defaults` where the rest of the configuration allows that, else at what it
  /// held. `validate` is the configuration's own range check (`validationFailure`): a value of
  /// the field's kind can still break a rule across fields (the dial's minimum scale above its
  /// maximum), and the rule is checked here, where the value is applied, one field at a time.
  public func apply(
    _ text: String?, to configuration: inout Configuration, defaults: Configuration,
    validate: (Configuration) -> String?
  ) -> String? {
    // The text the field reads as leaves it as it is: a colour of 0.78 red reads as #c7…,
    // which parses to 199/255, and a page writing back what it read changes nothing.
    if let text, text == read(configuration) { return nil }
    var candidate = configuration
    let parsed: Bool
    if let text {
      parsed = write(&candidate, text.trimmed)
    } else {
      reset(&candidate, defaults)
      parsed = true
    }
    let failure = parsed ? validate(candidate) : nil
    if parsed, failure == nil {
      configuration = candidate
      return nil
    }
    var fallback = configuration
    reset(&fallback, defaults)
    let fellBack = validate(fallback) == nil
    if fellBack { configuration = fallback }
    let kept = (fellBack ? "using the default, " : "keeping ") + read(configuration)
    guard let failure else { return kind.refusal(of: text ?? "", for: name, kept) }
    guard let text else { return "\(name) cannot go back to its default (\(failure)): \(kept)" }
    return AttributeKind.refusal(of: text, for: name, because: failure, kept)
  }

  /// Sets the field to its value in `defaults`, whatever the rest holds.
  public func reset(_ configuration: inout Configuration, to defaults: Configuration) {
    reset(&configuration, defaults)
  }

  /// Whether `name` is this attribute's: its kebab-case name or its camelCase property.
  public func isNamed(_ name: String) -> Bool { Self.isNamed(name, self.name) }

  /// Whether `name` is `kebab` (`drag-damping`) or its camelCase form (`dragDamping`),
  /// compared byte by byte: a lookup per attribute change builds no string.
  static func isNamed(_ name: String, _ kebab: String) -> Bool {
    if name == kebab { return true }
    var camel = name.utf8.makeIterator()
    var upper = false
    for byte in kebab.utf8 {
      if byte == UInt8(ascii: "-") {
        upper = true
        continue
      }
      // ASCII's upper and lower cases are 32 apart; names are ASCII.
      let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      guard camel.next() == (upper && lower ? byte - 32 : byte) else { return false }
      upper = false
    }
    return camel.next() == nil
  }

  /// `drag-damping` as `dragDamping`.
  static func camelCase(_ kebab: String) -> String {
    var result = ""
    var upper = false
    for scalar in kebab.unicodeScalars {
      if scalar == "-" {
        upper = true
      } else if upper, scalar >= "a" && scalar <= "z" {
        // ASCII's upper and lower cases are 32 apart; names are ASCII.
        result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) - 32))
        upper = false
      } else {
        result.unicodeScalars.append(scalar)
        upper = false
      }
    }
    return result
  }
}

/// The kinds of value an attribute takes (``ControlAttribute/Kind``). Outside the generic
/// attribute, so its warnings are compiled once, not once per control's configuration.
public nonisolated enum AttributeKind: Hashable, Sendable {
  /// A number; `range` says which (also written in the attribute's summary).
  case number(NumberRange)
  /// `true` or `false`.
  case boolean
  /// One of these words.
  case word([String])
  /// A colour; `optional` ones also take `none`.
  case color(optional: Bool)
  /// Any text.
  case text

  /// The warning for `text`, given to attribute `name`, that is not a value of this kind;
  /// `kept` says what the field holds instead (`using the default, 1.5`).
  @inline(never) func refusal(of text: String, for name: String, _ kept: String) -> String {
    let why =
      switch self {
      case .number(let range): "a number \(range)"
      case .boolean: "true or false"
      case .word(let words): "one of " + words.joined(separator: ", ")
      case .color(let optional): "a colour (#rgb, #rrggbb, #rrggbbaa\(optional ? " or none" : ""))"
      case .text: "text"
      }
    return "\(name)=\"\(text)\" is not \(why): \(kept)"
  }

  /// The warning for `text`, a value of attribute `name`'s kind that its configuration
  /// refuses as a whole for `failure`; `kept` says what the field holds instead.
  @inline(never) static func refusal(
    of text: String, for name: String, because failure: String, _ kept: String
  ) -> String {
    "\(name)=\"\(text)\" is refused (\(failure)): \(kept)"
  }
}

/// The numbers a field takes: bounds, each open or closed, or none.
public nonisolated struct NumberRange: Hashable, Sendable, CustomStringConvertible {
  /// The least value, nil for none.
  public var lower: Double?
  /// Whether ``lower`` itself is allowed.
  public var includesLower: Bool
  /// The greatest value, nil for none.
  public var upper: Double?
  /// Whether ``upper`` itself is allowed.
  public var includesUpper: Bool
  /// Whether only whole numbers are allowed.
  public var isInteger = false

  /// A range from `lower` to `upper` (nil: unbounded that way), each bound in or out.
  public init(
    lower: Double?, includesLower: Bool, upper: Double?, includesUpper: Bool,
    isInteger: Bool = false
  ) {
    self.lower = lower
    self.includesLower = includesLower
    self.upper = upper
    self.includesUpper = includesUpper
    self.isInteger = isInteger
  }

  /// Any finite number.
  public static let finite = NumberRange(
    lower: nil, includesLower: false, upper: nil, includesUpper: false)
  /// 0 or more.
  public static let notNegative = NumberRange(
    lower: 0, includesLower: true, upper: nil, includesUpper: false)
  /// More than 0.
  public static let positive = NumberRange(
    lower: 0, includesLower: false, upper: nil, includesUpper: false)

  /// Whether `value` is in the range (and finite).
  public func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    if isInteger, value.rounded(.towardZero) != value { return false }
    if let lower, includesLower ? value < lower : value <= lower { return false }
    if let upper, includesUpper ? value > upper : value >= upper { return false }
    return true
  }

  /// "≥ 0", "> 0", "in (0, 1]", "finite".
  public var description: String {
    let whole = isInteger ? "whole, " : ""
    switch (lower, upper) {
    case (nil, nil): return whole + "finite"
    case (let l?, nil): return whole + (includesLower ? "≥ " : "> ") + Self.text(l)
    case (nil, let u?): return whole + (includesUpper ? "≤ " : "< ") + Self.text(u)
    case (let l?, let u?):
      return whole + "in " + (includesLower ? "[" : "(") + Self.text(l) + ", " + Self.text(u)
        + (includesUpper ? "]" : ")")
    }
  }

  static func text(_ v: Double) -> String {
    v.rounded(.towardZero) == v && v.magnitude < 1e15 ? String(Int(v)) : "\(v)"
  }
}

nonisolated extension String {
  /// Without the spaces, tabs and line feeds at either end. Cut by UTF-8 bytes: each is
  /// ASCII, so the cuts fall between characters, and no grapheme breaking runs.
  fileprivate var trimmed: String {
    let bytes = Array(utf8)
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
    var start = 0
    var end = bytes.count
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
