public import DynamicMenusGeometry

/// The radial menu's geometry, in points, exactly as chapter 15 of the COSMOS tutorial
/// (docs/controls/radial-menu.md) and the published app give it. Every radius is
/// measured from the menu's centre.
///
/// | part | closed | open | line width |
/// |---|---|---|---|
/// | thick ring | 14 | 225 | 3 |
/// | thin rings 0…5 | 8, (56, 78, 98, 102, 156 hidden) | 56, 78, 98, 102, 156, (156 hidden) | 1 |
/// | short dashes | 84 | 84 | 0 → 4 |
/// | long dashes | 84, masked to 82…90 | 84 | 0 → 12 |
/// | dividing lines | 102 → 156, strokeEnd 0 | strokeEnd 1 | 1 |
/// | icons | centre, small | 129 at 30°·i + 15° | |
public nonisolated enum RadialMenuMetrics {
  /// The thick ring's radius closed and open: 14 (a 28 pt ring) and 225 (450 pt).
  public static let thickRingRadii = (closed: 14.0, open: 225.0)
  /// The thick ring's line width: 3.
  public static let thickRingLineWidth = 3.0

  /// The thin rings' radii from the design file: the closed inner ring (8), then the five
  /// rings of the open menu (56, 78, 98, 102, 156). Ring i is made at radius i; opening moves
  /// ring i (0…4) out to radius i + 1 in turn, so the open menu shows rings 0…4 at
  /// 56 … 156 and ring 5 waits, unseen, at 156.
  public static let thinRingRadii: [Double] = [8, 56, 78, 98, 102, 156]
  /// The thin rings' line width: 1.
  public static let thinRingLineWidth = 1.0

  /// The dashed rings' radius: 82 + 2 (the design's 82 plus half the short dashes' width).
  public static let dashedRingRadius = 82.0 + 2
  /// The unit of both dash patterns: 1.465 pt, tuned so that one pattern (10 units,
  /// 14.65 pt) is 10° of the ring (2π·84 / 36 ≈ 14.66 pt).
  public static let dashUnit = 1.465
  /// The short dashes' pattern: four dashes and three gaps of one unit, then a gap of three
  /// (two spaces plus the place where a long dash goes).
  public static let shortDashPattern: [Double] = [
    dashUnit, dashUnit, dashUnit, dashUnit, dashUnit, dashUnit, dashUnit, dashUnit * 3.0,
  ]
  /// The long dashes' pattern: one dash, then a gap nine times as long.
  public static let longDashPattern: [Double] = [dashUnit, dashUnit * 9.0]
  /// The short dashes' turn as the chapter gives it: −1.5°, in radians, measured **against**
  /// the direction the ring's path runs (see ``longDashRotation``).
  public static let shortDashRotation = Angles.radians(degrees: -1.5)
  /// The long dashes' turn as the chapter gives it: +0.5°, in radians, against the path.
  ///
  /// One dash unit, 1.465 pt, is 1° of a ring of radius 84 (1.466 pt), so the two patterns are a
  /// degree scale. The chapter's turns make it exact only when they run against the path: every
  /// long dash then sits on a 10° mark, centred in a wide gap of the short dashes, which sit on the
  /// even degrees between (2°, 4°, 6°, 8°), as the chapter says. Taken along the path instead, each
  /// long dash would lie on top of the second short dash of its group. Ovals here run clockwise
  /// from 3 o'clock (docs/controls/radial-menu.md), so on screen the short dashes turn 1.5°
  /// clockwise and the long ones 0.5° anticlockwise.
  public static let longDashRotation = Angles.radians(degrees: 0.5)
  /// Both dashed rings end at 0.995 of their length, hiding the last, partial pattern.
  public static let dashedStrokeEnd = 0.995
  /// The short dashes' line width when open (0 when closed).
  public static let shortDashLineWidth = 4.0
  /// The long dashes' line width when open (0 when closed); the mask shows its outer half.
  public static let longDashLineWidth = 12.0
  /// The long dashes' mask: a circle of radius 82 + 4 stroked 8 wide, in the ring's own
  /// coordinate space, so only 82…90 shows: the long dashes start on the short dashes'
  /// baseline (82) and grow outwards.
  public static let longDashMask = (radius: 82.0 + 4, lineWidth: 8.0)

  /// A dividing line's length: the band between the two outer rings, 156 − 102 = 54.
  public static let dividingLineLength = 54.0
  /// A dividing line's anchor point, in unit coordinates of its 54 pt bounds: −102/54, so the
  /// anchor sits 102 pt left of the line, on the menu's centre (docs/scene-layers.md; the chapter
  /// writes −1.88888, which puts the line at 101.9995…155.9995).
  public static let dividingLineAnchor = Point(x: -1.88888, y: 0)
  /// A dividing line's width: 1.
  public static let dividingLineWidth = 1.0

  /// The band of the sectors: between the inner (102) and outer (156) rings.
  public static let sectorBand = (inner: 102.0, outer: 156.0)
  /// Where the items' icons sit when open: midway across the band, 129 pt from the centre.
  public static let iconRadius = 129.0
}
