/// What a renderer that keeps its target's pixels from frame to frame must draw again: it
/// remembers the last frame's ``FrameRecord`` and answers, for each new frame, the rows that
/// can differ and the backdrop blurs whose result can be painted again unread.
///
/// The cairo renderer and the browser's canvas both use it, so both draw the same damage.
package nonisolated struct DamageTracker {
  /// The last frame drawn, element by element; nil before the first or after ``reset()``.
  package private(set) var lastFrame: FrameRecord?

  /// Whether every drawing is drawn whole or not at all (``FrameRecord``'s
  /// `keepsDrawingsWhole`: the browser's canvas). Default false (cairo).
  package let keepsDrawingsWhole: Bool

  /// A tracker with no frame drawn.
  package init(keepsDrawingsWhole: Bool = false) { self.keepsDrawingsWhole = keepsDrawingsWhole }

  /// Forgets the target's contents (a new or resized target): the next frame is drawn whole.
  package mutating func reset() { lastFrame = nil }

  /// Records `list` as drawn at `scale` device pixels per point on `canvas` and returns what
  /// must be drawn of it. The whole canvas when there is no comparable last frame (another
  /// scale, size or background, or brackets that do not nest), when `everyPixel` is set, or
  /// when the damage covers more than 60 % of the canvas (one clip box then costs less than
  /// several). `hasBackdrop(i)` says whether the renderer kept what the last frame's blur at
  /// command index `i` painted.
  package mutating func damage(
    for list: DisplayList, bounds: InkBounds, scale: Double, canvas: PixelBox,
    everyPixel: Bool = false, hasBackdrop: (Int) -> Bool
  ) -> FrameRecord.Damage {
    let record = FrameRecord(
      list, bounds: bounds, scale: scale, canvas: canvas, keepsDrawingsWhole: keepsDrawingsWhole)
    defer { lastFrame = record }
    guard !everyPixel, let last = lastFrame, last.scale == scale, last.canvas == canvas,
      last.list.background == list.background, last.isBalanced, record.isBalanced
    else { return FrameRecord.Damage(region: .full(canvas), reusableBackdrops: [:]) }
    var damage = record.damage(since: last, hasBackdrop: hasBackdrop)
    if damage.region.area * 10 > canvas.area * 6 { damage.region = .full(canvas) }
    return damage
  }
}
