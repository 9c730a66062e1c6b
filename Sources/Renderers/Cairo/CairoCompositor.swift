public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusRendering

/// Draws a window's layers as a retained compositor does: each layer's contents drawn once
/// into a kept store and, while the layer only moves, turns, scales or fades, painted from
/// it instead of drawn again (Core Animation's model, on cairo).
///
/// Each frame it brings its `CompositingPlan` to the layers and performs it: the plan's
/// display list (what drawing the layers directly draws) with where each layer's own
/// contents lie and the update that last changed them (`ContentsPlacement`). `KeptContents`
/// decides which are kept (the same bookkeeping as the browser's canvas: invalidation by
/// the plan's versions, admission, the memory cap), and the renderer draws the list (only
/// what changed since the last frame), painting each kept store in place of its commands,
/// within the renderer contract's tolerance for kept content (docs/rendering.md).
///
/// ```swift
/// let compositor = CairoCompositor()
/// compositor.drawFrame(layers: window.layers, size: window.bounds.size, scale: 2)
/// compositor.renderer.withCurrentPixels { pixels, width, height, stride in … }
/// ```
@MainActor
public final class CairoCompositor {
  /// The renderer that draws each frame and the stores (its target holds the last frame:
  /// read it with ``CairoRenderer/withCurrentPixels(_:)``).
  public let renderer = CairoRenderer()
  /// Which contents are kept, and the figures of the last frame (stores drawn, kept bytes,
  /// the memory cap).
  public private(set) var kept = KeptContents()
  /// What the compositor keeps between frames, as the operations say.
  private var plan: CompositingPlan
  private var placements: [ContentsPlacement] = []
  /// The last frame's list and the canvas it was made for: drawn again while the plan's
  /// updates change nothing (`CompositingPlan.lastUpdateChanged`).
  private var lastList: (list: DisplayList, size: Size, background: Color)?
  /// The kept stores' pixels by slot.
  private var surfaces: [Int: CairoSurface] = [:]
  /// This frame's stores by the index of their first command (kept for its storage).
  private var paints: [Int: KeptStorePaint] = [:]

  /// A compositor holding nothing yet, laying text out with `measurer` (the renderer's, so
  /// that lines match what it draws; the default is the current one).
  public init(measurer: any TextMeasurer = TextMeasurement.current) {
    plan = CompositingPlan(measurer: measurer)
  }

  /// Draws `layers` (a window's, bottom to top; their presentations are taken now) on a
  /// canvas of `size` points over `background`, at `scale` device pixels per point, into
  /// the renderer's target.
  public func drawFrame(
    layers: [Layer], size: Size, background: Color = .clear, scale: Double = 1
  ) {
    draw(layers: layers, size: size, background: background, scale: scale)
  }

  /// Draws a frame (``drawFrame(layers:size:background:scale:)``) and returns its image.
  public func render(
    layers: [Layer], size: Size, background: Color = .clear, scale: Double = 1
  ) -> Bitmap {
    draw(layers: layers, size: size, background: background, scale: scale).bitmap()
  }

  /// Draws `list` at `scale` into the renderer's target, painting the layers' contents at
  /// `placements` (the list's, from `CompositingPlan.displayList(size:background:placements:)`,
  /// kept in step where the list was composed into a larger one) from kept stores: for a
  /// host that draws more than the window (the playground's chrome around it).
  public func drawFrame(
    _ list: DisplayList, placements: [ContentsPlacement], scale: Double = 1
  ) {
    draw(list, placements: placements, scale: scale)
  }

  /// Draws `list` (``drawFrame(_:placements:scale:)``) and returns its image.
  public func render(
    _ list: DisplayList, placements: [ContentsPlacement], scale: Double = 1
  ) -> Bitmap {
    draw(list, placements: placements, scale: scale).bitmap()
  }

  @discardableResult
  private func draw(
    layers: [Layer], size: Size, background: Color, scale: Double
  ) -> CairoSurface {
    plan.refresh(layers: layers, scale: scale)
    let list: DisplayList
    if !plan.lastUpdateChanged, let last = lastList, last.size == size,
      last.background == background
    {
      list = last.list
    } else {
      list = plan.displayList(size: size, background: background, placements: &placements)
      lastList = (list, size, background)
    }
    return draw(list, placements: placements, scale: scale)
  }

  @discardableResult
  private func draw(
    _ list: DisplayList, placements: [ContentsPlacement], scale: Double
  ) -> CairoSurface {
    kept.update(list, placements: placements, scale: scale)
    for slot in kept.dropped { surfaces[slot] = nil }
    paints.removeAll(keepingCapacity: true)
    for use in kept.uses {
      if use.isNew || surfaces[use.slot] == nil {
        surfaces[use.slot] = renderer.rasterize(use, of: list)
      }
      guard let surface = surfaces[use.slot] else { continue }
      paints[use.commands.lowerBound] = KeptStorePaint(
        surface: surface, painting: use.painting, end: use.commands.upperBound)
    }
    return renderer.draw(list, scale: kept.scale, keptStores: paints)
  }
}
