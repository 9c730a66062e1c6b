import DynamicMenusViews
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusLayers

/// The chapter's numbers, read back from the layer tree in both states.
@MainActor
@Suite("RadialMenu geometry")
struct RadialMenuGeometryTests {
  /// The radius at which a ring's stroke is drawn, from its path in window coordinates.
  func drawnRadius(_ ring: RingLayer) -> Double {
    let toWindow = ring.transform(to: nil)
    guard let path = ring.path else { return .nan }
    let box = path.applying(toWindow).boundingBox
    #expect(abs(box.midX - demoCentre.x) < 1e-9 && abs(box.midY - demoCentre.y) < 1e-9)
    return box.width / 2
  }

  @Test("closed: thick 14 × 3, thin ring 0 at 8, the others hidden at 56…156, no dashes, no lines")
  func closedState() {
    let (_, menu) = makeRadialDemo()
    #expect(menu.menuState == .closed)
    let s = menu.stateSnapshot()
    #expect(
      s.rings.map(\.name) == [
        "thick", "thin0", "thin1", "thin2", "thin3", "thin4", "thin5", "shortDashes", "longDashes",
      ])
    #expect(s.rings.map(\.radius) == [14, 8, 56, 78, 98, 102, 156, 84, 84])
    #expect(s.rings.map(\.lineWidth) == [3, 1, 1, 1, 1, 1, 1, 0, 0])
    #expect(s.rings.map(\.opacity) == [1, 1, 0, 0, 0, 0, 0, 1, 1])
    #expect(s.lines.map(\.strokeEnd) == Array(repeating: 0, count: 12))
    #expect(abs(drawnRadius(menu.thickRing) - 14) < 1e-9)
    #expect(abs(drawnRadius(menu.thinRings[0]) - 8) < 1e-9)
    #expect(menu.invariantViolations() == [])
  }

  @Test("open: thick 225, thin rings at 56, 78, 98, 102, 156, dashes 4 and 12, lines drawn")
  func openState() {
    let (_, menu) = makeRadialDemo()
    menu.open(animated: false)
    #expect(menu.menuState == .open)
    let s = menu.stateSnapshot()
    #expect(s.rings.map(\.radius) == [225, 56, 78, 98, 102, 156, 156, 84, 84])
    #expect(s.rings.map(\.lineWidth) == [3, 1, 1, 1, 1, 1, 1, 4, 12])
    #expect(s.rings.map(\.opacity) == [1, 1, 1, 1, 1, 1, 0, 1, 1])
    #expect(s.lines.map(\.strokeEnd) == Array(repeating: 1, count: 12))
    #expect(s.lines.map(\.angle) == (0..<12).map { Double($0) * 30 })
    let visible = zip(menu.thinRings, s.rings[1...6]).filter { $0.1.opacity > 0 }.map(\.0)
    #expect(visible.map(drawnRadius).map { ($0 * 1e6).rounded() / 1e6 } == [56, 78, 98, 102, 156])
    #expect(abs(drawnRadius(menu.thickRing) - 225) < 1e-9)
    #expect(menu.invariantViolations() == [])
  }

  @Test(
    "C4 shapes: round caps on the solid rings, butt on the dashes and lines; no implicit actions")
  func capsAndActions() {
    let (_, menu) = makeRadialDemo()
    #expect(menu.thickRing.lineCap == .round && menu.thickRing.lineJoin == .round)
    #expect(menu.thinRings.allSatisfy { $0.lineCap == .round })
    #expect(menu.dashedRings.allSatisfy { $0.lineCap == .butt })
    #expect(menu.menuDividingLines.allSatisfy { $0.lineCap == .butt && $0.lineWidth == 1 })
    let all: [Layer] = [menu.thickRing] + menu.thinRings + menu.dashedRings + menu.menuDividingLines
    #expect(all.allSatisfy { $0.disableActions })
    #expect(menu.thickRing.fillColor == nil)  // the chapter's clear ring
    #expect(
      menu.thinRings.allSatisfy { $0.fillColor == nil && $0.strokeColor == RadialMenu.cosmosBlue })
  }

  @Test("dashed rings: radius 84, the chapter's patterns and rotations, strokeEnd 0.995")
  func dashedRings() {
    let (_, menu) = makeRadialDemo()
    let (short, long) = (menu.dashedRings[0], menu.dashedRings[1])
    let u = 1.465
    #expect(short.lineDashPattern == [u, u, u, u, u, u, u, u * 3])
    #expect(long.lineDashPattern == [u, u * 9])
    #expect(short.strokeEnd == 0.995 && long.strokeEnd == 0.995)
    // The chapter's −1.5° and +0.5°, turned against the clockwise path.
    #expect(abs(Angles.degrees(radians: short.transform.rotationAngle) - 1.5) < 1e-12)
    #expect(abs(Angles.degrees(radians: long.transform.rotationAngle) + 0.5) < 1e-12)
    // One pattern is 14.65 pt, 10° of the ring to 0.1 %.
    let tenDegrees = 2 * Double.pi * 84 / 36
    #expect(abs(short.lineDashPattern!.reduce(0, +) - tenDegrees) / tenDegrees < 1e-3)
    // Both paths start at 3 o'clock (then clockwise); the rotation moves that start.
    #expect(short.path?.elements.first == .move(to: Point(x: 84, y: 0)))
    #expect(long.path?.elements.first == .move(to: Point(x: 84, y: 0)))
  }

  @Test("the dashes are a degree scale: long ticks on the 10° marks, short ones on 2°, 4°, 6°, 8°")
  func degreeScale() {
    let (_, menu) = makeRadialDemo()
    menu.open(animated: false)
    /// The angles (degrees clockwise from 3 o'clock) of the middles of a ring's dashes.
    func tickAngles(_ ring: RingLayer) -> [Double] {
      let outline = ring.strokeOutline()
      return outline.subpaths.map { sub in
        // The chord's middle has the angle of the arc's middle.
        let end = sub.segments.last?.point(at: 1) ?? sub.start
        let chordMiddle = sub.start.interpolated(to: end, fraction: 0.5)
        let mid = ring.convert(chordMiddle, to: nil) - demoCentre
        return Angles.degrees(radians: Angles.normalized(mid.angle))
      }
    }
    let long = tickAngles(menu.dashedRings[1])
    let short = tickAngles(menu.dashedRings[0])
    #expect(long.count == 36 && short.count == 144)
    // 1.465 pt is 0.07 % short of a degree, so the scale drifts by up to 0.31° round the
    // ring; taken the other way round, the ticks would be a whole degree off.
    for a in long {
      let off = a.truncatingRemainder(dividingBy: 10)
      #expect(min(off, 10 - off) < 0.4, "long tick at \(a)°")
    }
    for a in short {
      let off = a.truncatingRemainder(dividingBy: 10)
      let even = (off / 2).rounded() * 2
      #expect(abs(off - even) < 0.4 && even != 0 && even != 10, "short tick at \(a)°, \(off)")
    }
  }

  @Test("the long dashes' mask: radius 86, 8 wide, in the ring's own space, keeping 82…90")
  func longDashMask() throws {
    let (_, menu) = makeRadialDemo()
    let long = menu.dashedRings[1]
    let mask = try #require(long.mask as? RingLayer)
    #expect(mask.radius == 86 && mask.lineWidth == 8)
    #expect(mask.position == long.bounds.center)
    #expect(mask.strokeColor?.alpha == 1 && mask.fillColor == nil)
    // Mask band 82…90; open long dashes span 84 ± 6 = 78…90; short ones 84 ± 2 = 82…86.
    let maskBand = (mask.radius - mask.lineWidth / 2, mask.radius + mask.lineWidth / 2)
    #expect(maskBand == (82, 90))
    #expect(RadialMenuMetrics.dashedRingRadius - RadialMenuMetrics.shortDashLineWidth / 2 == 82)
  }

  @Test("dividing lines: 54 pt, anchor (−1.88888, 0), at i·30°, spanning radius 102…156")
  func dividingLines() {
    let (_, menu) = makeRadialDemo()
    #expect(menu.menuDividingLines.count == 12)
    for (i, line) in menu.menuDividingLines.enumerated() {
      #expect(line.anchorPoint == Point(x: -1.88888, y: 0))
      #expect(line.bounds.width == 54)
      let a = line.convert(Point(x: 0, y: 0), to: nil)
      let b = line.convert(Point(x: 54, y: 0), to: nil)
      #expect(abs(a.distance(to: demoCentre) - 101.99952) < 1e-9)
      #expect(abs(b.distance(to: demoCentre) - 155.99952) < 1e-9)
      let angle = Angles.degrees(radians: Angles.normalized((b - demoCentre).angle))
      let expected = Double(i) * 30
      #expect(abs(angle - expected) < 1e-9 || abs(angle - expected - 360) < 1e-9)
    }
    // Spec 3.2, worked: θ = 30° runs from P + (88.3, 51.0) to P + (135.1, 78.0).
    let l1 = menu.menuDividingLines[1]
    let from = l1.convert(.zero, to: nil) - demoCentre
    let to = l1.convert(Point(x: 54, y: 0), to: nil) - demoCentre
    #expect(abs(from.dx - 88.3) < 0.05 && abs(from.dy - 51.0) < 0.05)
    #expect(abs(to.dx - 135.1) < 0.05 && abs(to.dy - 78.0) < 0.05)
  }

  @Test("items: at radius 129 and 30°·i + 15° when open, gathered small at the centre when closed")
  func items() {
    let (_, menu) = makeRadialDemo()
    #expect(menu.items.map(\.title).first == "Aries" && menu.items.count == 12)
    #expect(menu.items.allSatisfy { $0.image != nil })
    for item in menu.itemLayers {
      #expect(item.convert(item.bounds.center, to: nil) == demoCentre)
      #expect(item.transform.xScale == 0.25 && item.opacity == 0)
    }
    menu.open(animated: false)
    for (i, item) in menu.itemLayers.enumerated() {
      let c = item.convert(item.bounds.center, to: nil) - demoCentre
      #expect(abs(c.length - 129) < 1e-9)
      #expect(
        abs(Angles.degrees(radians: Angles.normalized(c.angle)) - (30 * Double(i) + 15)) < 1e-9)
      #expect(item.transform.xScale == 1 && item.opacity == 1)
      // The icon sits in the sector it belongs to.
      #expect(menu.itemIndex(at: menu.convert(demoCentre + c, from: nil)) == i)
    }
  }

  @Test("sizeThatFits: the open thick ring's outer edge, 453 pt")
  func size() {
    let menu = RadialMenu()
    #expect(menu.sizeThatFits(.zero) == Size(width: 453, height: 453))
  }

  @Test("eight items: eight lines at 45°, icons at 22.5° + 45°·i")
  func eightItems() {
    let (_, menu) = makeRadialDemo()
    menu.items = Array(RadialMenu.zodiacItems.prefix(8))
    menu.open(animated: false)
    let s = menu.stateSnapshot()
    #expect(s.lines.map(\.angle) == (0..<8).map { Double($0) * 45 })
    #expect(abs(Angles.degrees(radians: menu.itemAngle(0)) - 22.5) < 1e-12)
    #expect(menu.itemIndex(at: polar(129, 44.9)) == 0 && menu.itemIndex(at: polar(129, 45.1)) == 1)
    #expect(menu.invariantViolations() == [])
  }
}
