import DynamicMenusGeometry
import DynamicMenusLayers

/// The rings and lines, built as chapter 15 builds them: the thick ring, the thin rings, the
/// dashed rings and the dividing lines, each in its closed state; then the highlight and the
/// items, which come from the published app. Every number is in ``RadialMenuMetrics``.
extension RadialMenu {
  /// The thick ring: radius 14 closed, 225 open, 3 pt wide. It is drawn first, and its fill
  /// (``Appearance/backdropColor``) is the menu's backdrop.
  func createThickRing() {
    let m = RadialMenuMetrics.self
    thickRing = RingLayer(
      radius: m.thickRingRadii.closed, lineWidth: m.thickRingLineWidth, color: nil)
    thickRing.name = "thickRing"
    content.addSublayer(thickRing)
  }

  /// The thin rings, 1 pt wide, made at the design's radii 8, 56, 78, 98, 102 and 156; all
  /// but the first are invisible while closed.
  func createThinRings() {
    let m = RadialMenuMetrics.self
    thinRings = m.thinRingRadii.enumerated().map { i, radius in
      let ring = RingLayer(radius: radius, lineWidth: m.thinRingLineWidth, color: nil)
      ring.name = "thin\(i)"
      if i > 0 { ring.opacity = 0 }
      return ring
    }
    thinRings.forEach(content.addSublayer)
  }

  /// The short- and long-dashed rings at radius 84: two rings of butt-capped dashes whose
  /// patterns line up into a short/long scale. Both stop at 0.995 of their length and have no
  /// width until the menu opens; the long dashes are masked to their outer half.
  func createDashedRings() {
    let m = RadialMenuMetrics.self
    let short = RingLayer(radius: m.dashedRingRadius, lineWidth: 0, color: nil)
    short.name = "shortDashes"
    short.lineDashPattern = m.shortDashPattern
    short.strokeEnd = m.dashedStrokeEnd
    // The chapter's turns run against the path (RadialMenuMetrics.longDashRotation): every
    // tick on a whole degree, the long ones on the 10° marks in the short ones' wide gaps.
    short.transform = AffineTransform(rotationAngle: -m.shortDashRotation)

    let long = RingLayer(radius: m.dashedRingRadius, lineWidth: 0, color: nil)
    long.name = "longDashes"
    long.lineDashPattern = m.longDashPattern
    long.strokeEnd = m.dashedStrokeEnd
    long.transform = AffineTransform(rotationAngle: -m.longDashRotation)
    // The mask lives in the ring's own space: centred on the ring's bounds' centre, 8 wide,
    // so it covers 82…90 and cuts the 12 pt dashes (78…90) to their outer part.
    let mask = RingLayer(
      radius: m.longDashMask.radius, lineWidth: m.longDashMask.lineWidth, color: .black)
    mask.name = "longDashesMask"
    mask.position = long.bounds.center
    long.mask = mask

    dashedRings = [short, long]
    for ring in dashedRings {
      ring.lineCap = .butt
      content.addSublayer(ring)
    }
  }

  /// The dividing lines, one per item: 54 pt lines whose anchor point (−1.88888, 0) sits on
  /// the centre, so each spans radius 102…156, turned by i·360°/n (30° for twelve items).
  /// Hidden by strokeEnd 0 while closed.
  func createMenuDividingLines() {
    let m = RadialMenuMetrics.self
    menuDividingLines.forEach { $0.removeFromSuperlayer() }
    menuDividingLines = (0..<items.count).map { i in
      let line = ShapeLayer()
      line.disableActions = true
      line.name = "line\(i)"
      line.bounds = Rect(x: 0, y: 0, width: m.dividingLineLength, height: m.dividingLineWidth)
      line.path = Path(lineFrom: .zero, to: Point(x: m.dividingLineLength, y: 0))
      line.anchorPoint = m.dividingLineAnchor
      line.position = .zero
      line.transform = AffineTransform(rotationAngle: sectorAngle * Double(i))
      line.lineCap = .butt
      line.fillColor = nil
      line.lineWidth = m.dividingLineWidth
      line.strokeEnd = 0
      return line
    }
    menuDividingLines.forEach(linesLayer.addSublayer)
  }

  /// The highlight: a wedge of one sector, masked to the band between the inner and outer
  /// rings (a ring of radius 129 stroked 54 wide), turned to the highlighted sector.
  func createHighlight() {
    let band = RadialMenuMetrics.sectorBand
    highlight.name = "highlight"
    highlight.disableActions = true
    highlight.isHidden = true
    let mask = RingLayer(
      radius: (band.inner + band.outer) / 2, lineWidth: band.outer - band.inner, color: .black)
    mask.name = "highlightMask"
    highlight.mask = mask
    content.addSublayer(highlight)
  }

  /// Makes the lines and the items for the current ``items``, in the settled state (a running
  /// transition ends at once).
  func rebuildItems() {
    withoutActions {
      createMenuDividingLines()
      itemLayers.forEach { $0.removeFromSuperlayer() }
      itemLayers = items.indices.map { i in
        let item = ItemLayer()
        item.name = "item\(i)"
        item.bounds = Rect(
          x: 0, y: 0, width: configuration.iconSize, height: configuration.iconSize)
        item.configure(
          angle: itemAngle(i), openRadius: RadialMenuMetrics.iconRadius, gatheredScale: 0.25)
        let icon = ImageLayer()
        icon.name = "icon\(i)"
        icon.disableActions = true
        icon.image = items[i].image
        icon.contentsGravity = .resizeAspect
        icon.bounds = item.bounds
        icon.position = item.bounds.center
        item.addSublayer(icon)
        return item
      }
      itemLayers.forEach(itemsLayer.addSublayer)
      highlight.path = Self.wedge(angle: sectorAngle)
      if let h = highlightedIndex, !items.indices.contains(h) { highlightedIndex = nil }
      if let s = selectedIndex, !items.indices.contains(s) { selectedIndex = nil }
    }
    applyAppearance()
    settleNow(at: transition?.heading ?? settled)
    accessibilityStateDidChange()  // new titles and count
  }

  /// A wedge from the centre between angles 0 and `angle`, reaching past the outer ring.
  static func wedge(angle: Double) -> Path {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: .zero, radius: RadialMenuMetrics.sectorBand.outer + 4, startAngle: 0,
      endAngle: angle, clockwise: true)
    path.closeSubpath()
    return path
  }

  // MARK: Appearance

  /// Colours every part from ``Configuration/appearance``.
  func applyAppearance() {
    let a = configuration.appearance
    withoutActions {
      thickRing.strokeColor = a.ringColor
      thickRing.fillColor = a.backdropColor
      for ring in thinRings + dashedRings { ring.strokeColor = a.ringColor }
      for line in menuDividingLines { line.strokeColor = a.ringColor }
      highlight.fillColor = a.highlightColor
    }
    updateItemColors()
  }

  /// Tints each item: the highlighted one in ``Appearance/highlightedIconColor``.
  func updateItemColors() {
    withoutActions {
      for (i, item) in itemLayers.enumerated() {
        let icon = item.sublayers.first as? ImageLayer
        icon?.tintColor =
          i == highlightedIndex
          ? configuration.appearance.highlightedIconColor : configuration.appearance.iconColor
      }
    }
  }
}
