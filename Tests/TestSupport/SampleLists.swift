import DynamicMenusCairo
public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusRendering

/// Small display lists that exercise one drawing feature each, shared by the rendering tests.
public enum SampleLists {
  /// A 120 × 80 canvas on white.
  static func canvas(_ build: (inout DisplayList) -> Void) -> DisplayList {
    var list = DisplayList(size: Size(width: 120, height: 80), background: .white)
    build(&list)
    return list
  }

  /// A path of `count` dashes along a horizontal line: what Scene resolves a dash pattern into.
  public static func dashedLine(
    from a: Point, length: Double, dash: Double, gap: Double
  ) -> Path {
    var p = Path()
    var x = 0.0
    while x < length {
      p.move(to: Point(x: a.x + x, y: a.y))
      p.addLine(to: Point(x: a.x + Swift.min(x + dash, length), y: a.y))
      x += dash + gap
    }
    return p
  }

  /// A filled rounded rectangle, an even-odd ring, a triangle with miter joins and a rotated
  /// square.
  public static var shapes: DisplayList {
    canvas { l in
      l.append(
        .fill(
          Path(roundedRect: Rect(x: 6, y: 6, width: 40, height: 30), cornerRadius: 8),
          Color(hex: 0x2F_A4_FF), .nonZero))
      var ring = Path(circleCenter: Point(x: 80, y: 22), radius: 16)
      ring.addPath(Path(circleCenter: Point(x: 80, y: 22), radius: 8))
      l.append(.fill(ring, Color(hex: 0xE8_4B_3C), .evenOdd))
      let tri = Path(polygon: [Point(x: 12, y: 70), Point(x: 30, y: 46), Point(x: 48, y: 70)])
      l.append(.stroke(tri, .black, StrokeStyle(lineWidth: 4, lineJoin: .miter)))
      l.withSavedState { l in
        l.append(
          .concatenate(
            AffineTransform(rotationAngle: .pi / 6).concatenating(
              AffineTransform(translationX: 86, y: 58))))
        l.append(
          .fill(
            Path(rect: Rect(x: -10, y: -10, width: 20, height: 20)),
            Color(hex: 0x27_AE_60, alpha: 0.8), .nonZero))
      }
    }
  }

  /// Dashes with butt, round and square caps.
  public static var dashes: DisplayList {
    canvas { l in
      for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
        let y = 16 + Double(i) * 24
        l.append(
          .stroke(
            dashedLine(from: Point(x: 10, y: y), length: 100, dash: 10, gap: 9), .black,
            StrokeStyle(lineWidth: 6, lineCap: cap)))
      }
    }
  }

  /// A circle stroked to a quarter (strokeEnd 0.25 from 3 o'clock to 6 o'clock) and a
  /// three-quarter arc with round caps.
  public static var strokeEnd: DisplayList {
    canvas { l in
      var quarter = Path()
      quarter.addArc(
        center: Point(x: 30, y: 40), radius: 22, startAngle: 0, endAngle: .pi / 2, clockwise: true)
      l.append(.stroke(quarter, Color(hex: 0x8E_44_AD), StrokeStyle(lineWidth: 6)))
      var arc = Path()
      arc.addArc(
        center: Point(x: 88, y: 40), radius: 22, startAngle: -.pi / 2, endAngle: .pi,
        clockwise: true)
      l.append(.stroke(arc, Color(hex: 0xF3_9C_12), StrokeStyle(lineWidth: 6, lineCap: .round)))
    }
  }

  /// A striped square masked by a ring (opaque) and a half-transparent disc.
  public static var mask: DisplayList {
    canvas { l in
      l.append(.beginMaskedContent)
      for i in 0..<12 {
        let c = i % 2 == 0 ? Color(hex: 0x16_A0_85) : Color(hex: 0xF1_C4_0F)
        l.append(
          .fill(Path(rect: Rect(x: Double(i) * 10, y: 0, width: 10, height: 80)), c, .nonZero))
      }
      l.append(.beginMask)
      l.append(
        .stroke(
          Path(circleCenter: Point(x: 35, y: 40), radius: 24), .black, StrokeStyle(lineWidth: 10)))
      l.append(
        .fill(
          Path(circleCenter: Point(x: 90, y: 40), radius: 24), Color(white: 0, alpha: 0.5), .nonZero
        ))
      l.append(.endMask)
    }
  }

  /// A speech bubble casting a shadow from its alpha, and a square with a shadow path.
  public static var shadow: DisplayList {
    canvas { l in
      l.append(.beginShadow(Shadow(opacity: 0.6, offset: Vector(dx: 0, dy: 4), radius: 6)))
      l.append(
        .fill(
          Path(roundedRect: Rect(x: 12, y: 14, width: 50, height: 36), cornerRadius: 10),
          Color(hex: 0xFF_FF_FF), .nonZero))
      l.append(
        .fill(
          Path(polygon: [Point(x: 22, y: 49), Point(x: 34, y: 49), Point(x: 20, y: 62)]),
          .white, .nonZero))
      l.append(.endShadow)
      let square = Path(rect: Rect(x: 76, y: 20, width: 30, height: 30))
      l.append(
        .shadow(
          Shadow(
            color: Color(hex: 0xC0_39_2B), opacity: 1, offset: Vector(dx: 3, dy: 3),
            radius: 3), path: square))
      l.append(.fill(square, Color(hex: 0x34_98_DB), .nonZero))
    }
  }

  /// Coloured bars under a dark blur panel and an extra-light one.
  public static var blur: DisplayList {
    canvas { l in
      let colors: [UInt32] = [0xE7_4C_3C, 0xF1_C4_0F, 0x2E_CC_71, 0x34_98_DB, 0x9B_59_B6]
      for (i, c) in colors.enumerated() {
        l.append(
          .fill(
            Path(rect: Rect(x: Double(i) * 24, y: 0, width: 12, height: 80)), Color(hex: c),
            .nonZero))
      }
      l.append(
        .text(
          label(
            "Behind", font: Font(size: 14, weight: .bold), color: .black,
            box: Rect(x: 6, y: 30, width: 108, height: 20), alignment: 0.5)))
      l.append(
        .backdropBlur(
          BackdropBlur(
            region: Path(roundedRect: Rect(x: 6, y: 8, width: 50, height: 64), cornerRadius: 8),
            style: .dark)))
      l.append(
        .backdropBlur(
          BackdropBlur(
            region: Path(roundedRect: Rect(x: 64, y: 8, width: 50, height: 64), cornerRadius: 8),
            style: .extraLight)))
    }
  }

  /// One line of text placed in a box with pango's measurements: `alignment` 0 left,
  /// 0.5 centred, 1 right; the baseline one ascent below the box's top.
  public static func label(
    _ text: String, font: Font, color: Color, box: Rect, alignment: Double = 0
  ) -> TextBlock {
    let m = PangoTextMeasurer()
    let width = m.width(of: text, font: font)
    let origin = Point(
      x: box.minX + (box.width - width) * alignment, y: box.minY + m.metrics(of: font).ascent)
    return TextBlock(font: font, color: color, runs: [TextRun(text, origin: origin, width: width)])
  }

  /// Text: left, centred, right, bold, and two lines of one block.
  public static var text: DisplayList {
    var l = DisplayList(size: Size(width: 160, height: 100), background: .white)
    let f = Font(size: 12)
    let top = Rect(x: 4, y: 4, width: 152, height: 16)
    l.append(.text(label("Left", font: f, color: .black, box: top)))
    l.append(.text(label("Centre", font: f, color: .blue, box: top, alignment: 0.5)))
    l.append(.text(label("Right", font: f, color: .red, box: top, alignment: 1)))
    let bold = Font(size: 17, weight: .bold)
    l.append(
      .text(
        label(
          "Bold 17 pt", font: bold, color: .black, box: Rect(x: 4, y: 24, width: 152, height: 22))))
    let w1 = PangoTextMeasurer().width(of: "Two runs, one", font: f)
    l.append(
      .text(
        TextBlock(
          font: f, color: Color(hex: 0x2C_3E_50),
          runs: [
            TextRun("Two runs, one", origin: Point(x: 4, y: 64), width: w1),
            TextRun("block: ÅÉ ñ “quotes” & <tags>", origin: Point(x: 4, y: 80), width: 150),
          ])))
    return l
  }
}
