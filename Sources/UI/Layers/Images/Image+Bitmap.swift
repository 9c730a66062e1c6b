import DynamicMenusGeometry

nonisolated extension Image {
  /// An image showing `bitmap` at its natural size in points (pixels / scale), in its own
  /// colours: a bitmap is never tinted, whatever the rendering mode.
  ///
  /// ```swift
  /// do {
  ///   avatar.image = try Image(png: bytes, scale: 3)
  /// } catch {
  ///   print(error.message)           // what is wrong with the file, and at which byte
  ///   avatar.image = .placeholder
  /// }
  /// ```
  public init(bitmap: BitmapImage) {
    self.init(shapes: [], size: bitmap.size, renderingMode: .alwaysOriginal)
    self.bitmap = bitmap
  }

  /// An image of the PNG in `png`, at `scale` pixels per point (finite, > 0; default 1).
  ///
  /// - Throws: ``BitmapImageError`` naming what is wrong with the data and at which byte.
  public init(png: [UInt8], scale: Double = 1) throws(BitmapImageError) {
    self.init(bitmap: try BitmapImage(png: png, scale: scale))
  }

  /// What a control shows where a picture could not be loaded: a grey photo frame with a
  /// mountain and a sun, in its own colours, 24 × 24 pt. Renderers draw it too in place of
  /// a bitmap they cannot decode.
  public static let placeholder = Image(
    shapes: [
      .filled(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: Color(white: 0.88)),
      .filled(
        Path(polygon: [
          Point(x: 0.1, y: 0.82), Point(x: 0.38, y: 0.42), Point(x: 0.56, y: 0.66),
          Point(x: 0.68, y: 0.54), Point(x: 0.9, y: 0.82),
        ]), color: Color(white: 0.68)),
      .filled(
        Path(ellipseIn: Rect(x: 0.64, y: 0.18, width: 0.16, height: 0.16)),
        color: Color(white: 0.74)),
    ], renderingMode: .alwaysOriginal)
}
