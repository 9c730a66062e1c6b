public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusRendering

/// Draws a window's layers as a retained compositor does: each layer's contents drawn once
/// into a kept backing store and, while the layer only moves, turns, scales or fades,
/// painted from it instead of drawn again (Core Animation's model, on cairo).
///
/// Each frame it flattens the layers into a display list as drawing them directly does,
/// noting where each layer's own contents lie (`ContentsPlacement`), and draws the list
/// with its renderer (only what changed since the last frame), painting each kept store in
/// place of its commands:
/// - **Invalidation.** A store is dropped the frame its commands (a colour, a path, text,
///   an image, a size) or the scale change; the layer's place, turn, scale, opacity,
///   shadow, background and border are not in it.
/// - **Admission.** A store is kept once its contents were unchanged for
///   ``admissionFrames`` frames and it is moving (drawn through another transform than in
///   the frame before); until then its commands are drawn as they are, so contents that
///   change every frame are never drawn twice, and contents that stand still, which the
///   renderer draws only where something over or under them changed, are never copied whole.
/// - **Memory.** The kept stores hold at most ``memoryCap`` bytes: on admission the least
///   recently painted stores are dropped to make room, and a store that cannot fit (or is
///   larger than `CompositingPlan.maximumBackingPixels` at the scale, or not finite) is
///   drawn directly, never kept. The cap follows the window: one that shrinks drops, in
///   its next frame, what no longer fits.
/// - **Pixels.** A kept store lands where drawing its commands lands, within the renderer
///   contract's tolerance for kept content (docs/rendering.md).
///
/// ```swift
/// let compositor = CairoCompositor()
/// compositor.drawFrame(layers: window.layers, size: window.bounds.size, scale: 2)
/// compositor.renderer.withCurrentPixels { pixels, width, height, stride in … }
/// ```
@MainActor
public final class CairoCompositor {
  /// One layer's contents as this compositor keeps them.
  private struct Store {
    /// The commands they were drawn from, and the scale.
    var commands: [DisplayCommand]
    var scale: Double
    /// The frame that last drew them, and the transform they were drawn through then.
    var lastDrawn = 0
    var transform = AffineTransform.identity
    /// Frames drawn since they last changed.
    var unchangedFrames = 0
    /// Their backing store (its frame and size), once admission was first tried.
    var backing: LayerContents?
    /// The kept pixels, once admitted.
    var surface: CairoSurface?
    /// When it was last painted (a count of paints, so no two stores tie), for
    /// least-recently-used eviction.
    var lastPainted = 0
    /// Whether they cannot have a backing store (not finite, or too large at the scale).
    var cannotKeep = false
    /// The bytes its pixels take.
    var bytes: Int { surface.map { $0.stride * $0.height } ?? 0 }
  }

  /// Frames a store's contents must stay unchanged before they are kept: 3, as Flutter's
  /// raster cache waits for a picture to show in three frames, so a path that animates is
  /// drawn once a frame, not drawn and then copied.
  public static let admissionFrames = 3
  /// The kept stores' memory as a multiple of the window's own pixels: 4 (at 375 × 667
  /// points, 15.3 MiB at 2x and 34.3 MiB at 3x).
  public static let windowsOfMemory = 4

  /// The renderer that draws each frame and the stores (its target holds the last frame:
  /// read it with ``CairoRenderer/withCurrentPixels(_:)``).
  public let renderer = CairoRenderer()
  private let measurer: any TextMeasurer
  private var stores: [CompositedLayerID: Store] = [:]
  private var placements: [ContentsPlacement] = []
  /// Stores painted since the compositor was made, and the count this frame began at.
  private var paints = 0
  private var firstPaintOfFrame = 1
  private var frame = 0

  /// The most bytes the kept stores may hold now: ``windowsOfMemory`` times the last
  /// frame's window in bytes (4 a pixel).
  public private(set) var memoryCap = 0
  /// The bytes the kept stores hold now.
  public private(set) var keptBytes = 0
  /// How many stores hold kept pixels now.
  public private(set) var keptStoreCount = 0
  /// Stores drawn into kept pixels since the compositor was made.
  public private(set) var storesRasterized = 0
  /// Layers whose contents the last frame drew from their commands: not yet admitted,
  /// changed, or not kept for lack of room.
  public private(set) var storesDrawnDirectly = 0
  /// Layers whose contents the last frame painted from kept pixels.
  public private(set) var storesPainted = 0

  /// A compositor holding nothing yet, laying text out with `measurer` (the renderer's, so
  /// that lines match what it draws; the default is the current one).
  public init(measurer: any TextMeasurer = TextMeasurement.current) {
    self.measurer = measurer
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
  /// `placements` (the list's, from `DisplayList(layers:size:background:measurer:placements:)`,
  /// kept in step where the list was composed into a larger one) from kept stores: for a
  /// host that draws more than the window (the playground's chrome around it).
  public func drawFrame(
    _ list: DisplayList, placements: [ContentsPlacement], scale: Double = 1
  ) {
    draw(list, placements: placements, scale: scale)
  }

  @discardableResult
  private func draw(
    layers: [Layer], size: Size, background: Color, scale: Double
  ) -> CairoSurface {
    let list = DisplayList(
      layers: layers, size: size, background: background, measurer: measurer,
      placements: &placements)
    return draw(list, placements: placements, scale: scale)
  }

  @discardableResult
  private func draw(
    _ list: DisplayList, placements: [ContentsPlacement], scale: Double
  ) -> CairoSurface {
    let s = scale.isFinite && scale > 0 ? scale : 1
    let (width, height) = DisplayList.pixelSize(of: list.size, scale: s)
    memoryCap = Self.windowsOfMemory * width * height * 4
    firstPaintOfFrame = paints + 1
    frame += 1
    evict(toFit: 0)
    var kept: [Int: KeptStorePaint] = [:]
    storesDrawnDirectly = 0
    storesPainted = 0
    var transforms = TransformWalk(list)
    for placement in placements where placement.commands.upperBound <= list.commands.count {
      let commands = list.commands[placement.commands]
      let transform = transforms.transform(at: placement.commands.lowerBound)
      var store = stores[placement.id] ?? Store(commands: [], scale: 0)
      if store.scale != s || !store.commands.elementsEqual(commands) {
        drop(&store)
        store = Store(commands: Array(commands), scale: s)
        store.transform = transform
      }
      let moving = store.transform != transform
      store.transform = transform
      store.lastDrawn = frame
      store.unchangedFrames += 1
      if store.surface == nil, !store.cannotKeep, moving,
        store.unchangedFrames >= Self.admissionFrames
      {
        admit(&store)
      }
      if let surface = store.surface {
        paints += 1
        store.lastPainted = paints
        kept[placement.commands.lowerBound] = KeptStorePaint(
          surface: surface, frame: store.backing?.frame ?? .zero, scale: s,
          end: placement.commands.upperBound)
        storesPainted += 1
      } else {
        storesDrawnDirectly += 1
      }
      stores[placement.id] = store
    }
    // Contents not drawn this frame are forgotten unless they hold pixels (a menu closed
    // and opened again paints them at once); those the cap and their age decide.
    if stores.count > placements.count + keptStoreCount - storesPainted {
      stores = stores.filter { $0.value.lastDrawn == frame || $0.value.surface != nil }
    }
    return renderer.draw(list, scale: s, keptStores: kept)
  }

  /// Draws a store's contents into kept pixels if they fit a backing store at their scale,
  /// and under the cap once the least recently painted stores are dropped; otherwise they
  /// are drawn directly.
  private func admit(_ store: inout Store) {
    if store.backing == nil {
      store.backing = CompositingPlan.contents(store.commands, scale: store.scale)
    }
    guard let backing = store.backing, backing.scale == store.scale else {
      store.cannotKeep = true
      return
    }
    let (width, height) = backing.pixelSize
    // Cairo's ARGB32 rows are whole 32-bit pixels: the stride is 4 bytes a pixel.
    let bytes = width * height * 4
    guard bytes <= memoryCap, evict(toFit: bytes), let surface = renderer.rasterize(backing)
    else { return }
    store.surface = surface
    keptBytes += store.bytes
    keptStoreCount += 1
    storesRasterized += 1
  }

  /// Drops a store's kept pixels.
  private func drop(_ store: inout Store) {
    guard store.surface != nil else { return }
    keptBytes -= store.bytes
    keptStoreCount -= 1
    store.surface = nil
    store.unchangedFrames = 0
  }

  /// Drops the least recently painted stores (never one painted this frame) until
  /// `bytes` more fit under the cap; false when they cannot.
  @discardableResult
  private func evict(toFit bytes: Int) -> Bool {
    while keptBytes + bytes > memoryCap {
      guard
        let (id, _) = stores.filter({
          $0.value.surface != nil && $0.value.lastPainted < firstPaintOfFrame
        })
        .min(by: { $0.value.lastPainted < $1.value.lastPainted })
      else { return false }
      drop(&stores[id]!)
    }
    return true
  }
}

/// The transform each command of a display list is drawn through, found by one walk from
/// the start (saved states and groups push it, their closers pop it): how the compositor
/// tells contents that move from contents that stand still.
struct TransformWalk {
  private let commands: [DisplayCommand]
  private var index = 0
  private var stack: [AffineTransform] = []
  private var current = AffineTransform.identity

  init(_ list: DisplayList) { commands = list.commands }

  /// The transform at command `target` (not before the last asked for).
  mutating func transform(at target: Int) -> AffineTransform {
    while index < Swift.min(target, commands.count) {
      switch commands[index] {
      case .saveState, .beginTransparencyGroup, .beginMaskedContent, .beginShadow:
        stack.append(current)
      case .restoreState, .endTransparencyGroup, .endMask, .endShadow:
        current = stack.popLast() ?? .identity
      case .concatenate(let t):
        current = t.concatenating(current)
      default:
        break
      }
      index += 1
    }
    return current
  }
}
