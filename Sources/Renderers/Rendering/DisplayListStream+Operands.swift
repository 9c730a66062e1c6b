// Each command's operands, declared once: the encoder writes them in this order (the tests
// read every command back by these declarations), and `make web` gives the page's decoders
// their offsets by name, so no decoder counts numbers by hand.

nonisolated extension DisplayListStream {
  /// What an operand is, and so how many numbers it takes.
  public enum OperandKind: String, CaseIterable, Sendable {
    /// One number.
    case number
    /// A colour: red, green, blue, alpha, each 0…1.
    case color
    /// A fill rule's code (``DisplayListStream/fillRules``).
    case fillRule
    /// A line cap's code (``DisplayListStream/lineCaps``).
    case lineCap
    /// A line join's code (``DisplayListStream/lineJoins``).
    case lineJoin
    /// A string: its byte offset and length in ``DisplayListStream/text``.
    case string
    /// A path: its element count, then each element's code and points; always last.
    case path
    /// Text runs: their count, then each run's ``DisplayListStream/runOperands``; always last.
    case runs

    /// How many numbers it takes; nil for a path or runs, which say their own length.
    public var width: Int? {
      switch self {
      case .number, .fillRule, .lineCap, .lineJoin: 1
      case .color: 4
      case .string: 2
      case .path, .runs: nil
      }
    }
  }

  /// One operand of a command: the name the page's decoders read it by, and its kind.
  public struct Operand: Hashable, Sendable {
    /// Its name (`width`, `color`).
    public let name: String
    /// What it is.
    public let kind: OperandKind

    init(_ name: String, _ kind: OperandKind) {
      self.name = name
      self.kind = kind
    }
  }

  /// A text run's values (``OperandKind/runs``): where it starts (x, y), its width, its text.
  public static let runOperands: [Operand] = [
    Operand("x", .number), Operand("y", .number), Operand("width", .number),
    Operand("text", .string),
  ]

  /// Each operand's offset in `operands` (counted from the first), by name, then `end`: how
  /// many numbers the fixed-width ones take (where a fixed command's next opcode lies).
  public static func offsets(of operands: [Operand]) -> [(name: String, offset: Int)] {
    var offset = 0
    var result: [(name: String, offset: Int)] = []
    for operand in operands {
      result.append((operand.name, offset))
      offset += operand.kind.width ?? 0
    }
    return result + [("end", offset)]
  }
}

nonisolated extension DisplayListStream.Opcode {
  /// The command's operands, in the order the stream writes them after its opcode.
  public var operands: [DisplayListStream.Operand] {
    Self.operandTable[rawValue - 1]
  }

  /// Every command's operands by opcode, from the first. A table rather than a switch: Swift
  /// 6.3's Embedded wasm32 build returned other cases' arrays from the switch this replaced
  /// (clip's for text, fill's for beginTransparencyGroup), where the native build did not.
  private static let operandTable: [[DisplayListStream.Operand]] = {
    typealias O = DisplayListStream.Operand
    let numbers = { (names: [String]) in names.map { O($0, .number) } }
    let shadow = [O("color", .color), O("dx", .number), O("dy", .number), O("sigma", .number)]
    return allCases.map { opcode -> [O] in
      switch opcode {
      case .saveState, .restoreState, .endTransparencyGroup, .beginMaskedContent, .beginMask,
        .endMask, .endShadow:
        []
      case .concatenate: numbers(["a", "b", "c", "d", "tx", "ty"])
      case .clip: [O("fillRule", .fillRule), O("path", .path)]
      case .clipRect: numbers(["x", "y", "width", "height"])
      case .beginTransparencyGroup: [O("opacity", .number)]
      case .beginShadow: shadow
      case .shadow: shadow + [O("path", .path)]
      case .fill: [O("color", .color), O("fillRule", .fillRule), O("path", .path)]
      case .stroke:
        [
          O("color", .color), O("width", .number), O("lineCap", .lineCap),
          O("lineJoin", .lineJoin), O("miterLimit", .number), O("path", .path),
        ]
      case .text:
        [
          O("color", .color), O("size", .number), O("weight", .number),
          O("family", .string), O("runs", .runs),
        ]
      case .backdropBlur:
        [O("sigma", .number), O("saturation", .number), O("tint", .color), O("region", .path)]
      case .bitmap: numbers(["image", "x", "y", "width", "height"])
      }
    }
  }()
}
