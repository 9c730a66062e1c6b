public import DynamicMenusLayers

/// A layer as a compositor knows it across frames: its model layer's identity (a layer and
/// its presentation copy have the same).
public nonisolated struct CompositedLayerID: Hashable, Sendable {
  let object: ObjectIdentifier
}

extension CompositedLayerID {
  /// The identifier of `layer`, a model layer or its presentation.
  public init(_ layer: Layer) { object = ObjectIdentifier(layer.modelLayer()) }
}

/// One change a compositor makes to its own layer tree (Core Animation's `CALayer`s), in
/// the order ``CompositingPlan`` gives them: a layer is created before anything names it,
/// and a superlayer's sublayers are set after each of them was created and set up.
///
/// Only ``setContents(_:_:)`` and ``setBackdrop(_:_:)`` draw; everything else is composited
/// by the system from kept backing stores.
public nonisolated enum CompositingOperation: Equatable, Sendable {
  /// A layer appeared: make its compositor layer, in no superlayer yet.
  case create(CompositedLayerID)
  /// A layer is gone for good: drop its compositor layer and its backing store. A layer that
  /// leaves the tree is only detached (its superlayer's sublayers no longer hold it) and kept
  /// for when it comes back; this comes once more than
  /// ``CompositingPlan/maximumDetachedLayers`` left after it.
  case remove(CompositedLayerID)
  /// A layer's sublayers, bottom to top (nil: the window's top-level layers, in the host's
  /// own layer).
  case setSublayers(of: CompositedLayerID?, [CompositedLayerID])
  /// The layer whose alpha gates a layer (`CALayer.mask`), or nil; given again in a frame
  /// where the mask moved, faded or was drawn again, or the layer's bounds moved, for a
  /// compositor that performs a mask by its shape (a browser's `clip-path`: `MaskShape`).
  case setMask(of: CompositedLayerID, CompositedLayerID?)
  /// A layer moved, turned, scaled or changed its bounds.
  case setGeometry(CompositedLayerID, LayerGeometry)
  /// A layer's opacity, visibility, background, corners, border or shadow changed.
  case setAppearance(CompositedLayerID, LayerAppearance)
  /// Draw a layer's backing store again (nil: it has no contents now).
  case setContents(CompositedLayerID, LayerContents?)
  /// Draw a layer's backdrop blur again (nil: it has none now).
  case setBackdrop(CompositedLayerID, LayerBackdrop?)

  /// Whether the operation draws pixels (a backing store or a blur) rather than only
  /// changing what the compositor composites.
  public var draws: Bool {
    switch self {
    case .setContents(_, let contents): contents != nil
    case .setBackdrop(_, let backdrop): backdrop != nil
    default: false
    }
  }
}
