import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering

/// A stretch handed to the page's compositor (``CompositingLookahead``) as numbers for
/// layer-handover.js, which gives each moving layer's element keyframe animations (the Web
/// Animations API) and steps nothing while they run:
///
/// | numbers | what |
/// |---|---|
/// | count of tracks, then each track | a layer that moves or fades |
/// | a track: layer, what changes (``Lookahead/Changes``: its place, its opacity, its stroke), its kind of stroke (when it draws: the ring, line or strokePath ``Code``), then for each frame 0…frames its box matrix a b c d tx ty (when it moves), its opacity (when it fades) and its stroke (when it draws: a ``Lookahead/StrokeFrame``) | as the geometry, appearance and stroke operations set them |
/// | count of blur tracks, then each: layer, then for each frame 0…frames its blur's matrix a b c d tx ty and opacity | a backdrop blur that its layers move or fade, as `placeBackdrop` sets it (WebLayers) |
extension LayerOperationStream {
  /// Appends `ahead`'s tracks to `numbers` as numbers, as above (its frames and ending frames
  /// go before them: `dm_host_look_ahead`); false, with `numbers` as it was, when a layer the
  /// page does not hold moves, a mask moves or fades, or a moving layer's sublayers' matrix or
  /// bounds would change (its anchor moving under a sublayer transform), which the page's
  /// keyframes do not animate; a layer whose stroke changes may change its bounds (a ring's
  /// radius: the look ahead made sure nothing else is drawn from them). Appending to a buffer
  /// the caller keeps spares the page's heap a large block of another size every stretch.
  /// `strokes` encodes the strokes that change (nil: a module whose look ahead samples none,
  /// which then links none of it).
  func appendNumbers(
    for ahead: CompositingLookahead, to numbers: inout [Double], strokes: StrokeTracks?
  ) -> Bool {
    let start = numbers.count
    numbers.append(Double(ahead.tracks.count))
    for track in ahead.tracks {
      // A mask has no element to animate, only its layer's clip.
      guard let record = records[track.id], record.masks == nil, let first = track.geometry.first
      else {
        numbers.removeSubrange(start...)
        return false
      }
      let sublayers = Self.sublayerTransform(first)
      let moves = track.geometry.contains { $0 != first }
      let fades = track.opacity.contains { $0 != track.opacity[0] }
      let kind = strokes?.kind(track)
      let draws = kind != nil
      numbers.append(Double(record.number))
      typealias C = Lookahead.Changes
      numbers.append(
        Double((moves ? C.moves.bit : 0) + (fades ? C.fades.bit : 0) + (draws ? C.draws.bit : 0)))
      if let kind { numbers.append(Double(kind.rawValue)) }
      for (k, (g, opacity)) in zip(track.geometry, track.opacity).enumerated() {
        guard draws || (g.bounds == first.bounds && Self.sublayerTransform(g) == sublayers) else {
          numbers.removeSubrange(start...)
          return false
        }
        if moves {
          numbers.append(matrix: Self.boxTransform(g))
        }
        if fades { numbers.append(opacity) }
        if draws, let strokes {
          strokes.appendFrame(track.strokes[k], g.bounds.origin, &numbers)
        }
      }
    }
    return true
  }

  /// The strokes a stretch changes as numbers and first operations: linked only into a module
  /// whose ``LayerFeatures`` name them (``LayerFeatures/withStrokes``).
  struct StrokeTracks {
    /// The operation that draws the track's stroke, when it changes (nil: it does not).
    let kind: (CompositingLookahead.Track) -> Code?
    /// ``LayerOperationStream/appendFrame(_:origin:to:)``.
    let appendFrame: (ElementStroke, Point, inout [Double]) -> Void
    /// ``LayerOperationStream/appendFirstStrokes(of:)``.
    let appendFirst: (inout LayerOperationStream, CompositingLookahead) -> Void

    /// Strokes drawn as the page's elements.
    static var elements: StrokeTracks {
      StrokeTracks(
        kind: { LayerOperationStream.draws($0) ? LayerOperationStream.code($0.strokes[0]) : nil },
        appendFrame: { LayerOperationStream.appendFrame($0, origin: $1, to: &$2) },
        appendFirst: { $0.appendFirstStrokes(of: $1) })
    }
  }

  /// Performs the first frame of each stroke `ahead` changes (its element made, as the
  /// track's kind, before the keyframes start: a dashed ring that widens from nothing is no
  /// element before, only an empty store), after this frame's operations.
  mutating func appendFirstStrokes(of ahead: CompositingLookahead) {
    for track in ahead.tracks where Self.draws(track) {
      guard let record = records[track.id] else { continue }
      storePixels -= record.contentsPixels
      records[track.id]?.contentsPixels = 0
      appendStroke(track.strokes[0], track.id, record.number)
    }
  }

  /// Whether the track's stroke changes (``CompositingLookahead/Track/strokes``).
  static func draws(_ track: CompositingLookahead.Track) -> Bool {
    track.strokes.contains { $0 != track.strokes[0] }
  }

  /// The operation that draws `stroke`: the track's kind of stroke.
  static func code(_ stroke: ElementStroke) -> Code {
    switch stroke {
    case .ring: .ring
    case .line: .line
    case .path: .strokePath
    }
  }

  /// Appends `stroke` at one frame as a ``Lookahead/StrokeFrame``, in the box of a layer whose
  /// bounds start at `origin`.
  static func appendFrame(_ stroke: ElementStroke, origin: Point, to numbers: inout [Double]) {
    let box = AffineTransform(translationX: -origin.x, y: -origin.y)
    let start = numbers.count
    defer {
      assert(numbers.count - start == Lookahead.StrokeFrame.count, "a stroke frame's numbers")
    }
    switch stroke {
    case .ring(let center, let radius, let lineWidth, _, _):
      let outer = radius + lineWidth / 2
      numbers.append(
        matrix: AffineTransform(translationX: center.x - outer, y: center.y - outer)
          .concatenating(box))
      numbers.append(2 * outer)
      numbers.append(2 * outer)
      numbers.append(lineWidth)
      numbers.append(outer)
    case .line(let length, let width, let cornerRadius, let placement, _):
      numbers.append(matrix: placement.concatenating(box))
      numbers.append(length)
      numbers.append(width)
      numbers.append(0)
      numbers.append(cornerRadius)
    case .path(_, let style, _):
      numbers.append(matrix: box)
      numbers.append(0)
      numbers.append(0)
      numbers.append(style.lineWidth)
      numbers.append(0)
    }
  }
}

extension [Double] {
  /// Appends the six numbers of `t`, a b c d tx ty, as the streams write a matrix.
  mutating func append(matrix t: AffineTransform) {
    append(t.a)
    append(t.b)
    append(t.c)
    append(t.d)
    append(t.tx)
    append(t.ty)
  }
}
