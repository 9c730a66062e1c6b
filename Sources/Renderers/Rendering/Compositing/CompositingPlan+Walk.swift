import DynamicMenusGeometry
import DynamicMenusLayers

/// The plan's walk: it reads only what changed, as Core Animation commits only the layers a
/// transaction touched.
///
/// A presentation copy carries the stamp of the refresh that last copied its values and of
/// the last that copied anything below it (``Layer/presentationRevision``,
/// ``Layer/subtreeRevision``). A subtree whose stamp the plan has seen, reached as before
/// (shown, clipped and drawn over the same: ``Reach``), is passed by: what visiting it did to
/// the walk (drew in its top-level layer, kept a blur from standing alone) is replayed, and
/// nothing of it is read. A layer whose own stamp is the same is not read again either: only
/// its sublayers are visited. A backdrop blur is visited whenever something before it changed,
/// since its version follows what it blurs. Layers gone are found by walking the compositor's
/// tree, only in walks that changed its shape.
extension CompositingPlan {
  mutating func walk(_ layers: [Layer], scale: Double, into operations: inout Operations) {
    frame += 1
    changedBefore = false
    changedShape = false
    if readsEveryLayer { walksEverything = true }
    if scale.isFinite, scale > 0, scale != self.scale {
      self.scale = scale
      changedBefore = true
      walksEverything = true
    }
    if drawsTransparentLayers != lastDrawsTransparentLayers
      || drawsMaskContents != lastDrawsMaskContents
    {
      lastDrawsTransparentLayers = drawsTransparentLayers
      lastDrawsMaskContents = drawsMaskContents
      walksEverything = true
    }
    let presentations = layers.map { $0.presentation() }
    presented = presentations
    let ids = presentations.map { CompositedLayerID($0) }
    if ids != roots {
      changedBefore = true
      changedShape = true
    }
    backdropsStandAlone = true
    for (layer, id) in zip(presentations, ids) {
      drewInRoot = false
      visit(layer, id, shows: true, clipped: false, into: &operations)
    }
    if ids != roots {
      roots = ids
      operations.append(.setSublayers(of: nil, ids))
    }
    if changedShape { detachLayersGone(into: &operations) }
    walksEverything = false
    lastUpdateChanged = operations.count > 0
  }

  /// Notes the layers no longer in the compositor's tree as detached, in tree order, and
  /// takes those back in it out of the detached; removes the first detached past
  /// ``maximumDetachedLayers``.
  ///
  /// A layer that left the tree keeps its compositor layer, as a view removed from its
  /// superview keeps its CALayer and backing store: it comes back drawing nothing.
  private mutating func detachLayersGone(into operations: inout Operations) {
    var now: [CompositedLayerID] = []
    now.reserveCapacity(inTree.count)
    func reach(_ id: CompositedLayerID) {
      guard let r = numbers[id] else { return }
      records[r].reached = frame
      now.append(id)
      for sublayer in records[r].node.sublayers { reach(sublayer) }
      if let mask = records[r].node.mask { reach(mask) }
    }
    for root in roots { reach(root) }
    for id in inTree {
      guard let r = numbers[id], records[r].reached != frame, !records[r].isDetached else {
        continue
      }
      records[r].isDetached = true
      detached.append(id)
    }
    detached.removeAll { id in
      guard let r = numbers[id], records[r].reached == frame else { return false }
      records[r].isDetached = false
      return true
    }
    inTree = now
    if detached.count > Self.maximumDetachedLayers {
      for id in detached.prefix(detached.count - Self.maximumDetachedLayers) {
        guard let r = numbers.removeValue(forKey: id) else { continue }
        records[r] = Kept()
        freeNumbers.append(r)
        operations.append(.remove(id))
      }
      detached.removeFirst(detached.count - Self.maximumDetachedLayers)
    }
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
    let reached = Reach(shows: shows, clipped: clipped, drewBefore: drewInRoot)
    if let r = numbers[id], !walksEverything, !records[r].isDetached,
      records[r].subtreeRevision == layer.subtreeRevision,
      records[r].reach.isReached(as: reached),
      !(changedBefore && records[r].reach.holdsBackdrop)
    {
      drewInRoot = records[r].reach.drewAfter
      if records[r].reach.blurInGroup { backdropsStandAlone = false }
      return false
    }
    layersRead += 1
    let placedBefore = operations.count
    // Whether what it draws in its own space changed (``Kept/layerVersion``).
    var redrawn = false
    let r: Int
    if let known = numbers[id] {
      r = known
      // Back from the detached: its compositor layer is where it was left.
      if records[r].isDetached { changedBefore = true }
    } else {
      r = freeNumbers.popLast() ?? records.count
      if r == records.count { records.append(Kept()) }
      numbers[id] = r
      operations.append(.create(id))
      changedBefore = true
      changedShape = true
      redrawn = true
    }
    // What the walk was before it, restored with what its subtree adds once it is walked.
    let standAloneBefore = backdropsStandAlone
    backdropsStandAlone = true
    // Its own values are read only when their stamp is new (or the walk reads everything).
    let appearance: LayerAppearance
    var boundsMoved = false
    let readsOwnValues =
      walksEverything || records[r].isDetached || records[r].revision != layer.presentationRevision
    if readsOwnValues || records[r].node.appearance == nil {
      (appearance, boundsMoved) = updatePlace(layer, id: id, record: r, &redrawn, into: &operations)
    } else {
      appearance = records[r].node.appearance!
    }
    // What does not show is not drawn: its backing store is brought up to date when it does.
    let showing =
      shows && !appearance.isHidden && (appearance.opacity > 0 || drawsTransparentLayers)
    if showing {
      let isBlur = records[r].node.backdrop != nil || layer is BackdropLayer
      if readsOwnValues || !records[r].showed || (isBlur && changedBefore),
        updateContents(layer, id: id, record: r, into: &operations)
      {
        redrawn = true
      }
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
    if mask != records[r].node.mask { changedBefore = true }
    // Given again when the mask changed or the bounds it is placed in moved: a compositor
    // that performs a mask by its shape (a browser's clip-path) makes it anew.
    var maskChanged = mask != records[r].node.mask || (mask != nil && boundsMoved)
    let clips = clipped || appearance.masksToBounds || layer.mask != nil
    var holdsBackdrop = records[r].node.backdrop != nil
    for (sublayer, sublayerID) in zip(drawingOrder, sublayers) {
      if visit(sublayer, sublayerID, shows: showing, clipped: clips, into: &operations) {
        redrawn = true
      }
      holdsBackdrop =
        holdsBackdrop || numbers[sublayerID].map { records[$0].reach.holdsBackdrop } ?? false
    }
    if let maskLayer = layer.mask, let mask {
      if visit(maskLayer, mask, shows: showing, clipped: clips, into: &operations) {
        redrawn = true
        maskChanged = true
      }
      holdsBackdrop =
        holdsBackdrop || numbers[mask].map { records[$0].reach.holdsBackdrop } ?? false
    }
    if sublayersChanged {
      records[r].node.sublayers = sublayers
      operations.append(.setSublayers(of: id, sublayers))
      changedShape = true
      redrawn = true
    }
    if maskChanged {
      if mask != records[r].node.mask { changedShape = true }
      records[r].node.mask = mask
      operations.append(.setMask(of: id, mask))
      redrawn = true
    }
    if redrawn { records[r].layerVersion = frame }
    records[r].revision = layer.presentationRevision
    records[r].subtreeRevision = layer.subtreeRevision
    records[r].showed = showing
    records[r].reach = reached
    records[r].reach.drewAfter = drewInRoot
    records[r].reach.blurInGroup = !backdropsStandAlone
    records[r].reach.holdsBackdrop = holdsBackdrop
    backdropsStandAlone = standAloneBefore && backdropsStandAlone
    return redrawn || operations.count > placedBefore
  }

  /// Sets a layer's place and appearance again where they changed, and `redrawn` where what
  /// it draws in its own space changed (its bounds, the anchor its sublayers turn about, its
  /// look but for its opacity and visibility); returns its appearance and whether its bounds
  /// moved.
  private mutating func updatePlace(
    _ layer: Layer, id: CompositedLayerID, record r: Int, _ redrawn: inout Bool,
    into operations: inout Operations
  ) -> (appearance: LayerAppearance, boundsMoved: Bool) {
    let geometry = Self.geometry(layer)
    var appearance = Self.appearance(layer)
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
    return (appearance, boundsMoved)
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
