public import DynamicMenusGeometry

/// A compositor's layer tree built from ``CompositingOperation``s alone, as a host's
/// `CALayer`s are: what the compositor holds after each frame, and the display list that
/// composites it by Core Animation's rules. A backing store shows exactly its frame
/// (its contents clipped to it); everything else is a property.
///
/// It is the reference the tests hold a compositor to: the tree kept across any frames
/// composites to the same pixels as the window's layers flattened at once
/// (`DisplayList(layers:size:)`), so the operations carry everything that shows.
public nonisolated struct CompositedTree {
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

  /// Performs `operations` in order.
  public mutating func apply(_ operations: [CompositingOperation]) {
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

  /// The tree composited as a display list on a canvas of `size` points.
  public func displayList(size: Size, background: Color = .clear) -> DisplayList {
    var list = DisplayList(size: size, background: background)
    for id in roots { draw(id, parent: nil, isMask: false, into: &list) }
    return list
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
    var content = DisplayList(size: size)
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
        draw(sibling, parent: parent, isMask: false, into: &content)
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
    list.append(contentsOf: content.commands)
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
  static func append(_ contents: LayerContents, to list: inout DisplayList) {
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

  /// Draws one layer and its subtree in its superlayer's space, in Core Animation's order:
  /// shadow, background, contents, sublayers, border, masked by its mask, at its opacity.
  private func draw(
    _ id: CompositedLayerID, parent: LayerGeometry?, isMask: Bool, into list: inout DisplayList
  ) {
    guard let node = nodes[id], let g = node.geometry, let look = node.appearance,
      !look.isHidden, look.opacity > 0
    else { return }
    list.append(.saveState)
    list.append(.concatenate(Self.transform(g, in: isMask ? nil : parent)))
    if look.opacity < 1 { list.append(.beginTransparencyGroup(opacity: look.opacity)) }
    if let shadow = look.shadow {
      if let path = look.shadowPath {
        list.append(.shadow(shadow, path: path))
      } else {
        list.append(.beginShadow(shadow))
      }
    }
    if node.mask != nil { list.append(.beginMaskedContent) }
    let bounds = Self.boundsPath(g, look)
    if let color = look.backgroundColor { list.append(.fill(bounds, color, .nonZero)) }
    if look.masksToBounds {
      list.append(.saveState)
      list.append(.clip(bounds, .nonZero))
    }
    if let contents = node.contents { Self.append(contents, to: &list) }
    if let backdrop = node.backdrop { list.append(.backdropBlur(backdrop.blur)) }
    for sublayer in node.sublayers { draw(sublayer, parent: g, isMask: false, into: &list) }
    if look.masksToBounds { list.append(.restoreState) }
    if let color = look.borderColor, look.borderWidth > 0 {
      let w = Swift.min(look.borderWidth, Swift.min(g.bounds.width, g.bounds.height) / 2)
      var ring = bounds
      ring.addPath(
        Path(
          roundedRect: g.bounds.insetBy(dx: w, dy: w),
          cornerRadius: Swift.max(0, look.cornerRadius - w)))
      list.append(.fill(ring, color, .evenOdd))
    }
    if let mask = node.mask {
      list.append(.beginMask)
      draw(mask, parent: g, isMask: true, into: &list)
      list.append(.endMask)
    }
    if look.shadow != nil, look.shadowPath == nil { list.append(.endShadow) }
    if look.opacity < 1 { list.append(.endTransparencyGroup) }
    list.append(.restoreState)
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
