import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
@testable import DynamicMenusRendering
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// The layers renderer's side in the core (WebLayers, LayerOperationStream), through the
/// functions the page calls: the operations read back as layer-tree.js reads them, a frame
/// that only moves or fades draws no store, at rest nothing is sent, a lost canvas is drawn
/// again, and what the page's elements cannot show falls back to the canvas with its reason.
@MainActor @Suite struct WebLayersTests {
  typealias Code = LayerOperationStream.Code

  /// An element's host as the package makes it, shown as layers; the caller destroys it.
  static func host(
    _ kind: ElementKind, backdropFilter: Bool = true, features: LayerFeatures = .all
  ) -> (
    ControlElement, UnsafeMutableRawPointer
  ) {
    let made = WebHost.makingControls { measurer in
      let element = ControlElement(
        kind: kind, size: Size(width: 390, height: 600), target: WebHost.target)
      element.items = ["One", "Two", "Three", "Four", "Five"].map { ElementItem(label: $0) }
      return (element, WebHost(pointers: element, measurer: measurer, layerFeatures: features))
    }
    let handle = made.1.retainedHandle()
    dmHostSetRenderer(handle, 1, backdropFilter ? 1 : 0)
    return (made.0, handle)
  }

  /// One operation read back: its code, its layer (0 for the window's), its operands.
  struct Operation {
    let code: Code
    let layer: Int
    let operands: [Double]
  }

  /// The last frame's operations, read as the page reads them; fails on a code it does not
  /// know or operands that run past the end.
  static func operations(_ handle: UnsafeMutableRawPointer) throws -> [Operation] {
    try operations(
      WebHostExportsTests.numbers(
        dmHostLayerOperations(handle), Int(dmHostLayerOperationCount(handle))))
  }

  /// The operations in the stream's numbers `n`, as above.
  static func operations(_ n: [Double]) throws -> [Operation] {
    var read: [Operation] = []
    var i = 0
    while i < n.count {
      let code = try #require(Code(rawValue: Int(n[i])), "code \(n[i]) at \(i)")
      typealias O = LayerOperationStream.Operands
      if code == .background {
        let end = i + 1 + O.Background.count
        try #require(end <= n.count)
        read.append(Operation(code: code, layer: 0, operands: Array(n[i + 1..<end])))
        i = end
        continue
      }
      let layer = Int(n[i + 1])
      let count: Int
      switch code {
      case .create, .remove: count = 0
      case .sublayers: count = 1 + Int(n[i + 2])
      case .geometry: count = O.Geometry.count
      case .appearance: count = O.Appearance.count
      case .contents, .shadow: count = O.Store.count
      case .ring: count = O.Ring.count
      case .line: count = O.Line.count
      case .backdrop: count = O.Backdrop.count
      case .placeBackdrop: count = O.BackdropPlacement.count
      case .background: count = O.Background.count
      case .clip: count = try clipCount(n, from: i + 2)
      case .strokePath:
        typealias P = O.StrokePath
        try #require(i + 2 + P.path.offset < n.count)
        count =
          n[i + 2 + P.path.offset] < 0
          ? P.path.offset + 1 : try pathCount(n, from: i + 2 + P.path.offset) + P.path.offset
      }
      try #require(i + 2 + count <= n.count, "\(code) at \(i) runs past \(n.count)")
      read.append(Operation(code: code, layer: layer, operands: Array(n[i + 2..<i + 2 + count])))
      i += 2 + count
    }
    return read
  }

  /// The numbers a clip's operands take from `i`: its rule, then the path's count and
  /// elements, each a code and its points.
  static func clipCount(_ n: [Double], from i: Int) throws -> Int {
    typealias C = LayerOperationStream.Operands.Clip
    return try pathCount(n, from: i + C.path.offset) + C.path.offset
  }

  /// The numbers a path in the stream takes from `i`: its element count, then each element's
  /// code and points.
  static func pathCount(_ n: [Double], from i: Int) throws -> Int {
    var k = i
    try #require(k < n.count)
    let elements = Int(n[k])
    k += 1
    for _ in 0..<elements {
      try #require(k < n.count)
      let code = try #require(DisplayListStream.PathElementCode(rawValue: Int(n[k])))
      k += 1 + 2 * code.pointCount
    }
    return k - i
  }

  /// Frames of 1/60 s at 3× until the host says it is at rest (at most 600); whether it came.
  static func settle(_ handle: UnsafeMutableRawPointer) -> Bool {
    (0..<600).contains { _ in dmHostFrame(handle, 1.0 / 60, 3) == 1 }
  }

  /// The stores a frame drew (contents and shadows with a list), by layer number.
  static func drawn(_ operations: [Operation]) -> [Int] {
    let start = LayerOperationStream.Operands.Store.start.offset
    return operations.filter {
      ($0.code == .contents || $0.code == .shadow) && $0.operands[start] >= 0
    }
    .map(\.layer)
  }

  @Test("every element shows as layers; each layer made before use")
  func elementsShowAsLayers() throws {
    for kind in ElementKind.allCases {
      let (element, handle) = Self.host(kind)
      defer { dmHostDestroy(handle) }
      _ = dmHostFrame(handle, 1.0 / 60, 3)
      var made: Set<Int> = []
      for _ in 0..<40 {
        for operation in try Self.operations(handle) {
          if operation.code == .create {
            #expect(
              made.insert(operation.layer).inserted, "\(kind): layer \(operation.layer) made twice")
          } else if operation.code == .remove {
            made.remove(operation.layer)
          } else if operation.code != .background, operation.layer != 0 {
            #expect(
              made.contains(operation.layer),
              "\(kind): \(operation.code) of \(operation.layer) unmade")
          }
        }
        element.setOpen(true)
        _ = dmHostFrame(handle, 1.0 / 60, 3)
      }
      #expect(dmHostRenderer(handle) == 1, "\(kind)")
      #expect(dmHostLayerFallback(handle) == 0, "\(kind)")
      #expect(made.count > 1, "\(kind): \(made.count) layers")
    }
  }

  @Test("a frame that only moves or fades draws no store; at rest nothing is sent")
  func movingDrawsNothing() throws {
    for kind in [ElementKind.floatingMenu, .slideMenu, .dialMenu] {
      let (element, handle) = Self.host(kind)
      defer { dmHostDestroy(handle) }
      #expect(Self.settle(handle))
      // The dial shows its items from the start: it hides them.
      element.setOpen(!element.isOpen)
      var draws: [Int: Int] = [:]
      var moves = 0
      for _ in 0..<90 {
        _ = dmHostFrame(handle, 1.0 / 60, 3)
        let operations = try Self.operations(handle)
        for layer in Self.drawn(operations) { draws[layer, default: 0] += 1 }
        moves += operations.filter { $0.code == .geometry || $0.code == .appearance }.count
      }
      // Opening moves and fades layers every frame; a store is drawn when its layer first
      // shows, and again only when what it holds changes (a label's text, the dial's
      // highlighted bubble), never once a frame.
      #expect(moves > 60, "\(kind): \(moves) moves, draws \(draws)")
      #expect(draws.values.allSatisfy { $0 <= 3 }, "\(kind): draws by layer \(draws)")
      #expect(Self.settle(handle))
      #expect(dmHostFrame(handle, 1.0 / 60, 3) == 1)
      #expect(dmHostLayerOperationCount(handle) == 0, "\(kind) at rest")
    }
  }

  @Test("a lost canvas is drawn again; a number the page does not hold is ignored")
  func lostCanvas() throws {
    let (_, handle) = Self.host(.confirmButton)
    defer { dmHostDestroy(handle) }
    #expect(Self.settle(handle))
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    dmHostForgetLayer(handle, 100_000)
    dmHostForgetLayer(handle, -1)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(dmHostLayerOperationCount(handle) == 0)
    // The first layer that holds contents.
    dmHostForgetCanvas(handle)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    let all = try Self.drawn(Self.operations(handle))
    let layer = try #require(all.first, "forgetting the canvas draws every store again")
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    dmHostForgetLayer(handle, Int32(layer))
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(try Self.drawn(Self.operations(handle)) == [layer])
  }

  @Test("a lost shadow's canvas is drawn again: the floating menu's buttons cast theirs from paths")
  func lostShadow() throws {
    let (element, handle) = Self.host(.floatingMenu)
    defer { dmHostDestroy(handle) }
    element.setOpen(true)
    #expect(Self.settle(handle))
    var shadows: [Int] = []
    dmHostForgetCanvas(handle)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(try Self.operations(handle).isEmpty)
    // Every layer's canvases lost, one at a time: those with a path shadow send it again.
    for n in 1..<64 {
      dmHostForgetLayer(handle, Int32(n))
      _ = dmHostFrame(handle, 1.0 / 60, 3)
      shadows += try Self.drawn(Self.operations(handle).filter { $0.code == .shadow })
    }
    #expect(shadows.count >= 6, "the six buttons' shadows: \(shadows)")
    #expect(Set(shadows).count == shadows.count)
  }

  @Test("a page without backdrop-filter draws the floating menu's blur on its canvas")
  func noBackdropFilter() throws {
    let (element, handle) = Self.host(.floatingMenu, backdropFilter: false)
    defer { dmHostDestroy(handle) }
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(dmHostRenderer(handle) == 1, "closed, no blur shows")
    element.setOpen(true)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(dmHostRenderer(handle) == 0)
    #expect(dmHostLayerFallback(handle) == LayerFallback.noBackdropFilter.rawValue)
    // Asked again, it shows as layers until the blur shows once more.
    dmHostSetRenderer(handle, 1, 1)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(dmHostRenderer(handle) == 1 && dmHostLayerFallback(handle) == 0)
    let backdrops = try Self.operations(handle).filter { $0.code == .backdrop }
    let blur = try #require(backdrops.first, "the blur is sent whole after the switch")
    typealias B = LayerOperationStream.Operands.Backdrop
    #expect(
      blur.operands[B.shows.offset] == 1 && blur.operands[B.sigma.offset] > 0,
      "\(blur.operands)")
  }

  @Test("a layer's geometry: its bounds, its box placed, its sublayers' space into the box")
  func geometryNumbers() throws {
    let layer = Layer()
    let id = CompositedLayerID(layer)
    // Bounds from (10, 20), 100 × 50, centred at (200, 300); sublayers drawn twice as large
    // about the centre.
    let g = LayerGeometry(
      bounds: Rect(x: 10, y: 20, width: 100, height: 50), position: Point(x: 200, y: 300),
      anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity,
      sublayerTransform: AffineTransform(scaleX: 2, y: 2))
    var stream = LayerOperationStream()
    var lists = DisplayListStream()
    stream.encode([.create(id), .setGeometry(id, g)], background: .clear, scale: 2, lists: &lists)
    let geometry = Array(stream.numbers.drop { $0 != Double(Code.geometry.rawValue) }.dropFirst(2))
    // The box's corner (the bounds' origin) at (150, 275); the centre (60, 45) of the layer's
    // space at the box's centre (50, 25), sublayers scaled 2.
    typealias G = LayerOperationStream.Operands.Geometry
    func at(_ field: G) -> [Double] {
      Array(geometry[field.offset..<field.offset + field.span])
    }
    #expect(geometry.count == G.count)
    #expect([G.x, G.y, G.width, G.height].flatMap { at($0) } == [10, 20, 100, 50])
    #expect(at(.matrix) == [1, 0, 0, 1, 150, 275])
    #expect(at(.sublayerMatrix) == [2, 0, 0, 2, -70, -65])
  }

  @Test("a stroke of a whole circle is a bordered circle, no store; a dashed one an SVG path")
  func ringsAreNoStores() throws {
    typealias R = LayerOperationStream.Operands.Ring
    let window = Window(size: Size(width: 100, height: 100))
    // As large as the radial menu's thick ring open: 456 pt across, 19 windows of pixels at 3x.
    let ring = WebLayerClipTests.ring(radius: 225, lineWidth: 3, at: Point(x: 50, y: 50))
    ring.strokeColor = Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)
    window.rootView.layer.addSublayer(ring)
    var layers = WebLayers(measurer: FallbackTextMeasurer(), backdropFilter: true)
    var lists = DisplayListStream()
    #expect(layers.update(window, scale: 3, lists: &lists) == nil, "no memory fallback")
    var operations = try Self.operations(layers.stream.numbers)
    let drawn = try #require(operations.first { $0.code == .ring })
    #expect(Array(drawn.operands[R.x.offset...R.lineWidth.offset]) == [0, 0, 225, 3])
    #expect(Array(drawn.operands[R.colour.offset..<R.fill.offset]) == [0.2, 0.4, 1, 0.5])
    #expect(Array(drawn.operands[R.fill.offset..<R.count]) == [0, 0, 0, 0], "no fill")
    #expect(Self.drawn(operations).isEmpty && layers.stream.storePixels == 0)
    // Filled (the COSMOS look's backdrop) under a translucent stroke: a store, since the
    // border's inside edge is not the circle's; under an opaque one, the ring and its fill.
    ring.fillColor = Color(red: 0.02, green: 0.024, blue: 0.04)
    #expect(layers.update(window, scale: 3, lists: &lists) == .memory)
    #expect(try !Self.operations(layers.stream.numbers).contains { $0.code == .ring })
    ring.strokeColor = Color(red: 0.2, green: 0.4, blue: 1)
    #expect(layers.update(window, scale: 3, lists: &lists) == nil)
    let filled = try #require(try Self.operations(layers.stream.numbers).first { $0.code == .ring })
    #expect(Array(filled.operands[R.fill.offset..<R.count]) == [0.02, 0.024, 0.04, 1])
    ring.fillColor = nil
    // Grown: the ring again, still no store.
    ring.path = Path(circleCenter: .zero, radius: 240)
    _ = layers.update(window, scale: 3, lists: &lists)
    operations = try Self.operations(layers.stream.numbers)
    #expect(operations.first { $0.code == .ring }?.operands[R.radius.offset] == 240)
    #expect(Self.drawn(operations).isEmpty)
    // Dashed, its outline is dashes: a stroked path, still no store.
    typealias P = LayerOperationStream.Operands.StrokePath
    ring.lineDashPattern = [4, 4]
    #expect(layers.update(window, scale: 3, lists: &lists) == nil)
    operations = try Self.operations(layers.stream.numbers)
    var path = try #require(operations.first { $0.code == .strokePath })
    #expect(!operations.contains { $0.code == .ring } && Self.drawn(operations).isEmpty)
    #expect(
      Array(path.operands[P.lineWidth.offset...P.miterLimit.offset]) == [3, 0, 0, 10], "butt, miter"
    )
    #expect(Array(path.operands[P.colour.offset..<P.path.offset]) == [0.2, 0.4, 1, 1])
    // 2π·240 / 8 pt: 189 dashes (the last one cut at 3 o'clock), each a move and its curves.
    let elements = path.operands[P.path.offset]
    #expect(elements > 2 * 189, "\(elements) elements")
    // Only wider: the page keeps its path (−1), and the width changes.
    ring.lineWidth = 6
    _ = layers.update(window, scale: 3, lists: &lists)
    path = try #require(try Self.operations(layers.stream.numbers).first { $0.code == .strokePath })
    #expect(path.operands[P.lineWidth.offset] == 6 && path.operands[P.path.offset] == -1)
    #expect(path.operands.count == P.path.offset + 1)
    // Dashed anew: the path is sent again.
    ring.lineDashPattern = [4, 2]
    _ = layers.update(window, scale: 3, lists: &lists)
    path = try #require(try Self.operations(layers.stream.numbers).first { $0.code == .strokePath })
    #expect(path.operands[P.path.offset] > elements)
  }

  @Test("a stroke of one straight segment is a rectangle, no store; round caps round it")
  func linesAreNoStores() throws {
    typealias L = LayerOperationStream.Operands.Line
    let window = Window(size: Size(width: 100, height: 100))
    // The radial menu's dividing line: 54 pt from (102, 0), turned 90°, drawn to its half.
    let line = ShapeLayer()
    line.disableActions = true
    line.fillColor = nil
    line.path = Path(lineFrom: Point(x: 102, y: 0), to: Point(x: 156, y: 0))
    line.lineWidth = 2
    line.strokeColor = Color(red: 0.1, green: 0.3, blue: 1, alpha: 1)
    line.transform = AffineTransform(rotationAngle: .pi / 2)
    line.strokeEnd = 0.5
    window.rootView.layer.addSublayer(line)
    var layers = WebLayers(measurer: FallbackTextMeasurer(), backdropFilter: true)
    var lists = DisplayListStream()
    _ = layers.update(window, scale: 3, lists: &lists)
    var operations = try Self.operations(layers.stream.numbers)
    var drawn = try #require(operations.first { $0.code == .line })
    // 27 pt of it (butt caps: no more), 2 wide, its corner 1 pt across from its start.
    #expect(Array(drawn.operands[L.length.offset...L.cornerRadius.offset]) == [27, 2, 0])
    #expect(Array(drawn.operands[L.matrix.offset..<L.colour.offset]) == [1, 0, -0, 1, 102, -1])
    #expect(Array(drawn.operands[L.colour.offset..<L.count]) == [0.1, 0.3, 1, 1])
    #expect(Self.drawn(operations).isEmpty && layers.stream.storePixels == 0)
    // Round caps: half the width more at each end, and a corner radius of half the width.
    line.lineCap = .round
    line.strokeEnd = 1
    _ = layers.update(window, scale: 3, lists: &lists)
    operations = try Self.operations(layers.stream.numbers)
    drawn = try #require(operations.first { $0.code == .line })
    #expect(Array(drawn.operands[L.length.offset...L.cornerRadius.offset]) == [56, 2, 1])
    #expect(drawn.operands[L.matrix.offset + 4] == 101)
    // Dashed, its outline is several segments: a stroked path (a move and a line a dash).
    line.lineDashPattern = [4, 4]
    _ = layers.update(window, scale: 3, lists: &lists)
    operations = try Self.operations(layers.stream.numbers)
    #expect(!operations.contains { $0.code == .line } && Self.drawn(operations).isEmpty)
    let path = try #require(operations.first { $0.code == .strokePath })
    typealias P = LayerOperationStream.Operands.StrokePath
    #expect(path.operands[P.path.offset] == 2 * 7, "seven dashes in 56 pt")
  }

  @Test("layers about to fade in that the page cannot show: nothing handed over, then the canvas")
  func fadingInWhatThePageCannotShow() {
    // A blur fading in on a page without backdrop-filter, and a 600 × 600 pt shape fading in
    // a 100 × 100 pt window (nine windows of pixels).
    let blur = BackdropLayer()
    blur.blurRadius = 10
    let shape = ShapeLayer()
    shape.path = Path(rect: Rect(x: 0, y: 0, width: 600, height: 600))
    for (layer, reason) in [(blur as Layer, LayerFallback.noBackdropFilter), (shape, .memory)] {
      let window = Window(size: Size(width: 100, height: 100))
      layer.bounds = Rect(x: 0, y: 0, width: 600, height: 600)
      layer.opacity = 0
      window.rootView.layer.addSublayer(layer)
      var layers = WebLayers(measurer: FallbackTextMeasurer(), backdropFilter: false)
      var lists = DisplayListStream()
      #expect(layers.update(window, scale: 2, lists: &lists) == nil, "not drawn while clear")
      #expect(!layers.drawTransparentLayers(window, scale: 2, lists: &lists), "\(reason)")
      // Set for the fade already: the next walk sets nothing again, and falls back all the same.
      #expect(layers.update(window, scale: 2, lists: &lists) == reason)
    }
  }

  @Test("each reason names what the elements cannot show")
  func reasons() {
    #expect(Set(LayerFallback.allCases.map(\.reason)).count == LayerFallback.allCases.count)
    #expect(LayerFallback.layerCount.reason.contains("\(WebLayers.maximumLayers)"))
    #expect(LayerFallback(rawValue: 0) == nil)
  }
}
