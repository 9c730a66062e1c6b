import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering

/// Which layers' contents the page's canvas paints from canvases of its own, as numbers the
/// page reads straight from memory. ``KeptContents`` decides (the same bookkeeping as the
/// cairo compositor's: invalidation, admission, the memory cap); this writes it down in the
/// stream's terms, so the canvas renderer (kept-contents.js) skips the commands a store
/// stands for.
///
/// ``numbers``: the count of stores painted this frame, then per store its fields
/// (``Layout/Field``: the stream offsets of its first command and past its last, its slot
/// and generation, its frame in the layer's space in points, its scale, its size in device
/// pixels and the groups its commands begin), then the count of slots dropped and each slot.
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
    public enum Field: Int, CaseIterable {
      case start, end, slot, generation, x, y, width, height, scale, pixelWidth, pixelHeight
      /// The groups (transparency, masked content, shadow) the store's commands begin: the
      /// page numbers groups in list order, and passes over these with the store.
      case groups

      /// The field's name in the page's vocabulary.
      public var name: String {
        switch self {
        case .start: "start"
        case .end: "end"
        case .slot: "slot"
        case .generation: "generation"
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        case .scale: "scale"
        case .pixelWidth: "pixelWidth"
        case .pixelHeight: "pixelHeight"
        case .groups: "groups"
        }
      }
    }
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
        let value: Double =
          switch field {
          case .start: Double(starts[use.commands.lowerBound])
          case .end: Double(starts[use.commands.upperBound])
          case .slot: Double(use.slot)
          case .generation: Double(use.generation)
          case .x: use.frame.minX
          case .y: use.frame.minY
          case .width: use.frame.width
          case .height: use.frame.height
          case .scale: use.scale
          case .pixelWidth: Double(use.pixelWidth)
          case .pixelHeight: Double(use.pixelHeight)
          case .groups: Self.groups(in: frame.displayList.commands[use.commands])
          }
        numbers.append(value)
      }
    }
    numbers.append(Double(kept.dropped.count))
    for slot in kept.dropped { numbers.append(Double(slot)) }
  }

  /// How many groups `commands` begin.
  static func groups(in commands: ArraySlice<DisplayCommand>) -> Double {
    var count = 0
    for command in commands where command.beginsGroup { count += 1 }
    return Double(count)
  }
}
