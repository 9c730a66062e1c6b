/// Where the numbers of the layer streams lie, declared once: ``LayerOperationStream`` writes
/// each operand in the order declared here (debug builds check each lands at its offset), the
/// page reads it there (layer-vocabulary.js's `layerOperands` and `lookahead`, generated from
/// these declarations), and the tests decode with them.
extension LayerOperationStream {
  /// An operation's operands after its code and its layer's number, in the order they lie:
  /// each a field of an ``OperandField`` enumeration. A colour takes four numbers (r g b a,
  /// 0…1), a matrix six (a b c d tx ty).
  public enum Operands {
    /// The numbers a colour takes.
    public static let colour = 4
    /// The numbers a matrix takes.
    public static let matrix = 6

    /// `geometry`: the bounds, the element's matrix (its box into its superlayer's space) and
    /// its sublayers' (the layer's space into its box).
    public enum Geometry: String, OperandField {
      case x, y, width, height, matrix, sublayerMatrix
      /// The numbers the field takes.
      public var span: Int { self == .matrix || self == .sublayerMatrix ? Operands.matrix : 1 }
    }

    /// `appearance`: opacity 0…1; hidden, clips 0 or 1; corner radius and border width in
    /// points; shadow 0 (none), 1 (from the layer's alpha), 2 (from its path: a store); the
    /// shadow's offset in points and blur σ (``Shadow/sigma``).
    public enum Appearance: String, OperandField {
      case opacity, hidden, background, cornerRadius, clips, borderWidth, borderColor, shadow,
        shadowColor, shadowX, shadowY, shadowSigma
      /// The numbers the field takes.
      public var span: Int {
        self == .background || self == .borderColor || self == .shadowColor ? Operands.colour : 1
      }
    }

    /// `contents` and `shadow`: a store, its list's start and end in the lists' numbers
    /// (start −1: none), its frame in the layer's space, its scale, and its size in device
    /// pixels.
    public enum Store: String, OperandField {
      case start, end, x, y, width, height, scale, pixelWidth, pixelHeight
    }

    /// `ring`: contents that are one stroke of a whole circle, performed as a bordered circle
    /// (no store): its centre in the layer's space, its radius and line width in points
    /// (radius ≥ half the width), its colour, and its fill's (clear: none).
    public enum Ring: String, OperandField {
      case x, y, radius, lineWidth, colour, fill
      /// The numbers the field takes.
      public var span: Int { self == .colour || self == .fill ? Operands.colour : 1 }
    }

    /// `line`: contents that are one stroke of one straight segment, performed as a
    /// rectangle (no store): its length along the segment and width across it, in points, its
    /// corner radius (round caps), the matrix from its space (its corner at the origin) into
    /// the layer's space, its colour.
    public enum Line: String, OperandField {
      case length, width, cornerRadius, matrix, colour
      /// The numbers the field takes.
      public var span: Int {
        self == .matrix ? Operands.matrix : self == .colour ? Operands.colour : 1
      }
    }

    /// `strokePath`: contents that are one stroke of an outline of several pieces (a dashed
    /// stroke), performed as an SVG path (no store): its line width in points, its cap's and
    /// join's codes (``DisplayListStream/lineCaps``, ``DisplayListStream/lineJoins``), its
    /// miter limit, its colour, then its path in the layer's space (its length varies: the
    /// element count, then each element's code and points), or −1 alone: the path the page
    /// was last given for the layer, unchanged.
    public enum StrokePath: String, OperandField {
      case lineWidth, lineCap, lineJoin, miterLimit, colour, path
      /// The numbers the field takes.
      public var span: Int { self == .colour ? Operands.colour : 1 }
    }

    /// `backdrop`: shows 0 or 1, blur σ in points, saturation (1: none), tint.
    public enum Backdrop: String, OperandField {
      case shows, sigma, saturation, tint
      /// The numbers the field takes.
      public var span: Int { self == .tint ? Operands.colour : 1 }
    }

    /// `placeBackdrop`: where a blur shows (``BackdropPlacement``), its layers composed: the
    /// matrix from its box into the window, the box's size and corner radius in points, its
    /// opacity 0…1, hidden 0 or 1, and its top-level layer's number.
    public enum BackdropPlacement: String, OperandField {
      case matrix, width, height, cornerRadius, opacity, hidden, top
      /// The numbers the field takes.
      public var span: Int { self == .matrix ? Operands.matrix : 1 }
    }

    /// `clip`: the fill rule's code (−1: no clip), then the path, from its element count on
    /// (its length varies: the count, then each element's code and points).
    public enum Clip: String, OperandField {
      case rule, path
    }

    /// `background` (no layer number): the window's colour.
    public enum Background: String, OperandField {
      case colour
      /// The numbers the field takes.
      public var span: Int { Operands.colour }
    }
  }

  /// A stretch handed over (`dm_host_lookahead_numbers`): its header's fields, then the
  /// ending frames (``endingFrames``: as many as ``endingFrameCount`` says) and the tracks
  /// (``appendNumbers(for:to:strokes:)``).
  public enum Lookahead: String, OperandField {
    /// The frame of the last stretch handed over this one goes on from (−1: it does not).
    case goesOnFrom
    /// The stretch's frames of 1/60 s.
    case frames
    /// How many of its frames end an animation.
    case endingFrameCount
    /// Where those frames start, one number each.
    case endingFrames

    /// A track's bits of what changes: its place (a matrix a frame), its opacity (a number a
    /// frame, after the matrix) and its stroke (a ``StrokeFrame`` a frame, after those; the
    /// track's kind of stroke, a ``LayerOperationStream/Code``, follows its bits).
    public enum Changes: String, CaseIterable, Sendable {
      case moves, fades, draws
      /// The bit.
      public var bit: Int {
        switch self {
        case .moves: 1
        case .fades: 2
        case .draws: 4
        }
      }
    }

    /// A stroke drawn as an element (``ElementStroke``) at one frame of a track that draws, in
    /// its layer's box (the bounds' origin at its corner): the matrix placing the element
    /// (a ring's bordered square, a line's rectangle, a stroked path's `svg`), its width and
    /// height (a ring's outer diameter, a line's length and width; 0 for a path), its line
    /// width (a ring's border, a path's stroke; 0 for a line) and corner radius (a line's).
    public enum StrokeFrame: String, OperandField {
      case matrix, width, height, lineWidth, cornerRadius
      /// The numbers the field takes.
      public var span: Int { self == .matrix ? Operands.matrix : 1 }
    }
  }
}

/// A field of a record in a stream of numbers, in the order the fields lie: its name (the raw
/// value) is the page's, its ``span`` the numbers it takes (1 unless it says), its ``offset``
/// the spans of the fields before it.
public protocol OperandField: CaseIterable, Sendable, Equatable, RawRepresentable
where RawValue == String {
  /// The numbers the field takes: 1, 4 for a colour, 6 for a matrix.
  var span: Int { get }
}

extension OperandField {
  /// The numbers the field takes: 1.
  public var span: Int { 1 }
  /// Where the field lies from the record's first number: the spans of the fields before it.
  public var offset: Int { Self.allCases.prefix { $0 != self }.reduce(0) { $0 + $1.span } }
  /// The numbers the record's fields take.
  public static var count: Int { allCases.reduce(0) { $0 + $1.span } }
}
