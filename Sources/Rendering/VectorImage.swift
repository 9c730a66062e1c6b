public import Geometry

/// A tinted vector image: an icon as paths, drawn in a single tint colour (an `ImageLayer` or
/// `UIImageView` with a template image and a `tintColor`).
public struct VectorImage: Hashable, Sendable {
  /// One part of the image.
  public enum Element: Hashable, Sendable {
    /// A filled outline.
    case fill(Path, FillRule)
    /// A stroked outline.
    case stroke(Path, StrokeStyle)
  }

  /// The parts, in drawing order, in the current space (points).
  public var elements: [Element]
  /// The tint every part is drawn in.
  public var tint: Color

  /// Creates an image from its parts and tint.
  public init(elements: [Element], tint: Color) {
    self.elements = elements
    self.tint = tint
  }
}
