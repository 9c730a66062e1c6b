import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

extension TestScene {
  /// Puts every part on the canvas, back to front.
  func build(in canvas: View) {
    let root = canvas.layer
    let title = Label(frame: Rect(x: 20, y: 18, width: 335, height: 30))
    title.text = "DynamicMenus test scene"
    title.font = Font(size: 22, weight: .bold)
    canvas.addSubview(title)
    root.addSublayer(
      Self.text(
        "every feature of the display list", size: 12, color: .darkGray, at: Point(x: 20, y: 50)))
    addShapes(to: root)
    addDashes(to: root)
    addRings(to: root)
    addBubbleAndCard(to: root)
    addGroupAndIcon(to: root)
    addBlurPanel(to: root)
  }

  func addShapes(to root: Layer) {
    root.addSublayer(
      Self.shape(
        Path(roundedRect: Rect(x: 20, y: 75, width: 70, height: 50), cornerRadius: 12),
        fill: Color(hex: 0x00_7A_FF)))
    var ring = Path(circleCenter: Point(x: 135, y: 100), radius: 25)
    ring.addPath(Path(circleCenter: Point(x: 135, y: 100), radius: 13))
    let donut = Self.shape(ring, fill: Color(hex: 0xFF_3B_30))
    donut.fillRule = .evenOdd
    root.addSublayer(donut)
    let triangle = Self.shape(
      Path(polygon: [Point(x: 180, y: 124), Point(x: 210, y: 76), Point(x: 240, y: 124)]),
      stroke: .black, lineWidth: 5)
    root.addSublayer(triangle)
    let square = Self.shape(
      Path(rect: Rect(x: -20, y: -20, width: 40, height: 40)),
      fill: Color(hex: 0x34_C7_59, alpha: 0.85), stroke: Color(hex: 0x24_8A_3D), lineWidth: 2,
      at: Point(x: 305, y: 100))
    square.lineJoin = .round
    square.transform = AffineTransform(rotationAngle: .pi / 8)
    Self.loop(
      square, .transform, from: AffineTransform(rotationAngle: .pi / 8),
      to: AffineTransform(rotationAngle: .pi / 8).scaledBy(x: 1.3, y: 1.3), duration: 0.8,
      autoreverses: true)
    root.addSublayer(square)
  }

  func addDashes(to root: Layer) {
    for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
      var line = Path()
      line.move(to: Point(x: 26, y: 160 + Double(i) * 24))
      line.addLine(to: Point(x: 349, y: 160 + Double(i) * 24))
      let dashes = Self.shape(line, stroke: Color(hex: 0x1C_1C_1E), lineWidth: 6)
      dashes.lineCap = cap
      dashes.lineDashPattern = [12, 12]
      Self.loop(dashes, .lineDashPhase, from: 0, to: -24, duration: 0.8)
      root.addSublayer(dashes)
    }
  }

  func addRings(to root: Layer) {
    let c = Point(x: 95, y: 295)
    root.addSublayer(
      Self.shape(Path(circleCenter: c, radius: 40), stroke: Color(hex: 0xD1_D1_D6), lineWidth: 10))
    ring.path = Path(circleCenter: .zero, radius: 40)
    ring.fillColor = nil
    ring.strokeColor = Color(hex: 0xFF_95_00)
    ring.lineWidth = 10
    ring.lineCap = .round
    ring.bounds = Rect(x: -45, y: -45, width: 90, height: 90)
    ring.position = c
    // Rotated a quarter turn back so strokeEnd grows from 12 o'clock.
    ring.transform = AffineTransform(rotationAngle: -.pi / 2)
    Self.loop(ring, .strokeEnd, from: 0, to: 1, duration: 2)
    root.addSublayer(ring)

    // Twelve wedges through a ring-shaped mask whose strokeEnd grows and shrinks.
    let wedges = Layer()
    wedges.bounds = Rect(x: -60, y: -60, width: 120, height: 120)
    wedges.position = Point(x: 275, y: 295)
    for i in 0..<12 {
      var w = Path()
      w.move(to: .zero)
      w.addArc(
        center: .zero, radius: 60, startAngle: Double(i) * .pi / 6,
        endAngle: Double(i + 1) * .pi / 6, clockwise: true)
      w.closeSubpath()
      wedges.addSublayer(
        Self.shape(w, fill: Color(hue: Double(i) / 12, saturation: 0.75, brightness: 0.95)))
    }
    let mask = Self.shape(Path(circleCenter: .zero, radius: 40), stroke: .black, lineWidth: 18)
    Self.loop(mask, .strokeEnd, from: 0.25, to: 1, duration: 1.5, autoreverses: true)
    wedges.mask = mask
    root.addSublayer(wedges)
  }

  func addBubbleAndCard(to root: Layer) {
    // A bubble casting a shadow from its alpha (no shadowPath): the tail casts one too.
    let bubble = Layer()
    bubble.bounds = Rect(x: 0, y: 0, width: 170, height: 72)
    bubble.anchorPoint = .zero
    bubble.position = Point(x: 24, y: 380)
    bubble.shadowOpacity = 0.35
    bubble.shadowOffset = Size(width: 0, height: 3)
    bubble.shadowRadius = 8
    var outline = Path(roundedRect: Rect(x: 0, y: 0, width: 170, height: 56), cornerRadius: 16)
    outline.addPath(Path(polygon: [Point(x: 20, y: 50), Point(x: 46, y: 50), Point(x: 14, y: 72)]))
    bubble.addSublayer(Self.shape(outline, fill: .white))
    bubble.addSublayer(Self.text("Hello, bubble", size: 17, at: Point(x: 20, y: 16)))
    root.addSublayer(bubble)

    // A card with a border and a shadowPath.
    let card = Layer()
    card.bounds = Rect(x: 0, y: 0, width: 110, height: 60)
    card.anchorPoint = .zero
    card.position = Point(x: 230, y: 385)
    card.backgroundColor = Color(hex: 0x58_56_D6)
    card.cornerRadius = 10
    card.borderWidth = 2
    card.borderColor = Color(white: 1, alpha: 0.6)
    card.shadowOpacity = 0.5
    card.shadowOffset = Size(width: 0, height: 4)
    card.shadowRadius = 6
    card.shadowPath = Path(roundedRect: card.bounds, cornerRadius: 10)
    card.masksToBounds = false
    card.addSublayer(
      Self.text("shadowPath", size: 13, weight: .semibold, color: .white, at: Point(x: 12, y: 21)))
    root.addSublayer(card)
  }

  func addGroupAndIcon(to root: Layer) {
    // Two overlapping discs in a 60 % group: the overlap is no darker than the rest.
    let group = Layer()
    group.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
    group.anchorPoint = .zero
    group.position = Point(x: 24, y: 470)
    group.opacity = 0.6
    group.addSublayer(
      Self.shape(Path(circleCenter: Point(x: 20, y: 20), radius: 18), fill: Color(hex: 0xAF_52_DE)))
    group.addSublayer(
      Self.shape(Path(circleCenter: Point(x: 44, y: 20), radius: 18), fill: Color(hex: 0xAF_52_DE)))
    root.addSublayer(group)
    let icon = ImageLayer()
    icon.image = Icons.gear
    icon.tintColor = Color(hex: 0x8E_8E_93)
    icon.bounds = Rect(x: 0, y: 0, width: 36, height: 36)
    icon.anchorPoint = .zero
    icon.position = Point(x: 120, y: 472)
    root.addSublayer(icon)
  }

  func addBlurPanel(to root: Layer) {
    // Stripes in a container that clips them, then a dark blur over them.
    let stripes = Layer()
    stripes.bounds = Rect(x: 0, y: 0, width: 375, height: 140)
    stripes.anchorPoint = .zero
    stripes.position = Point(x: 0, y: 527)
    stripes.masksToBounds = true
    let colors: [UInt32] = [
      0xFF_3B_30, 0xFF_95_00, 0xFF_CC_00, 0x34_C7_59, 0x00_7A_FF, 0x58_56_D6, 0xAF_52_DE,
    ]
    for (i, c) in colors.enumerated() {
      let x = -40 + Double(i) * 64
      stripes.addSublayer(
        Self.shape(
          Path(polygon: [
            Point(x: x, y: 0), Point(x: x + 32, y: 0), Point(x: x + 80, y: 140),
            Point(x: x + 48, y: 140),
          ]), fill: Color(hex: c)))
    }
    stripes.addSublayer(
      Self.text(
        "BEHIND THE GLASS", size: 28, weight: .heavy, color: .white, at: Point(x: 40, y: 50)))
    root.addSublayer(stripes)
    let blur = BackdropLayer(style: .dark)
    blur.bounds = Rect(x: 0, y: 0, width: 335, height: 100)
    blur.anchorPoint = .zero
    blur.position = Point(x: 20, y: 547)
    blur.cornerRadius = 18
    blur.addSublayer(
      Self.text(
        "Blurred backdrop (dark)", size: 17, weight: .semibold, color: .white,
        at: Point(x: 20, y: 20)))
    blur.addSublayer(
      Self.text(
        "σ 20 pt · saturation 1.8 · tint 0.11 α 0.73", size: 12, color: Color(white: 1, alpha: 0.8),
        at: Point(x: 20, y: 50)))
    root.addSublayer(blur)
  }
}
