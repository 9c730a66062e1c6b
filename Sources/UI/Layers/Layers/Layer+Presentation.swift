import DynamicMenusAnimation
import DynamicMenusGeometry

/// Model and presentation: the values set on a layer (the model) against what is on screen now
/// (the presentation), as Core Animation keeps them apart.
///
/// ``presentation()`` returns a copy of the layer whose properties are the model's with every
/// running animation applied at the current time. Its ``sublayers``, ``mask`` and
/// ``superlayer`` are the presentation copies of the model's, so renderers walk the
/// presentation tree exactly like the model tree. The copies are made once and refreshed in
/// place, so a steady frame allocates nothing.
///
/// A refresh touches only what changed, as a Core Animation transaction commits only the
/// layers it touched: a model layer whose values, sublayers, mask or animations changed (or
/// whose animations' time moved) is marked stale, and its ancestors are marked as leading to
/// it; a refresh copies the stale layers and enters only the marked subtrees. Each copy it
/// makes is stamped from one clock (``presentationRevision``), and so is each copy above it
/// (``subtreeRevision``): a renderer that keeps what it showed (`CompositingPlan`) passes by
/// a subtree whose stamp it has seen. One clock for every layer, so a layer made where a freed
/// one lay never carries a stamp seen before.
extension Layer {
  /// The clock that stamps presentation copies: the number of copies refreshed so far.
  private static var presentationClock = 0

  /// The layer as currently displayed: a copy with the running animations applied (the layer
  /// itself when called on a presentation copy). Refreshes the copies of this layer's subtree
  /// and of its ancestors, so geometry queries on it (`convert(_:to:)`) see the screen.
  public final func presentation() -> Self {
    if isPresentation { return self }
    // Ancestors first (their own values only), so the copy's superlayer chain is current.
    (superlayer ?? maskedLayer)?.refreshAncestorPresentations()
    return unsafeDowncast(refreshPresentation(deep: true), to: Self.self)
  }

  /// Refreshes the copies of this layer's own values and its ancestors', the root's first.
  private func refreshAncestorPresentations() {
    (superlayer ?? maskedLayer)?.refreshAncestorPresentations()
    refreshPresentation(deep: false)
  }

  /// The model layer of a presentation copy, or the layer itself (`CALayer.model()`).
  public final func modelLayer() -> Self {
    guard isPresentation, let m = modelOfPresentation else { return self }
    return unsafeDowncast(m, to: Self.self)
  }

  /// Marks the layer's presentation copy stale (its values, sublayers, mask or animations
  /// changed) and its ancestors as leading to it. Property setters, tree changes and the
  /// animation walk call it; a subclass whose setters store values outside its state tells
  /// them through `propertyChanged(_:from:to:)`, which calls it. Nothing on a presentation copy.
  final func presentationChanged() {
    guard !isPresentation else { return }
    presentationIsStale = true
    // Every ancestor of a marked layer is marked, so the first one found marked ends the climb.
    var a = superlayer ?? maskedLayer
    while let l = a, !l.subtreePresentationIsStale {
      l.subtreePresentationIsStale = true
      a = l.superlayer ?? l.maskedLayer
    }
  }

  /// Brings this layer's presentation copy up to date (and, when `deep`, its subtree's) and
  /// returns it: copies the values of a stale layer, enters a subtree only where marked.
  @discardableResult
  package final func refreshPresentation(deep: Bool) -> Layer {
    let p: Layer
    if let existing = presentationCopy {
      p = existing
    } else {
      p = Self.init()
      p.isPresentation = true
      p.modelOfPresentation = self
      p.name = name
      presentationCopy = p
      presentationTreeIsStale = true
      presentationLinksAreStale = true
      presentationIsStale = true
    }
    if presentationIsStale {
      presentationIsStale = false
      p.copyState(from: self)
      applyAnimations(to: p)
      Self.presentationClock &+= 1
      p.presentationRevision = Self.presentationClock
      p.subtreeRevision = Self.presentationClock
    }
    // Weak links cost a side-table update each time: set them only when the tree changed.
    if presentationLinksAreStale {
      p.superlayer = superlayer?.presentationCopy
      p.maskedLayer = maskedLayer?.presentationCopy
      presentationLinksAreStale =
        superlayer.map { $0.presentationCopy == nil } ?? false
        || maskedLayer.map { $0.presentationCopy == nil } ?? false
    }
    guard deep, subtreePresentationIsStale || presentationTreeIsStale else { return p }
    subtreePresentationIsStale = false
    if presentationTreeIsStale {
      p.storedSublayers = storedSublayers.map { $0.refreshPresentation(deep: true) }
      p.storedMask = storedMask?.refreshPresentation(deep: true)
      presentationTreeIsStale = false
    } else {
      for s in storedSublayers { s.refreshPresentation(deep: true) }
      storedMask?.refreshPresentation(deep: true)
    }
    // A sublayer refreshed by a call on it (a hit test between frames) stamped its own copy.
    for s in p.storedSublayers where s.subtreeRevision > p.subtreeRevision {
      p.subtreeRevision = s.subtreeRevision
    }
    if let m = p.storedMask, m.subtreeRevision > p.subtreeRevision {
      p.subtreeRevision = m.subtreeRevision
    }
    return p
  }

  // MARK: Layout

  /// Marks the layer for ``layoutSublayers()`` at the next ``layoutIfNeeded()`` (a bounds
  /// change does this by itself).
  public func setNeedsLayout() { needsLayoutFlag = true }

  /// Whether the layer is marked for layout.
  public func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out every layer of the subtree that is marked, parents before children (the window
  /// runs this once per frame, after animations and dynamics).
  public func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for s in storedSublayers { s.layoutIfNeeded() }
  }
}
