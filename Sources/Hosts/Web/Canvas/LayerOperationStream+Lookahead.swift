import DynamicMenusGeometry
public import DynamicMenusRendering

/// A stretch handed to the page's compositor (``CompositingLookahead``) as numbers for
/// layer-handover.js, which gives each moving layer's element keyframe animations (the Web
/// Animations API) and steps nothing while they run:
///
/// | numbers | what |
/// |---|---|
/// | count of tracks, then each track | a layer that moves or fades |
/// | a track: layer, what changes (1 its place, 2 its opacity, 3 both), then for each frame 0…frames its box matrix a b c d tx ty (when it moves) and its opacity (when it fades) | as the geometry and appearance operations set them |
extension LayerOperationStream {
  /// `ahead`'s tracks as numbers, as above (its frames and ending frames go before them:
  /// `dm_host_look_ahead`); nil when a layer the page does not hold moves, or a
  /// moving layer's sublayers' matrix or bounds would change (its anchor moving under a
  /// sublayer transform), which the page's keyframes do not animate.
  public func numbers(for ahead: CompositingLookahead) -> [Double]? {
    var numbers = [Double(ahead.tracks.count)]
    for track in ahead.tracks {
      guard let number = records[track.id]?.number, let first = track.geometry.first else {
        return nil
      }
      let sublayers = Self.sublayerTransform(first)
      let moves = track.geometry.contains { $0 != first }
      let fades = track.opacity.contains { $0 != track.opacity[0] }
      numbers += [Double(number), Double((moves ? 1 : 0) + (fades ? 2 : 0))]
      for (g, opacity) in zip(track.geometry, track.opacity) {
        guard g.bounds == first.bounds, Self.sublayerTransform(g) == sublayers else { return nil }
        if moves {
          let t = Self.boxTransform(g)
          numbers += [t.a, t.b, t.c, t.d, t.tx, t.ty]
        }
        if fades { numbers.append(opacity) }
      }
    }
    return numbers
  }
}
