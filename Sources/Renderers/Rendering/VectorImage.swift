public import DynamicMenusLayers

/// A vector image placed and coloured: an `ImageLayer`'s shapes (icons are paths, so the
/// controls need no bitmaps), each filled and/or stroked in its colour (the tint for template
/// parts).
public nonisolated struct VectorImage: Hashable, Sendable {
  /// The shapes, back to front, in the current space (points).
  public var shapes: [Image.ResolvedShape]

  /// Creates an image from resolved shapes.
  public init(shapes: [Image.ResolvedShape]) {
    self.shapes = shapes
  }
}
