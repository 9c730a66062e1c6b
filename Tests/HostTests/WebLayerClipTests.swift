import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusLayers
@testable import DynamicMenusRendering
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// Masks performed by the page as `clip-path` (``MaskShape``, the `clip` operation): a mask
/// that is a shape clips its layer's box, in the box's coordinates; one that is not falls back
/// to the canvas; taking it away takes the clip away.
@MainActor @Suite struct WebLayerClipTests {
  typealias Code = LayerOperationStream.Code

  /// A clip read back: its layer, rule code (−1 none) and path.
  struct Clip {
    let layer: Int
    let rule: Int
    let path: Path
  }

  /// The clips among the stream's numbers `n`, their paths decoded.
  static func clips(_ n: [Double]) throws -> [Clip] {
    typealias C = LayerOperationStream.Operands.Clip
    return try WebLayersTests.operations(n).filter { $0.code == .clip }.map { clip in
      let o = clip.operands
      var path = Path()
      var k = C.path.offset + 1
      for _ in 0..<Int(o[C.path.offset]) {
        let element = try #require(DisplayListStream.PathElementCode(rawValue: Int(o[k])))
        let p = (0..<element.pointCount).map { Point(x: o[k + 1 + 2 * $0], y: o[k + 2 + 2 * $0]) }
        switch element {
        case .move: path.move(to: p[0])
        case .line: path.addLine(to: p[0])
        case .quadCurve: path.addQuadCurve(to: p[1], control: p[0])
        case .curve: path.addCurve(to: p[2], control1: p[0], control2: p[1])
        case .close: path.closeSubpath()
        }
        k += 1 + 2 * element.pointCount
      }
      return Clip(layer: clip.layer, rule: Int(o[C.rule.offset]), path: path)
    }
  }

  /// A window with a 100 × 60 pt box at (10, 20), its bounds starting at (−5, −5), masked by
  /// `mask`.
  static func masked(by mask: Layer?) -> (Window, View) {
    let window = Window(size: Size(width: 200, height: 200))
    let box = View(frame: Rect(x: 10, y: 20, width: 100, height: 60))
    box.bounds.origin = Point(x: -5, y: -5)
    box.backgroundColor = Color(red: 1, green: 0, blue: 0)
    box.layer.mask = mask
    window.rootView.addSubview(box)
    return (window, box)
  }

  static func ring(radius: Double, lineWidth: Double, at position: Point) -> ShapeLayer {
    let ring = ShapeLayer()
    ring.disableActions = true
    ring.path = Path(circleCenter: .zero, radius: radius)
    ring.bounds = Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)
    ring.position = position
    ring.fillColor = nil
    ring.strokeColor = .black
    ring.lineWidth = lineWidth
    return ring
  }

  static func update(_ layers: inout WebLayers, _ window: Window) -> LayerFallback? {
    var lists = DisplayListStream()
    return layers.update(window, scale: 2, lists: &lists)
  }

  /// The window of ``masked(by:)`` as the page's elements: its first frame performed, and why
  /// they cannot show it, if they cannot.
  static func shown(maskedBy mask: Layer?) -> (
    window: Window, box: View, layers: WebLayers, fallback: LayerFallback?
  ) {
    let (window, box) = masked(by: mask)
    var layers = WebLayers(measurer: TextMeasurement.current, backdropFilter: true)
    let fallback = update(&layers, window)
    return (window, box, layers, fallback)
  }

  @Test("a ring mask clips its layer's box to the band, even-odd, in the box's coordinates")
  func ringClips() throws {
    let mask = Self.ring(radius: 20, lineWidth: 8, at: Point(x: 30, y: 25))
    var (window, box, layers, fallback) = Self.shown(maskedBy: mask)
    #expect(fallback == nil)
    let clips = try Self.clips(layers.stream.numbers)
    try #require(clips.count == 1, "\(clips)")
    #expect(clips[0].rule == DisplayListStream.fillRules.firstIndex(of: .evenOdd))
    // The ring's centre is at (30, 25) of the box's space, (35, 30) from the box's corner
    // (its bounds start at −5, −5): circles of 24 and 16 about it.
    var expected = Path(circleCenter: Point(x: 35, y: 30), radius: 24)
    expected.addPath(Path(circleCenter: Point(x: 35, y: 30), radius: 16))
    #expect(clips[0].path == expected)

    // Unchanged: nothing sent again. The mask moved: the clip again.
    #expect(Self.update(&layers, window) == nil)
    #expect(try Self.clips(layers.stream.numbers).isEmpty)
    mask.position = Point(x: 40, y: 25)
    #expect(Self.update(&layers, window) == nil)
    let moved = try Self.clips(layers.stream.numbers)
    #expect(moved.count == 1 && moved[0].path.boundingBox.midX == 45)

    // The masked layer's bounds moved (its box's corner with them): the same band, placed
    // anew in the box.
    box.bounds.origin = Point(x: -15, y: -5)
    #expect(Self.update(&layers, window) == nil)
    let placed = try Self.clips(layers.stream.numbers)
    #expect(placed.count == 1 && placed[0].path.boundingBox.midX == 55)

    // Taken away: no clip.
    box.layer.mask = nil
    #expect(Self.update(&layers, window) == nil)
    let none = try Self.clips(layers.stream.numbers)
    #expect(none.count == 1 && none[0].rule == -1 && none[0].path.isEmpty)
  }

  @Test("a mask's store is not drawn (it has no element); one that masks no more draws it")
  func maskStores() throws {
    let mask = Self.ring(radius: 20, lineWidth: 8, at: Point(x: 30, y: 25))
    var (window, box, layers, fallback) = Self.shown(maskedBy: mask)
    #expect(fallback == nil)
    // Its contents given to the page: a store, or (this stroke of a whole circle) a ring.
    func stores() throws -> [Int] {
      let start = LayerOperationStream.Operands.Store.start.offset
      return try WebLayersTests.operations(layers.stream.numbers)
        .filter { ($0.code == .contents && $0.operands[start] >= 0) || $0.code == .ring }
        .map(\.layer)
    }
    // Only the box's background, which is no store: none drawn.
    #expect(try stores().isEmpty)
    // No longer a mask, shown as a sublayer: its contents now.
    box.layer.mask = nil
    box.layer.addSublayer(mask)
    #expect(Self.update(&layers, window) == nil)
    #expect(try stores().count == 1)
  }

  @Test("an opaque fill clips by its path and rule; a hidden mask masks nothing")
  func fillClips() throws {
    let mask = ShapeLayer()
    mask.disableActions = true
    mask.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    mask.fillRule = .evenOdd
    mask.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    mask.anchorPoint = .zero
    mask.position = Point(x: 5, y: 5)
    var (window, _, layers, fallback) = Self.shown(maskedBy: mask)
    #expect(fallback == nil)
    let clips = try Self.clips(layers.stream.numbers)
    try #require(clips.count == 1)
    #expect(clips[0].rule == DisplayListStream.fillRules.firstIndex(of: .evenOdd))
    #expect(clips[0].path.boundingBox == Rect(x: 10, y: 10, width: 10, height: 10))
    mask.isHidden = true
    #expect(Self.update(&layers, window) == nil)
    #expect(try Self.clips(layers.stream.numbers).map(\.rule) == [-1])
  }

  @Test("a mask that is no shape falls back to the canvas, naming the mask")
  func otherMasksFallBack() {
    func dashed(_ ring: ShapeLayer) { ring.lineDashPattern = [4, 4] }
    func trimmed(_ ring: ShapeLayer) { ring.strokeEnd = 0.5 }
    func translucent(_ ring: ShapeLayer) { ring.strokeColor = Color(white: 0, alpha: 0.5) }
    func faded(_ ring: ShapeLayer) { ring.opacity = 0.5 }
    func backed(_ ring: ShapeLayer) { ring.backgroundColor = .black }
    func filledToo(_ ring: ShapeLayer) { ring.fillColor = .black }
    func parent(_ ring: ShapeLayer) { ring.addSublayer(Layer()) }
    let changes: [(String, (ShapeLayer) -> Void)] = [
      ("dashed", dashed), ("trimmed", trimmed), ("translucent", translucent), ("faded", faded),
      ("a background", backed), ("filled too", filledToo), ("a sublayer", parent),
    ]
    for (name, change) in changes {
      let mask = Self.ring(radius: 20, lineWidth: 8, at: Point(x: 30, y: 25))
      change(mask)
      #expect(Self.shown(maskedBy: mask).fallback == .mask, "\(name)")
    }
  }

  @Test("a module linked without masks, or without blurs, draws such a window on its canvas")
  func unlinkedFeatures() {
    let (window, _) = Self.masked(by: Self.ring(radius: 20, lineWidth: 8, at: .zero))
    var layers = WebLayers(
      measurer: TextMeasurement.current, backdropFilter: true, features: .blurs)
    #expect(Self.update(&layers, window) == .unlinked)
    let (element, handle) = WebLayersTests.host(.floatingMenu, features: .masks)
    defer { dmHostDestroy(handle) }
    #expect(WebLayersTests.settle(handle))
    #expect(dmHostRenderer(handle) == 1, "closed: no blur shows")
    element.setOpen(true)
    _ = WebLayersTests.settle(handle)
    #expect(dmHostLayerFallback(handle) == LayerFallback.unlinked.rawValue)
    let (radial, masked) = WebLayersTests.host(.radialMenu, features: .masks)
    defer { dmHostDestroy(masked) }
    radial.setOpen(true)
    _ = WebLayersTests.settle(masked)
    #expect(dmHostRenderer(masked) == 1 && dmHostLayerFallback(masked) == 0, "its own: as layers")
    let (floating, blurred) = WebLayersTests.host(.floatingMenu, features: .blurs)
    defer { dmHostDestroy(blurred) }
    floating.setOpen(true)
    _ = WebLayersTests.settle(blurred)
    #expect(dmHostRenderer(blurred) == 1 && dmHostLayerFallback(blurred) == 0, "its own: as layers")
  }

  @Test("a whole circle is told from other paths: its centre and radius found anywhere")
  func circles() throws {
    let found = try #require(MaskShape.circle(Path(circleCenter: Point(x: 5.5, y: -7), radius: 3)))
    #expect(found.center == Point(x: 5.5, y: -7) && found.radius == 3)
    #expect(MaskShape.circle(Path(ellipseIn: Rect(x: 0, y: 0, width: 6, height: 4))) == nil)
    #expect(MaskShape.circle(Path(rect: Rect(x: 0, y: 0, width: 6, height: 6))) == nil)
    var reversed = Path()
    reversed.addArc(center: .zero, radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(MaskShape.circle(reversed) == nil, "another circle's path: not assumed")
    // A stroke of it 2 wide: the band 2…4 about the centre.
    let ring = try #require(
      MaskShape.region(
        .stroke(Path(circleCenter: .zero, radius: 3), .black, StrokeStyle(lineWidth: 2))))
    var band = Path(circleCenter: .zero, radius: 4)
    band.addPath(Path(circleCenter: .zero, radius: 2))
    #expect(ring.0 == band && ring.1 == .evenOdd)
  }

  @Test("the radial menu's two masks are clips: the long dashes' band and the sectors' band")
  func radialMenuClips() throws {
    let (element, handle) = WebLayersTests.host(.radialMenu)
    defer { dmHostDestroy(handle) }
    var clips: [Clip] = []
    for frame in 0..<90 {
      if frame == 1 { element.setOpen(true) }
      _ = dmHostFrame(handle, 1.0 / 60, 3)
      clips += try Self.clips(
        WebHostExportsTests.numbers(
          dmHostLayerOperations(handle), Int(dmHostLayerOperationCount(handle))))
    }
    #expect(dmHostRenderer(handle) == 1)
    #expect(dmHostLayerFallback(handle) == 0)
    // The long dashes (radius 84, bounds from −84) masked to 82…90 about their centre: two
    // circles starting at 3 o'clock. The highlight's mask draws nothing while the highlight is
    // hidden: its clip is the empty shape until it shows (layers_test.py shows it).
    let starts = clips.map { clip in
      clip.path.elements.compactMap { if case .move(let p) = $0 { p } else { nil } }
    }
    let evenOdd = DisplayListStream.fillRules.firstIndex(of: .evenOdd)
    #expect(clips.count == 2, "\(clips)")
    #expect(
      zip(clips, starts).contains {
        $0.rule == evenOdd && $1 == [Point(x: 84 + 90, y: 84), Point(x: 84 + 82, y: 84)]
      }, "\(starts)")
    #expect(clips.contains { $0.path.isEmpty }, "\(clips)")
  }
}
