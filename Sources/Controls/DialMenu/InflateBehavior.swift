import DynamicMenusViews
public import DynamicMenusDynamics
public import DynamicMenusGeometry

/// Scales a menu item by its distance to a point, once per animator frame: the tutorial's
/// custom `InflateBehavior`, a plain `DynamicBehavior` whose whole work is its
/// `action`.
///
/// Actions run after the animator's write-back (docs/dynamics.md), so the scale is computed from
/// where the item is drawn this frame. The scale goes to the item's bubble, composed with
/// the inverse of the rotation the write-back just gave the item, so the bubble stays
/// upright (see ``MenuItem``).
///
/// ```swift
/// animator.addBehavior(InflateBehavior(item: item, point: top))
/// ```
public final class InflateBehavior: DynamicBehavior {
  /// The item scaled.
  public let item: MenuItem
  /// The point of largest scale (the dial's top), in the item's superview's coordinates.
  public var point: Point
  /// The scale for a distance. Default ``InflateCurve/tutorial``.
  public var curve: InflateCurve

  /// Scales `item` by its distance to `point` with `curve`.
  public init(item: MenuItem, point: Point, curve: InflateCurve = .tutorial) {
    self.item = item
    self.point = point
    self.curve = curve
    super.init()
    action = { [owner = Weak(self)] in
      guard let self = owner.object else { return }
      Self.applyTransform(to: self.item, withCenter: self.point, curve: self.curve)
    }
    forecast = DynamicForecast(frame: { [owner = Weak(self)] in
      owner.object?.showForecastScale() ?? false
    })
  }

  /// The action in a forecast: the bubble shows the scale, the item's ``MenuItem/scale``
  /// stays (the frame run for real sets it). An item with content declines: its scale hook
  /// is the app's code, which a forecast does not run.
  func showForecastScale() -> Bool {
    let scale = curve.scale(atDistance: item.center.distance(to: point) / item.fitScale)
    guard item.content == nil, scale.isFinite, scale > 0 else { return false }
    item.bubble.transform = item.uprightTransform(scale: scale)
    return true
  }

  /// Gives `item` the scale `curve` assigns to its centre's distance from `point`: the
  /// tutorial's `applyTransform(to:withCenter:)`. The distance is measured in the tutorial's
  /// points (divided by the item's ``MenuItem/fitScale``), so a smaller dial inflates as the
  /// tutorial's does.
  public static func applyTransform(
    to item: MenuItem, withCenter point: Point, curve: InflateCurve = .tutorial
  ) {
    item.setScale(curve.scale(atDistance: item.center.distance(to: point) / item.fitScale))
  }
}
