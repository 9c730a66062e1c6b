import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews

extension DisplayList {
  /// What `window` shows now, its text measured by `measurer` (before its host's first frame).
  @MainActor init(showing window: Window, measurer: any TextMeasurer) {
    self.init(
      layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
      measurer: measurer)
  }

  /// The transform that draws a canvas of `size` points into `rect`: scaled uniformly to fit
  /// (`s = min(rect.w / w, rect.h / h)`) and centred.
  static func fitting(_ size: Size, in rect: Rect) -> AffineTransform {
    guard size.width > 0, size.height > 0 else { return .identity }
    let s = Swift.min(rect.width / size.width, rect.height / size.height)
    let origin = Point(
      x: rect.midX - size.width * s / 2, y: rect.midY - size.height * s / 2)
    return AffineTransform(scaleX: s, y: s).concatenating(
      AffineTransform(translationX: origin.x, y: origin.y))
  }

  /// Appends `other` drawn through `transform`, clipped to its canvas, on its background
  /// (`fillRect`, in this list's points, is painted with it first: the letterbox around a
  /// fitted canvas), with corners of `cornerRadius` points. Returns the index of `other`'s
  /// first command in this list.
  @discardableResult
  mutating func append(
    _ other: DisplayList, transform: AffineTransform, fillRect: Rect? = nil,
    cornerRadius: Double = 0
  ) -> Int {
    append(.saveState)
    if let fillRect {
      let shape =
        cornerRadius > 0
        ? Path(roundedRect: fillRect, cornerRadius: cornerRadius) : Path(rect: fillRect)
      append(.clip(shape, .nonZero))
      append(.fill(shape, other.background, .nonZero))
    }
    append(.concatenate(transform))
    let canvas = Rect(origin: .zero, size: other.size)
    append(.clipRect(canvas))
    if fillRect == nil { append(.fill(Path(rect: canvas), other.background, .nonZero)) }
    let start = commands.count
    append(contentsOf: other.commands)
    append(.restoreState)
    return start
  }
}
