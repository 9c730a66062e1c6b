public import DynamicMenusGeometry

/// Which layers' contents a renderer keeps in stores of its own, frame by frame: the
/// bookkeeping every renderer that keeps contents shares (`CairoCompositor` natively, the
/// canvas renderer in the browser), so both keep, invalidate and drop the same stores.
///
/// Each frame, given a display list and where each layer's contents lie in it
/// (``ContentsPlacement``: `CompositingPlan.displayList(size:background:placements:)`, the
/// plan performed), ``update(_:placements:scale:)`` says, per placement, whether its
/// commands are drawn as they are or its store is painted (drawn into the store first, the
/// frame it is admitted), and which stores to drop:
/// - **Invalidation.** A store is compared, by its placement's version (the plan's: the
///   update that last changed the commands of the layer's contents or, kept whole, anything
///   in it) and the device scale, every frame it is drawn, and dropped the frame either changes (a
///   colour, a path, text, an image, a text layer's bounds, a stroke). The layer's place,
///   turn, scale and opacity are not in it, nor, for its own contents, its background,
///   border and shadow.
/// - **Whole layers.** A layer noted whole (``ContentsPlacement/Kind/layer``: its shadow,
///   background, contents, sublayers and border) is kept by the same rules, so a sublayer
///   that moves inside it, or a shadow that changes, draws it again; and only while it is
///   drawn through a translation (copied on the pixel grid): turned or scaled, resampling
///   its background and shadow costs more than drawing them. While its store is painted
///   the placements inside it are passed over (they are painted with it); when it changes
///   or turns, they are kept on their own.
/// - **Admission.** A store is kept once its contents were unchanged for
///   ``admissionFrames`` frames and it moves (it is drawn through another transform than in
///   the frame before), at most ``admissionsPerFrame`` a frame (the rest wait a frame, drawn
///   as they are). Contents that change every frame are never drawn twice; contents that
///   stand still, which damage tracking already leaves alone, are never copied whole.
/// - **Painting.** Each use says where its store is painted (``KeptStorePainting``, decided
///   here once for every renderer, from the transform its commands are drawn through); a
///   store shrunk below ``KeptStorePainting/smallestScale`` is neither admitted nor painted
///   while it is: its commands are drawn.
/// - **Memory.** The kept stores hold at most ``memoryCap`` bytes (4 a pixel): admission
///   drops the least recently painted (never one painted this frame) to make room, and
///   contents that cannot fit are drawn. The cap follows the list's size, so a window that
///   shrinks drops what no longer fits in its next frame. Contents beyond
///   ``CompositingPlan/maximumBackingPixels`` at the scale, or whose ink is empty or not
///   finite, are never kept.
public nonisolated struct KeptContents {
  /// What a frame does with one layer's contents that are kept.
  public struct Use: Equatable, Sendable {
    /// The commands of the list the store stands for.
    public var commands: Range<Int>
    /// The store's number, the same while it is kept.
    public var slot: Int
    /// The rectangle of the layer's space the store covers, points (whole device pixels at
    /// ``scale``).
    public var frame: Rect
    /// The store's device pixels per point.
    public var scale: Double
    /// The store's width in device pixels.
    public var pixelWidth: Int
    /// The store's height in device pixels.
    public var pixelHeight: Int
    /// Counts the stores ever admitted: a slot's store of another generation is another
    /// store (a renderer that holds an older one draws this one first).
    public var generation: Int
    /// Whether the store was admitted this frame: drawn, then painted.
    public var isNew: Bool
    /// Where the store is painted, in the window's device pixels: ``KeptStorePainting``'s
    /// `copy` or `resample` (where it decides the commands are drawn instead, or nothing,
    /// no use is made). A renderer drawing inside a group's own pixels shifts it by where
    /// they lie.
    public var painting: KeptStorePainting
  }

  /// What a store keeps: a layer's contents, or the whole layer (the plan's identity).
  private struct Key: Equatable {
    var layer: CompositedLayerID
    var kind: ContentsPlacement.Kind
  }

  /// One layer's contents as they are kept.
  private struct Store {
    /// The layer's identity and what of it; nil: a free record.
    var layer: Key?
    /// The version of the layer they were drawn from (``ContentsPlacement/version``), and
    /// the scale.
    var version: Int
    var scale: Double
    /// The frame that last drew them, and the transform they were drawn through then.
    var lastDrawn = 0
    var transform = AffineTransform.identity
    /// Frames drawn since they last changed.
    var unchangedFrames = 0
    /// Their backing store (frame and size), once admission was first tried.
    var backing: LayerContents?
    /// The kept store's number and generation, once admitted.
    var slot: Int?
    var generation = 0
    /// When it was last painted (a count of paints, so no two stores tie).
    var lastPainted = 0
    /// Whether they cannot have a backing store (not finite, or too large at the scale).
    var cannotKeep = false
    /// The bytes the kept store takes.
    var bytes: Int {
      guard slot != nil, let backing else { return 0 }
      let (width, height) = backing.pixelSize
      return width * height * 4
    }

    /// Whether they are `version` at `scale`.
    func holds(_ version: Int, scale: Double) -> Bool {
      self.version == version && self.scale == scale
    }

    /// Starts over with `version` at `scale`, drawn through `transform` (their kept store
    /// dropped first).
    mutating func take(_ version: Int, scale: Double, transform: AffineTransform) {
      self = Store(layer: layer, version: version, scale: scale, transform: transform)
    }

    /// Notes that `frame` draws them through `transform`; whether they moved.
    mutating func draw(through transform: AffineTransform, frame: Int) -> Bool {
      let moving = self.transform != transform
      self.transform = transform
      lastDrawn = frame
      unchangedFrames += 1
      return moving
    }

    /// Whether they may be admitted: not kept yet, keepable, unchanged long enough.
    var isAdmissible: Bool {
      slot == nil && !cannotKeep && unchangedFrames >= KeptContents.admissionFrames
    }
  }

  /// Frames contents must stay unchanged before they are kept: 3, as Flutter's raster
  /// cache waits for a picture to show in three frames.
  public static let admissionFrames = 3
  /// Stores admitted (drawn into their pixels) in one frame at most: 3, as Flutter's raster
  /// cache caches at most three pictures a frame, so that contents that all start moving
  /// together (the dial's bubbles) are drawn into stores over several frames, not one.
  public static let admissionsPerFrame = 3
  /// The kept stores' memory as a multiple of the window's own pixels: 4 (at 375 × 667
  /// points, 15.3 MiB at 2x and 34.3 MiB at 3x).
  public static let windowsOfMemory = 4

  /// The records (a free one has no layer), how many hold a layer's, and where the next
  /// search for one starts: the placements come in the same order each frame, so each is
  /// found where the one before it left off, and no table is needed to find it.
  private var stores: [Store] = []
  private var recordCount = 0
  private var searchStart = 0
  private var paints = 0
  private var firstPaintOfFrame = 1
  private var frame = 0
  private var nextSlot = 0
  private var freeSlots: [Int] = []
  /// The transform walk's stack, kept for its storage.
  private var transformStack: [AffineTransform] = []

  /// The device pixels per point of the last frame (its valid scale).
  public private(set) var scale = 1.0
  /// The contents this frame paints from stores, in list order.
  public private(set) var uses: [Use] = []
  /// The stores this frame dropped: their slots are free for others.
  public private(set) var dropped: [Int] = []
  /// The most bytes the kept stores may hold now: ``windowsOfMemory`` times the last
  /// frame's window in bytes (4 a pixel).
  public private(set) var memoryCap = 0
  /// The bytes the kept stores hold now.
  public private(set) var keptBytes = 0
  /// How many stores are kept now.
  public private(set) var keptStoreCount = 0
  /// Stores admitted (drawn) since the bookkeeping began.
  public private(set) var storesRasterized = 0
  /// Layers whose contents the last frame drew from their commands: not yet admitted,
  /// changed, or not kept for lack of room.
  public private(set) var storesDrawnDirectly = 0

  /// Nothing kept yet.
  public init() {}

  /// Brings the stores up to `list` (at `scale` device pixels per point) and sets ``uses``
  /// and ``dropped`` for its frame.
  public mutating func update(
    _ list: DisplayList, placements: [ContentsPlacement], scale: Double
  ) {
    let s = scale.isFinite && scale > 0 ? scale : 1
    self.scale = s
    let (width, height) = DisplayList.pixelSize(of: list.size, scale: s)
    memoryCap = Self.windowsOfMemory * width * height * 4
    firstPaintOfFrame = paints + 1
    frame += 1
    uses.removeAll(keepingCapacity: true)
    dropped.removeAll(keepingCapacity: true)
    _ = evict(toFit: 0)
    storesDrawnDirectly = 0
    var transforms = TransformWalk(list)
    // The stack's storage moves in and back out: no frame allocates one.
    swap(&transforms.stack, &transformStack)
    transforms.stack.removeAll(keepingCapacity: true)
    defer { swap(&transforms.stack, &transformStack) }
    // The end of the last store painted: placements inside it are painted with it.
    var painted = 0
    var admittedThisFrame = 0
    for placement in placements where placement.commands.upperBound <= list.commands.count {
      guard placement.commands.lowerBound >= painted else { continue }
      let transform = transforms.transform(at: placement.commands.lowerBound)
      // A whole layer turned or scaled would be resampled with its background and shadow,
      // which drawing costs less than (a disc, a cached shadow): its parts are kept instead.
      if placement.kind == .layer, !KeptStorePainting.isTranslation(transform) { continue }
      let r = record(for: Key(layer: placement.id, kind: placement.kind))
      if !stores[r].holds(placement.version, scale: s) {
        drop(r)
        stores[r].take(placement.version, scale: s, transform: transform)
      }
      let moving = stores[r].draw(through: transform, frame: frame)
      // Where its commands are drawn instead of a store (shrunk below half), none is made.
      let device = transform.concatenating(AffineTransform(scaleX: s, y: s))
      let paintable = KeptStorePainting(transform: device, origin: .zero, scale: s).paintsStore
      let isNew =
        paintable && moving && admittedThisFrame < Self.admissionsPerFrame
        && stores[r].isAdmissible && admit(r, drawing: list.commands[placement.commands])
      if isNew { admittedThisFrame += 1 }
      if paintable, let slot = stores[r].slot, let backing = stores[r].backing {
        paints += 1
        stores[r].lastPainted = paints
        let (w, h) = backing.pixelSize
        uses.append(
          Use(
            commands: placement.commands, slot: slot, frame: backing.frame, scale: s,
            pixelWidth: w, pixelHeight: h, generation: stores[r].generation, isNew: isNew,
            painting: KeptStorePainting(transform: device, origin: backing.frame.origin, scale: s)))
        painted = placement.commands.upperBound
      } else {
        storesDrawnDirectly += 1
      }
    }
    // Contents not drawn this frame are forgotten unless they are kept (a menu shown again
    // paints at once); those the cap and their age decide.
    if recordCount > placements.count + keptStoreCount - uses.count {
      for r in stores.indices {
        guard stores[r].layer != nil, stores[r].lastDrawn != frame, stores[r].slot == nil
        else { continue }
        stores[r] = Store(version: 0, scale: 0)
        recordCount -= 1
      }
    }
  }

  /// Drops every store (their slots in ``dropped``) and forgets every layer's contents: the
  /// next frame draws every command, as for a renderer that starts over.
  public mutating func removeAll() {
    for r in stores.indices { drop(r) }
    stores.removeAll(keepingCapacity: true)
    recordCount = 0
    searchStart = 0
  }

  /// The record of `layer`'s contents (or whole), a new one when it has none.
  private mutating func record(for layer: Key) -> Int {
    var free: Int?
    for step in stores.indices {
      let r = (searchStart + step) % stores.count
      if stores[r].layer == layer {
        searchStart = r + 1
        return r
      }
      if free == nil, stores[r].layer == nil { free = r }
    }
    let r = free ?? stores.count
    if r == stores.count { stores.append(Store(version: 0, scale: 0)) }
    stores[r] = Store(layer: layer, version: 0, scale: 0)
    recordCount += 1
    searchStart = r + 1
    return r
  }

  /// Admits store `r`, drawn by `commands`, if it fits a backing store at its scale, and
  /// under the cap once the least recently painted are dropped.
  private mutating func admit(_ r: Int, drawing commands: ArraySlice<DisplayCommand>) -> Bool {
    if stores[r].backing == nil {
      stores[r].backing = CompositingPlan.contents(Array(commands), scale: stores[r].scale)
    }
    guard let backing = stores[r].backing, backing.scale == stores[r].scale else {
      stores[r].cannotKeep = true
      return false
    }
    let (width, height) = backing.pixelSize
    let bytes = width * height * 4
    guard bytes <= memoryCap, evict(toFit: bytes) else { return false }
    let slot = freeSlots.popLast() ?? nextSlot
    if slot == nextSlot { nextSlot += 1 }
    keptBytes += bytes
    keptStoreCount += 1
    storesRasterized += 1
    stores[r].slot = slot
    stores[r].generation = storesRasterized
    return true
  }

  /// Drops store `r`'s kept pixels.
  private mutating func drop(_ r: Int) {
    guard let slot = stores[r].slot else { return }
    keptBytes -= stores[r].bytes
    keptStoreCount -= 1
    dropped.append(slot)
    freeSlots.append(slot)
    stores[r].slot = nil
    stores[r].unchangedFrames = 0
  }

  /// Drops the least recently painted stores (never one painted this frame) until `bytes`
  /// more fit under the cap; false when they cannot.
  private mutating func evict(toFit bytes: Int) -> Bool {
    while keptBytes + bytes > memoryCap {
      var oldest: Int?
      for r in stores.indices where stores[r].slot != nil {
        let painted = stores[r].lastPainted
        guard painted < firstPaintOfFrame else { continue }
        if oldest.map({ painted < stores[$0].lastPainted }) ?? true { oldest = r }
      }
      guard let r = oldest else { return false }
      drop(r)
    }
    return true
  }
}

/// The transform each command of a display list is drawn through, found by one walk from
/// the start (saved states and groups push it, their closers pop it): how the compositor
/// tells contents that move from contents that stand still.
nonisolated struct TransformWalk {
  private let commands: [DisplayCommand]
  private var index = 0
  var stack: [AffineTransform] = []
  private var current = AffineTransform.identity

  /// A walk from the start of `list`.
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
