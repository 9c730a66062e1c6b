import DynamicMenusGeometry
public import DynamicMenusLayers

/// A layer tree as a retained compositor shows it (Core Animation's model): each layer kept
/// as its own compositor layer with a backing store drawn once, and each frame only the
/// changes — a layer that moves, turns, scales or fades is set, not drawn.
///
/// Each frame, ``update(layers:scale:)`` walks the presentation tree and compares every
/// layer with what the compositor was last told; it returns the operations that bring the
/// compositor's tree to the screen's, in an order it can perform one by one. A backing store
/// is drawn again exactly when what it holds changed: the contents' commands (a colour, a
/// path, text, an image, a size) or its scale. The Apple hosts perform the operations on
/// `CALayer`s (docs/apple-host.md); the plan itself is portable and tested everywhere.
///
/// What the compositor holds is the plan's ``tree``: what the operations returned so far
/// build, so a performer that needs the whole tree (a backdrop blur drawn from what lies
/// behind it) reads it there and keeps no copy of its own.
///
/// ```swift
/// var plan = CompositingPlan(measurer: measurer)
/// for operation in plan.update(layers: window.layers, scale: 2) { perform(operation) }
/// ```
public struct CompositingPlan {
  /// What the compositor holds of a layer, and what the plan notes beside it.
  struct Kept {
    /// The layer as the operations so far left it.
    var node = CompositedTree.Node()
    /// The last update that visited it.
    var frame = 0
    /// The commands and device scale the contents were last made from, so an unchanged
    /// layer is compared, not measured again.
    var commands: [DisplayCommand] = []
    var commandScale = 0.0
    /// The update that last changed the commands its backing store is made from, and the
    /// last that changed anything it draws in its own space, its subtree's included (not its
    /// own place, opacity or visibility): ``ContentsPlacement/version``.
    var contentsVersion = 0
    var layerVersion = 0
    /// Whether its backing store was not set while it was a mask
    /// (``drawsMaskContents``): set when it is a mask no more.
    var contentsWithheld = false
  }

  /// The largest backing store, in device pixels (4096 × 4096, 64 MB at 4 bytes a pixel):
  /// contents larger at the window's scale are kept at a lower scale that fits.
  public nonisolated static let maximumBackingPixels = 4096 * 4096
  /// The most layers kept after they left the window's tree (a menu closed, its overlay
  /// removed): 128, a few menus' worth. Such a layer keeps its compositor layer and backing
  /// store and comes back drawing nothing; beyond the limit the first to leave are removed.
  public nonisolated static let maximumDetachedLayers = 128

  let flattener: LayerFlattener
  /// What the compositor holds of each layer, numbered: a layer keeps its number while it
  /// is held, and a number freed is given to the next layer created.
  private(set) var records: [Kept] = []
  /// Each layer's number.
  private(set) var numbers: [CompositedLayerID: Int] = [:]
  private var freeNumbers: [Int] = []
  private var roots: [CompositedLayerID] = []
  /// The presentation layers of the last update, bottom to top.
  private(set) var presented: [Layer] = []
  /// The layers that left the tree, kept, in the order they left (the first go first).
  private var detached: [CompositedLayerID] = []
  /// The layers in the order the last walk visited them, then this walk's: layers gone are
  /// detached in tree order, not in a dictionary's.
  private var visited: [CompositedLayerID] = []
  private var lastVisited: [CompositedLayerID] = []
  private var frame = 0
  /// The backing stores' device pixels per point: the last valid scale given; 0 before.
  public private(set) var scale = 0.0
  /// Set, during a walk, once anything drawn before the layer visited now changed.
  private var changedBefore = false

  /// The backing stores drawn since the plan was made (`setContents` with contents).
  public private(set) var contentsDrawn = 0
  /// Whether every backdrop blur shown in the last update could be composited apart from
  /// the layers it lies in, under its top-level layer: nothing of that layer is drawn before
  /// it, and no layer above it clips or masks. A compositor whose blur sees nothing through a
  /// group (a browser's `backdrop-filter` inside an element with opacity below 1: its
  /// backdrop root) lifts such a blur out of its layers, its opacity the product of theirs;
  /// while this is false it cannot. True when no blur shows.
  public private(set) var backdropsStandAlone = true
  /// Set, during a walk, once something of the top-level layer being visited was drawn.
  private var drewInRoot = false
  /// Whether the next updates draw the backing stores of layers that show nothing only
  /// because they (or a layer above them) are fully transparent: a compositor about to fade
  /// them in by itself (``CompositingLookahead``) needs them drawn first. Default false: what
  /// does not show is not drawn.
  public var drawsTransparentLayers = false
  /// Whether a mask layer's backing store is set (`setContents`). A compositor that performs
  /// masks by their shape (``MaskShape``, read by ``clip(of:)``) draws none: false
  /// spares it the store. Default true: Core Animation's masks are layers.
  package var drawsMaskContents = true
  /// The layers in the window's tree now (the compositor holds the detached ones besides).
  public var layerCount: Int { numbers.count - detached.count }
  /// What the compositor holds after the last update: the tree every operation returned so
  /// far builds (`CompositedTree.apply(_:)`), made when asked.
  public var tree: CompositedTree {
    CompositedTree(nodes: numbers.mapValues { records[$0].node }, roots: roots)
  }

  /// Where layer `id` sits and how it fades after the last update, if the compositor holds
  /// it and it was placed: what placing a blur needs, read in place.
  package func placing(_ id: CompositedLayerID) -> LayerPlacing? {
    guard let r = numbers[id], let geometry = records[r].node.geometry,
      let look = records[r].node.appearance
    else { return nil }
    return LayerPlacing(
      geometry: geometry, opacity: look.opacity, isHidden: look.isHidden,
      cornerRadius: look.cornerRadius)
  }

  /// How layer `id`'s mask clips it after the last update, read in place: `masked` false when
  /// it has no mask or a hidden one (which masks nothing, as the flattener draws it); else the
  /// mask's ``MaskShape``, nil when the mask is not a shape.
  package func clip(of id: CompositedLayerID) -> (masked: Bool, shape: MaskShape?) {
    guard let r = numbers[id], let mask = records[r].node.mask, let m = numbers[mask],
      records[m].node.appearance?.isHidden == false
    else { return (false, nil) }
    return (true, MaskShape(mask: records[m].node))
  }

  /// A plan for a compositor that holds nothing yet; text is laid out with `measurer` (the
  /// renderer's, so that lines match what it draws).
  public init(measurer: any TextMeasurer = TextMeasurement.current) {
    flattener = LayerFlattener(measurer: measurer)
  }

  /// The operations that bring the compositor to `layers` (a window's, bottom to top, their
  /// presentations taken now), its backing stores at `scale` device pixels per point (> 0;
  /// a scale that is not keeps the last one).
  public mutating func update(layers: [Layer], scale: Double) -> [CompositingOperation] {
    var operations = Operations(collects: true)
    walk(layers, scale: scale, into: &operations)
    return operations.list
  }

  /// Brings the plan to `layers` as ``update(layers:scale:)`` does, without listing the
  /// operations: for a performer that draws the plan's list
  /// (``displayList(size:background:placements:)``), not its operations.
  public mutating func refresh(layers: [Layer], scale: Double) {
    var operations = Operations(collects: false)
    walk(layers, scale: scale, into: &operations)
  }

  /// The operations of an update, or only how many there were.
  private struct Operations {
    let collects: Bool
    var list: [CompositingOperation] = []
    var count = 0

    init(collects: Bool) { self.collects = collects }

    mutating func append(_ operation: @autoclosure () -> CompositingOperation) {
      count += 1
      if collects { list.append(operation()) }
    }
  }

  private mutating func walk(_ layers: [Layer], scale: Double, into operations: inout Operations) {
    frame += 1
    changedBefore = false
    if scale.isFinite, scale > 0, scale != self.scale {
      self.scale = scale
      changedBefore = true
    }
    let presentations = layers.map { $0.presentation() }
    presented = presentations
    let ids = presentations.map { CompositedLayerID($0) }
    if ids != roots { changedBefore = true }
    backdropsStandAlone = true
    for (layer, id) in zip(presentations, ids) {
      drewInRoot = false
      visit(layer, id, shows: true, clipped: false, into: &operations)
    }
    if ids != roots {
      roots = ids
      operations.append(.setSublayers(of: nil, ids))
    }
    // A layer that left the tree keeps its compositor layer, as a view removed from its
    // superview keeps its CALayer and backing store: it comes back drawing nothing.
    for id in lastVisited where numbers[id].map({ records[$0].frame != frame }) ?? false {
      detached.append(id)
    }
    if detached.count > Self.maximumDetachedLayers {
      for id in detached.prefix(detached.count - Self.maximumDetachedLayers) {
        guard let r = numbers.removeValue(forKey: id) else { continue }
        records[r] = Kept()
        freeNumbers.append(r)
        operations.append(.remove(id))
      }
      detached.removeFirst(detached.count - Self.maximumDetachedLayers)
    }
    swap(&visited, &lastVisited)
    visited.removeAll(keepingCapacity: true)
  }

  /// Forgets what every backing store was drawn from: the next update draws each shown
  /// one again (a host lost them, or an image they show was decoded since).
  public mutating func forgetContents() {
    for id in numbers.keys { forgetContents(of: id) }
  }

  /// Forgets what layer `id`'s backing store was drawn from: the next update draws it
  /// again if it shows (a host lost it: a browser's canvas context taken back under memory
  /// pressure).
  public mutating func forgetContents(of id: CompositedLayerID) {
    guard let r = numbers[id] else { return }
    records[r].commands = []
    records[r].commandScale = 0
    records[r].node.contents = nil
  }

  /// Brings one presentation layer and its subtree up to date; `shows` says whether every
  /// layer above it shows (a hidden menu's items are not drawn until it shows), `clipped`
  /// whether a layer above it clips or masks; `id` is its identity. Returns whether anything
  /// of it changed: what a superlayer kept whole compares.
  @discardableResult
  private mutating func visit(
    _ layer: Layer, _ id: CompositedLayerID, shows: Bool, clipped: Bool,
    into operations: inout Operations
  ) -> Bool {
    let placedBefore = operations.count
    // Whether what it draws in its own space changed (``Kept/layerVersion``).
    var redrawn = false
    let r: Int
    if let known = numbers[id] {
      r = known
      if records[r].frame != frame - 1 {
        // Back from the detached: its compositor layer is where it was left.
        detached.removeAll { $0 == id }
        changedBefore = true
      }
    } else {
      r = freeNumbers.popLast() ?? records.count
      if r == records.count { records.append(Kept()) }
      numbers[id] = r
      operations.append(.create(id))
      changedBefore = true
      redrawn = true
    }
    // What the compositor holds of it is brought to now in place (a record is large: a copy
    // would cost more than the comparisons), as the operations are added.
    records[r].frame = frame
    visited.append(id)
    let geometry = Self.geometry(layer)
    var appearance = Self.appearance(layer, flattener: flattener)
    let boundsMoved = records[r].node.geometry?.bounds != geometry.bounds
    if geometry.isFinite {
      if let old = records[r].node.geometry, geometry != old {
        // Its place alone changes nothing drawn in its space; its bounds and the anchor its
        // sublayers turn about do.
        redrawn =
          redrawn || old.bounds != geometry.bounds || old.anchorPoint != geometry.anchorPoint
          || old.sublayerTransform != geometry.sublayerTransform
      }
      if geometry != records[r].node.geometry {
        records[r].node.geometry = geometry
        operations.append(.setGeometry(id, geometry))
        changedBefore = true
      }
    } else {
      appearance.isHidden = true
    }
    if appearance != records[r].node.appearance {
      // A group's opacity or visibility changes nothing drawn behind its sublayers.
      var other = appearance
      other.opacity = records[r].node.appearance?.opacity ?? other.opacity
      other.isHidden = records[r].node.appearance?.isHidden ?? other.isHidden
      if other != records[r].node.appearance {
        changedBefore = true
        redrawn = true
      }
      records[r].node.appearance = appearance
      operations.append(.setAppearance(id, appearance))
    }
    // What does not show is not drawn: its backing store is brought up to date when it does.
    let showing =
      shows && !appearance.isHidden && (appearance.opacity > 0 || drawsTransparentLayers)
    if showing {
      if updateContents(layer, id: id, record: r, into: &operations) { redrawn = true }
      // Its own background and shadow lie under its blur too.
      if records[r].node.backdrop != nil, drewInRoot || clipped || appearance.draws {
        backdropsStandAlone = false
      }
      if appearance.draws || records[r].node.contents != nil { drewInRoot = true }
    }
    let drawingOrder = layer.sublayersInDrawingOrder
    // Compared in place: the list is made only when it changed.
    let held = records[r].node.sublayers
    let sublayersChanged =
      held.count != drawingOrder.count
      || !zip(held, drawingOrder).allSatisfy { $0 == CompositedLayerID($1) }
    let sublayers = sublayersChanged ? drawingOrder.map { CompositedLayerID($0) } : held
    if sublayersChanged { changedBefore = true }
    let mask = layer.mask.map { CompositedLayerID($0) }
    // Given again when the mask changed or the bounds it is placed in moved: a compositor
    // that performs a mask by its shape (a browser's clip-path) makes it anew.
    var maskChanged = mask != records[r].node.mask || (mask != nil && boundsMoved)
    let clips = clipped || appearance.masksToBounds || layer.mask != nil
    for (sublayer, id) in zip(drawingOrder, sublayers)
    where visit(sublayer, id, shows: showing, clipped: clips, into: &operations) {
      redrawn = true
    }
    if let maskLayer = layer.mask, let mask,
      visit(maskLayer, mask, shows: showing, clipped: clips, into: &operations)
    {
      redrawn = true
      maskChanged = true
    }
    if sublayersChanged {
      records[r].node.sublayers = sublayers
      operations.append(.setSublayers(of: id, sublayers))
      redrawn = true
    }
    if maskChanged {
      records[r].node.mask = mask
      operations.append(.setMask(of: id, mask))
      redrawn = true
    }
    if redrawn { records[r].layerVersion = frame }
    return redrawn || operations.count > placedBefore
  }

  /// Sets a layer's backing store or backdrop again where what it holds changed; whether
  /// either, or the commands its contents are made from, changed.
  private mutating func updateContents(
    _ layer: Layer, id: CompositedLayerID, record r: Int, into operations: inout Operations
  ) -> Bool {
    var backdrop: LayerBackdrop?
    var commands: [DisplayCommand] = []
    if let view = layer as? BackdropLayer, view.blurRadius > 0 || view.saturation != 1 {
      let blur = BackdropBlur(
        region: LayerFlattener.boundsPath(view), sigma: view.blurRadius,
        saturation: view.saturation, tint: view.tintColor ?? .clear)
      let version = records[r].node.backdrop.map { $0.version + (changedBefore ? 1 : 0) } ?? 0
      backdrop = LayerBackdrop(blur: blur, version: version)
    } else {
      flattener.contents(layer, into: &commands)
    }
    let setBackdrop = backdrop != records[r].node.backdrop
    if setBackdrop {
      records[r].node.backdrop = backdrop
      operations.append(.setBackdrop(id, backdrop))
    }
    let withheld = !drawsMaskContents && layer.maskedLayer != nil
    if records[r].contentsWithheld, !withheld {
      records[r].contentsWithheld = false
      operations.append(.setContents(id, records[r].node.contents))
    }
    guard commands != records[r].commands || scale != records[r].commandScale else {
      return setBackdrop
    }
    records[r].commands = commands
    records[r].commandScale = scale
    records[r].contentsVersion = frame
    let contents = commands.isEmpty ? nil : Self.contents(commands, scale: scale)
    guard contents != records[r].node.contents else { return true }
    records[r].node.contents = contents
    changedBefore = true
    guard !withheld else {
      records[r].contentsWithheld = true
      return true
    }
    operations.append(.setContents(id, contents))
    if contents != nil { contentsDrawn += 1 }
    return true
  }
}
