import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Testing

/// A view that records the touches it is sent.
@MainActor final class TouchRecorder: View {
  var touches: [Touch] = []
  override func touchesBegan(_ touches: [Touch]) { self.touches += touches }
  override func touchesMoved(_ touches: [Touch]) { self.touches += touches }
  override func touchesEnded(_ touches: [Touch]) { self.touches += touches }
  override func touchesCancelled(_ touches: [Touch]) { self.touches += touches }
}

/// `ControlHost`, the interface every host drives a window through: pointers with force,
/// keys, settings changed mid-animation, what changed, accessibility and focus, and bad input.
@MainActor @Suite struct ControlHostTests {
  static let size = Size(width: 200, height: 100)

  /// A host whose window holds a recorder filling it.
  static func recording() -> (ControlHost, TouchRecorder) {
    let host = ControlHost(settings: HostSettings(size: size))
    let recorder = TouchRecorder(frame: Rect(origin: .zero, size: size))
    host.window.rootView.addSubview(recorder)
    return (host, recorder)
  }

  @Test("a pen's force reaches the view, with its maximum; a mouse has none")
  func forces() {
    let (host, recorder) = Self.recording()
    #expect(
      host.send(
        PointerEvent(
          id: 1, phase: .began, location: Point(x: 10, y: 10), kind: .pen, force: 2,
          maximumForce: 4)) == .accepted)
    _ = host.frame(1 / 60)
    #expect(recorder.touches.last?.force == .available(force: 2, maximumPossible: 4))
    host.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 10, y: 10)))
    host.send(PointerEvent(id: 2, phase: .began, location: Point(x: 20, y: 10), kind: .mouse))
    _ = host.frame(1 / 60)
    #expect(recorder.touches.last?.force == .unavailable)
    #expect(host.pointersDown == [2])
  }

  @Test("nonsense is dropped or clamped with its reason, never trapped, never a stuck touch")
  func badInput() {
    let (host, recorder) = Self.recording()
    let nan = host.send(PointerEvent(id: 1, phase: .began, location: Point(x: .nan, y: 5)))
    guard case .ignored(let why) = nan, why.hasPrefix("pointer 1: location") else {
      Issue.record("a NaN location is dropped with its reason, got \(nan)")
      return
    }
    #expect(
      host.send(PointerEvent(id: 1, phase: .moved, location: Point(x: 1, y: 1)))
        == .ignored("pointer 1 moved but never began"))
    #expect(
      host.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 1, y: 1)))
        == .ignored("pointer 1 ended but is not down"))
    let over = host.send(
      PointerEvent(id: 3, phase: .began, location: Point(x: 5, y: 5), force: 10))
    guard case .clamped = over else {
      Issue.record("a force above the maximum is clamped, got \(over)")
      return
    }
    let negative = host.send(
      PointerEvent(id: 3, phase: .moved, location: Point(x: 6, y: 5), force: -1))
    guard case .clamped = negative else {
      Issue.record("a negative force is clamped, got \(negative)")
      return
    }
    #expect(
      host.send(PointerEvent(id: 3, phase: .began, location: Point(x: 5, y: 5)))
        == .ignored("pointer 3 began while it is down"))
    #expect(host.send(PointerEvent(id: 3, phase: .ended, location: Point(x: 6, y: 5))) == .accepted)
    #expect(
      host.send(PointerEvent(id: 3, phase: .ended, location: Point(x: 6, y: 5)))
        == .ignored("pointer 3 ended but is not down"))
    _ = host.frame(.nan)
    _ = host.frame(-1)
    #expect(host.window.time == 0, "a frame of NaN or negative seconds moves no time")
    let forces = recorder.touches.map(\.force)
    #expect(
      forces == [
        .available(
          force: TouchForce.threeDTouchMaximum, maximumPossible: TouchForce.threeDTouchMaximum),
        .available(force: 0, maximumPossible: TouchForce.threeDTouchMaximum),
        .available(force: 0, maximumPossible: TouchForce.threeDTouchMaximum),
      ], "the end keeps the last force")
    #expect(host.pointersDown.isEmpty)
    host.settings.size = Size(width: -5, height: .nan)
    #expect(host.window.bounds.size == Size(width: 0, height: 0))
    _ = host.frame(1 / 60)
  }

  @Test("a pointer the host loses is cancelled, and its touch ends")
  func cancelAll() {
    let (host, recorder) = Self.recording()
    host.send(PointerEvent(id: 4, phase: .began, location: Point(x: 5, y: 5)))
    host.send(PointerEvent(id: 5, phase: .began, location: Point(x: 50, y: 5)))
    host.cancelAllPointers()
    _ = host.frame(1 / 60)
    #expect(host.pointersDown.isEmpty && host.window.activeTouches.isEmpty)
    #expect(recorder.touches.suffix(2).map(\.phase) == [.cancelled, .cancelled])
  }

  @Test("changed rows: the first frame all of them, an idle frame none, a change its rows")
  func changedRows() {
    let host = ControlHost(settings: HostSettings(size: Self.size, scale: 2))
    let square = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    square.backgroundColor = .red
    host.window.rootView.addSubview(square)
    #expect(host.frame(1 / 60).changedRows == [0..<200])
    #expect(!host.frame(1 / 60).needsRedraw)
    square.frame.origin.y = 60
    let rows = host.frame(1 / 60).changedRows
    #expect(rows.count == 2 && rows[0].lowerBound >= 16 && rows[1].upperBound <= 184, "\(rows)")
    host.forgetTarget()
    #expect(host.frame(1 / 60).changedRows == [0..<200])
  }

  @Test("settings changed mid-animation: the floating menu opening, resized, reduced, mirrored")
  func settingsMidAnimation() throws {
    let scene = FloatingScene(size: FloatingScene.defaultSize)
    let host = ControlHost(
      window: scene.window, settings: HostSettings(size: scene.window.bounds.size))
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 320, y: 600)))
    _ = host.frame(1 / 60)
    host.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 320, y: 600)))
    for _ in 0..<6 { _ = host.frame(1 / 60) }
    host.settings.reduceMotion = true
    host.settings.size = Size(width: 320, height: 568)
    host.settings.layoutDirection = .rightToLeft
    host.settings.reduceTransparency = true
    var frame = host.frame(1 / 60)
    #expect(scene.window.reduceMotion && scene.window.reduceTransparency)
    #expect(scene.window.layoutDirection == .rightToLeft)
    #expect(frame.displayList.size == Size(width: 320, height: 568) && frame.pixelWidth == 640)
    var frames = 0
    while frame.needsRedraw, frames < 600 {
      frame = host.frame(1 / 60)
      frames += 1
    }
    #expect(!frame.needsRedraw, "the menu comes to rest in the new settings (\(frames) frames)")
    #expect(frame.accessibilityElements.contains { $0.label == "Neil Ross" })
  }

  @Test("the keyboard focus: tab focuses the dial, and the frame names its element")
  func focus() {
    let scene = DialScene(size: DialScene.defaultSize)
    let host = ControlHost(
      window: scene.window, settings: HostSettings(size: DialScene.defaultSize))
    #expect(host.frame(1 / 60).focusedElement == nil)
    host.send(KeyEvent(key: .tab, phase: .press))
    host.send(KeyEvent(key: .tab, phase: .release))
    let frame = host.frame(1 / 60)
    #expect(frame.focusedElement.map { frame.accessibilityElements[$0].label } == "Dial menu")
  }

  @Test("a demo script through the host gives the runner's display list, frame for frame")
  func sameAsTheRunner() throws {
    let text = """
      down 256 256
      wait 1.1
      move 300 256
      move 365 295
      wait 0.2
      move 131 223
      wait 0.3
      up
      wait 1
      """
    let script = try InteractionScript(parsing: text)
    let measurer = FallbackTextMeasurer()
    let byRunner = RadialScene(size: RadialScene.defaultSize)
    let runner = ScriptRunner(window: byRunner.window, script: script)
    let byHost = RadialScene(size: RadialScene.defaultSize)
    let host = ControlHost(
      window: byHost.window, settings: HostSettings(size: RadialScene.defaultSize))
    let player = HostScriptPlayer(host: host, script: script)
    var frame = 0
    while let hosted = player.step(measurer: measurer) {
      runner.step()
      #expect(hosted.displayList == byRunner.displayList(measurer: measurer), "frame \(frame)")
      frame += 1
    }
    #expect(frame == runner.timeline.frameCount && runner.isFinished)
  }

  @Test("cursor requests: a hand over the dial, closed while dragging it, none for a finger")
  func cursor() {
    let scene = DialScene(size: DialScene.defaultSize)
    let host = ControlHost(window: scene.window, settings: HostSettings(of: scene.window))
    scene.window.run(for: 1)
    #expect(host.frame(1 / 60).cursor == nil, "no mouse over the window")
    let item = scene.window.bounds.width / 2
    host.hover(at: Point(x: item, y: 60))
    #expect(host.frame(1 / 60).cursor == .openHand)
    host.hover(at: Point(x: .nan, y: 1))
    #expect(host.frame(1 / 60).cursor == nil, "a location that is not finite: gone")
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: item, y: 60), kind: .mouse))
    host.send(
      PointerEvent(id: 1, phase: .moved, location: Point(x: item + 30, y: 70), kind: .mouse))
    _ = host.frame(1 / 60)
    // Dragged far off the dial, the drag keeps its closed hand.
    host.send(PointerEvent(id: 1, phase: .moved, location: Point(x: 2000, y: 2000), kind: .mouse))
    #expect(host.frame(1 / 60).cursor == .closedHand)
    host.send(
      PointerEvent(id: 1, phase: .ended, location: Point(x: item + 40, y: 80), kind: .mouse))
    #expect(host.frame(1 / 60).cursor == .openHand, "let go over the dial: open again")
    host.send(PointerEvent(id: 2, phase: .began, location: Point(x: item, y: 60), kind: .touch))
    host.hover(at: nil)
    #expect(host.frame(1 / 60).cursor == nil, "a finger shows no cursor")
  }

  @Test("a control taking the keyboard focus asks the host for the keyboard, once")
  func keyboardFocusRequest() {
    let scene = FloatingScene(size: FloatingScene.defaultSize)
    let host = ControlHost(window: scene.window, settings: HostSettings(of: scene.window))
    #expect(!host.frame(1 / 60).requestsKeyboardFocus)
    host.send(KeyEvent(key: .tab, phase: .press))
    #expect(host.frame(1 / 60).requestsKeyboardFocus)
    #expect(!host.frame(1 / 60).requestsKeyboardFocus, "taken once")
  }

  @Test("a target redrawn every frame gets all rows; one that keeps backdrops reuses blurs")
  func targets() {
    let scene = FloatingScene(size: FloatingScene.defaultSize)
    let every = ControlHost(
      window: scene.window, settings: HostSettings(of: scene.window), target: .redrawnEveryFrame)
    for _ in 0..<3 {
      let frame = every.frame(1 / 60)
      #expect(frame.changedRows == [0..<frame.pixelHeight])
    }
    let open = FloatingScene(size: FloatingScene.defaultSize)
    let keeping = ControlHost(
      window: open.window, settings: HostSettings(of: open.window),
      target: .bitmap(pixels: .kept(drawingsWhole: true, backdrops: true)))
    keeping.send(PointerEvent(id: 1, phase: .began, location: Point(x: 320, y: 600)))
    _ = keeping.frame(1 / 60)
    keeping.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 320, y: 600)))
    for _ in 0..<60 { _ = keeping.frame(1 / 60) }  // open and settled
    let settled = keeping.frame(1 / 60)
    #expect(settled.changedRows.isEmpty)
    #expect(
      settled.groupInkBoxes.count
        == settled.displayList.commands.filter {
          switch $0 {
          case .beginTransparencyGroup, .beginMaskedContent, .beginShadow: true
          default: false
          }
        }.count)
  }

  @Test("a compositor target: no display list, no rows; the window still ticks and speaks")
  func compositorTarget() {
    let scene = DialScene(size: DialScene.defaultSize)
    let host = ControlHost(
      window: scene.window, settings: HostSettings(of: scene.window), target: .compositor)
    host.send(KeyEvent(key: .tab, phase: .press))
    let frame = host.frame(1 / 60)
    #expect(frame.displayList.commands.isEmpty && frame.changedRows.isEmpty)
    #expect(frame.displayList.size == scene.window.bounds.size)
    #expect(!frame.accessibilityElements.isEmpty && frame.focusedElement != nil)
    var plan = CompositingPlan()
    let operations = plan.update(layers: scene.window.layers, scale: frame.scale)
    #expect(operations.contains { $0.draws })
  }

  @Test("haptics: the floating menu opening asks for a light impact, a choice for a tick")
  func haptics() {
    let scene = FloatingScene(size: FloatingScene.defaultSize)
    let host = ControlHost(
      window: scene.window, settings: HostSettings(size: FloatingScene.defaultSize))
    var played: [HapticFeedback] = []
    func run(_ frames: Int) {
      for _ in 0..<frames { played += host.frame(1 / 60).haptics }
    }
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 320, y: 600)))
    run(1)
    host.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 320, y: 600)))
    run(40)
    #expect(played == [.impact(.light, intensity: 1)])
    host.send(PointerEvent(id: 2, phase: .began, location: Point(x: 320, y: 390)))
    run(1)
    host.send(PointerEvent(id: 2, phase: .ended, location: Point(x: 320, y: 390)))
    run(40)
    #expect(played == [.impact(.light, intensity: 1), .selection])
    #expect(host.frame(1 / 60).haptics.isEmpty, "taken once")
  }

  @Test("haptic requests are bounded, and an impact's intensity is clamped")
  func hapticRequests() {
    let window = Window(size: Self.size)
    window.requestHaptic(.impact(.rigid, intensity: 7))
    window.requestHaptic(.impact(.soft, intensity: .nan))
    #expect(
      window.takeHapticRequests() == [.impact(.rigid, intensity: 1), .impact(.soft, intensity: 1)])
    for _ in 0..<100 { window.requestHaptic(.selection) }
    window.requestHaptic(.notification(.success))
    let taken = window.takeHapticRequests()
    #expect(taken.count == Window.hapticRequestCapacity && taken.last == .notification(.success))
  }
}
