import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
package import DynamicMenusScripts
import DynamicMenusViews

/// What a compositor shows, frame by frame, when a host hands the window's coasting
/// stretches to it (``CompositingLookahead``) against when it steps every frame: the two
/// digests of ``handover(_:script:handsOver:settleFrames:)`` are equal exactly when the
/// handed-over frames show what stepping shows and the control's events come at the same
/// frames. `make wasm-check` holds the WebAssembly build to the native one on the handed-over
/// digest too, so both builds look ahead alike.
extension DeterminismDigest {
  /// A digest of a scene played through `script` and `settleFrames` plain frames after it,
  /// at 60 frames a second: for every frame, each layer's place and opacity as a compositor
  /// sets them (``CompositingPlan``'s geometry and opacity, in drawing order) and the stroke
  /// it draws as a page's element (``ElementStroke``: a ring's radius and width, a line's
  /// length, a dashed ring's width), and, at each
  /// frame the window runs, the control's event log (``DemoScene/events()``) when it
  /// changed, with the frame's number.
  ///
  /// With `handsOver`, wherever the window coasts (``Window/isCoasting``) the frames before
  /// the stretch's first ending frame, its end, the script's next event or the last frame are
  /// taken from the lookahead's samples; only at that frame does the window run them all (as
  /// a host's catch-up does), show what it shows and have its events read. Returns the
  /// digest and how many frames were handed over.
  package static func handover(
    _ kind: DemoSceneKind, script: InteractionScript?, handsOver: Bool, settleFrames: Int = 60
  ) -> (digest: UInt64, handedOverFrames: Int) {
    let scene = kind.make(size: kind.defaultSize)
    let window = scene.window
    let runner = script.map { ScriptRunner(window: window, script: $0) }
    let total = (runner?.timeline.frameCount ?? 0) + settleFrames
    var hash = FNV1a()
    var strokes = StrokeSampling()
    var frame = 0
    var handedOver = 0
    var events = ""
    func run(frames: Int) {
      for _ in 0..<frames {
        if runner?.step() != true { window.tick(FrameInterval.nominal) }
      }
      frame += frames
      let now = scene.events().joined(separator: "\n")
      guard now != events else { return }
      events = now
      hash.combine(Double(frame))
      hash.combine(bytes: Array(now.utf8))
    }
    while frame < total {
      let nextEvent = runner?.nextEventFrame.map { $0 - frame } ?? total - frame
      if handsOver, nextEvent > 0,
        let ahead = CompositingLookahead(
          window: window, maximumFrames: Swift.min(nextEvent, total - frame),
          strokes: .elements)
      {
        let stretch = ahead.endingFrames.first ?? ahead.frames
        // The compositor shows the samples; the stretch's last frame is the host's, which
        // runs the window then (completions, new animations) and shows what it shows.
        for k in 1..<stretch {
          var shown: [CompositedLayerID: Shown] = [:]
          for track in ahead.tracks {
            shown[track.id] = Shown(
              geometry: track.geometry[k], opacity: track.opacity[k],
              stroke: track.strokes.isEmpty ? nil : track.strokes[k])
          }
          combineView(window, shown: shown, strokes: &strokes, into: &hash)
        }
        handedOver += stretch - 1
        run(frames: stretch)
        combineView(window, shown: [:], strokes: &strokes, into: &hash)
      } else {
        run(frames: 1)
        combineView(window, shown: [:], strokes: &strokes, into: &hash)
      }
    }
    return (hash.value, handedOver)
  }

  /// What the compositor shows of a handed-over layer at one frame: its place, its opacity,
  /// and its stroke when the stretch changes it (nil: what it draws now).
  private struct Shown {
    var geometry: LayerGeometry
    var opacity: Double
    var stroke: ElementStroke?
  }

  /// Each layer of `window` in drawing order: its place, opacity and stroke as the compositor
  /// shows them, from `shown` for a handed-over layer, else from its presentation now.
  private static func combineView(
    _ window: Window, shown: [CompositedLayerID: Shown], strokes: inout StrokeSampling,
    into hash: inout FNV1a
  ) {
    func visit(_ layer: Layer) {
      let handed = shown[CompositedLayerID(layer)]
      let g = handed?.geometry ?? CompositingPlan.geometry(layer)
      let opacity = handed?.opacity ?? CompositingPlan.opacity(layer)
      (handed?.stroke ?? strokes.stroke(of: layer))?.combine(into: &hash)
      for n in [g.bounds.minX, g.bounds.minY, g.bounds.width, g.bounds.height] { hash.combine(n) }
      for n in [g.position.x, g.position.y, g.anchorPoint.x, g.anchorPoint.y, opacity] {
        hash.combine(n)
      }
      for t in [g.transform, g.sublayerTransform] {
        for n in [t.a, t.b, t.c, t.d, t.tx, t.ty] { hash.combine(n) }
      }
      for sublayer in layer.sublayersInDrawingOrder { visit(sublayer) }
      if let mask = layer.mask { visit(mask) }
    }
    for root in window.layers { visit(root.presentation()) }
  }
}
