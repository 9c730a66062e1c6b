public import DynamicMenusGeometry

extension View {
  /// How far into the view's bounds the window's unsafe edges reach (``Window/safeAreaInsets``:
  /// a status bar, a sensor housing, the home indicator), as insets from the bounds' edges in
  /// the view's own points, each from 0 to the bounds' side (`UIView.safeAreaInsets`). Zero
  /// outside a window and where the view stays clear of the window's insets.
  ///
  /// With the view's bounds covering `f` in the window (the box around them, so a rotated
  /// view uses its bounding box) and `i` the window's insets: the top inset is
  /// `clamp(i.top − f.minY, 0, f.height)` window points, times `bounds.height / f.height` to
  /// come back to the view's points (a scaled view's insets scale with it); the other edges
  /// alike.
  public var safeAreaInsets: EdgeInsets {
    guard let window, window.safeAreaInsets != .zero else { return .zero }
    let insets = window.safeAreaInsets
    let b = bounds
    let f = convert(b, to: nil)
    let w = window.bounds
    func part(_ reach: Double, _ side: Double, _ ownSide: Double) -> Double {
      guard side > 0 else { return 0 }
      return Swift.min(Swift.max(reach, 0), side) * ownSide / side
    }
    return EdgeInsets(
      top: part(w.minY + insets.top - f.minY, f.height, b.height),
      left: part(w.minX + insets.left - f.minX, f.width, b.width),
      bottom: part(f.maxY - (w.maxY - insets.bottom), f.height, b.height),
      right: part(f.maxX - (w.maxX - insets.right), f.width, b.width))
  }

  /// The part of the bounds inside the safe area: the bounds inset by ``safeAreaInsets``
  /// (`safeAreaLayoutGuide.layoutFrame`).
  public var safeAreaLayoutFrame: Rect { bounds.inset(by: safeAreaInsets) }
}
