import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Testing

/// A window's physics in its lookahead (`CompositingLookahead(window:maximumFrames:)`): the
/// forecast's layers are tracks, sampled as the frames run for real will place them; the
/// stretch ends where the physics calls out; and the window is as it was afterwards. The
/// demo scripts' dial and slide menu, handed over against stepped, are
/// `HandoverDigestTests`.
@MainActor @Suite struct ForecastLookaheadTests {
  /// A 40 pt box falling in a 375 × 667 host onto a floor at y 600, its animator referencing
  /// the root view.
  static func fallingBox() -> (ControlHost, View, DynamicAnimator) {
    let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667)))
    let box = View(frame: Rect(x: 100, y: 100, width: 40, height: 40))
    box.backgroundColor = .red
    host.window.rootView.addSubview(box)
    let animator = DynamicAnimator(referenceView: host.window.rootView)
    let collision = CollisionBehavior(items: [box])
    collision.addBoundary(
      withIdentifier: "floor", from: Point(x: 0, y: 600), to: Point(x: 375, y: 600))
    animator.addBehavior(GravityBehavior(items: [box]))
    animator.addBehavior(collision)
    _ = host.frame(FrameInterval.nominal)
    return (host, box, animator)
  }

  @Test("a fall is a track until the floor's contact, placed as the frames run place it")
  func fall() throws {
    let (host, box, animator) = Self.fallingBox()
    #expect(host.window.isCoasting && !host.window.isAtRest)
    let before = (box.center, animator.elapsedTime, host.window.time)
    let ahead = try #require(host.lookahead(maximumFrames: 120))
    #expect(box.center == before.0 && animator.elapsedTime == before.1, "put back")
    #expect(box.layer.presentation().position == before.0, "the presentation too")
    // 1 g over 460 pt: about half a second, and then the contact stops it.
    #expect(ahead.frames > 20 && ahead.frames < 60, "\(ahead.frames) frames")
    let track = try #require(ahead.tracks.first { $0.id == CompositedLayerID(box.layer) })
    #expect(ahead.tracks.count == 1)
    for k in 1..<ahead.frames {
      _ = host.frame(FrameInterval.nominal)
      #expect(box.layer.presentation().position == track.geometry[k].position, "frame \(k)")
    }
    #expect(host.window.time == ahead.times[ahead.frames - 1])
  }

  @Test("a body at rest until its animator pauses is a stretch with no tracks, to the pause")
  func restUntilPause() throws {
    let (host, box, animator) = Self.fallingBox()
    // Down to the floor, its bounces over and still there for three frames: only the pause
    // is to come.
    var frames = 0
    var still = 0
    while still < 3 && frames < 300 {
      let last = box.center
      _ = host.frame(FrameInterval.nominal)
      frames += 1
      still = box.center == last && box.center.y == 580 ? still + 1 : 0
    }
    let last = box.center
    #expect(animator.isRunning && box.center.y == 580, "\(box.center), \(frames) frames")
    let ahead = try #require(host.lookahead(maximumFrames: 120), "a still stretch")
    #expect(ahead.tracks.isEmpty && ahead.endingFrames.isEmpty)
    // Sleeping takes half a second of rest: most of it is still to come.
    #expect(ahead.frames >= HandoverClock.minimumFrames && ahead.frames <= 30, "\(ahead.frames)")
    #expect(animator.isRunning && box.center == last, "put back")
    host.advance(frames: ahead.frames - 1)
    #expect(animator.isRunning, "running until the stretch's last frame")
    host.advance(frames: 1)
    #expect(!animator.isRunning && box.center == last, "paused at it, where it rested")
  }

  @Test("an action with no forecast role keeps the window stepping")
  func unforeseen() {
    let (host, _, animator) = Self.fallingBox()
    let custom = DynamicBehavior()
    custom.action = {}
    animator.addBehavior(custom)
    _ = host.frame(FrameInterval.nominal)
    #expect(!host.window.isCoasting)
    #expect(host.lookahead(maximumFrames: 120) == nil)
    custom.forecast = DynamicForecast(frame: { true })
    #expect(host.lookahead(maximumFrames: 120) != nil)
  }

  /// The lookahead of `layers` from time 0, at most 30 frames, with a forecast whose frame
  /// `n` (from 1) runs `frame(n)`, which says whether it goes on.
  static func lookahead(_ layers: [Layer], frame: @escaping (Int) -> Bool)
    -> CompositingLookahead?
  {
    var n = 0
    let forecast = CompositingLookahead.Forecast(
      begin: {
        n = 0
        return true
      },
      frame: { _ in
        n += 1
        return frame(n)
      },
      end: {})
    return CompositingLookahead(
      layers: layers, time: 0, interval: 1.0 / 60, maximumFrames: 30, forecast: forecast)
  }

  @Test("a forecast frame that changes more than places ends the stretch there, put back")
  func moreThanPlaces() throws {
    let root = Layer()
    let moved = Layer()
    moved.disableActions = true  // no implicit animation: the forecast's own moves
    root.addSublayer(moved)
    let ahead = try #require(
      Self.lookahead([root]) { frame in
        moved.position = Point(x: Double(frame), y: 0)
        if frame == 4 { moved.backgroundColor = .red }
        return true
      })
    #expect(ahead.frames == 4)
    #expect(ahead.tracks.map(\.id) == [CompositedLayerID(moved)])
    #expect(ahead.tracks[0].geometry.map(\.position.x) == [0, 1, 2, 3, 4])
    #expect(moved.position == .zero && moved.backgroundColor == nil, "put back")
  }

  @Test("a layer the forecast moves later is a track from frame 0, in tree order")
  func movesLater() throws {
    let root = Layer()
    let later = Layer()
    let first = Layer()
    for layer in [later, first] {
      layer.disableActions = true
      root.addSublayer(layer)
    }
    later.position = Point(x: 5, y: 0)
    later.opacity = 0.5
    let ahead = try #require(
      Self.lookahead([root]) { frame in
        first.position = Point(x: Double(frame), y: 0)
        if frame >= 3 { later.position = Point(x: 5 + Double(frame - 2), y: 0) }
        return frame < 5
      })
    #expect(ahead.frames == 5)
    #expect(ahead.tracks.map(\.id) == [CompositedLayerID(later), CompositedLayerID(first)])
    // Before the forecast moved it, the layer showed where it was, as opaque as it was.
    #expect(ahead.tracks[0].geometry.map(\.position.x) == [5, 5, 5, 6, 7, 8])
    #expect(ahead.tracks[0].opacity == Array(repeating: 0.5, count: 6))
    #expect(ahead.tracks[1].geometry.map(\.position.x) == [0, 1, 2, 3, 4, 5])
    #expect(later.position.x == 5 && first.position == .zero, "put back")
  }
}
