public import Geometry

/// A font as the renderers need it: a family, a size and a weight.
public struct FontDescriptor: Hashable, Sendable {
  /// The family name, e.g. "DejaVu Sans" (the default face of the cairo backend).
  public var family: String
  /// The size in points (the em height). Default 17, UIKit's body size.
  public var size: Double
  /// The weight on the CSS / OpenType scale, 100 (thin) … 900 (black); 400 regular,
  /// 700 bold. Default 400.
  public var weight: Int

  /// Creates a font descriptor.
  public init(family: String = FontDescriptor.defaultFamily, size: Double = 17, weight: Int = 400)
  {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// The family renderers fall back to: "DejaVu Sans", installed with the build's fonts.
  public static let defaultFamily = "DejaVu Sans"
}

/// The horizontal alignment of text in its box (`NSTextAlignment` minus `natural`, which the
/// flattener resolves by layout direction).
public enum TextAlignment: String, Hashable, Sendable, Codable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Lines stretched to both edges, the last flush left.
  case justified
}

/// Where a line too long for its box is cut and marked with "…"
/// (`CATextLayerTruncationMode`).
public enum TextTruncation: String, Hashable, Sendable, Codable {
  /// Not cut: the text is clipped by whatever clips it.
  case none
  /// "…nd".
  case start
  /// "St…nd".
  case middle
  /// "Sta…".
  case end
}

/// Where the text block sits vertically in its box.
public enum TextVerticalAlignment: String, Hashable, Sendable, Codable {
  /// At the top, as `CATextLayer` draws.
  case top
  /// Centred, as `UILabel` draws.
  case center
}

/// A run of text in a box: what a `CATextLayer` or a label draws.
public struct TextRun: Hashable, Sendable {
  /// The text; "\n" breaks lines.
  public var string: String
  /// The font.
  public var font: FontDescriptor
  /// The text colour.
  public var color: Color
  /// The layout box, in the current space (points). Lines wrap at its width when
  /// ``wraps`` is set, and are truncated to it otherwise when ``truncation`` is not `none`.
  public var box: Rect
  /// The horizontal alignment. Default left.
  public var alignment: TextAlignment
  /// The truncation mode. Default none.
  public var truncation: TextTruncation
  /// Whether lines wrap at the box width (`CATextLayer.isWrapped`). Default false.
  public var wraps: Bool
  /// The vertical placement in the box. Default top.
  public var verticalAlignment: TextVerticalAlignment

  /// Creates a text run.
  public init(
    _ string: String, font: FontDescriptor = FontDescriptor(), color: Color = .black, box: Rect,
    alignment: TextAlignment = .left, truncation: TextTruncation = .none, wraps: Bool = false,
    verticalAlignment: TextVerticalAlignment = .top
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.box = box
    self.alignment = alignment
    self.truncation = truncation
    self.wraps = wraps
    self.verticalAlignment = verticalAlignment
  }
}
