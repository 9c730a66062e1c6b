import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Testing

/// Handing a coasting window's motion to the compositor (`ControlHost.lookahead`,
/// `advance(frames:)`) and the clock a host catches up by (`HandoverClock`). The demo
/// scripts' frames and events, handed over against stepped, are `HandoverDigestTests`.
@MainActor @Suite struct HandoverTests {
  /// A floating menu over a floating button in a 375 × 667 host.
  static func floating() -> (ControlHost, FloatingMenuController) {
    let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667)))
    let fab = FloatingButton(image: Image.placeholder)
    fab.frame = Rect(center: Point(x: 320, y: 600), size: Size(width: 56, height: 56))
    host.window.rootView.addSubview(fab)
    let menu = FloatingMenuController(
      fromView: fab, items: ["One", "Two", "Three"].map { .init(title: $0) })
    _ = host.frame(1 / 60)
    return (host, menu)
  }

  @Test("an opening coasts: its springs are known ahead; a touch down or at rest, nothing")
  func lookahead() throws {
    let (host, menu) = Self.floating()
    #expect(host.lookahead(maximumFrames: 120) == nil, "at rest: nothing moves")
    menu.open()
    _ = host.frame(1 / 60)
    let ahead = try #require(host.lookahead(maximumFrames: 120))
    // 0.4 s springs, staggered: the last ends within a second; the buttons and the fade move.
    #expect(ahead.frames > 20 && ahead.frames < 60, "\(ahead.frames) frames")
    #expect(!ahead.tracks.isEmpty)
    #expect(ahead.endingFrames.last == ahead.frames, "the last animation ends the stretch")
    #expect(ahead.tracks.allSatisfy { $0.geometry.count == ahead.frames + 1 })
    #expect(host.lookahead(maximumFrames: 5)?.frames == 5, "cut at the most asked for")
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 20, y: 20)))
    #expect(host.lookahead(maximumFrames: 120) == nil, "input waiting: it does not coast")
    _ = host.frame(1 / 60)
    #expect(host.lookahead(maximumFrames: 120) == nil, "a touch down: it does not coast")
  }

  @Test("advancing the frames shown reaches what stepping them reaches, value for value")
  func advance() throws {
    let (stepped, steppedMenu) = Self.floating()
    let (handed, handedMenu) = Self.floating()
    for (host, menu) in [(stepped, steppedMenu), (handed, handedMenu)] {
      menu.open()
      _ = host.frame(1 / 60)
    }
    let ahead = try #require(handed.lookahead(maximumFrames: 120))
    for _ in 0..<12 { _ = stepped.frame(FrameInterval.nominal) }
    handed.advance(frames: 12)
    _ = handed.present()
    // Where the lookahead said each layer would be at frame 12 is where running got it.
    for track in ahead.tracks {
      let layer = try #require(Self.layer(track.id, in: handed.window))
      let shown = layer.presentation()
      #expect(shown.position == track.geometry[12].position)
      #expect(shown.transform == track.geometry[12].transform)
      #expect(shown.opacity == track.opacity[12])
    }
    #expect(handedMenu.inspection == steppedMenu.inspection)
    #expect(handed.window.time == stepped.window.time)
    // The rest, and the menu opens in both at the same frame.
    let rest = ahead.frames - 12
    for _ in 0..<rest { _ = stepped.frame(FrameInterval.nominal) }
    handed.advance(frames: rest)
    #expect(steppedMenu.isOpen && handedMenu.isOpen)
    #expect(handedMenu.inspection == steppedMenu.inspection)
  }

  @Test("a stretch looked at again part way goes on as the first said; another pace does not")
  func continues() throws {
    let (host, menu) = Self.floating()
    menu.open()
    // The app's own animation with a completion: a stop part way through the opening.
    var completions = 0
    View.animate(
      withDuration: 0.2, animations: { host.window.rootView.subviews[0].alpha = 0.5 },
      completion: { _ in completions += 1 })
    _ = host.frame(1 / 60)
    let first = try #require(host.lookahead(maximumFrames: 120))
    let stop = first.endingFrames[0]
    #expect(stop > 6 && stop < first.frames, "\(first.endingFrames) of \(first.frames)")
    host.advance(frames: stop)
    #expect(completions == 1)
    let again = try #require(host.lookahead(maximumFrames: 120))
    #expect(again.continues(first) == stop, "the fade ending there changes nothing else")
    #expect(again.frames == first.frames - stop)
    #expect(first.continues(first) == 0)
    // A frame of another length: the window is between the first's frames.
    _ = host.frame(FrameInterval.nominal / 2)
    let off = try #require(host.lookahead(maximumFrames: 120))
    #expect(off.continues(first) == nil)
    // Closing part way: a new motion.
    menu.close()
    _ = host.frame(FrameInterval.nominal)
    let closing = try #require(host.lookahead(maximumFrames: 120))
    #expect(closing.continues(first) == nil)
  }

  @Test("only an end that runs code stops a stretch: a completion, a transaction's last")
  func endsThatRunCode() throws {
    let host = ControlHost(settings: HostSettings(size: Size(width: 200, height: 200)))
    let views = (0..<4).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
    for view in views { host.window.rootView.addSubview(view) }
    _ = host.frame(1 / 60)
    var ran: [String] = []
    // 0.1 s with no completion: it ends with nothing to run.
    View.animate(withDuration: 0.1, animations: { views[0].alpha = 0 })
    // A transaction of 0.2 s and 0.3 s: its completion runs when the second ends.
    Transaction.begin()
    Transaction.setCompletionBlock { ran.append("transaction") }
    View.animate(withDuration: 0.2, animations: { views[1].alpha = 0 })
    View.animate(withDuration: 0.3, animations: { views[2].alpha = 0 })
    Transaction.commit()
    // 0.5 s with a completion.
    View.animate(
      withDuration: 0.5, animations: { views[3].alpha = 0 },
      completion: { _ in ran.append("own") })
    _ = host.frame(1 / 60)
    let ahead = try #require(host.lookahead(maximumFrames: 120))
    #expect(ahead.endingFrames == [18, 30], "\(ahead.endingFrames) of \(ahead.frames)")
    #expect(ahead.frames == 30)
    host.advance(frames: 17)
    #expect(ran.isEmpty)
    host.advance(frames: 1)
    #expect(ran == ["transaction"], "a transaction's completion waits for its view animations")
    host.advance(frames: 12)
    #expect(ran == ["transaction", "own"])
  }

  @Test("the clock: frames shown, when the host runs again, a stretch not worth handing over")
  func clock() throws {
    let (host, menu) = Self.floating()
    menu.open()
    _ = host.frame(1 / 60)
    let ahead = try #require(host.lookahead(maximumFrames: 120))
    let clock = HandoverClock(ahead, beginTime: 100)
    let frame = FrameInterval.nominal
    #expect(clock.framesShown(at: 100) == 0)
    #expect(clock.framesShown(at: 100 + 3 * frame) == 3, "exactly a frame's time: that frame")
    #expect(clock.framesShown(at: 100 + 3.9 * frame) == 3)
    #expect(clock.framesShown(at: 99) == 0, "before it began")
    #expect(clock.framesShown(at: 1000) == ahead.frames, "at most the stretch")
    #expect(clock.framesShown(at: .nan) == 0)
    #expect(clock.firstStop == ahead.endingFrames[0])
    #expect(abs(clock.dueTime - (100 + Double(clock.firstStop - 1) * frame)) < 1e-9)
  }

  /// The model layer of `window` that `id` names.
  static func layer(_ id: CompositedLayerID, in window: Window) -> Layer? {
    func find(_ layer: Layer) -> Layer? {
      if CompositedLayerID(layer) == id { return layer }
      for sublayer in layer.sublayers { if let found = find(sublayer) { return found } }
      return layer.mask.flatMap(find)
    }
    return window.layers.lazy.compactMap(find).first
  }
}
