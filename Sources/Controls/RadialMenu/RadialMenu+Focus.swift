import DynamicMenusGeometry
import DynamicMenusViews

/// The focus halo, when the keyboard drives the window: round the small centre ring (the
/// button that opens the menu and, open, closes it) while nothing is highlighted, and round
/// the highlighted sector while one is, following the arrows. Its outline is the sector's,
/// grown by the halo's offset (``FocusEffect/gap`` plus half its width), so it sits just
/// outside the wedge's edges as a halo sits outside a button.
extension RadialMenu {
  /// What a halo was built for: the highlighted sector (nil: the centre), the menu's centre,
  /// its fit to its bounds and the number of sectors.
  nonisolated struct FocusHaloKey: Hashable {
    var index: Int?
    var center: Point
    var fit: Double
    var count: Int
  }

  /// The halo for the current highlight, built once per change (it is read every frame
  /// while it shows).
  var focusHalo: FocusEffect {
    let key = FocusHaloKey(
      index: highlightedIndex, center: menuCenter, fit: fitScale, count: items.count)
    if let cached = focusHaloCache, cached.key == key { return cached.effect }
    let effect: FocusEffect
    if let index = highlightedIndex {
      effect = .halo(path: sectorHaloPath(index))
    } else {
      let m = RadialMenuMetrics.self
      effect = .halo(
        circleCenter: menuCenter,
        radius: (m.thickRingRadii.closed + m.thickRingLineWidth / 2) * fitScale)
    }
    focusHaloCache = (key, effect)
    return effect
  }

  /// The outline of sector `index` (the band between radius 102 and 156 times ``fitScale``,
  /// from `index · sectorAngle` clockwise) moved out by the halo's offset d on every side: arcs
  /// of radius 102 − d and 156 + d, joined by lines parallel to the sector's edges at distance
  /// d (at radius r the line sits asin(d/r) beyond the edge's angle).
  func sectorHaloPath(_ index: Int) -> Path {
    let d = FocusEffect.gap + FocusEffect.lineWidth / 2
    let band = RadialMenuMetrics.sectorBand
    let inner = band.inner * fitScale - d
    let outer = band.outer * fitScale + d
    let start = Double(index) * sectorAngle
    let end = start + sectorAngle
    let c = menuCenter
    // asin(d/r), through atan2 (Geometry's angles have no asin).
    let beyondOuter = Angles.atan2(d, (outer * outer - d * d).squareRoot())
    let beyondInner = Angles.atan2(d, (inner * inner - d * d).squareRoot())
    var path = Path()
    path.addArc(
      center: c, radius: outer, startAngle: start - beyondOuter, endAngle: end + beyondOuter,
      clockwise: true)
    path.addArc(
      center: c, radius: inner, startAngle: end + beyondInner, endAngle: start - beyondInner,
      clockwise: false)
    path.closeSubpath()
    return path
  }
}
