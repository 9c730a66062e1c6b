import DynamicMenusGeometry

nonisolated extension FrameRecord {
  /// What a frame must draw, given the frame before it.
  package struct Damage {
    /// The pixels to draw again; everything else keeps the previous frame's value.
    package var region: DamageRegion
    /// Backdrop blurs whose backdrop did not change: this frame's command index → the
    /// compared frame's (``DamageTracker`` compares with the last frame that had blurs),
    /// whose finished backdrop the renderer paints again without reading the backdrop.
    package var reusableBackdrops: [Int: Int]
  }

  /// Past this many insertions and deletions between two frames, everything between their
  /// common start and end is drawn again.
  package static let maximumEdits = 64

  /// What must be drawn again to turn `previous` (on the target now) into this frame.
  ///
  /// 1. Align the two element sequences; every unaligned element's box is damaged (in the
  ///    frame it belongs to: where it drew, or where it draws now).
  /// 2. A backdrop blur keeps last frame's result when its inputs are the same (its command
  ///    and transform) and no unaligned element of its backdrop (drawn before its outermost
  ///    group) nor an earlier blur drawn again touches what it reads; otherwise everything it
  ///    reads is drawn again, so that it reads a whole, fresh backdrop.
  ///    A blur with unchanged inputs whose result the renderer did not keep is drawn again,
  ///    with all it reads, only if the damage reaches where it paints.
  /// 3. What the damage touches of a shadow group or of text is drawn again whole
  ///    (``indivisible``), until nothing more grows.
  ///
  /// `hasBackdrop(i)` says whether the renderer kept what the previous frame's blur at command
  /// index `i` painted.
  package func damage(since previous: FrameRecord, hasBackdrop: (Int) -> Bool) -> Damage {
    let matched = SequenceAlignment.match(
      previous.elements.count, elements.count, maximumEdits: Self.maximumEdits
    ) { previous.same($0, self, $1) }
    var region = DamageRegion(canvas: canvas)
    for (e, isMatched) in zip(previous.elements, matched.a) where !isMatched { region.add(e.box) }
    for (e, isMatched) in zip(elements, matched.b) where !isMatched { region.add(e.box) }

    var reusable: [Int: Int] = [:]
    var redrawnBlurs: [(index: Int, box: PixelBox)] = []
    // Blurs whose inputs did not change but whose result the renderer did not keep: their
    // pixels on the target are still right, so they are drawn again (reading everything they
    // read afresh) only if the damage reaches where they paint.
    var unchangedUnkept: [(paints: PixelBox, reads: PixelBox)] = []
    for (n, blur) in blurs.enumerated() {
      let box = elements[blur.element].box
      if let old = previous.blur(matching: self, n),
        !changed(blur, matched.b, earlierBlurs: redrawnBlurs),
        !previous.changed(old, sampling: blur.sample, matched.a)
      {
        if hasBackdrop(old.index) {
          reusable[blur.index] = old.index
        } else {
          unchangedUnkept.append((box, blur.sample))
        }
      } else {
        region.add(blur.sample)
        redrawnBlurs.append((blur.index, box))
      }
    }

    var grew = true
    while grew {
      grew = false
      for box in indivisible where region.intersects(box) && region.add(box) {
        grew = true
      }
      for blur in unchangedUnkept where region.intersects(blur.paints) && region.add(blur.reads) {
        grew = true
      }
    }
    return Damage(region: region, reusableBackdrops: reusable)
  }

  /// The blur of this frame that has the same inputs as `frame`'s `n`-th blur (the same
  /// command under the same transform), counting such blurs in order.
  func blur(matching frame: FrameRecord, _ n: Int) -> Blur? {
    func key(_ f: FrameRecord, _ b: Blur) -> (DisplayCommand, AffineTransform) {
      (f.list.commands[b.index], f.elements[b.element].ctm)
    }
    let wanted = key(frame, frame.blurs[n])
    let rank = frame.blurs[..<n].count { key(frame, $0) == wanted }
    return blurs.lazy.filter { key(self, $0) == wanted }.dropFirst(rank).first
  }

  /// Whether something drawn into `blur`'s backdrop changed where it reads: an unaligned
  /// element before its backdrop's end, or an earlier blur drawn again.
  func changed(
    _ blur: Blur, _ matched: [Bool], earlierBlurs: [(index: Int, box: PixelBox)]
  ) -> Bool {
    changed(blur, sampling: blur.sample, matched)
      || earlierBlurs.contains { $0.index < blur.backdropEnd && $0.box.intersects(blur.sample) }
  }

  /// Whether an unaligned element before `blur`'s backdrop end touches `sampling`.
  func changed(_ blur: Blur, sampling: PixelBox, _ matched: [Bool]) -> Bool {
    for (e, isMatched) in zip(elements, matched) {
      guard e.index < blur.backdropEnd else { break }
      if !isMatched, e.box.intersects(sampling) { return true }
    }
    return false
  }
}
