import DynamicMenusGeometry
import DynamicMenusHost
public import DynamicMenusRendering

/// Which layers' contents the page's canvas paints from canvases of its own, as numbers the
/// page reads straight from memory. ``KeptContents`` decides (the same bookkeeping as the
/// cairo compositor's: invalidation, admission, the memory cap); this writes it down in the
/// stream's terms, so the canvas renderer (kept-contents.js) skips the commands a store
/// stands for.
///
/// ``numbers``: the count of stores painted this frame, then per store its fields
/// (``Layout/Field``: the stream offsets of its first command and past its last, its slot
/// and generation, its frame in the layer's space in points, its scale, its size in device
/// pixels, the groups its commands begin, and where it is painted: whether it is copied,
/// and the map from its pixels to the window's device pixels), then the count of slots
/// dropped and each slot.
public struct CanvasKeptContents {
  /// Nothing kept yet.
  init() {}

  /// Where each value lies in ``numbers``, for the page's reader.
  public enum Layout {
    /// The count of stores painted.
    public static let useCount = 0
    /// The first store's first field.
    public static let uses = 1
    /// A store's fields, by their offset from its first.
    public typealias Field = KeptContents.Use.Field
    /// A store's fields in order (made once: `allCases` makes its array each time).
    static let fields = Field.allCases
    /// How many numbers a store takes.
    public static let useStride = Field.allCases.count
  }

  /// The bookkeeping.
  private(set) var kept = KeptContents()
  /// Whether contents are kept at all; off, every store is dropped and every command drawn.
  /// Default false (``WebHost/keepsContents``).
  var isEnabled = false
  /// The numbers, as above.
  private(set) var numbers: [Double] = []

  /// Writes down which contents of `frame` (encoded as `stream`) the canvas paints; no
  /// numbers at all (the page reads null) while nothing is kept or to be dropped.
  mutating func update(_ frame: HostFrame, stream: DisplayListStream) {
    guard isEnabled || kept.keptStoreCount > 0 else {
      kept.removeAll()  // no store to drop: forgets what it noted while it kept
      numbers.removeAll(keepingCapacity: true)
      return
    }
    kept.update(
      frame.displayList, placements: isEnabled ? frame.contentsPlacements : [],
      scale: frame.scale)
    if !isEnabled, kept.keptStoreCount > 0 { kept.removeAll() }
    numbers.removeAll(keepingCapacity: true)
    numbers.append(Double(kept.uses.count))
    let starts = stream.commandStarts
    for use in kept.uses {
      for field in Layout.fields {
        numbers.append(use.value(field, of: frame.displayList, commandStarts: starts))
      }
    }
    numbers.append(Double(kept.dropped.count))
    for slot in kept.dropped { numbers.append(Double(slot)) }
  }
}
