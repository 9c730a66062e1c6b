import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews

/// Why a window's layers cannot be shown as the page's elements, so it is drawn on its
/// canvas instead (docs/web-components.md, "How an element draws"). A page is told once.
public enum LayerFallback: Int32, CaseIterable, Sendable {
  /// A layer is masked by another (`CALayer.mask`) that is not a shape ``MaskShape`` can
  /// give (an opaque fill, a stroked circle): CSS's `clip-path` can cut only by a shape.
  case mask = 1
  /// More layers than ``WebLayers/maximumLayers``.
  case layerCount
  /// The layers' canvases would hold more than ``WebLayers/windowsOfMemory`` windows.
  case memory
  /// A backdrop blur lies over something its layers draw, or under a clip: a browser's
  /// blur inside a group sees only that group.
  case backdropInGroup
  /// The page has no `backdrop-filter` and a backdrop blur shows.
  case noBackdropFilter
  /// A layer is masked, or a blur shows, and the module was linked without performing that
  /// (``LayerFeatures``: an element's own module performs what its element needs).
  case unlinked

  /// What the page's console says.
  public var reason: String {
    switch self {
    case .mask: "a layer's mask is not a shape CSS clip-path can express (an opaque fill or ring)"
    case .layerCount: "it has more than \(WebLayers.maximumLayers) layers"
    case .memory:
      "its layers' contents would take more than \(WebLayers.windowsOfMemory) windows of memory"
    case .backdropInGroup:
      "a backdrop blur lies over other drawing of its layer, which backdrop-filter cannot see"
    case .noBackdropFilter: "this browser has no backdrop-filter"
    case .unlinked: "its module was linked without the masks or blurs its layers need"
    }
  }
}

/// A window shown as the page's own elements: the browser's compositor moves, turns and
/// fades them, and the page draws a layer's contents only when the plan draws them
/// (``CompositingPlan``, performed by layer-tree.js from ``LayerOperationStream``).
struct WebLayers {
  /// The most layers a window shows as elements: 512 (three elements each).
  static let maximumLayers = 512
  /// The most device pixels the layers' canvases hold, as a multiple of the window's own:
  /// 4, as ``KeptContents/windowsOfMemory``.
  static let windowsOfMemory = KeptContents.windowsOfMemory

  var plan: CompositingPlan
  var stream = LayerOperationStream()
  /// Whether the page blurs with `backdrop-filter`.
  let backdropFilter: Bool
  /// What it performs besides layers: its module's.
  let features: LayerFeatures
  /// Why the next update falls back before it begins: the stores of layers about to fade in
  /// were drawn, and the page cannot show them (``drawTransparentLayers(_:scale:lists:)``).
  private var fallbackFound: LayerFallback?

  init(measurer: any TextMeasurer, backdropFilter: Bool, features: LayerFeatures = .all) {
    self.features = features
    plan = CompositingPlan(measurer: measurer)
    // Masks are clips (``MaskShape``): their stores would never show.
    plan.drawsMaskContents = false
    self.backdropFilter = backdropFilter
  }

  /// Brings the page's elements to `window`'s layers at `scale`, the stores' lists into
  /// `lists`; returns why they cannot show it instead, if they cannot (the host then drops
  /// these layers and draws the frame on its canvas).
  mutating func update(
    _ window: Window, scale: Double, lists: inout DisplayListStream
  ) -> LayerFallback? {
    if let fallbackFound { return fallbackFound }
    let operations = plan.update(layers: window.layers, scale: scale)
    return perform(operations, in: window, scale: scale, lists: &lists)
  }

  /// Draws the stores of `window`'s layers that show nothing only for being transparent, for
  /// the compositor to fade them in by itself (``CompositingPlan/drawsTransparentLayers``):
  /// their operations into the stream, the lists into `lists`. Returns false when the page
  /// cannot show them (a mask no shape, a blur it cannot place, too many layers or pixels):
  /// then the stream is not for the page (nothing is handed over), and the next update falls
  /// back for that reason, as stepping would once they show (a few frames sooner, the same
  /// pixels: the canvas draws the frame whole).
  mutating func drawTransparentLayers(
    _ window: Window, scale: Double, lists: inout DisplayListStream
  ) -> Bool {
    plan.drawsTransparentLayers = true
    let operations = plan.update(layers: window.layers, scale: scale)
    plan.drawsTransparentLayers = false
    fallbackFound = perform(operations, in: window, scale: scale, lists: &lists)
    return fallbackFound == nil
  }

  /// Writes `operations` (the plan's, just made) into the stream, the masks they change as
  /// clips, the stores' lists into `lists`; returns why the page's elements cannot perform
  /// them instead, if they cannot.
  private mutating func perform(
    _ operations: [CompositingOperation], in window: Window, scale: Double,
    lists: inout DisplayListStream
  ) -> LayerFallback? {
    if let reason = fallback(for: operations) { return reason }
    stream.encode(operations, background: window.backgroundColor, scale: scale, lists: &lists)
    if !stream.clipsChanged.isEmpty {
      guard let clips = features.clips else { return .unlinked }
      if let reason = clips(&self) { return reason }
    }
    if !stream.backdrops.isEmpty {
      guard let placeBlurs = features.placeBlurs else { return .unlinked }
      placeBlurs(&self)
    }
    let (width, height) = DisplayList.pixelSize(of: window.bounds.size, scale: scale)
    if stream.storePixels > Self.windowsOfMemory * width * height { return .memory }
    return nil
  }

  /// Clips each layer whose clip the last operations changed to its mask's shape, or takes its
  /// clip away; ``LayerFallback/mask`` when a mask is no shape (``MaskShape``).
  mutating func performClips() -> LayerFallback? {
    for id in stream.clipsChanged {
      let (masked, shape) = plan.clip(of: id)
      if masked && shape == nil { return .mask }
      stream.appendClip(id, shape, origin: plan.placing(id)?.geometry.bounds.origin ?? .zero)
    }
    return nil
  }

  /// Why the page's elements cannot perform `operations` (the plan's, just made), if they
  /// cannot; a mask's shape is judged as its clip is made (``perform(_:in:scale:lists:)``).
  private func fallback(for operations: [CompositingOperation]) -> LayerFallback? {
    if plan.layerCount > Self.maximumLayers { return .layerCount }
    if !plan.backdropsStandAlone { return .backdropInGroup }
    if !backdropFilter,
      operations.contains(where: { if case .setBackdrop(_, _?) = $0 { true } else { false } })
    {
      return .noBackdropFilter
    }
    return nil
  }
}
