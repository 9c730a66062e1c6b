public import DynamicMenusGeometry
public import DynamicMenusRendering
import DynamicMenusLayers

/// A frame's ``CompositingOperation``s as numbers for the page's layer tree (layer-tree.js),
/// which performs them on elements: each layer an element placed by a CSS matrix, its
/// backing store a canvas of its own drawn only when the plan draws it.
///
/// ``numbers``: one operation after another, a ``Code`` and its operands (every value one
/// `Double`; a layer is named by a small number of its own, from 1, given to another layer
/// only in a frame after the one that removed it). Each operation's fixed operands lie at
/// the offsets ``Operands`` declares:
///
/// | code | operands |
/// |---|---|
/// | create | layer |
/// | remove | layer |
/// | sublayers | layer (0: the window's top-level layers), count, then each layer bottom to top |
/// | geometry | layer, the bounds' x y width height (the box is the bounds, its corner at their origin), then two matrices a b c d tx ty: the element's (its box into its superlayer's space) and its sublayers' (the layer's space, its sublayer transform applied, into its box) |
/// | appearance | layer, opacity, hidden (0 or 1), background r g b a, corner radius, clips (0 or 1), border width, border r g b a, shadow (0 none, 1 from the layer's alpha, 2 from its path: a store), shadow paint r g b a, offset x y, blur σ (``Shadow/sigma``) |
/// | contents | layer, then a store: where its list starts and ends in the lists' numbers (start −1: none), its frame x y width height in the layer's space, its scale, its width and height in device pixels |
/// | ring | layer, contents that are one stroke of a whole circle, as ``ElementStroke/ring(center:radius:lineWidth:color:fill:)``: its centre x y in the layer's space, radius, line width, r g b a, the fill's r g b a (0 0 0 0: none) (no store: the page draws a bordered circle, which its compositor rasters, whatever the radius) |
/// | line | layer, contents that are one stroke of one straight segment, as ``ElementStroke/line(length:width:cornerRadius:placement:color:)``: the rectangle it covers, its length, width and corner radius, the matrix a b c d tx ty from its space into the layer's, r g b a (no store: the page draws the rectangle) |
/// | strokePath | layer, contents that are one stroke of an outline of several pieces, as ``ElementStroke/path(_:style:color:)``: line width, cap and join codes, miter limit, r g b a, then the path (its element count, then each element; −1 alone: the last one sent for the layer, unchanged) (no store: the page strokes an SVG path) |
/// | shadow | layer, then a store, as for contents: the shadow cast from the layer's path |
/// | backdrop | layer, shows (0 or 1), blur σ, saturation, tint r g b a |
/// | background | the window's r g b a |
/// | placeBackdrop | layer, where its blur shows (``BackdropPlacement``): the matrix a b c d tx ty from the blur's box into the window, the box's width and height, its corner radius, its opacity (its layers'), hidden (0 or 1), its top-level layer |
/// | clip | layer, fill rule (−1: no clip; else ``DisplayListStream/fillRules``' code), then the shape a mask shows as a path (``DisplayListStream/append(_:to:)``: its element count, then each element; none without a clip), in the layer's box: its `clip-path` (``MaskShape``) |
///
/// A store's list lies in the host's display-list stream, which in this mode holds only the
/// lists this frame draws (their strings in its text, their bitmaps in its images).
public struct LayerOperationStream {
  /// What an operation does.
  public enum Code: Int, CaseIterable, Sendable {
    case create = 1, remove, sublayers, geometry, appearance, contents, shadow, backdrop,
      background, clip, placeBackdrop, ring, line, strokePath

    /// The code's name in the page's vocabulary.
    public var name: String {
      switch self {
      case .create: "create"
      case .remove: "remove"
      case .sublayers: "sublayers"
      case .geometry: "geometry"
      case .appearance: "appearance"
      case .contents: "contents"
      case .shadow: "shadow"
      case .backdrop: "backdrop"
      case .background: "background"
      case .clip: "clip"
      case .placeBackdrop: "placeBackdrop"
      case .ring: "ring"
      case .line: "line"
      case .strokePath: "strokePath"
      }
    }
  }

  /// The numbers, as above.
  public private(set) var numbers: [Double] = []
  /// What the page was last told of a layer besides what the plan tracks: the plan draws a
  /// blur again whenever what lies behind it changes, and the page's blur follows by itself.
  struct Record {
    var number: Int
    var shadow: (shadow: Shadow, path: Path, scale: Double)?
    var backdrop: BackdropBlur?
    /// The device pixels of its stores.
    var contentsPixels = 0
    var shadowPixels = 0
    /// The layer it masks, if it was made a mask: the page has no element for a mask, it clips
    /// the masked layer's box (``appendClip(_:_:origin:)``).
    var masks: CompositedLayerID?
    /// Its superlayer, as the last `sublayers` naming it said (nil: a top-level layer).
    var parent: CompositedLayerID?
    /// Where the page was last told its blur shows (``appendPlacement(_:_:)``).
    var placed: BackdropPlacement?
    /// The path of the stroke the page last drew as an SVG path for its contents (nil: its
    /// contents are something else): a dashed ring that only widens is not sent again.
    var strokePath: Path?
  }
  var records: [CompositedLayerID: Record] = [:]
  /// Each number's layer (index 0: the window's, never a layer's).
  private var numbered: [CompositedLayerID?] = [nil]
  /// Numbers given back: by the last frames (reusable), by this one (not yet: the page
  /// removes them after this frame's creations).
  private var free: [Int] = []
  private var freed: [Int] = []
  /// Layers whose shadow stores the page lost: sent again in the next frame.
  private var lostShadows: [CompositedLayerID] = []
  /// The device pixels the page's canvases hold for all layers.
  public internal(set) var storePixels = 0
  private var background: Color?
  private var scale = 0.0
  /// The layers whose clip the last frame's operations changed (``CompositingOperation/setMask(of:_:)``:
  /// given a mask or none, their mask changed, their bounds moved). Their clips follow
  /// (``appendClip(_:_:origin:)``).
  private(set) var clipsChanged: [CompositedLayerID] = []
  /// The layers that show a backdrop blur, in the order they came to: each frame places them
  /// (``appendPlacement(_:_:)``).
  private(set) var backdrops: [CompositedLayerID] = []

  /// An empty stream: the page holds no layer.
  public init() {}

  /// The page lost the canvases of layer `id` (its contents are the plan's to draw again):
  /// its shadow store is sent again in the next frame.
  public mutating func forgetShadow(of id: CompositedLayerID) {
    lostShadows.append(id)
  }

  /// The layer whose number is `number`, if the page holds it.
  public func layer(numbered number: Int) -> CompositedLayerID? {
    numbered.indices.contains(number) ? numbered[number] : nil
  }

  /// Writes `operations` (the plan's for this frame, its stores at `scale`) and the window's
  /// `background` when it changed, replacing the last frame's numbers; the stores' lists go
  /// into `lists`, emptied first.
  public mutating func encode(
    _ operations: [CompositingOperation], background: Color, scale: Double,
    lists: inout DisplayListStream
  ) {
    numbers.removeAll(keepingCapacity: true)
    clipsChanged.removeAll(keepingCapacity: true)
    lists.removeAll()
    free.append(contentsOf: freed)
    freed.removeAll(keepingCapacity: true)
    if scale != self.scale {
      self.scale = scale
      // The shadows' stores are drawn again at the new scale (the plan draws contents again).
      for case let id? in numbered {
        guard let last = records[id]?.shadow else { continue }
        appendShadow(last.shadow, last.path, layer: id, scale: scale, lists: &lists)
      }
    }
    for id in lostShadows {
      guard let last = records[id]?.shadow else { continue }
      records[id]?.shadow = nil
      appendShadow(last.shadow, last.path, layer: id, scale: scale, lists: &lists)
    }
    lostShadows.removeAll(keepingCapacity: true)
    if background != self.background {
      self.background = background
      let at = begin(.background)
      put(background, at: at + Operands.Background.colour.offset)
    }
    for operation in operations {
      switch operation {
      case .create(let id):
        let n = free.popLast() ?? numbered.count
        if n == numbered.count { numbered.append(id) } else { numbered[n] = id }
        records[id] = Record(number: n)
        _ = begin(.create, n)
      case .remove(let id):
        guard let record = records.removeValue(forKey: id) else { continue }
        backdrops.removeAll { $0 == id }
        storePixels -= record.contentsPixels + record.shadowPixels
        numbered[record.number] = nil
        freed.append(record.number)
        _ = begin(.remove, record.number)
      case .setSublayers(let parent, let sublayers):
        _ = begin(.sublayers, parent.flatMap { records[$0]?.number } ?? 0)
        put(Double(sublayers.count))
        for id in sublayers {
          put(Double(records[id]?.number ?? 0))
          records[id]?.parent = parent
        }
      case .setMask(let id, let mask):
        if let mask { records[mask]?.masks = id }
        clipsChanged.append(id)
      case .setGeometry(let id, let g):
        guard let n = records[id]?.number else { continue }
        typealias G = Operands.Geometry
        let at = begin(.geometry, n)
        put(g.bounds.minX, at: at + G.x.offset)
        put(g.bounds.minY, at: at + G.y.offset)
        put(g.bounds.width, at: at + G.width.offset)
        put(g.bounds.height, at: at + G.height.offset)
        put(Self.boxTransform(g), at: at + G.matrix.offset)
        put(Self.sublayerTransform(g), at: at + G.sublayerMatrix.offset)
      case .setAppearance(let id, let look):
        guard let n = records[id]?.number else { continue }
        put(look, layer: n)
        appendShadow(look.shadow, look.shadowPath, layer: id, scale: scale, lists: &lists)
      case .setContents(let id, let contents):
        guard let n = records[id]?.number else { continue }
        var drawn = 0
        if let stroke = contents.flatMap({ ElementStroke($0.commands) }) {
          appendStroke(stroke, id, n)
        } else {
          records[id]?.strokePath = nil
          drawn = appendStore(.contents, n, contents, lists: &lists)
        }
        storePixels += drawn - (records[id]?.contentsPixels ?? 0)
        records[id]?.contentsPixels = drawn
      case .setBackdrop(let id, let backdrop):
        guard let record = records[id], backdrop?.blur != record.backdrop else { continue }
        records[id]?.backdrop = backdrop?.blur
        // Shown anew: placed anew (the page made its element again).
        records[id]?.placed = nil
        backdrops.removeAll { $0 == id }
        if backdrop != nil { backdrops.append(id) }
        typealias B = Operands.Backdrop
        let at = begin(.backdrop, record.number)
        let blur = backdrop?.blur
        put(blur == nil ? 0 : 1, at: at + B.shows.offset)
        put(blur?.sigma ?? 0, at: at + B.sigma.offset)
        put(blur?.saturation ?? 1, at: at + B.saturation.offset)
        put(blur?.tint ?? .clear, at: at + B.tint.offset)
      }
    }
  }

  /// Clips layer `id`'s box to `shape` (in the layer's space, whose bounds start at
  /// `origin`: the box's corner), or takes its clip away (nil): its mask performed as the
  /// page's `clip-path`.
  mutating func appendClip(_ id: CompositedLayerID, _ shape: MaskShape?, origin: Point) {
    guard let number = records[id]?.number else { return }
    typealias C = Operands.Clip
    let at = begin(.clip, number)
    guard let shape else {
      put(-1, at: at + C.rule.offset)
      put(0, at: at + C.path.offset)
      return
    }
    let rule = DisplayListStream.fillRules.firstIndex(of: shape.rule) ?? 0
    put(Double(rule), at: at + C.rule.offset)
    assert(numbers.count == at + C.path.offset, "an operand written out of its declared place")
    let box = AffineTransform(translationX: -origin.x, y: -origin.y)
    DisplayListStream.append(shape.path.applying(box), to: &numbers)
  }

  /// The transform that places a layer's box (its bounds, the box's top left at the bounds'
  /// origin) in its superlayer's space: the bounds' origin, then the layer's transform
  /// about its anchor at its position.
  static func boxTransform(_ g: LayerGeometry) -> AffineTransform {
    AffineTransform(translationX: g.bounds.minX, y: g.bounds.minY)
      .concatenating(g.transform.placing(anchor: CompositedTree.anchor(g), at: g.position))
  }

  /// The transform from a layer's space, where its sublayers are placed, into its box: its
  /// sublayer transform about its anchor, then the bounds' origin taken away.
  static func sublayerTransform(_ g: LayerGeometry) -> AffineTransform {
    let about =
      g.sublayerTransform.isIdentity
      ? AffineTransform.identity : g.sublayerTransform.about(CompositedTree.anchor(g))
    return about.concatenating(AffineTransform(translationX: -g.bounds.minX, y: -g.bounds.minY))
  }

  private mutating func put(_ look: LayerAppearance, layer n: Int) {
    typealias A = Operands.Appearance
    let at = begin(.appearance, n)
    put(look.opacity, at: at + A.opacity.offset)
    put(look.isHidden ? 1 : 0, at: at + A.hidden.offset)
    put(look.backgroundColor ?? .clear, at: at + A.background.offset)
    put(look.cornerRadius, at: at + A.cornerRadius.offset)
    put(look.masksToBounds ? 1 : 0, at: at + A.clips.offset)
    put(look.borderColor == nil ? 0 : look.borderWidth, at: at + A.borderWidth.offset)
    put(look.borderColor ?? .clear, at: at + A.borderColor.offset)
    let shadow = look.shadow
    put(shadow == nil ? 0 : look.shadowPath == nil ? 1 : 2, at: at + A.shadow.offset)
    put(shadow?.paint ?? .clear, at: at + A.shadowColor.offset)
    put(shadow?.offset.dx ?? 0, at: at + A.shadowX.offset)
    put(shadow?.offset.dy ?? 0, at: at + A.shadowY.offset)
    put(shadow?.sigma ?? 0, at: at + A.shadowSigma.offset)
  }

  /// Sends the store of layer `id`'s shadow cast from a path when it changed (or the scale
  /// did).
  private mutating func appendShadow(
    _ shadow: Shadow?, _ path: Path?, layer id: CompositedLayerID, scale: Double,
    lists: inout DisplayListStream
  ) {
    guard let record = records[id] else { return }
    let now = shadow.flatMap { s in path.map { (s, $0, scale) } }
    let last = record.shadow
    guard now?.0 != last?.shadow || now?.1 != last?.path || now?.2 != last?.scale else { return }
    records[id]?.shadow = now
    let store = now.flatMap { CompositingPlan.contents([.shadow($0.0, path: $0.1)], scale: scale) }
    guard store != nil || last != nil else { return }
    let drawn = appendStore(.shadow, record.number, store, lists: &lists)
    storePixels += drawn - record.shadowPixels
    records[id]?.shadowPixels = drawn
  }

  /// A `ring`, `line` or `strokePath` operation of layer `id`, numbered `n`: its contents as
  /// an element of the page's.
  mutating func appendStroke(_ stroke: ElementStroke, _ id: CompositedLayerID, _ n: Int) {
    let lastPath = records[id]?.strokePath
    records[id]?.strokePath = nil
    switch stroke {
    case .ring(let center, let radius, let lineWidth, let color, let fill):
      typealias R = Operands.Ring
      let at = begin(.ring, n)
      put(center.x, at: at + R.x.offset)
      put(center.y, at: at + R.y.offset)
      put(radius, at: at + R.radius.offset)
      put(lineWidth, at: at + R.lineWidth.offset)
      put(color, at: at + R.colour.offset)
      put(fill ?? .clear, at: at + R.fill.offset)
    case .line(let length, let width, let cornerRadius, let placement, let color):
      typealias L = Operands.Line
      let at = begin(.line, n)
      put(length, at: at + L.length.offset)
      put(width, at: at + L.width.offset)
      put(cornerRadius, at: at + L.cornerRadius.offset)
      put(placement, at: at + L.matrix.offset)
      put(color, at: at + L.colour.offset)
    case .path(let path, let style, let color):
      typealias P = Operands.StrokePath
      let at = begin(.strokePath, n)
      put(style.lineWidth, at: at + P.lineWidth.offset)
      put(
        DisplayListStream.code(style.lineCap, in: DisplayListStream.lineCaps),
        at: at + P.lineCap.offset)
      put(
        DisplayListStream.code(style.lineJoin, in: DisplayListStream.lineJoins),
        at: at + P.lineJoin.offset)
      put(style.miterLimit, at: at + P.miterLimit.offset)
      put(color, at: at + P.colour.offset)
      records[id]?.strokePath = path
      if path == lastPath {
        put(-1, at: at + P.path.offset)
      } else {
        assert(numbers.count == at + P.path.offset, "an operand written out of its declared place")
        DisplayListStream.append(path, to: &numbers)
      }
    }
  }

  /// A store operation (`code`: contents or shadow) of layer `n`, its list appended to
  /// `lists`; returns its device pixels.
  private mutating func appendStore(
    _ code: Code, _ n: Int, _ store: LayerContents?, lists: inout DisplayListStream
  ) -> Int {
    typealias S = Operands.Store
    let at = begin(code, n)
    guard let store else {
      put(-1, at: at + S.start.offset)
      for _ in 1..<S.count { put(0) }
      return 0
    }
    let range = lists.append(store.displayList)
    let (width, height) = store.pixelSize
    put(Double(range.lowerBound), at: at + S.start.offset)
    put(Double(range.upperBound), at: at + S.end.offset)
    put(store.frame.minX, at: at + S.x.offset)
    put(store.frame.minY, at: at + S.y.offset)
    put(store.frame.width, at: at + S.width.offset)
    put(store.frame.height, at: at + S.height.offset)
    put(store.scale, at: at + S.scale.offset)
    put(Double(width), at: at + S.pixelWidth.offset)
    put(Double(height), at: at + S.pixelHeight.offset)
    return width * height
  }

  /// Appends `code` and `layer`'s number (if any); returns where the operands start, each
  /// then put at its declared offset (``Operands``) from there.
  mutating func begin(_ code: Code, _ layer: Int? = nil) -> Int {
    put(Double(code.rawValue))
    if let layer { put(Double(layer)) }
    return numbers.count
  }

  /// Appends the operand that lies at `index`, in the order the fields are declared (debug
  /// builds check it lands there: the tests decode by the declaration; a release build does
  /// not compute the index).
  mutating func put(_ value: Double, at index: @autoclosure () -> Int) {
    assert(numbers.count == index(), "an operand written out of its declared place")
    put(value)
  }

  private mutating func put(_ color: Color, at index: @autoclosure () -> Int) {
    assert(numbers.count == index(), "an operand written out of its declared place")
    put(color.red)
    put(color.green)
    put(color.blue)
    put(color.alpha)
  }

  mutating func put(_ t: AffineTransform, at index: @autoclosure () -> Int) {
    assert(numbers.count == index(), "an operand written out of its declared place")
    put(t.a)
    put(t.b)
    put(t.c)
    put(t.d)
    put(t.tx)
    put(t.ty)
  }

  /// One number: a call, not the array's growth inlined at each of the many places.
  @inline(never)
  private mutating func put(_ value: Double) {
    numbers.append(value)
  }
}
