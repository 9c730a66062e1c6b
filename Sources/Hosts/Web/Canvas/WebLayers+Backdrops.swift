import DynamicMenusGeometry
import DynamicMenusRendering

/// Where the page shows each backdrop blur, composed from the plan's layers (the page keeps no
/// copy of their geometry): now, for the `placeBackdrop` operation, and at each frame of a
/// stretch handed over, for the blur's keyframes.
extension WebLayers {
  /// Places each blur where its layers now show it (`placeBackdrop`, sent when it moved).
  mutating func placeBlurs() {
    for id in stream.backdrops { stream.appendPlacement(id, placement(of: id)) }
  }

  /// The placement of layer `id`'s blur as the plan placed its layers, or, with `ahead`, at
  /// frame `k` of that stretch (`tracks`: each moving layer's track in it); nil when a layer
  /// on the way up was not placed.
  @inline(never)
  func placement(
    of id: CompositedLayerID, at k: Int = 0, in ahead: CompositingLookahead? = nil,
    tracks: [CompositedLayerID: Int] = [:]
  ) -> BackdropPlacement? {
    func layer(_ id: CompositedLayerID) -> LayerPlacing? {
      guard var placing = plan.placing(id) else { return nil }
      if let ahead, let t = tracks[id] {
        placing.geometry = ahead.tracks[t].geometry[k]
        placing.opacity = ahead.tracks[t].opacity[k]
      }
      return placing
    }
    guard let own = layer(id) else { return nil }
    var shown = BackdropPlacement(
      matrix: LayerOperationStream.boxTransform(own.geometry), size: own.geometry.bounds.size,
      cornerRadius: own.cornerRadius, opacity: own.opacity, hidden: own.isHidden, top: id)
    var up = stream.records[id]?.parent
    while let above = up {
      guard let placing = layer(above) else { return nil }
      let g = placing.geometry
      shown.matrix = shown.matrix.concatenating(LayerOperationStream.sublayerTransform(g))
        .concatenating(LayerOperationStream.boxTransform(g))
      shown.opacity *= placing.opacity
      shown.hidden = shown.hidden || placing.isHidden
      shown.top = above
      up = stream.records[above]?.parent
    }
    return shown
  }

  /// Appends the tracks of `ahead`'s blurs to `numbers`, after its layers'
  /// (``LayerOperationStream/appendNumbers(for:to:strokes:)``) and once the stores it fades in are
  /// drawn (a blur that fades in from nothing shows from then): the count of blurs their layers
  /// move or fade, and for each its layer and, at each frame 0…frames, its placement's matrix
  /// a b c d tx ty and opacity (``BackdropPlacement``).
  func appendBlurTracks(for ahead: CompositingLookahead, to numbers: inout [Double]) {
    var tracks: [CompositedLayerID: Int] = [:]
    for (t, track) in ahead.tracks.enumerated() { tracks[track.id] = t }
    let countAt = numbers.count
    numbers.append(0)
    for id in stream.backdrops {
      let trackAt = numbers.count
      numbers.append(Double(stream.records[id]?.number ?? 0))
      var first: BackdropPlacement?
      var changes = false
      for k in 0...ahead.frames {
        // Every layer on the way up is on the page, so placed; its bounds stay.
        guard let shown = placement(of: id, at: k, in: ahead, tracks: tracks) else { break }
        changes = changes || (first.map { $0 != shown } ?? false)
        if first == nil { first = shown }
        numbers.append(matrix: shown.matrix)
        numbers.append(shown.opacity)
      }
      let stride = LayerOperationStream.Operands.matrix + 1
      let complete = numbers.count == trackAt + 1 + stride * (ahead.frames + 1)
      if changes && complete { numbers[countAt] += 1 } else { numbers.removeSubrange(trackAt...) }
    }
  }
}
