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
  private struct Kept {
    /// The layer as the operations so far left it.
    var node = CompositedTree.Node()
    /// The last update that visited it.
    var frame = 0
    /// The commands and device scale the contents were last made from, so an unchanged
    /// layer is compared, not measured again.
    var commands: [DisplayCommand] = []
    var commandScale = 0.0
  }

  /// The largest backing store, in device pixels (4096 × 4096, 64 MB at 4 bytes a pixel):
  /// contents larger at the window's scale are kept at a lower scale that fits.
  public nonisolated static let maximumBackingPixels = 4096 * 4096
  /// The most layers kept after they left the window's tree (a menu closed, its overlay
  /// removed): 128, a few menus' worth. Such a layer keeps its compositor layer and backing
  /// store and comes back drawing nothing; beyond the limit the first to leave are removed.
  public nonisolated static let maximumDetachedLayers = 128

  private let flattener: LayerFlattener
  private var kept: [CompositedLayerID: Kept] = [:]
  private var roots: [CompositedLayerID] = []
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
  /// The layers in the window's tree now (the compositor holds the detached ones besides).
  public var layerCount: Int { kept.count - detached.count }
  /// What the compositor holds after the last update: the tree every operation returned so
  /// far builds (``CompositedTree/apply(_:)``), made when asked.
  public var tree: CompositedTree {
    CompositedTree(nodes: kept.mapValues { $0.node }, roots: roots)
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
    var operations: [CompositingOperation] = []
    frame += 1
    changedBefore = false
    if scale.isFinite, scale > 0, scale != self.scale {
      self.scale = scale
      changedBefore = true
    }
    let presentations = layers.map { $0.presentation() }
    let ids = presentations.map { CompositedLayerID($0) }
    if ids != roots { changedBefore = true }
    backdropsStandAlone = true
    for layer in presentations {
      drewInRoot = false
      visit(layer, shows: true, clipped: false, into: &operations)
    }
    if ids != roots {
      roots = ids
      operations.append(.setSublayers(of: nil, ids))
    }
    // A layer that left the tree keeps its compositor layer, as a view removed from its
    // superview keeps its CALayer and backing store: it comes back drawing nothing.
    for id in lastVisited where kept[id].map({ $0.frame != frame }) ?? false {
      detached.append(id)
    }
    if detached.count > Self.maximumDetachedLayers {
      for id in detached.prefix(detached.count - Self.maximumDetachedLayers) {
        kept[id] = nil
        operations.append(.remove(id))
      }
      detached.removeFirst(detached.count - Self.maximumDetachedLayers)
    }
    swap(&visited, &lastVisited)
    visited.removeAll(keepingCapacity: true)
    return operations
  }

  /// Forgets what every backing store was drawn from: the next update draws each shown
  /// one again (a host lost them, or an image they show was decoded since).
  public mutating func forgetContents() {
    for id in kept.keys { forgetContents(of: id) }
  }

  /// Forgets what layer `id`'s backing store was drawn from: the next update draws it
  /// again if it shows (a host lost it: a browser's canvas context taken back under memory
  /// pressure).
  public mutating func forgetContents(of id: CompositedLayerID) {
    kept[id]?.commands = []
    kept[id]?.commandScale = 0
    kept[id]?.node.contents = nil
  }

  /// Brings one presentation layer and its subtree up to date; `shows` says whether every
  /// layer above it shows (a hidden menu's items are not drawn until it shows), `clipped`
  /// whether a layer above it clips or masks.
  private mutating func visit(
    _ layer: Layer, shows: Bool, clipped: Bool, into operations: inout [CompositingOperation]
  ) {
    let id = CompositedLayerID(layer)
    // What the compositor holds of it, brought to now as the operations are added.
    var record = kept[id] ?? Kept()
    if kept[id] == nil {
      operations.append(.create(id))
      changedBefore = true
    } else if record.frame != frame - 1 {
      // Back from the detached: its compositor layer is where it was left.
      detached.removeAll { $0 == id }
      changedBefore = true
    }
    record.frame = frame
    visited.append(id)
    let geometry = Self.geometry(layer)
    var appearance = Self.appearance(layer, flattener: flattener)
    if geometry.isFinite {
      if geometry != record.node.geometry {
        record.node.geometry = geometry
        operations.append(.setGeometry(id, geometry))
        changedBefore = true
      }
    } else {
      appearance.isHidden = true
    }
    if appearance != record.node.appearance {
      // A group's opacity or visibility changes nothing drawn behind its sublayers.
      var other = appearance
      other.opacity = record.node.appearance?.opacity ?? other.opacity
      other.isHidden = record.node.appearance?.isHidden ?? other.isHidden
      if other != record.node.appearance { changedBefore = true }
      record.node.appearance = appearance
      operations.append(.setAppearance(id, appearance))
    }
    // What does not show is not drawn: its backing store is brought up to date when it does.
    let showing =
      shows && !appearance.isHidden && (appearance.opacity > 0 || drawsTransparentLayers)
    if showing {
      updateContents(layer, id: id, kept: &record, into: &operations)
      // Its own background and shadow lie under its blur too.
      if record.node.backdrop != nil, drewInRoot || clipped || appearance.draws {
        backdropsStandAlone = false
      }
      if appearance.draws || record.node.contents != nil { drewInRoot = true }
    }
    let drawingOrder = layer.sublayersInDrawingOrder
    let sublayers = drawingOrder.map { CompositedLayerID($0) }
    if sublayers != record.node.sublayers { changedBefore = true }
    kept[id] = record
    let clips = clipped || appearance.masksToBounds || layer.mask != nil
    for sublayer in drawingOrder {
      visit(sublayer, shows: showing, clipped: clips, into: &operations)
    }
    let mask = layer.mask.map { CompositedLayerID($0) }
    if let maskLayer = layer.mask {
      visit(maskLayer, shows: showing, clipped: clips, into: &operations)
    }
    if sublayers != record.node.sublayers {
      kept[id]?.node.sublayers = sublayers
      operations.append(.setSublayers(of: id, sublayers))
    }
    if mask != record.node.mask {
      kept[id]?.node.mask = mask
      operations.append(.setMask(of: id, mask))
    }
  }

  /// Sets a layer's backing store or backdrop again where what it holds changed.
  private mutating func updateContents(
    _ layer: Layer, id: CompositedLayerID, kept record: inout Kept,
    into operations: inout [CompositingOperation]
  ) {
    var backdrop: LayerBackdrop?
    var commands: [DisplayCommand] = []
    if let view = layer as? BackdropLayer, view.blurRadius > 0 || view.saturation != 1 {
      let blur = BackdropBlur(
        region: LayerFlattener.boundsPath(view), sigma: view.blurRadius,
        saturation: view.saturation, tint: view.tintColor ?? .clear)
      let version = record.node.backdrop.map { $0.version + (changedBefore ? 1 : 0) } ?? 0
      backdrop = LayerBackdrop(blur: blur, version: version)
    } else {
      flattener.contents(layer, into: &commands)
    }
    if backdrop != record.node.backdrop {
      record.node.backdrop = backdrop
      operations.append(.setBackdrop(id, backdrop))
    }
    guard commands != record.commands || scale != record.commandScale else { return }
    record.commands = commands
    record.commandScale = scale
    let contents = commands.isEmpty ? nil : Self.contents(commands, scale: scale)
    guard contents != record.node.contents else { return }
    record.node.contents = contents
    operations.append(.setContents(id, contents))
    if contents != nil { contentsDrawn += 1 }
    changedBefore = true
  }

  /// The backing store for `commands`: the device pixels they can ink at `scale`, or at a
  /// lower scale when those would be more than ``maximumBackingPixels``; nil when their ink
  /// is empty or not finite.
  package nonisolated static func contents(
    _ commands: [DisplayCommand], scale: Double
  ) -> LayerContents? {
    let group = [DisplayCommand.beginTransparencyGroup(opacity: 1)] + commands
    let list = DisplayList(size: .zero, commands: group + [.endTransparencyGroup])
    guard scale > 0, let box = InkBounds(list, scale: scale).groups[0], box.isFinite,
      !box.isEmpty
    else { return nil }
    let pixels = box.width * box.height
    guard pixels > Double(maximumBackingPixels) else {
      return LayerContents(
        commands: commands,
        frame: Rect(
          x: box.minX / scale, y: box.minY / scale, width: box.width / scale,
          height: box.height / scale),
        scale: scale)
    }
    // Whole pixels at the lower scale, so the backing store's frame stays pixel-aligned.
    let lower = scale * (Double(maximumBackingPixels) / pixels).squareRoot()
    return contents(commands, scale: (lower * 64).rounded(.down) / 64)
  }

  /// Where a layer sits, as Core Animation's properties.
  package static func geometry(_ layer: Layer) -> LayerGeometry {
    LayerGeometry(
      bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint,
      transform: layer.transform, sublayerTransform: layer.sublayerTransform)
  }

  /// A layer's opacity as a compositor sets it: 0…1, NaN read as 0.
  package static func opacity(_ layer: Layer) -> Double {
    Swift.min(1, Swift.max(0, layer.opacity.isNaN ? 0 : layer.opacity))
  }

  /// How a layer is composited, as Core Animation's properties.
  static func appearance(_ layer: Layer, flattener: LayerFlattener) -> LayerAppearance {
    LayerAppearance(
      opacity: opacity(layer),
      isHidden: layer.isHidden,
      backgroundColor: layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil },
      cornerRadius: Swift.max(0, layer.cornerRadius),
      masksToBounds: layer.masksToBounds,
      borderWidth: layer.borderColor == nil ? 0 : Swift.max(0, layer.borderWidth),
      borderColor: layer.borderWidth > 0 ? layer.borderColor : nil,
      shadow: LayerFlattener.shadow(layer),
      shadowPath: LayerFlattener.shadow(layer) == nil ? nil : layer.shadowPath)
  }
}
