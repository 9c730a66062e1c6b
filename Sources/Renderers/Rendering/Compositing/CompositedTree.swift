public import DynamicMenusGeometry
import DynamicMenusLayers

/// A compositor's layer tree built from ``CompositingOperation``s alone, as a host's
/// `CALayer`s are: what the compositor holds after each frame, and the display list that
/// composites it by Core Animation's rules. A backing store shows exactly its frame
/// (its contents clipped to it); everything else is a property.
///
/// It is the reference the tests hold a compositor to: the tree kept across any frames
/// composites to the same pixels as the window's layers flattened at once
/// (`DisplayList(layers:size:)`), so the operations carry everything that shows.
public struct CompositedTree {
  /// One compositor layer.
  public struct Node: Equatable, Sendable {
    /// Where it sits; nil until set.
    public var geometry: LayerGeometry?
    /// How it composites; nil until set.
    public var appearance: LayerAppearance?
    /// Its backing store.
    public var contents: LayerContents?
    /// Its backdrop blur.
    public var backdrop: LayerBackdrop?
    /// Its sublayers, bottom to top.
    public var sublayers: [CompositedLayerID] = []
    /// The layer that masks it.
    public var mask: CompositedLayerID?
  }

  /// The layers by identity.
  public private(set) var nodes: [CompositedLayerID: Node] = [:]
  /// The top-level layers, bottom to top.
  public private(set) var roots: [CompositedLayerID] = []

  /// An empty tree.
  public init() {}

  /// The tree of `nodes` under `roots`.
  init(nodes: [CompositedLayerID: Node], roots: [CompositedLayerID]) {
    self.nodes = nodes
    self.roots = roots
  }

  /// Performs `operations` in order (the tests' compositor: a host's holds its own layers).
  package mutating func apply(_ operations: [CompositingOperation]) {
    for operation in operations {
      switch operation {
      case .create(let id): nodes[id] = Node()
      case .remove(let id): nodes[id] = nil
      case .setSublayers(let parent?, let ids): nodes[parent]?.sublayers = ids
      case .setSublayers(nil, let ids): roots = ids
      case .setMask(let id, let mask): nodes[id]?.mask = mask
      case .setGeometry(let id, let geometry): nodes[id]?.geometry = geometry
      case .setAppearance(let id, let appearance): nodes[id]?.appearance = appearance
      case .setContents(let id, let contents): nodes[id]?.contents = contents
      case .setBackdrop(let id, let backdrop): nodes[id]?.backdrop = backdrop
      }
    }
  }

  /// The tree composited as a display list on a canvas of `size` points (the tests'
  /// reference: a host draws the plan's, ``CompositingPlan/displayList(size:background:placements:)``).
  package func displayList(size: Size, background: Color = .clear) -> DisplayList {
    var commands: [DisplayCommand] = []
    for id in roots { draw(id, parent: nil, into: &commands) }
    return DisplayList(size: size, background: background, commands: commands)
  }

  /// What the backdrop blur of layer `id` shows, as a display list of its bounds' size in
  /// its own space: the window as it is when the blur draws (its `background`, everything
  /// composited before it, the blur over it), cut to the blur's region. A host draws it into the blur's
  /// backing store whenever the blur's version changes. Over an opaque window the store
  /// hides what it is composited over, so the window shows what drawing it directly
  /// shows; over a transparent one, what lies behind shows through the store as well. Near the edges of a region smaller than the window, the blur reads no
  /// further than the store. Empty when the layer has no backdrop or is not in the tree.
  ///
  /// The layers it lies in draw what they draw before it, and keep their groups as
  /// brackets at opacity 1 (the renderer finds the backdrop before the outermost, by the
  /// contract); the compositor composites their opacity, shadow and mask over the store.
  public func backdropList(
    of id: CompositedLayerID, size: Size, background: Color = .clear
  ) -> DisplayList {
    guard let node = nodes[id], let blur = node.backdrop?.blur, let g = node.geometry,
      let path = path(to: id)
    else { return DisplayList(size: .zero) }
    var content: [DisplayCommand] = []
    if background.alpha > 0 {
      content.append(.fill(Path(rect: Rect(origin: .zero, size: size)), background, .nonZero))
    }
    var toTarget = AffineTransform.identity
    var parent: LayerGeometry?
    var closers: [DisplayCommand] = []
    for (level, layer) in path.enumerated() {
      guard let node = nodes[layer], let geometry = node.geometry else { break }
      // Everything drawn before this layer: the layers under it and, for its ancestors,
      // their own background and contents.
      let siblings = level == 0 ? roots : nodes[path[level - 1]]?.sublayers ?? []
      for sibling in siblings.prefix(while: { $0 != layer }) {
        draw(sibling, parent: parent, into: &content)
      }
      let transform = Self.transform(geometry, in: parent)
      toTarget = transform.concatenating(toTarget)
      content.append(.saveState)
      content.append(.concatenate(transform))
      closers.append(.restoreState)
      if let look = node.appearance, look.opacity < 1 {
        content.append(.beginTransparencyGroup(opacity: 1))
        closers.append(.endTransparencyGroup)
      }
      if layer != id, let look = node.appearance {
        if let color = look.backgroundColor {
          content.append(.fill(Self.boundsPath(geometry, look), color, .nonZero))
        }
        if let contents = node.contents { Self.append(contents, to: &content) }
      }
      parent = geometry
    }
    content.append(.backdropBlur(blur))
    content.append(contentsOf: closers.reversed())
    var list = DisplayList(size: g.bounds.size)
    list.append(.concatenate(AffineTransform(translationX: -g.bounds.minX, y: -g.bounds.minY)))
    // A clip, not a mask: a bracket open at the blur would hide the backdrop from it.
    list.append(.clip(blur.region, .nonZero))
    list.append(.concatenate(toTarget.inverted()))
    list.append(contentsOf: content)
    return list
  }

  /// The layers from a root down to `id`, both included; nil when `id` is not in the tree.
  func path(to id: CompositedLayerID) -> [CompositedLayerID]? {
    func search(_ layers: [CompositedLayerID]) -> [CompositedLayerID]? {
      for layer in layers {
        if layer == id { return [layer] }
        if let below = search(nodes[layer]?.sublayers ?? []) { return [layer] + below }
      }
      return nil
    }
    return search(roots)
  }

  /// A backing store's commands as it shows them: cut to its frame.
  static func append(_ contents: LayerContents, to list: inout [DisplayCommand]) {
    list.append(.saveState)
    list.append(.clipRect(contents.frame))
    list.append(contentsOf: contents.commands)
    list.append(.restoreState)
  }

  /// The bounds rounded by the corner radius.
  static func boundsPath(_ g: LayerGeometry, _ look: LayerAppearance) -> Path {
    look.cornerRadius > 0
      ? Path(roundedRect: g.bounds, cornerRadius: look.cornerRadius) : Path(rect: g.bounds)
  }

  /// Draws one layer and its subtree in its superlayer's space (`parent`: its geometry; nil
  /// for a top-level layer or a mask), in Core Animation's order as the window's layers are
  /// flattened (``LayerFlattener``).
  private func draw(
    _ id: CompositedLayerID, parent: LayerGeometry?, into commands: inout [DisplayCommand]
  ) {
    guard let layer = Drawn(self, id, parent: parent) else { return }
    LayerFlattener(measurer: FallbackTextMeasurer()).draw(layer, into: &commands)
  }

  /// A compositor's layer as the flattener reads it: its properties as the operations set
  /// them, its backing store its contents (cut to its frame), its blur after them.
  struct Drawn: FlattenedLayer {
    let tree: CompositedTree
    let compositedID: CompositedLayerID
    let node: Node
    let geometry: LayerGeometry
    let look: LayerAppearance
    let transformToSuperlayer: AffineTransform

    /// Layer `id` of `tree` under a layer of geometry `parent`; nil when it is not in the
    /// tree or was never placed or given an appearance (it shows nothing).
    init?(_ tree: CompositedTree, _ id: CompositedLayerID, parent: LayerGeometry?) {
      guard let node = tree.nodes[id], let geometry = node.geometry, let look = node.appearance
      else { return nil }
      self.tree = tree
      compositedID = id
      self.node = node
      self.geometry = geometry
      self.look = look
      transformToSuperlayer = CompositedTree.transform(geometry, in: parent)
    }

    var isHidden: Bool { look.isHidden }
    var opacity: Double { look.opacity }
    var bounds: Rect { geometry.bounds }
    var cornerRadius: Double { look.cornerRadius }
    var masksToBounds: Bool { look.masksToBounds }
    var backgroundColor: Color? { look.backgroundColor }
    var borderColor: Color? { look.borderColor }
    var borderWidth: Double { look.borderWidth }
    var castShadow: Shadow? { look.shadow }
    var shadowPath: Path? { look.shadowPath }
    var sublayersInDrawingOrder: [Drawn] {
      node.sublayers.compactMap { Drawn(tree, $0, parent: geometry) }
    }
    // A mask takes no sublayer transform of the layer it masks.
    var mask: Drawn? { node.mask.flatMap { Drawn(tree, $0, parent: nil) } }
    var showsBackdrop: Bool { node.backdrop != nil }

    func appendContents(to out: inout [DisplayCommand], flattener: LayerFlattener) {
      if let contents = node.contents { CompositedTree.append(contents, to: &out) }
      if let backdrop = node.backdrop { out.append(.backdropBlur(backdrop.blur)) }
    }
  }

  /// The map from a layer's space to its superlayer's (`Layer.transformToSuperlayer`), the
  /// superlayer's sublayer transform applied about its anchor; a mask's (nil `parent`)
  /// takes none.
  static func transform(_ g: LayerGeometry, in parent: LayerGeometry?) -> AffineTransform {
    let local = g.transform.placing(anchor: anchor(g), at: g.position)
    guard let parent, !parent.sublayerTransform.isIdentity else { return local }
    return local.concatenating(parent.sublayerTransform.about(anchor(parent)))
  }

  /// The anchor point in the layer's bounds space.
  package static func anchor(_ g: LayerGeometry) -> Point {
    Point(
      x: g.bounds.origin.x + g.anchorPoint.x * g.bounds.size.width,
      y: g.bounds.origin.y + g.anchorPoint.y * g.bounds.size.height)
  }
}
