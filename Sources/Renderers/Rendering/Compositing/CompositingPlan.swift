import DynamicMenusGeometry
public import DynamicMenusLayers

/// A layer tree as a retained compositor shows it (Core Animation's model): each layer kept
/// as its own compositor layer with a backing store drawn once, and each frame only the
/// changes — a layer that moves, turns, scales or fades is set, not drawn.
///
/// Each frame, ``update(layers:scale:)`` walks the presentation tree and compares each layer
/// that changed since the last walk with what the compositor was last told (the presentation
/// copies' stamps say which: a subtree where nothing changed is passed by); it returns the
/// operations that bring the compositor's tree to the screen's, in an order it can perform
/// one by one. A backing store
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
    /// The presentation stamps the last visit saw (``Layer/presentationRevision``,
    /// ``Layer/subtreeRevision``): a layer whose own stamp is the same is not read again, a
    /// subtree whose stamp is the same is passed by (``Reach``).
    var revision = -1
    var subtreeRevision = -1
    /// How the last visit reached it, and what its subtree did to the walk then.
    var reach = Reach()
    /// Whether it showed at the last visit (its contents were brought up to date).
    var showed = false
    /// Whether it left the window's tree: detached, kept for when it comes back.
    var isDetached = false
    /// The last walk that found it in the compositor's tree (``CompositingPlan/detachLayersGone(into:)``).
    var reached = 0
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

  /// How a walk reached a layer (what the layers above it and before it decide for it), and
  /// what its subtree then did to the walk: a subtree reached as before whose stamp is the
  /// same does the same again, so the walk passes it by and replays it.
  struct Reach: Equatable {
    /// Whether every layer above it showed, whether one clipped or masked, and whether
    /// anything of its top-level layer was drawn before it.
    var shows = false
    var clipped = false
    var drewBefore = false
    /// Whether anything of its top-level layer was drawn once its subtree was walked.
    var drewAfter = false
    /// Whether a blur in its subtree could not stand apart (``backdropsStandAlone``).
    var blurInGroup = false
    /// Whether its subtree holds a backdrop blur, whose version follows what changed before.
    var holdsBackdrop = false

    /// Whether a subtree reached as `other` was reached as this one.
    func isReached(as other: Reach) -> Bool {
      shows == other.shows && clipped == other.clipped && drewBefore == other.drewBefore
    }
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
  var records: [Kept] = []
  /// Each layer's number.
  var numbers: [CompositedLayerID: Int] = [:]
  var freeNumbers: [Int] = []
  var roots: [CompositedLayerID] = []
  /// The presentation layers of the last update, bottom to top.
  var presented: [Layer] = []
  /// The layers that left the tree, kept, in the order they left (the first go first).
  var detached: [CompositedLayerID] = []
  /// The compositor's tree in tree order as the last walk that changed its shape left it:
  /// layers gone are detached in tree order, not in a dictionary's.
  var inTree: [CompositedLayerID] = []
  var frame = 0
  /// The backing stores' device pixels per point: the last valid scale given; 0 before.
  public internal(set) var scale = 0.0
  /// Set, during a walk, once anything drawn before the layer visited now changed.
  var changedBefore = false
  /// Set, during a walk, once it changed the compositor's tree's shape (a layer created, a
  /// superlayer's sublayers or mask, the top-level layers): only then can a layer have left.
  var changedShape = false
  /// Whether the next walk reads every layer, passing none by: the first, and those after
  /// the scale, ``drawsTransparentLayers`` or ``drawsMaskContents`` changed or contents were
  /// forgotten.
  var walksEverything = true
  /// Whether every walk reads every layer, passing none by: what the tests hold the walk
  /// that reads only what changed to. Default false.
  package var readsEveryLayer = false
  /// What the last walk drew with: a change of either makes the next read every layer.
  var lastDrawsTransparentLayers = false
  var lastDrawsMaskContents = true
  /// Whether the last update changed the compositor (gave any operation): when it did not,
  /// ``displayList(size:background:placements:)`` is what it was.
  package internal(set) var lastUpdateChanged = true

  /// The backing stores drawn since the plan was made (`setContents` with contents).
  public internal(set) var contentsDrawn = 0
  /// The layers the walks read since the plan was made (``update(layers:scale:)``): a
  /// layer passed by with its subtree (its stamps unchanged) is not counted.
  package internal(set) var layersRead = 0
  /// Whether every backdrop blur shown in the last update could be composited apart from
  /// the layers it lies in, under its top-level layer: nothing of that layer is drawn before
  /// it, and no layer above it clips or masks. A compositor whose blur sees nothing through a
  /// group (a browser's `backdrop-filter` inside an element with opacity below 1: its
  /// backdrop root) lifts such a blur out of its layers, its opacity the product of theirs;
  /// while this is false it cannot. True when no blur shows.
  public internal(set) var backdropsStandAlone = true
  /// Set, during a walk, once something of the top-level layer being visited was drawn.
  var drewInRoot = false
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
  struct Operations {
    let collects: Bool
    var list: [CompositingOperation] = []
    var count = 0

    init(collects: Bool) { self.collects = collects }

    mutating func append(_ operation: @autoclosure () -> CompositingOperation) {
      count += 1
      if collects { list.append(operation()) }
    }
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
    walksEverything = true
  }
}
