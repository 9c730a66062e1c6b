/// What a renderer that keeps its target's pixels from frame to frame must draw again: it
/// remembers the last frame's ``FrameRecord`` and answers, for each new frame, the rows that
/// can differ and the backdrop blurs whose result can be painted again unread.
///
/// The cairo renderer and the browser's canvas both use it, so both draw the same damage.
package nonisolated struct DamageTracker {
  /// The last frame drawn, element by element; nil before the first or after ``reset()``.
  package private(set) var lastFrame: FrameRecord?
  /// The last frame drawn that had backdrop blurs (the renderer keeps their results until a
  /// frame with blurs replaces them): a menu closed and opened again over the same backdrop
  /// paints its blur again unread.
  package private(set) var lastBlurFrame: FrameRecord?

  /// Whether every drawing is drawn whole or not at all (``FrameRecord``'s
  /// `keepsDrawingsWhole`: the browser's canvas). Default false (cairo).
  package let keepsDrawingsWhole: Bool

  /// A tracker with no frame drawn.
  package init(keepsDrawingsWhole: Bool = false) { self.keepsDrawingsWhole = keepsDrawingsWhole }

  /// Forgets the target's contents (a new or resized target): the next frame is drawn whole.
  package mutating func reset() {
    lastFrame = nil
    lastBlurFrame = nil
  }

  /// Records `list` as drawn at `scale` device pixels per point on `canvas` and returns what
  /// must be drawn of it. The whole canvas when there is no comparable last frame (another
  /// scale, size or background, or brackets that do not nest), when `everyPixel` is set, or
  /// when the damage covers more than 60 % of the canvas (one clip box then costs less than
  /// several). `hasBackdrop(i)` says whether the renderer kept what the blur at command
  /// index `i` of the last frame with blurs (``lastBlurFrame``) painted.
  ///
  /// The reusable blurs (``FrameRecord/Damage/reusableBackdrops``) name blurs of that frame:
  /// the last frame's when it had blurs; when it had none, the frame before the gap's, under
  /// the same rule against that frame (the same command and transform, and nothing of its
  /// backdrop changed where it reads).
  package mutating func damage(
    for list: DisplayList, bounds: InkBounds, scale: Double, canvas: PixelBox,
    everyPixel: Bool = false, hasBackdrop: (Int) -> Bool
  ) -> FrameRecord.Damage {
    let record = FrameRecord(
      list, bounds: bounds, scale: scale, canvas: canvas, keepsDrawingsWhole: keepsDrawingsWhole)
    let comparable = { (frame: FrameRecord) in
      frame.scale == scale && frame.canvas == canvas
        && frame.list.background == list.background && frame.isBalanced && record.isBalanced
    }
    defer {
      lastFrame = record
      if !record.blurs.isEmpty { lastBlurFrame = record }
    }
    guard !everyPixel, let last = lastFrame, comparable(last)
    else { return FrameRecord.Damage(region: .full(canvas), reusableBackdrops: [:]) }
    var damage = record.damage(since: last, hasBackdrop: hasBackdrop)
    // Blurs back after frames without any: their backdrop is compared with the frame their
    // results come from. (The damage against the last frame already draws what they read.)
    if last.blurs.isEmpty, !record.blurs.isEmpty, let before = lastBlurFrame, comparable(before) {
      let sinceBlurs = record.damage(since: before, hasBackdrop: hasBackdrop)
      damage.reusableBackdrops = sinceBlurs.reusableBackdrops
    }
    if damage.region.area * 10 > canvas.area * 6 { damage.region = .full(canvas) }
    return damage
  }
}
