/// One field of a control's ``Configuration`` as text: a web component's attribute
/// (kebab-case, `drag-damping`) and property (camelCase, `dragDamping`), what values it takes
/// and how a value is read and set. The same table makes the elements' attributes, the
/// catalog's knobs and the reference pages, so they cannot disagree.
///
/// ```swift
/// var configuration = DialMenu.Configuration()
/// let warning = DialMenu.Configuration.attributes.apply(
///   "drag-damping", "2.5", to: &configuration)     // nil: applied
/// ```
///
/// Values are text as an HTML attribute holds it: numbers as JavaScript writes them (`2.5`,
/// `-1e-3`), booleans `true` and `false` (an attribute present with no value is true), words
/// from the field's list, colours as `#rgb`, `#rrggbb` or `#rrggbbaa` (the page turns any CSS
/// colour into one). A value that is not of the field's kind, or that puts the configuration
/// out of range (its `validationFailure`), is refused: the field takes its documented default
/// and the caller gets a warning naming the attribute, the value and the default.
public nonisolated struct ControlAttribute<Configuration: Sendable>: Sendable {
  /// The kinds of value a field takes (``AttributeKind``).
  public typealias Kind = AttributeKind

  /// The attribute's name, kebab-case (`drag-damping`).
  public private(set) var name: String
  /// The property's name, camelCase, as the Swift field's (`dragDamping`) unless the DOM
  /// has that name already (``renamed(_:)``).
  public private(set) var property: String
  /// The Swift field's name, or its path for a field inside a structure of the configuration
  /// (`dragDamping`, `style`, `appearance.ringColor`).
  public private(set) var field: String
  /// The values it takes.
  public let kind: Kind
  /// What the field does, in one sentence (the reference pages print it).
  public let summary: String
  /// The field's value in `configuration`, as attribute text.
  public let read: @Sendable (Configuration) -> String
  /// Sets the field from attribute text; false when the text is not a value of ``kind``.
  private let write: @Sendable (inout Configuration, String) -> Bool
  /// Sets the field to its value in the second configuration (the defaults), exactly.
  private let reset: @Sendable (inout Configuration, Configuration) -> Void

  // Out of line, as the table's helpers (ControlAttribute+Kinds.swift): a copy in each entry
  // would cost the WebAssembly module more than the call.
  @inline(never) init(
    _ property: String, _ kind: Kind, _ summary: String,
    read: @escaping @Sendable (Configuration) -> String,
    write: @escaping @Sendable (inout Configuration, String) -> Bool,
    reset: @escaping @Sendable (inout Configuration, Configuration) -> Void
  ) {
    self.property = property
    field = property
    name = Self.kebabCase(property)
    self.kind = kind
    self.summary = summary
    self.read = read
    self.write = write
    self.reset = reset
  }

  /// Sets the field from `text` (nil: the attribute was removed, so the default). Returns nil
  /// when it took the value, else the warning: the field then holds its value in `defaults`.
  /// `validate` is the configuration's own range check (`validationFailure`).
  public func apply(
    _ text: String?, to configuration: inout Configuration, defaults: Configuration,
    validate: (Configuration) -> String?
  ) -> String? {
    guard let text else {
      reset(&configuration, defaults)
      return nil
    }
    // The text the field reads as leaves it as it is: a colour of 0.78 red reads as #c7…,
    // which parses to 199/255, and a page writing back what it read changes nothing.
    if text == read(configuration) { return nil }
    var candidate = configuration
    let parsed = write(&candidate, text.trimmed)
    let failure = parsed ? validate(candidate) : nil
    if parsed, failure == nil {
      configuration = candidate
      return nil
    }
    reset(&configuration, defaults)
    // A value of the field's kind that another field bounds (the dial's minimum scale is at
    // most its maximum): the configuration's own reason.
    if let failure { return refusal(text, because: failure, defaults: defaults) }
    return kind.refusal(of: text, for: name, fallback: read(defaults))
  }

  /// The warning for `text`, a value of the field's kind that the configuration refuses as a
  /// whole for `failure` (its `validationFailure`): the field takes its value in `defaults`.
  public func refusal(_ text: String, because failure: String, defaults: Configuration) -> String {
    AttributeKind.refusal(of: text, for: name, because: failure, fallback: read(defaults))
  }

  /// The same field under another property name (and its kebab-case attribute), for a field
  /// whose own name every HTML element has already: the floating menu's `style` is
  /// `menuStyle` / `menu-style`, as `style` is the element's CSS.
  @inline(never) func renamed(_ property: String) -> Self {
    var copy = self
    copy.property = property
    copy.name = Self.kebabCase(property)
    return copy
  }

  /// The same field inside the configuration's structure `structure` (the radial menu's
  /// `appearance`): the attribute and the property keep the field's own name, ``field``
  /// becomes the path (`appearance.ringColor`) the Swift snippets write.
  @inline(never) func inside(_ structure: String) -> Self {
    at(structure + "." + field)
  }

  /// The same attribute for the field at `path` (`titleFont.size`).
  @inline(never) func at(_ path: String) -> Self {
    var copy = self
    copy.field = path
    return copy
  }

  /// `dragDamping` as `drag-damping`. Field names are ASCII, so the cases are ASCII's:
  /// Unicode's case mapping would link the standard library's tables into the WebAssembly
  /// module for no name of ours.
  static func kebabCase(_ camel: String) -> String {
    var result = ""
    for scalar in camel.unicodeScalars {
      if scalar >= "A" && scalar <= "Z" {
        result += "-"
        result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 32))
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with its first letter in ASCII upper case (`fired` → `Fired`) or lower case.
  static func withFirstASCIILetter(_ text: String, uppercased: Bool) -> String {
    var scalars = Array(text.unicodeScalars)
    if let first = scalars.first,
      uppercased ? first >= "a" && first <= "z" : first >= "A" && first <= "Z"
    {
      // ASCII's upper and lower cases are 32 apart.
      scalars[0] = Unicode.Scalar(UInt8(uppercased ? first.value - 32 : first.value + 32))
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
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

  /// The warning for `text`, given to attribute `name`, that is not a value of this kind:
  /// the field takes its default, `fallback` as text.
  @inline(never) func refusal(of text: String, for name: String, fallback: String) -> String {
    let why =
      switch self {
      case .number(let range): "a number \(range)"
      case .boolean: "true or false"
      case .word(let words): "one of " + words.joined(separator: ", ")
      case .color(let optional): "a colour (#rgb, #rrggbb, #rrggbbaa\(optional ? " or none" : ""))"
      case .text: "text"
      }
    return "\(name)=\"\(text)\" is not \(why): using the default, \(fallback)"
  }

  /// The warning for `text`, a value of attribute `name`'s kind that its configuration
  /// refuses as a whole for `failure`: the field takes its default, `fallback` as text.
  @inline(never) static func refusal(
    of text: String, for name: String, because failure: String, fallback: String
  ) -> String {
    "\(name)=\"\(text)\" is refused (\(failure)): using the default, \(fallback)"
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
  /// Without the spaces, tabs and line breaks at either end.
  fileprivate var trimmed: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\n" {
      scalars.removeFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\n" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
