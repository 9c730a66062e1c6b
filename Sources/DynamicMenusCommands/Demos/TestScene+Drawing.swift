import CairoRendering
import Geometry
import Rendering

extension TestScene {
  /// What the scene shows now.
  public func displayList() -> DisplayList {
    var l = DisplayList(size: size, background: Color(hex: 0xF2_F2_F7))
    l.append(.saveState)
    l.append(.concatenate(fit))
    drawStripes(&l)
    l.append(.text(Self.label("DynamicMenus test scene", size: 22, weight: 700, at: Point(x: 20, y: 20))))
    l.append(.text(Self.label(
      "t = \(Int((time * 1000).rounded())) ms", size: 12, color: .darkGray, at: Point(x: 20, y: 50))))
    drawShapes(&l)
    drawDashes(&l)
    drawProgressRing(&l)
    drawMaskedRing(&l)
    drawBubble(&l)
    drawCard(&l)
    drawBlurPanel(&l)
    for (_, p) in touchList {
      l.append(.fill(Path(circleCenter: p, radius: 22), Color(hex: 0x00_7A_FF, alpha: 0.35), .nonZero))
      l.append(.stroke(Path(circleCenter: p, radius: 22), Color(hex: 0x00_7A_FF), StrokeStyle(lineWidth: 2)))
    }
    l.append(.restoreState)
    return l
  }

  /// A run of text with its top-left at `p`, measured with pango.
  static func label(
    _ text: String, size: Double, weight: Int = 400, color: Color = .black, at p: Point
  ) -> TextBlock {
    let font = FontDescriptor(size: size, weight: weight)
    let m = PangoTextMeasurer()
    let origin = Point(x: p.x, y: p.y + m.metrics(of: font).ascent)
    return TextBlock(
      font: font, color: color,
      runs: [TextRun(text, origin: origin, width: m.width(of: text, font: font))])
  }

  func drawStripes(_ l: inout DisplayList) {
    let colors: [UInt32] = [0xFF_3B_30, 0xFF_95_00, 0xFF_CC_00, 0x34_C7_59, 0x00_7A_FF, 0x58_56_D6, 0xAF_52_DE]
    for (i, c) in colors.enumerated() {
      let x = -40 + Double(i) * 64
      var p = Path(polygon: [Point(x: x, y: 480), Point(x: x + 32, y: 480), Point(x: x + 92, y: 667), Point(x: x + 60, y: 667)])
      p.closeSubpath()
      l.append(.fill(p, Color(hex: c), .nonZero))
    }
    l.append(.text(Self.label("BEHIND THE GLASS", size: 28, weight: 800, color: .white, at: Point(x: 40, y: 560))))
  }

  func drawShapes(_ l: inout DisplayList) {
    l.append(.fill(Path(roundedRect: Rect(x: 20, y: 75, width: 70, height: 50), cornerRadius: 12), Color(hex: 0x00_7A_FF), .nonZero))
    var ring = Path(circleCenter: Point(x: 135, y: 100), radius: 25)
    ring.addPath(Path(circleCenter: Point(x: 135, y: 100), radius: 13))
    l.append(.fill(ring, Color(hex: 0xFF_3B_30), .evenOdd))
    let tri = Path(polygon: [Point(x: 180, y: 124), Point(x: 210, y: 76), Point(x: 240, y: 124)])
    l.append(.stroke(tri, .black, StrokeStyle(lineWidth: 5, lineJoin: .miter)))
    l.withSavedState { l in
      l.append(.concatenate(AffineTransform(rotationAngle: rotation).concatenating(AffineTransform(translationX: 305, y: 100))))
      l.append(.fill(Path(rect: Rect(x: -20, y: -20, width: 40, height: 40)), Color(hex: 0x34_C7_59, alpha: 0.85), .nonZero))
      l.append(.stroke(Path(rect: Rect(x: -20, y: -20, width: 40, height: 40)), Color(hex: 0x24_8A_3D), StrokeStyle(lineWidth: 2, lineJoin: .round)))
    }
  }

  /// Dashes as Scene resolves them: one subpath per dash, marching with the phase.
  func drawDashes(_ l: inout DisplayList) {
    let phase = (time * 30).truncatingRemainder(dividingBy: 24)
    for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
      let y = 160 + Double(i) * 24
      var p = Path()
      var x = -24 + phase
      while x < 335 {
        let a = Swift.max(x, 0), b = Swift.min(x + 12, 335)
        if b > a {
          p.move(to: Point(x: 20 + a, y: y))
          p.addLine(to: Point(x: 20 + b, y: y))
        }
        x += 24
      }
      l.append(.stroke(p, Color(hex: 0x1C_1C_1E), StrokeStyle(lineWidth: 6, lineCap: cap)))
    }
  }

  func drawProgressRing(_ l: inout DisplayList) {
    let c = Point(x: 95, y: 295)
    l.append(.stroke(Path(circleCenter: c, radius: 40), Color(hex: 0xD1_D1_D6), StrokeStyle(lineWidth: 10)))
    if progress > 0 {
      var arc = Path()
      arc.addArc(center: c, radius: 40, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
      l.append(.stroke(arc, Color(hex: 0xFF_95_00), StrokeStyle(lineWidth: 10, lineCap: .round)))
    }
    let text = "\(Int((progress * 100).rounded(.down)))%"
    let font = FontDescriptor(size: 17, weight: 600)
    let m = PangoTextMeasurer()
    let w = m.width(of: text, font: font)
    l.append(.text(TextBlock(font: font, color: .black, runs: [TextRun(text, origin: Point(x: c.x - w / 2, y: c.y + 6), width: w)])))
  }

  /// Twelve coloured wedges, turning, seen through a ring-shaped mask.
  func drawMaskedRing(_ l: inout DisplayList) {
    let c = Point(x: 275, y: 295)
    l.append(.beginMaskedContent)
    for i in 0..<12 {
      let a0 = rotation + Double(i) * .pi / 6
      var w = Path()
      w.move(to: c)
      w.addArc(center: c, radius: 60, startAngle: a0, endAngle: a0 + .pi / 6, clockwise: true)
      w.closeSubpath()
      l.append(.fill(w, Color(hue: Double(i) / 12, saturation: 0.75, brightness: 0.95), .nonZero))
    }
    l.append(.beginMask)
    l.append(.stroke(Path(circleCenter: c, radius: 40), .black, StrokeStyle(lineWidth: 18)))
    l.append(.endMask)
  }

  func drawBubble(_ l: inout DisplayList) {
    l.append(.beginShadow(Shadow(opacity: 0.35, offset: Vector(dx: 0, dy: 3), radius: 8)))
    var bubble = Path(roundedRect: Rect(x: 24, y: 380, width: 170, height: 56), cornerRadius: 16)
    bubble.addPath(Path(polygon: [Point(x: 44, y: 430), Point(x: 70, y: 430), Point(x: 38, y: 452)]))
    l.append(.fill(bubble, .white, .nonZero))
    l.append(.text(Self.label("Hello, bubble", size: 17, at: Point(x: 44, y: 396))))
    l.append(.endShadow)
  }

  func drawCard(_ l: inout DisplayList) {
    let card = Path(roundedRect: Rect(x: 230, y: 385, width: 110, height: 60), cornerRadius: 10)
    l.append(.shadow(Shadow(opacity: 0.5, offset: Vector(dx: 0, dy: 4), radius: 6), path: card))
    l.append(.fill(card, Color(hex: 0x58_56_D6), .nonZero))
    l.append(.text(Self.label("shadowPath", size: 13, weight: 600, color: .white, at: Point(x: 241, y: 406))))
  }

  func drawBlurPanel(_ l: inout DisplayList) {
    let panel = Path(roundedRect: Rect(x: 20, y: 520, width: 335, height: 120), cornerRadius: 18)
    l.append(.backdropBlur(BackdropBlur(region: panel, style: .dark)))
    l.append(.text(Self.label("Blurred backdrop (dark)", size: 17, weight: 600, color: .white, at: Point(x: 40, y: 540))))
    l.append(.text(Self.label("σ 20 pt · saturation 1.8 · tint 0.11 α 0.73", size: 12, color: Color(white: 1, alpha: 0.8), at: Point(x: 40, y: 568))))
  }
}
