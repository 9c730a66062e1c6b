public import DynamicMenusLayers

/// A stretch of a window's motion known before it runs: while nothing but layer animations
/// that move or fade layers can change the window (`Window.isCoasting`), each layer's place
/// and opacity at every later frame is a pure function of its animations, so a host can
/// hand the whole stretch to its compositor as keyframe animations (the browser's Web
/// Animations, Core Animation's `CAKeyframeAnimation`) and step nothing while it runs.
///
/// The frames are the window's own: frame `k` is the one whose walk is at `time` plus `k`
/// intervals, summed one by one as the window's ticks sum them, so that the host that later
/// runs those frames (``frames`` ticks of `interval`) reaches exactly these values. The
/// stretch ends at the frame whose walk finds every animation over, or after
/// `maximumFrames`; completions run at the walks of ``endingFrames``, where the host runs
/// the window to fire them (an event, a new animation) and looks ahead again.
///
/// ```swift
/// if window.isCoasting, let ahead = CompositingLookahead(
///   layers: window.layers, time: window.time, interval: 1 / 60, maximumFrames: 120) {
///   for track in ahead.tracks { animate(track.id, track.geometry, track.opacity) }
/// }
/// ```
public struct CompositingLookahead {
  /// One layer that moves or fades during the stretch: its place and opacity at frames
  /// 0 (now) through ``CompositingLookahead/frames``.
  public struct Track {
    /// The layer, as ``CompositingPlan`` names it.
    public var id: CompositedLayerID
    /// Where it sits at each frame, as ``CompositingPlan`` sets it.
    public var geometry: [LayerGeometry]
    /// Its opacity at each frame, 0…1, as ``CompositingPlan`` sets it.
    public var opacity: [Double]
    /// What it draws at each frame, when the stretch was made with `strokes` and its
    /// animations change that (a ring's radius, a line's stroke end, a dashed ring's width):
    /// one stroke the host draws as an element, of one kind and colour throughout (a frame
    /// that draws nothing holds it with nothing shown: ``ElementStroke/hidden``); else empty.
    package var strokes: [ElementStroke] = []
    /// Whether its strokes are sampled: its animations change what it draws.
    var samplesStrokes = false
    /// Its look at frame 0 but its opacity, when its strokes are sampled: it may not change.
    var look: LayerAppearance?
  }

  /// How many frames the stretch lasts, ≥ 1.
  public let frames: Int
  /// The window's time at frames 0…``frames``, seconds: the walks' times, summed frame by
  /// frame as the window's ticks sum them.
  public let times: [Double]
  /// The frames, 1…``frames`` ascending, whose walks end an animation whose end runs code:
  /// its completion, or that of a transaction it is the last animation of
  /// (`CATransaction.setCompletionBlock`, `UIView.animate`'s `completion`). The stretch runs
  /// through any other end: it changes nothing but what the layer shows, which the samples
  /// hold.
  public let endingFrames: [Int]
  /// The layers that move or fade, in tree order.
  public let tracks: [Track]

  /// What moves a window's layers besides their animations, run ahead with them: its dynamic
  /// animators, forecast (`DynamicAnimator.beginForecast()`). `begin` starts it (false: it
  /// cannot be), `frame` runs one frame of the given seconds (false: the frame calls out, and
  /// the stretch ends at it), `end` puts back what it changed but the layers, which the
  /// lookahead puts back itself.
  public struct Forecast {
    /// Starts the forecast; false when it cannot run.
    public var begin: () -> Bool
    /// Runs one frame of the given seconds; false when the window must run that frame.
    public var frame: (Double) -> Bool
    /// Ends the forecast, putting back all but the layers.
    public var end: () -> Void

    /// A forecast from its three steps.
    public init(
      begin: @escaping () -> Bool, frame: @escaping (Double) -> Bool, end: @escaping () -> Void
    ) {
      self.begin = begin
      self.frame = frame
      self.end = end
    }
  }

  /// The stretch from a walk at `time` (seconds) of `layers` (a window's, bottom to top),
  /// frames `interval` seconds apart, at most `maximumFrames` of them; nil when nothing moves,
  /// an animation changes anything but a layer's place or opacity (its position, anchor
  /// point, transform or opacity), or a place is not finite. With a `forecast` (the window's
  /// physics) the stretch runs until it calls out (that frame ends the stretch) or
  /// `maximumFrames`, its layers moving as the forecast and the animations move them
  /// together; a forecast frame that changes more than places and opacities ends it too.
  /// Physics that moves nothing is a stretch too, with no tracks: a body at rest on its
  /// boundary until its animator pauses (half a second) needs no frame until then.
  /// The layers are as they were when it returns.
  public init?(
    layers: [Layer], time: Double, interval: Double, maximumFrames: Int,
    forecast: Forecast? = nil
  ) {
    self.init(
      layers: layers, time: time, interval: interval, maximumFrames: maximumFrames,
      forecast: forecast, strokes: nil)
  }

  /// ``init(layers:time:interval:maximumFrames:forecast:)``; with `strokes` (a host that
  /// draws a stroke as an element of its own: the browser's), also while animations change
  /// what shape layers draw, each such layer's stroke sampled at every frame by it
  /// (``Track/strokes``); nil when one draws anything but one stroke, changes its kind or
  /// colour, or changes how it looks besides (its background, border, shadow), or when its
  /// bounds change (a ring's radius) while it has sublayers, a mask or anything drawn from
  /// its bounds.
  package init?(
    layers: [Layer], time: Double, interval: Double, maximumFrames: Int,
    forecast: Forecast?, strokes: StrokeSampler?
  ) {
    guard interval > 0, interval.isFinite, maximumFrames > 0,
      layers.allSatisfy({ $0.animationsAreKnown(drawings: strokes != nil) })
    else { return nil }
    // The layers that move, each with its track, in tree order (`order`: each one's place
    // in it): those animated now, then those the forecast moves, their samples before it
    // moved them filled in.
    var moving: [Layer] = []
    var tracks: [Track] = []
    var order: [Int] = []
    func track(_ layer: Layer, index: Int) -> Int {
      // Each track's samples in one allocation of the same size whatever the stretch's
      // length (`maximumFrames` + 1): grown sample by sample, or sized to each stretch, the
      // arrays of some twenty tracks at a time took blocks of every size class of the page's
      // allocator, whose pages stay with their class, and its heap grew for minutes.
      var track = Track(id: CompositedLayerID(layer), geometry: [], opacity: [])
      track.geometry.reserveCapacity(maximumFrames + 1)
      track.opacity.reserveCapacity(maximumFrames + 1)
      if strokes != nil && layer.animatesItsDrawing {
        track.samplesStrokes = true
        track.strokes.reserveCapacity(maximumFrames + 1)
      }
      var i = order.count
      while i > 0, order[i - 1] > index { i -= 1 }
      moving.insert(layer, at: i)
      tracks.insert(track, at: i)
      order.insert(index, at: i)
      return i
    }
    var snapshot = forecast.map { _ in LayerTreeSnapshot(layers) }
    if let snapshot {
      snapshot.forEachAnimated { _ = track($1, index: $0) }
    } else {
      var index = 0
      for root in layers {
        root.forEachLayer {
          if $0.hasAnimationsNotEnded { _ = track($0, index: index) }
          index += 1
        }
      }
      guard !moving.isEmpty else { return nil }
    }
    var forecasting = forecast?.begin() ?? false
    defer {
      // Back to the walk's time: the tree shows what it showed.
      if forecast != nil {
        forecast?.end()
        snapshot?.restore()
      }
      for root in layers { root.peekAnimations(at: time) }
      for layer in moving { layer.refreshPresentation(deep: false) }
    }
    guard forecast == nil || forecasting else { return nil }
    func sample(_ shown: Layer, into track: inout Track, count: Int = 1) -> Bool {
      let geometry = CompositingPlan.geometry(shown)
      guard geometry.isFinite else { return false }
      let opacity = CompositingPlan.opacity(shown)
      for _ in 0..<count {
        track.geometry.append(geometry)
        track.opacity.append(opacity)
      }
      return true
    }
    var drawn = StrokeSampling()
    var times: [Double] = [time]
    times.reserveCapacity(maximumFrames + 1)
    var ending: [Int] = []
    var endings = AnimationEndings()
    while true {
      let k = times.count - 1
      let t = times[k]
      if k > 0, forecasting, let forecast {
        // A forecast frame that calls out, or changes more than places and opacities, is
        // the stretch's last: the window runs it.
        forecasting = forecast.frame(interval) && snapshot?.changesOnlyPlaces == true
        var fine = true
        snapshot?.noteMoved { index, layer, before in
          let i = track(layer, index: index)
          fine = sample(before, into: &tracks[i], count: k) && fine
        }
        guard fine else { return nil }
      }
      for root in layers { root.peekAnimations(at: t) }
      for (i, layer) in moving.enumerated() {
        let shown = layer.refreshPresentation(deep: false)
        guard sample(shown, into: &tracks[i]) else { return nil }
        if let strokes, tracks[i].samplesStrokes {
          guard strokes.sample(&drawn, shown, &tracks[i], k) else { return nil }
        }
      }
      if k > 0 {
        var runsCode = false
        for layer in moving {
          runsCode =
            layer.noteAnimationsEnding(after: times[k - 1], by: t, in: &endings) || runsCode
        }
        if runsCode { ending.append(k) }
      }
      let over =
        forecast == nil ? moving.allSatisfy { $0.animationsHaveEnded(by: t) } : !forecasting
      if k == maximumFrames || (k > 0 && over) { break }
      times.append(t + interval)
    }
    guard !moving.isEmpty || forecast != nil else { return nil }
    if let strokes {
      for i in tracks.indices where tracks[i].samplesStrokes {
        guard strokes.finish(drawn, &tracks[i], moving[i]) else { return nil }
      }
    }
    frames = times.count - 1
    self.times = times
    endingFrames = ending
    // A layer whose animations leave it where it is (a spring already home) is not a track.
    self.tracks = tracks.filter { !$0.standsStill(from: 0) }
  }

  /// Where this stretch goes on exactly as `earlier` does: the frame of `earlier` this one
  /// begins at, when the window ran `earlier`'s frames up to it (its time is that frame's)
  /// and every layer moves and fades from there as `earlier` said, to the same end; nil
  /// otherwise (a completion started a new motion, or the window ran at another pace). A
  /// compositor running `earlier`'s keyframes then keeps them.
  public func continues(_ earlier: CompositingLookahead) -> Int? {
    guard let start = earlier.times.firstIndex(of: times[0]),
      earlier.frames - start == frames
    else { return nil }
    var tracks = self.tracks[...]
    for track in earlier.tracks {
      if let next = tracks.first, next.id == track.id {
        guard next.geometry[...] == track.geometry[start...],
          next.opacity[...] == track.opacity[start...],
          next.strokes.isEmpty
            ? track.strokes.isEmpty : next.strokes[...] == track.strokes[start...]
        else { return nil }
        tracks = tracks.dropFirst()
      } else if !track.standsStill(from: start) {
        return nil
      }
    }
    return tracks.isEmpty ? start : nil
  }
}

extension CompositingLookahead.Track {
  /// Whether the layer stays where it is at frame `start` (and as opaque) to the end.
  func standsStill(from start: Int) -> Bool {
    geometry[start...].allSatisfy { $0 == geometry[start] }
      && opacity[start...].allSatisfy { $0 == opacity[start] }
      && strokes.dropFirst(start).allSatisfy { $0 == strokes[start] }
  }
}
