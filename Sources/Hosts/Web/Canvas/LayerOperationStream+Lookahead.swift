import DynamicMenusGeometry
public import DynamicMenusRendering

/// A stretch handed to the page's compositor (``CompositingLookahead``) as numbers for
/// layer-handover.js, which gives each moving layer's element keyframe animations (the Web
/// Animations API) and steps nothing while they run:
///
/// | numbers | what |
/// |---|---|
/// | count of tracks, then each track | a layer that moves or fades |
/// | a track: layer, what changes (``Lookahead/Changes``: its place, its opacity, or both), then for each frame 0…frames its box matrix a b c d tx ty (when it moves) and its opacity (when it fades) | as the geometry and appearance operations set them |
/// | count of blur tracks, then each: layer, then for each frame 0…frames its blur's matrix a b c d tx ty and opacity | a backdrop blur that its layers move or fade, as `placeBackdrop` sets it (WebLayers) |
extension LayerOperationStream {
  /// Appends `ahead`'s tracks to `numbers` as numbers, as above (its frames and ending frames
  /// go before them: `dm_host_look_ahead`); false, with `numbers` as it was, when a layer the
  /// page does not hold moves, a mask moves or fades, or a moving layer's sublayers' matrix or bounds would change
  /// (its anchor moving under a sublayer transform), which the page's keyframes do not
  /// animate. Appending to a buffer the caller keeps spares the page's heap a large block of
  /// another size every stretch.
  public func appendNumbers(for ahead: CompositingLookahead, to numbers: inout [Double]) -> Bool {
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
      numbers.append(Double(record.number))
      typealias C = Lookahead.Changes
      numbers.append(Double((moves ? C.moves.bit : 0) + (fades ? C.fades.bit : 0)))
      for (g, opacity) in zip(track.geometry, track.opacity) {
        guard g.bounds == first.bounds, Self.sublayerTransform(g) == sublayers else {
          numbers.removeSubrange(start...)
          return false
        }
        if moves {
          numbers.append(matrix: Self.boxTransform(g))
        }
        if fades { numbers.append(opacity) }
      }
    }
    return true
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
