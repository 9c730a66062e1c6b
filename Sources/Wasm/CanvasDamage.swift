import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering

/// What the page's canvas must draw of each frame, as the cairo renderer decides it
/// (``DamageTracker``): the canvas keeps its pixels, and only the rows that can differ from
/// the last frame are cleared and drawn again.
///
/// ``numbers``: 1 when the whole canvas is drawn (else 0), the band count, each band's first
/// and end row in device pixels, then the count of backdrop blurs painted again unread and,
/// per such blur, its ordinal among this frame's blur commands and the ordinal of the last
/// frame's blur whose painted backdrop it reuses. (Ordinals, not command indices: the stream
/// writes a vector image as several commands, and the page counts blurs as it draws.)
struct CanvasDamage {
  /// Skia antialiases a shape cut by a clip differently from the same shape uncut, so every
  /// drawing is drawn whole or not at all.
  private var tracker = DamageTracker(keepsDrawingsWhole: true)
  /// The command indices of the last frame's backdrop blurs, in order.
  private var lastBlurs: [Int] = []
  private var blurs: [Int] = []
  /// The numbers, as above.
  private(set) var numbers: [Double] = []
  /// Where each group (transparency group, masked content, shadow group) can put ink, in
  /// the order the groups begin: x0 y0 x1 y1 in device pixels each (all 0: none). The page
  /// clears and composites only that box of a group's offscreen canvas, as the cairo
  /// renderer clips a group's surface to it (a shadow's blur costs the box, not the canvas).
  private(set) var groupBoxes: [Double] = []

  /// Forgets the canvas's contents: the next frame is drawn whole.
  mutating func reset() {
    tracker.reset()
    lastBlurs.removeAll()
  }

  /// Records `list` as drawn at `scale` on a canvas of `width` × `height` pixels.
  mutating func update(_ list: DisplayList, scale: Double, width: Int, height: Int) {
    blurs.removeAll(keepingCapacity: true)
    for (i, command) in list.commands.enumerated() {
      if case .backdropBlur = command { blurs.append(i) }
    }
    let canvas = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let bounds = InkBounds(list, scale: scale)
    groupBoxes.removeAll(keepingCapacity: true)
    for (i, command) in list.commands.enumerated() {
      switch command {
      case .beginTransparencyGroup, .beginMaskedContent, .beginShadow:
        let box = PixelBox(covering: bounds.groups[i] ?? .zero, in: canvas)
        groupBoxes.append(Double(box.x0))
        groupBoxes.append(Double(box.y0))
        groupBoxes.append(Double(box.x1))
        groupBoxes.append(Double(box.y1))
      default: break
      }
    }
    let damage = tracker.damage(
      for: list, bounds: bounds, scale: scale, canvas: canvas
    ) { [lastBlurs] in lastBlurs.contains($0) }
    numbers.removeAll(keepingCapacity: true)
    numbers.append(damage.region.isFull ? 1 : 0)
    numbers.append(Double(damage.region.bands.count))
    for band in damage.region.bands {
      numbers.append(Double(band.lowerBound))
      numbers.append(Double(band.upperBound))
    }
    let reused = damage.reusableBackdrops.sorted { $0.key < $1.key }
    numbers.append(Double(reused.count))
    for (index, lastIndex) in reused {
      numbers.append(Double(blurs.firstIndex(of: index) ?? -1))
      numbers.append(Double(lastBlurs.firstIndex(of: lastIndex) ?? -1))
    }
    swap(&lastBlurs, &blurs)
  }
}
