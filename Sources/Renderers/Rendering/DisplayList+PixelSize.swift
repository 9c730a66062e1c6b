public import DynamicMenusGeometry

extension DisplayList {
  /// The longest side of a target in device pixels: 32,767 (cairo's image surfaces, and the
  /// browsers' canvases, go no further).
  public nonisolated static let maximumPixelSide = 32767
  /// How far above an integer a side in pixels may be and still round to it: 1e-6 (750.0000001
  /// pixels is 750; floating-point products of points and scales land a hair above).
  public nonisolated static let pixelRoundingTolerance = 1e-6

  /// A target's size in device pixels for a canvas of `size` points at `scale` pixels per
  /// point: each side rounded up, at least 1 and at most ``maximumPixelSide`` (a hair below
  /// the next integer, ``pixelRoundingTolerance``, counts as that integer: 750.0000001 → 750).
  public nonisolated static func pixelSize(of size: Size, scale: Double) -> (
    width: Int, height: Int
  ) {
    func side(_ v: Double) -> Int {
      let px = v * scale
      guard px.isFinite, px > 0 else { return 1 }
      return Swift.min(
        maximumPixelSide, Swift.max(1, Int((px - pixelRoundingTolerance).rounded(.up))))
    }
    return (side(size.width), side(size.height))
  }
}
