import DynamicMenusGeometry
package import DynamicMenusLayers

/// What the plan sets on a compositor's layer, read from a presentation layer: its backing
/// store, place, opacity and appearance as Core Animation's properties.
extension CompositingPlan {
  /// The backing store for `commands`: the device pixels they can ink at `scale`, or at a
  /// lower scale when those would be more than ``maximumBackingPixels``; nil when their ink
  /// is empty or not finite.
  package nonisolated static func contents(
    _ commands: [DisplayCommand], scale: Double
  ) -> LayerContents? {
    let group = [DisplayCommand.beginTransparencyGroup(opacity: 1)] + commands
    let list = DisplayList(size: .zero, commands: group + [.endTransparencyGroup])
    guard scale > 0, let box = InkBounds(list, scale: scale).groups[0], box.isFinite,
      !box.isEmpty
    else { return nil }
    let pixels = box.width * box.height
    guard pixels > Double(maximumBackingPixels) else {
      return LayerContents(
        commands: commands,
        frame: Rect(
          x: box.minX / scale, y: box.minY / scale, width: box.width / scale,
          height: box.height / scale),
        scale: scale)
    }
    // Whole pixels at the lower scale, so the backing store's frame stays pixel-aligned.
    let lower = scale * (Double(maximumBackingPixels) / pixels).squareRoot()
    return contents(commands, scale: (lower * 64).rounded(.down) / 64)
  }

  /// Where a layer sits, as Core Animation's properties.
  package static func geometry(_ layer: Layer) -> LayerGeometry {
    LayerGeometry(
      bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint,
      transform: layer.transform, sublayerTransform: layer.sublayerTransform)
  }

  /// A layer's opacity as a compositor sets it: 0…1, NaN read as 0.
  package static func opacity(_ layer: Layer) -> Double {
    Swift.min(1, Swift.max(0, layer.opacity.isNaN ? 0 : layer.opacity))
  }

  /// How a layer is composited, as Core Animation's properties.
  static func appearance(_ layer: Layer) -> LayerAppearance {
    let shadow = LayerFlattener.shadow(layer)
    return LayerAppearance(
      opacity: opacity(layer),
      isHidden: layer.isHidden,
      backgroundColor: layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil },
      cornerRadius: Swift.max(0, layer.cornerRadius),
      masksToBounds: layer.masksToBounds,
      borderWidth: layer.borderColor == nil ? 0 : Swift.max(0, layer.borderWidth),
      borderColor: layer.borderWidth > 0 ? layer.borderColor : nil,
      shadow: shadow,
      shadowPath: shadow == nil ? nil : layer.shadowPath)
  }
}
