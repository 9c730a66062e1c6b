/// The model values of every layer of some trees at one moment, to put back exactly after
/// running frames ahead (a forecast of a window's physics, `CompositingLookahead`): each
/// layer's properties (all its class keeps: a copy by ``Layer/copyState(from:)``), layout flag
/// and animations. A subclass's own state is told changed by ``Layer/ownStateChanges``; values
/// a subclass keeps outside it only derive it or place the layer (a ring's radius makes its
/// path, a radial item's spread its position). It tells which layers move (animated when
/// taken, or moved or faded by the forecast since), and whether the forecast changed anything
/// else, which a compositor given only places and opacities could not show.
package struct LayerTreeSnapshot {
  struct Entry {
    let layer: Layer
    /// A detached layer of the same class holding the layer's model values.
    let values: Layer
    let ownStateChanges: Int
    let needsLayout: Bool
    let animations: [LayerAnimationEntry]
    let pendingEnds: [LayerAnimationEnd]
    let sublayerCount: Int
  }
  private var entries: [Entry] = []
  /// Per entry: whether the layer moves (it had animations not ended when taken, or
  /// ``noteMoved(_:)`` noted it).
  private var moves: [Bool] = []

  /// The model values of every layer of `roots` (and their sublayers and masks) now.
  package init(_ roots: [Layer]) {
    for root in roots {
      root.forEachLayer { layer in
        let values = type(of: layer).init()
        values.copyState(from: layer)
        entries.append(
          Entry(
            layer: layer, values: values, ownStateChanges: layer.ownStateChanges,
            needsLayout: layer.needsLayoutFlag,
            animations: layer.animationEntries, pendingEnds: layer.pendingAnimationEnds,
            sublayerCount: layer.storedSublayers.count))
        moves.append(layer.hasAnimationsNotEnded)
      }
    }
  }

  /// Calls `body` with each layer that had animations not ended when the snapshot was taken,
  /// in tree order, with its place in that order.
  package func forEachAnimated(_ body: (_ index: Int, Layer) -> Void) {
    for (i, e) in entries.enumerated() where moves[i] { body(i, e.layer) }
  }

  /// Calls `body` with each layer whose place (position, anchor point, transform) or opacity
  /// differs from the snapshot now for the first time, with its place in tree order and its
  /// presentation as the snapshot's model values show it: what it showed until now, for a
  /// layer with no animation not ended has shown nothing else since. A layer noted (or
  /// animated when taken) is not noted again.
  package mutating func noteMoved(_ body: (_ index: Int, Layer, _ shownBefore: Layer) -> Void) {
    for (i, e) in entries.enumerated() where !moves[i] {
      let now = e.layer.state
      let was = e.values.state
      guard
        now.position != was.position || now.anchorPoint != was.anchorPoint
          || now.transform != was.transform || now.opacity.bitPattern != was.opacity.bitPattern
      else { continue }
      moves[i] = true
      e.layer.state = was
      body(i, e.layer, e.layer.refreshPresentation(deep: false))
      e.layer.state = now
    }
  }

  /// Whether every layer is as the snapshot holds it but for its place and opacity: the same
  /// other properties (its class's own included), sublayer count, layout flag and animations.
  package var changesOnlyPlaces: Bool {
    entries.allSatisfy { e in
      let layer = e.layer
      let now = layer.state
      let was = e.values.state
      return layer.needsLayoutFlag == e.needsLayout
        && layer.ownStateChanges == e.ownStateChanges
        && layer.animationEntries.count == e.animations.count
        && layer.pendingAnimationEnds.count == e.pendingEnds.count
        && layer.storedSublayers.count == e.sublayerCount
        && now.bounds == was.bounds && now.zPosition == was.zPosition
        && now.sublayerTransform == was.sublayerTransform && now.isHidden == was.isHidden
        && now.backgroundColor == was.backgroundColor && now.cornerRadius == was.cornerRadius
        && now.masksToBounds == was.masksToBounds && now.borderWidth == was.borderWidth
        && now.borderColor == was.borderColor && now.shadowColor == was.shadowColor
        && now.shadowOpacity == was.shadowOpacity && now.shadowOffset == was.shadowOffset
        && now.shadowRadius == was.shadowRadius && now.shadowPath == was.shadowPath
    }
  }

  /// Puts every layer's properties, layout flag and animations back as the snapshot holds
  /// them, without running an action (nothing animates the change back).
  package func restore() {
    for e in entries {
      e.layer.copyState(from: e.values)
      e.layer.needsLayoutFlag = e.needsLayout
      e.layer.animationEntries = e.animations
      e.layer.pendingAnimationEnds = e.pendingEnds
      e.layer.presentationChanged()
    }
  }
}
