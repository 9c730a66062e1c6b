public import DynamicMenusGeometry

extension DisplayList {
  /// A target's size in device pixels for a canvas of `size` points at `scale` pixels per
  /// point: each side rounded up, at least 1 and at most 32,767 (a hair below the next
  /// integer counts as that integer: 750.0000001 → 750).
  public nonisolated static func pixelSize(of size: Size, scale: Double) -> (
    width: Int, height: Int
  ) {
    func side(_ v: Double) -> Int {
      let px = v * scale
      guard px.isFinite, px > 0 else { return 1 }
      return Swift.min(32767, Swift.max(1, Int((px - 1e-6).rounded(.up))))
    }
    return (side(size.width), side(size.height))
  }
}
