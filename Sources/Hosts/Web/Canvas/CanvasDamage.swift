import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering

/// What the page's canvas must draw of a frame, as numbers the page reads straight from
/// memory. The host decides it (``ControlHost`` with a target that keeps its pixels, draws
/// every drawing whole — Skia antialiases a shape cut by a clip differently from the same
/// shape uncut — and keeps its backdrops); this only writes it down.
///
/// ``numbers``: 1 when the whole canvas is drawn (else 0), the band count, each band's first
/// and end row in device pixels, then the count of backdrop blurs painted again unread and,
/// per such blur, its ordinal among this frame's blur commands and the ordinal of the blur
/// whose painted backdrop it reuses among those of the last frame that had blurs. (Ordinals, not command indices: the stream
/// writes a vector image as several commands, and the page counts blurs as it draws.)
public struct CanvasDamage {
  /// The target the page's canvas is.
  static var target: HostTarget { .bitmap(pixels: .kept(drawingsWhole: true, backdrops: true)) }

  /// Where each value lies in ``numbers`` and ``groupBoxes``, for the page's reader.
  public enum Layout {
    /// 1 when the whole canvas is drawn.
    public static let whole = 0
    /// The band count.
    public static let bandCount = 1
    /// The first band's first row; each band is its first and end row.
    public static let bands = 2
    /// How many numbers a band takes.
    public static let bandStride = 2
    /// How many numbers a reused blur takes (after the reused count, which follows the
    /// bands): its ordinal this frame, the ordinal of the one it reuses.
    public static let reuseStride = 2
    /// How many numbers a group's box takes in ``groupBoxes``: x0 y0 x1 y1.
    public static let groupBoxStride = 4
  }

  /// The command indices of the backdrop blurs of the last frame that had any, in order:
  /// the page keeps their results through frames without blurs, and the core's reusable
  /// blurs name them (DamageTracker's `lastBlurFrame`).
  private var lastBlurs: [Int] = []
  private var blurs: [Int] = []
  /// The numbers, as above.
  private(set) var numbers: [Double] = []
  /// Where each group (transparency group, masked content, shadow group) can put ink, in
  /// the order the groups begin: x0 y0 x1 y1 in device pixels each (all 0: none). The page
  /// clears and composites only that box of a group's offscreen canvas, as the cairo
  /// renderer clips a group's surface to it (a shadow's blur costs the box, not the canvas).
  private(set) var groupBoxes: [Double] = []

  /// Forgets the last frame's blurs (the canvas was cleared).
  mutating func reset() { lastBlurs.removeAll() }

  /// Writes down what of `frame` the canvas draws.
  mutating func update(_ frame: HostFrame) {
    blurs.removeAll(keepingCapacity: true)
    for (i, command) in frame.displayList.commands.enumerated() {
      if case .backdropBlur = command { blurs.append(i) }
    }
    groupBoxes.removeAll(keepingCapacity: true)
    for box in frame.groupInkBoxes {
      groupBoxes.append(box.minX)
      groupBoxes.append(box.minY)
      groupBoxes.append(box.maxX)
      groupBoxes.append(box.maxY)
    }
    let rows = frame.changedRows
    numbers.removeAll(keepingCapacity: true)
    numbers.append(rows == [0..<frame.pixelHeight] ? 1 : 0)
    numbers.append(Double(rows.count))
    for band in rows {
      numbers.append(Double(band.lowerBound))
      numbers.append(Double(band.upperBound))
    }
    let reused = frame.reusableBackdrops.sorted { $0.key < $1.key }
    numbers.append(Double(reused.count))
    for (index, lastIndex) in reused {
      numbers.append(Double(blurs.firstIndex(of: index) ?? -1))
      numbers.append(Double(lastBlurs.firstIndex(of: lastIndex) ?? -1))
    }
    if !blurs.isEmpty { swap(&lastBlurs, &blurs) }
  }
}
