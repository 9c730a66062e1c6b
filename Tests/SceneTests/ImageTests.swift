import DynamicMenusGeometry
import Foundation
import Testing
@testable import DynamicMenusLayers

/// SVG path data for `path` (for looking at icons without a renderer).
func svgPathData(_ path: Path) -> String {
  func f(_ v: Double) -> String { String(format: "%.3f", v) }
  func p(_ q: Point) -> String { "\(f(q.x)) \(f(q.y))" }
  return path.elements.map { e in
    switch e {
    case .move(let q): "M\(p(q))"
    case .line(let q): "L\(p(q))"
    case .quadCurve(let q, let c): "Q\(p(c)) \(p(q))"
    case .curve(let q, let c1, let c2): "C\(p(c1)) \(p(c2)) \(p(q))"
    case .closeSubpath: "Z"
    }
  }.joined(separator: " ")
}

/// An SVG sheet of images, one cell of `cell` points each, `columns` per row, on a dark
/// background, drawn in white (the radial menu's look).
func iconSheet(_ images: [Image], cell: Double, columns: Int) -> String {
  let rows = (images.count + columns - 1) / columns
  var svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Double(columns) * cell * 1.5)" \
    height="\(Double(rows) * cell * 1.5)"><rect width="100%" height="100%" fill="#101018"/>

    """
  for (i, image) in images.enumerated() {
    let x = Double(i % columns) * cell * 1.5 + cell / 4,
      y = Double(i / columns) * cell * 1.5 + cell / 4
    for s in image.resolved(in: Rect(x: x, y: y, width: cell, height: cell), tint: .white) {
      let fill = s.fillRule == nil ? "none" : "white"
      let stroke =
        s.stroke.map {
          "stroke=\"white\" stroke-width=\($0.lineWidth) stroke-linecap=\"\($0.lineCap.rawValue)\" "
            + "stroke-linejoin=\"\($0.lineJoin.rawValue)\""
        } ?? ""
      svg += "<path d=\"\(svgPathData(s.path))\" fill=\"\(fill)\" \(stroke)/>\n"
    }
  }
  return svg + "</svg>\n"
}

@MainActor
@Suite("Images and icons: vector images in a unit box, tinted; ImageLayer; BackdropLayer")
struct ImageTests {
  @Test("an image's shapes scale into a rectangle; template parts take the tint")
  func resolving() {
    let image = Image(shapes: [
      .stroked(Path(lineFrom: .zero, to: Point(x: 1, y: 1)), lineWidth: 0.1),
      .filled(Path(rect: Rect(x: 0.5, y: 0, width: 0.5, height: 0.5)), color: .red),
    ])
    let shapes = image.resolved(in: Rect(x: 10, y: 20, width: 40, height: 40), tint: .blue)
    #expect(shapes[0].path == Path(lineFrom: Point(x: 10, y: 20), to: Point(x: 50, y: 60)))
    #expect(shapes[0].stroke?.lineWidth == 4 && shapes[0].color == .blue)
    #expect(shapes[1].color == .red && shapes[1].fillRule == .nonZero && shapes[1].stroke == nil)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.resolved(in: .zero, tint: .green).allSatisfy { $0.color == .green })
  }

  @Test("ImageLayer places the image by its gravity and caches the shapes")
  func imageLayer() {
    let layer = ImageLayer()
    #expect(layer.drawingShapes().isEmpty && layer.contentsGravity == .resize)
    layer.image = Icons.plus
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(layer.imageRect == Rect(x: 0, y: 0, width: 100, height: 50))
    layer.contentsGravity = .resizeAspect
    #expect(layer.imageRect == Rect(x: 25, y: 0, width: 50, height: 50))
    layer.contentsGravity = .resizeAspectFill
    #expect(layer.imageRect == Rect(x: 0, y: -25, width: 100, height: 100))
    layer.contentsGravity = .center
    #expect(layer.imageRect == Rect(x: 38, y: 13, width: 24, height: 24))
    Transaction.perform(disableActions: true) { layer.tintColor = .white }
    let shapes = layer.drawingShapes()
    #expect(shapes.count == 1 && shapes[0].color == .white && shapes[0].stroke?.lineWidth == 2)
    #expect(layer.drawingShapes() == shapes && layer.preferredSize() == Size(width: 24, height: 24))
  }

  @Test("every icon stays inside its 24-point grid and is stroked 2 points wide")
  func iconsInGrid() {
    let images = Icons.all.map(\.image) + Icons.zodiac
    #expect(Icons.all.count >= 9 && Icons.zodiac.count == 12 && Icons.zodiacNames.count == 12)
    for image in images {
      for s in image.resolved(in: Rect(x: 0, y: 0, width: 24, height: 24), tint: .white) {
        let box = s.path.boundingBox
        #expect(box.minX >= 0.9 && box.minY >= 0.9 && box.maxX <= 23.1 && box.maxY <= 23.1)
        #expect(s.stroke.map { $0.lineWidth == 2 && $0.lineCap == .round } ?? (s.fillRule != nil))
      }
    }
  }

  @Test("an icon's drawing: each shape as the code it stands for, in order")
  func iconDrawings() {
    let drawn = Icons.icon(
      """
      circle 12 12 10; disc 12 7.8 1.3;
      roundedRect 2 4 20 16 2; M22 6L12 13
      L2 6
      """)
    let coded = Image(
      shapes: [
        Icons.stroke(Icons.circle(12, 12, 10)), .filled(Icons.circle(12, 7.8, 1.3)),
        Icons.stroke(
          Path(
            roundedRect: Icons.grid(Rect(x: 2, y: 4, width: 20, height: 16)),
            cornerRadius: 2.0 / 24)),
        Icons.stroke(Icons.svg("M22 6L12 13L2 6")),
      ], renderingMode: .alwaysTemplate)
    #expect(drawn == coded)
  }

  @Test("the twelve zodiac glyphs are distinct drawings")
  func zodiacDistinct() {
    // Compare the glyphs as 24 × 24 coverage grids of their flattened outlines.
    func signature(_ image: Image) -> Set<Int> {
      var cells = Set<Int>()
      for s in image.resolved(in: Rect(x: 0, y: 0, width: 24, height: 24), tint: .white) {
        for poly in s.path.flattened(tolerance: 0.05) {
          for q in poly.points { cells.insert(Int(q.y) * 24 + Int(q.x)) }
        }
      }
      return cells
    }
    let signatures = Icons.zodiac.map(signature)
    for i in signatures.indices {
      for j in signatures.indices where j > i {
        let a = signatures[i], b = signatures[j]
        let overlap = Double(a.intersection(b).count) / Double(a.union(b).count)
        #expect(overlap < 0.6, "\(Icons.zodiacNames[i]) and \(Icons.zodiacNames[j]) look alike")
      }
    }
    // Written for looking at: ICONS_SVG=/tmp/icons.svg swift test --filter ImageTests
    if let out = ProcessInfo.processInfo.environment["ICONS_SVG"] {
      let sheet = iconSheet(Icons.all.map(\.image) + Icons.zodiac, cell: 48, columns: 7)
      try? sheet.write(toFile: out, atomically: true, encoding: .utf8)
      let small = iconSheet(Icons.all.map(\.image) + Icons.zodiac, cell: 24, columns: 7)
      try? small.write(
        toFile: out.replacingOccurrences(of: ".svg", with: "-24.svg"), atomically: true,
        encoding: .utf8)
    }
  }

  @Test("the blur styles carry spec section 5's numbers; a backdrop layer takes them")
  func blurStyles() {
    #expect(
      BlurStyle.light.blurRadius == 30 && BlurStyle.light.tintColor == Color(white: 1, alpha: 0.3))
    #expect(
      BlurStyle.extraLight.blurRadius == 20
        && BlurStyle.extraLight.tintColor == Color(white: 0.97, alpha: 0.82))
    #expect(
      BlurStyle.dark.blurRadius == 20 && BlurStyle.dark.tintColor == Color(white: 0.11, alpha: 0.73)
    )
    #expect(BlurStyle.allCases.allSatisfy { $0.saturation == 1.8 })
    let b = BackdropLayer(style: .dark)
    #expect(b.blurRadius == 20 && b.saturation == 1.8 && b.tintColor == BlurStyle.dark.tintColor)
    #expect(!b.hasAnimations)
    let plain = BackdropLayer()
    LayerHost(rootLayer: plain).tick(0)  // rendered once: changes animate
    #expect(plain.blurRadius == 0 && plain.saturation == 1 && plain.tintColor == nil)
    plain.apply(.light)  // animates like any change: a blur view fading in
    #expect(plain.animationKeys() == ["blurRadius", "saturation", "tintColor"])
    #expect(plain.presentation().blurRadius == 0 && plain.blurRadius == 30)
  }

  @Test("SVG path data parses absolute and relative commands and reports bad input")
  func svgPathParsing() throws {
    let p = try Path(svgPathData: "M10 10h5v5l-5 0zm1,1 c1 0 2 1 2 2s1 2 2 2Q20 20 21 21t1-1")
    #expect(p.elements.first == .move(to: Point(x: 10, y: 10)))
    #expect(
      p.elements[1] == .line(to: Point(x: 15, y: 10))
        && p.elements[2] == .line(to: Point(x: 15, y: 15)))
    #expect(p.elements[4] == .closeSubpath && p.elements[5] == .move(to: Point(x: 11, y: 11)))
    #expect(
      p.elements[6]
        == .curve(
          to: Point(x: 13, y: 13), control1: Point(x: 12, y: 11), control2: Point(x: 13, y: 12)))
    // S reflects the previous second control point about the current point.
    #expect(
      p.elements[7]
        == .curve(
          to: Point(x: 15, y: 15), control1: Point(x: 13, y: 14), control2: Point(x: 14, y: 15)))
    #expect(p.elements[9] == .quadCurve(to: Point(x: 22, y: 20), control: Point(x: 22, y: 22)))
    #expect(try Path(svgPathData: "M.5.5L1e1-2").elements[1] == .line(to: Point(x: 10, y: -2)))
    #expect(throws: Path.SVGSyntaxError.self) { try Path(svgPathData: "10 10") }
    #expect(throws: Path.SVGSyntaxError.self) { try Path(svgPathData: "M10") }
    #expect(throws: Path.SVGSyntaxError.self) { try Path(svgPathData: "M0 0A1 1 0 0 1 2 2") }
    // Commands and digits are ASCII's: a letter or digit of another script is refused there.
    for bad in ["é1 1", "M0 0é1 1", "M٣ 1", "M0 0 L1 1 Ω"] {
      #expect(throws: Path.SVGSyntaxError.self, "\(bad)") { try Path(svgPathData: bad) }
    }
    #expect(try Path(svgPathData: "m1 1l2 2").elements == Path(svgPathData: "M1 1L3 3").elements)
  }
}
