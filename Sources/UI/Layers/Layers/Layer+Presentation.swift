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
extension Layer {
  /// The layer as currently displayed: a copy with the running animations applied (the layer
  /// itself when called on a presentation copy). Refreshes the copies of this layer's subtree
  /// and of its ancestors, so geometry queries on it (`convert(_:to:)`) see the screen.
  public final func presentation() -> Self {
    if isPresentation { return self }
    // Ancestors first (their own values only), so the copy's superlayer chain is current.
    var chain: [Layer] = []
    var a = superlayer ?? maskedLayer
    while let l = a {
      chain.append(l)
      a = l.superlayer ?? l.maskedLayer
    }
    for l in chain.reversed() { l.refreshPresentation(deep: false) }
    return unsafeDowncast(refreshPresentation(deep: true), to: Self.self)
  }

  /// The model layer of a presentation copy, or the layer itself (`CALayer.model()`).
  public final func modelLayer() -> Self {
    guard isPresentation, let m = modelOfPresentation else { return self }
    return unsafeDowncast(m, to: Self.self)
  }

  /// Brings this layer's presentation copy up to date (and, when `deep`, its subtree's) and
  /// returns it.
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
    }
    p.copyState(from: self)
    applyAnimations(to: p)
    // Weak links cost a side-table update each time: set them only when the tree changed.
    if presentationLinksAreStale {
      p.superlayer = superlayer?.presentationCopy
      p.maskedLayer = maskedLayer?.presentationCopy
      presentationLinksAreStale =
        superlayer.map { $0.presentationCopy == nil } ?? false
        || maskedLayer.map { $0.presentationCopy == nil } ?? false
    }
    guard deep else { return p }
    if presentationTreeIsStale {
      p.storedSublayers = storedSublayers.map { $0.refreshPresentation(deep: true) }
      p.storedMask = storedMask?.refreshPresentation(deep: true)
      presentationTreeIsStale = false
    } else {
      for s in storedSublayers { s.refreshPresentation(deep: true) }
      storedMask?.refreshPresentation(deep: true)
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
