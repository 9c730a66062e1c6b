import DynamicMenusGeometry

/// The layer tree: sublayers, their order, and the mask.
extension Layer {
  /// The sublayers, back to front in array order. Setting it removes the old sublayers and adds
  /// the new ones in order (each leaves its previous superlayer).
  public var sublayers: [Layer] {
    get { storedSublayers }
    set {
      requireModel("sublayers")
      for old in storedSublayers {
        old.superlayer = nil
        old.presentationLinksAreStale = true
      }
      storedSublayers = []
      for layer in newValue { insertSublayer(layer, at: storedSublayers.count) }
      treeDidChange()
    }
  }

  /// Appends `layer` as the front-most sublayer (in array order), first removing it from its
  /// current superlayer.
  ///
  /// - Precondition: `layer` is not this layer, one of its ancestors, or a layer's mask.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: storedSublayers.count)
  }

  /// Inserts `layer` at `index` of ``sublayers`` (clamped to 0…count), first removing it from
  /// its current superlayer (when that is this layer, the index counts without it).
  public func insertSublayer(_ layer: Layer, at index: Int) {
    requireModel("insertSublayer")
    precondition(
      !layer.isPresentation, "Layer.insertSublayer: a presentation layer cannot join a tree")
    precondition(
      layer.maskedLayer == nil,
      "Layer.insertSublayer: \(layer.debugName) is the mask of \(layer.maskedLayer!.debugName)")
    var ancestor: Layer? = self
    while let a = ancestor {
      precondition(
        a !== layer, "Layer.insertSublayer: \(layer.debugName) would become its own ancestor")
      ancestor = a.superlayer ?? a.maskedLayer
    }
    layer.removeFromSuperlayer()
    let i = Swift.min(Swift.max(index, 0), storedSublayers.count)
    storedSublayers.insert(layer, at: i)
    layer.superlayer = self
    layer.presentationLinksAreStale = true
    treeDidChange()
  }

  /// Inserts `layer` just above `sibling` (after it in array order); appends it when
  /// `sibling` is nil or not a sublayer.
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    if layer === sibling { return }
    layer.removeFromSuperlayer()
    guard let sibling, let i = storedSublayers.firstIndex(where: { $0 === sibling }) else {
      return addSublayer(layer)
    }
    insertSublayer(layer, at: i + 1)
  }

  /// Inserts `layer` just below `sibling` (before it in array order); inserts it at the back
  /// when `sibling` is nil or not a sublayer.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    if layer === sibling { return }
    layer.removeFromSuperlayer()
    guard let sibling, let i = storedSublayers.firstIndex(where: { $0 === sibling }) else {
      return insertSublayer(layer, at: 0)
    }
    insertSublayer(layer, at: i)
  }

  /// Puts `new` where `old` is among the sublayers; nothing happens when `old` is not one.
  public func replaceSublayer(_ old: Layer, with new: Layer) {
    guard old !== new, let i = storedSublayers.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: i)
  }

  /// Removes the layer from its superlayer (nothing happens for a root).
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.requireModel("removeFromSuperlayer")
    parent.storedSublayers.removeAll { $0 === self }
    superlayer = nil
    presentationLinksAreStale = true
    parent.treeDidChange()
  }

  /// A layer whose **alpha** gates this layer's content (opaque shows, transparent hides),
  /// laid out in this layer's coordinate space as if it were a sublayer. Default nil.
  ///
  /// - Precondition: the mask has no superlayer and masks no other layer.
  public var mask: Layer? {
    get { storedMask }
    set {
      requireModel("mask")
      if newValue === storedMask { return }
      if let m = newValue {
        precondition(
          m.superlayer == nil,
          "Layer.mask: \(m.debugName) has a superlayer; a mask must stand alone")
        precondition(
          m.maskedLayer == nil || m.maskedLayer === self,
          "Layer.mask: \(m.debugName) already masks \(m.maskedLayer!.debugName)")
        precondition(m !== self, "Layer.mask: a layer cannot mask itself")
      }
      storedMask?.maskedLayer = nil
      storedMask?.presentationLinksAreStale = true
      // Whether a layer masks is its own value too (a compositor may not draw a mask).
      storedMask?.presentationChanged()
      newValue?.maskedLayer = self
      newValue?.presentationLinksAreStale = true
      storedMask = newValue
      treeDidChange()
      newValue?.presentationChanged()
    }
  }

  /// The sublayers in drawing order, back to front: sorted by ``zPosition``, equal values
  /// keeping array order. Hit testing walks it front to back.
  public var sublayersInDrawingOrder: [Layer] {
    let subs = storedSublayers
    guard subs.contains(where: { $0.zPosition != 0 }) else { return subs }
    return subs.enumerated().sorted {
      $0.element.zPosition != $1.element.zPosition
        ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
    }.map { $0.element }
  }

  /// The topmost ancestor (through superlayers and masked layers); the layer itself for a root.
  public var rootLayer: Layer {
    var l = self
    while let p = l.superlayer ?? l.maskedLayer { l = p }
    return l
  }

  /// Whether `self` is `other` or lies below it (through superlayers and masked layers).
  public func isDescendant(of other: Layer) -> Bool {
    var l: Layer? = self
    while let c = l {
      if c === other { return true }
      l = c.superlayer ?? c.maskedLayer
    }
    return false
  }

  /// Every layer of the subtree, depth first, self first, sublayers in array order (masks
  /// excluded).
  public func allLayers() -> [Layer] {
    var out: [Layer] = []
    func walk(_ l: Layer) {
      out.append(l)
      for s in l.storedSublayers { walk(s) }
    }
    walk(self)
    return out
  }

  /// The first layer of the subtree (depth first, self first) whose ``name`` is `name`.
  public func sublayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for s in storedSublayers {
      if let hit = s.sublayer(named: name) { return hit }
    }
    return nil
  }

  /// `Layer "name"` or the class name, for messages.
  var debugName: String { name.map { "\(Self.self) \"\($0)\"" } ?? "a \(Self.self)" }

  /// Stops when a tree operation is attempted on a presentation copy.
  final func requireModel(_ operation: String) {
    precondition(
      !isPresentation,
      "Layer.\(operation): \(debugName) is a presentation copy; change the model layer instead")
  }

  /// This layer's sublayers or mask changed: its presentation copy rebuilds its links.
  final func treeDidChange() {
    presentationTreeIsStale = true
    presentationChanged()
  }
}
