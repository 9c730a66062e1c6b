import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import SnapshotTesting
import TestSupport
import Testing

/// The presentation tree flattened into a display list: which commands come out, in what
/// order, and what they draw.
@MainActor @Suite struct FlattenerTests {
  static let canvas = Size(width: 100, height: 100)

  /// A layer at `frame` (anchor at its top-left), built without implicit animations.
  static func layer<L: Layer>(_ type: L.Type, _ frame: Rect, _ setup: (L) -> Void = { _ in }) -> L {
    Transaction.perform(disableActions: true) {
      let l = L()
      l.bounds = Rect(origin: .zero, size: frame.size)
      l.anchorPoint = .zero
      l.position = frame.origin
      setup(l)
      return l
    }
  }

  static func flatten(_ layer: Layer) -> DisplayList {
    DisplayList(layers: [layer], size: canvas, measurer: PangoTextMeasurer())
  }

  static func kinds(_ list: DisplayList) -> [String] {
    list.commands.map { c in
      switch c {
      case .saveState: "save"
      case .restoreState: "restore"
      case .concatenate: "concat"
      case .clip: "clip"
      case .clipRect: "clipRect"
      case .beginTransparencyGroup: "group"
      case .endTransparencyGroup: "endGroup"
      case .beginMaskedContent: "masked"
      case .beginMask: "mask"
      case .endMask: "endMask"
      case .beginShadow: "shadow"
      case .endShadow: "endShadow"
      case .shadow: "pathShadow"
      case .fill: "fill"
      case .stroke: "stroke"
      case .text: "text"
      case .image: "image"
      case .bitmap: "bitmap"
      case .backdropBlur: "blur"
      }
    }
  }

  @Test("a backdrop with nothing to blur or saturate is its tint, a fill; faded, no group")
  func solidBackdropIsAFill() throws {
    let solid = Self.layer(BackdropLayer.self, Rect(x: 10, y: 10, width: 50, height: 30)) {
      $0.blurRadius = 0
      $0.saturation = 1
      $0.tintColor = Color(white: 0.11)
      $0.opacity = 0.5
    }
    let list = Self.flatten(solid)
    #expect(Self.kinds(list) == ["save", "concat", "fill", "restore"])
    guard list.commands.count == 4, case .fill(_, let color, _) = list.commands[2] else {
      Issue.record("no fill")
      return
    }
    #expect(color == Color(white: 0.11, alpha: 0.5), "the opacity folded into the tint")
    let clear = Self.layer(BackdropLayer.self, Rect(x: 0, y: 0, width: 50, height: 30)) {
      $0.blurRadius = 0
      $0.saturation = 1
    }
    #expect(Self.flatten(clear).commands.isEmpty, "no tint: nothing to draw")
    let blurred = Self.layer(BackdropLayer.self, Rect(x: 0, y: 0, width: 50, height: 30)) {
      $0.apply(.light)
    }
    #expect(Self.kinds(Self.flatten(blurred)).contains("blur"))
  }

  @Test func hiddenTransparentAndEmptyLayersDrawNothing() {
    let hidden = Self.layer(Layer.self, Rect(x: 0, y: 0, width: 10, height: 10)) {
      $0.backgroundColor = .red
      $0.isHidden = true
    }
    let clear = Self.layer(Layer.self, Rect(x: 0, y: 0, width: 10, height: 10)) {
      $0.backgroundColor = .red
      $0.opacity = 0
    }
    let empty = Self.layer(Layer.self, Rect(x: 0, y: 0, width: 10, height: 10)) { _ in }
    for l in [hidden, clear, empty] { #expect(Self.flatten(l).commands.isEmpty) }
  }

  @Test func oneFillTakesTheOpacityAndMoreMakeAGroup() {
    let single = Self.layer(Layer.self, Rect(x: 10, y: 10, width: 20, height: 20)) {
      $0.backgroundColor = .red
      $0.opacity = 0.5
    }
    #expect(Self.kinds(Self.flatten(single)) == ["save", "concat", "fill", "restore"])
    if case .fill(_, let c, _) = Self.flatten(single).commands[2] { #expect(c.alpha == 0.5) }
    let pair = Self.layer(Layer.self, Rect(x: 10, y: 10, width: 20, height: 20)) {
      $0.backgroundColor = .red
      $0.borderColor = .black
      $0.borderWidth = 2
      $0.opacity = 0.5
    }
    #expect(
      Self.kinds(Self.flatten(pair)) == [
        "save", "concat", "group", "fill", "fill", "endGroup", "restore",
      ])
  }

  @Test func transformIsTheLayersMapToItsSuperlayer() {
    let l = Self.layer(Layer.self, Rect(x: 0, y: 0, width: 20, height: 10)) {
      $0.backgroundColor = .red
      $0.anchorPoint = Point(x: 0.5, y: 0.5)
      $0.position = Point(x: 50, y: 50)
      $0.transform = AffineTransform(rotationAngle: .pi / 2)
    }
    guard case .concatenate(let t) = Self.flatten(l).commands[1] else {
      Issue.record("no transform")
      return
    }
    #expect(t.isApproximatelyEqual(to: l.transformToSuperlayer))
    // The 20 × 10 bar turned a quarter about its centre stands 10 wide and 20 tall.
    let image = CairoRenderer().render(Self.flatten(l), scale: 1)
    #expect(image[50, 42].alpha == 255 && image[50, 58].alpha == 255)
    #expect(image[42, 50].alpha == 0 && image[58, 50].alpha == 0)
  }

  @Test func sublayersGoByZPositionThenOrder() {
    let root = Self.layer(Layer.self, Rect(x: 0, y: 0, width: 100, height: 100)) { _ in }
    let colors: [Color] = [.red, .green, .blue]
    for (i, c) in colors.enumerated() {
      root.addSublayer(
        Self.layer(Layer.self, Rect(x: 0, y: 0, width: 10, height: 10)) {
          $0.backgroundColor = c
          $0.zPosition = i == 0 ? 1 : 0
        })
    }
    let fills = Self.flatten(root).commands.compactMap { c -> Color? in
      if case .fill(_, let color, _) = c { return color } else { return nil }
    }
    #expect(fills == [.green, .blue, .red])
  }

  @Test func shadowsMasksClipsAndBorders() {
    let l = Self.layer(Layer.self, Rect(x: 10, y: 10, width: 40, height: 40)) {
      $0.backgroundColor = .white
      $0.cornerRadius = 8
      $0.masksToBounds = true
      $0.borderColor = .black
      $0.borderWidth = 1
      $0.shadowOpacity = 0.5
      $0.addSublayer(
        Self.layer(Layer.self, Rect(x: 30, y: 30, width: 30, height: 30)) {
          $0.backgroundColor = .red
        })
      $0.mask = Self.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 40, height: 40)) {
        $0.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
      }
    }
    #expect(
      Self.kinds(Self.flatten(l)) == [
        "save", "concat", "shadow", "masked", "fill", "save", "clip", "save", "concat", "fill",
        "restore", "restore", "fill", "mask", "save", "fill", "restore", "endMask", "endShadow",
        "restore",
      ])
    l.shadowPath = Path(rect: l.bounds)
    #expect(Self.kinds(Self.flatten(l))[2] == "pathShadow")
  }

  @Test func strokeEndAQuarterEndsAtSixOClock() {
    // A circle stroked to strokeEnd 0.25: from 3 o'clock clockwise to 6 o'clock.
    let ring = Self.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 100, height: 100)) {
      $0.path = Path(circleCenter: Point(x: 50, y: 50), radius: 30)
      $0.fillColor = nil
      $0.strokeColor = .black
      $0.lineWidth = 6
      $0.strokeEnd = 0.25
    }
    let image = CairoRenderer().render(Self.flatten(ring), scale: 1)
    #expect(image[80, 50].alpha == 255)  // 3 o'clock
    #expect(image[71, 71].alpha == 255)  // half way
    #expect(image[50, 80].alpha == 255)  // 6 o'clock
    #expect(image[20, 50].alpha == 0)  // 9 o'clock
    #expect(image[50, 20].alpha == 0)  // 12 o'clock
  }

  @Test func dashesLeaveGaps() {
    let line = Self.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 100, height: 100)) {
      var p = Path()
      p.move(to: Point(x: 0, y: 50))
      p.addLine(to: Point(x: 100, y: 50))
      $0.path = p
      $0.strokeColor = .black
      $0.lineWidth = 4
      $0.lineDashPattern = [10, 10]
    }
    let image = CairoRenderer().render(Self.flatten(line), scale: 1)
    #expect(image[5, 50].alpha == 255 && image[15, 50].alpha == 0 && image[25, 50].alpha == 255)
  }

  @Test func textLayerRunsSitOnTheLayout() {
    let text = Self.layer(TextLayer.self, Rect(x: 10, y: 20, width: 80, height: 30)) {
      $0.string = "Hi"
      $0.font = Font(size: 20)
      $0.foregroundColor = .black
    }
    let list = Self.flatten(text)
    guard
      case .text(let block) = list.commands.last(where: {
        if case .text = $0 { true } else { false }
      })
    else {
      Issue.record("no text")
      return
    }
    let layout = text.textLayout(measurer: PangoTextMeasurer())
    #expect(block.runs.map(\.origin) == layout.lines.flatMap { $0.runs.map(\.origin) })
    #expect(block.font == Font(size: 20))
  }

  /// CATextLayer draws into a backing store the size of its bounds, so its text is cut at the
  /// bounds whether or not it masks to them (a shape or image layer's contents are not).
  @Test func textIsClippedToTheBounds() {
    let bounds = Rect(x: 10, y: 20, width: 30, height: 14)
    let text = Self.layer(TextLayer.self, bounds) {
      $0.string = "Much too wide\nand too tall"
      $0.font = Font(size: 20)
      $0.foregroundColor = .black
    }
    let list = Self.flatten(text)
    #expect(
      Self.kinds(list) == ["save", "concat", "save", "clipRect", "text", "restore", "restore"])
    #expect(list.commands[3] == .clipRect(Rect(origin: .zero, size: bounds.size)))
    let image = CairoRenderer().render(list, scale: 1)
    var inside = 0, outside = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].alpha > 0 {
        if bounds.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
          inside += 1
        } else {
          outside += 1
        }
      }
    }
    #expect(inside > 50 && outside == 0)
  }

  @Test func testSceneSnapshot() {
    // The whole pipeline on one picture of every feature.
    let root = Self.layer(Layer.self, Rect(x: 0, y: 0, width: 100, height: 100)) {
      $0.backgroundColor = Color(hex: 0xF2_F2_F7)
    }
    let card = Self.layer(Layer.self, Rect(x: 15, y: 15, width: 50, height: 40)) {
      $0.backgroundColor = Color(hex: 0x58_56_D6)
      $0.cornerRadius = 8
      $0.shadowOpacity = 0.5
      $0.shadowOffset = Size(width: 0, height: 3)
      $0.shadowRadius = 4
      $0.borderWidth = 2
      $0.borderColor = .white
    }
    let icon = Self.layer(ImageLayer.self, Rect(x: 60, y: 55, width: 30, height: 30)) {
      $0.image = Icons.star
      $0.tintColor = Color(hex: 0xFF_95_00)
    }
    let glass = Self.layer(BackdropLayer.self, Rect(x: 40, y: 40, width: 50, height: 30)) {
      $0.apply(.light)
      $0.cornerRadius = 6
    }
    root.addSublayer(card)
    root.addSublayer(glass)
    root.addSublayer(icon)
    let image = CairoRenderer().render(Self.flatten(root), scale: 2)
    #expect(image.color(x: 32, y: 70) == .white)  // the border, inside the bounds
    #expect(image.color(x: 40, y: 70).blue > image.color(x: 40, y: 70).green)  // the card
    assertSnapshot(of: Self.flatten(root), as: .png(scale: 2), named: "2x")
    assertSnapshot(of: Self.flatten(root), as: .svg, named: "vector")
  }
}
