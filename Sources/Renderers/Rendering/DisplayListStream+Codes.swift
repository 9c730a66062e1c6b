public import DynamicMenusGeometry
public import DynamicMenusLayers

// The numbers a ``DisplayListStream`` writes for its commands and operands, defined here
// once: the encoder writes them, and `make web` gives the same values to the page's
// display-list reader (by name, through the elements' manifest), so neither side spells a
// number the other could disagree with.

nonisolated extension DisplayListStream {
  /// The layout's version, the stream's first number; a reader refuses another.
  public static let version = 1

  /// Where the header's values lie among the stream's first numbers (the commands follow).
  public enum Header {
    /// The version (``DisplayListStream/version``).
    public static let version = 0
    /// The width in points.
    public static let width = 1
    /// The height in points.
    public static let height = 2
    /// The background colour: red, green, blue, alpha, each 0…1.
    public static let background = 3
    /// The first command's opcode.
    public static let commands = 7
  }

  /// A command's opcode, the first number of each command (its operands follow; see
  /// ``DisplayListStream`` for them).
  public enum Opcode: Int, CaseIterable, Sendable {
    /// Saves the drawing state (transform, clip).
    case saveState = 1
    /// Restores the last saved state.
    case restoreState
    /// Concatenates a transform: a b c d tx ty.
    case concatenate
    /// Intersects the clip with a path: fill rule, path.
    case clip
    /// Intersects the clip with a rectangle: x y width height.
    case clipRect
    /// Begins a transparency group: opacity.
    case beginTransparencyGroup
    /// Ends a transparency group.
    case endTransparencyGroup
    /// Begins content that the following mask will mask.
    case beginMaskedContent
    /// Begins the mask of the masked content.
    case beginMask
    /// Ends the mask and composites the masked content through it.
    case endMask
    /// Begins shadowed content: shadow colour, offset x y, blur σ.
    case beginShadow
    /// Ends shadowed content.
    case endShadow
    /// Draws only the shadow of a path: shadow colour, offset x y, σ, path.
    case shadow
    /// Fills a path: colour, fill rule, path.
    case fill
    /// Strokes a path: colour, line width, cap, join, miter limit, path.
    case stroke
    /// Draws text: colour, font size, CSS weight, family, run count, runs.
    case text
    /// Blurs what is behind a region: σ, saturation, tint colour, region path.
    case backdropBlur
    /// Draws a bitmap: index in ``DisplayListStream/images``, x y width height.
    case bitmap

    /// The opcode's name as the page's reader knows it (its Swift name).
    public var name: String {
      switch self {
      case .saveState: "saveState"
      case .restoreState: "restoreState"
      case .concatenate: "concatenate"
      case .clip: "clip"
      case .clipRect: "clipRect"
      case .beginTransparencyGroup: "beginTransparencyGroup"
      case .endTransparencyGroup: "endTransparencyGroup"
      case .beginMaskedContent: "beginMaskedContent"
      case .beginMask: "beginMask"
      case .endMask: "endMask"
      case .beginShadow: "beginShadow"
      case .endShadow: "endShadow"
      case .shadow: "shadow"
      case .fill: "fill"
      case .stroke: "stroke"
      case .text: "text"
      case .backdropBlur: "backdropBlur"
      case .bitmap: "bitmap"
      }
    }
  }

  /// A path element's kind, before its points.
  public enum PathElementCode: Int, CaseIterable, Sendable {
    /// Move to x y.
    case move = 0
    /// Line to x y.
    case line
    /// Quadratic curve: control x y, end x y.
    case quadCurve
    /// Cubic curve: first control x y, second control x y, end x y.
    case curve
    /// Closes the subpath.
    case close

    /// The kind's name as the page's reader knows it.
    public var name: String {
      switch self {
      case .move: "move"
      case .line: "line"
      case .quadCurve: "quadCurve"
      case .curve: "curve"
      case .close: "close"
      }
    }

    /// How many points (x y pairs) follow the code: 1 for a move or a line, 2 for a
    /// quadratic curve, 3 for a cubic one, 0 for a close.
    public var pointCount: Int {
      switch self {
      case .move, .line: 1
      case .quadCurve: 2
      case .curve: 3
      case .close: 0
      }
    }

    /// The code for `element`.
    init(_ element: Path.Element) {
      switch element {
      case .move: self = .move
      case .line: self = .line
      case .quadCurve: self = .quadCurve
      case .curve: self = .curve
      case .closeSubpath: self = .close
      }
    }
  }

  /// The fill rules by code: a rule is written as its index here.
  public static let fillRules: [FillRule] = [.nonZero, .evenOdd]
  /// The line caps by code.
  public static let lineCaps: [LineCap] = [.butt, .round, .square]
  /// The line joins by code.
  public static let lineJoins: [LineJoin] = [.miter, .round, .bevel]

  /// The number written for `value`: its index in `codes`.
  package static func code<T: Equatable>(_ value: T, in codes: [T]) -> Double {
    Double(codes.firstIndex(of: value) ?? 0)
  }
}
