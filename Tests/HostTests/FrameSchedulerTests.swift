import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusViews
import Testing

/// The Apple hosts' display-link lifecycle, decided by `FrameScheduler` and the window's
/// rest: one link per window, invalidated on leaving it, paused at rest, woken by input.
@MainActor @Suite struct FrameSchedulerTests {
  @Test("one link per window: made on joining, invalidated on leaving, remade on moving")
  func lifecycle() {
    var s = FrameScheduler()
    #expect(s.viewDidMove(toWindow: false) == .none)
    #expect(s.viewDidMove(toWindow: true) == .create)
    #expect(s.state == .running)
    #expect(s.viewDidMove(toWindow: true) == .recreate, "a move to another window")
    #expect(s.viewDidMove(toWindow: false) == .invalidate)
    #expect(s.state == .none)
    #expect(s.wake() == .none, "no link to wake")
    #expect(s.frameDidRun(isAtRest: true) == .none)
  }

  @Test("paused at rest, resumed on wake; the time paused is not animation time")
  func pauseAndResume() {
    var s = FrameScheduler()
    _ = s.viewDidMove(toWindow: true)
    #expect(s.interval(at: 10, nominal: 1 / 60) == 1.0 / 60, "the first frame: one nominal frame")
    #expect(abs(s.interval(at: 10.02, nominal: 1 / 60) - 0.02) < 1e-12)
    #expect(s.frameDidRun(isAtRest: false) == .none)
    #expect(s.frameDidRun(isAtRest: true) == .pause)
    #expect(s.probesOnRunLoopTurn)
    #expect(s.frameDidRun(isAtRest: true) == .none, "already paused")
    #expect(s.wake() == .resume)
    #expect(!s.probesOnRunLoopTurn)
    #expect(s.wake() == .none)
    #expect(s.interval(at: 95, nominal: 1 / 120) == 1.0 / 120, "85 s paused: one frame")
    #expect(s.interval(at: 94, nominal: 1 / 120) == 1.0 / 120, "backwards: one frame")
    #expect(s.interval(at: 200, nominal: 1 / 120) == 1.0 / 20, "a stall advances at most 1/20 s")
    #expect(s.interval(at: 200.001, nominal: 1 / 120) == 1.0 / 240, "a burst at least 1/240 s")
    #expect(s.interval(at: .nan, nominal: .nan) == 1.0 / 60)
  }

  @Test("a dial at rest pauses the link; a touch wakes it; a shown menu settles back to rest")
  func dialRest() {
    let host = ControlHost(settings: HostSettings(size: Size(width: 390, height: 844)))
    let dial = DialMenu(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    dial.itemViews = ["A", "B", "C", "D"].map { MenuItem(title: $0) }
    host.window.rootView.addSubview(dial)
    var s = FrameScheduler()
    _ = s.viewDidMove(toWindow: true)
    dial.show()
    var frames = 0
    var action = FrameScheduler.Action.none
    while action != .pause, frames < 60 * 60 {
      action = s.frameDidRun(isAtRest: host.frame(1 / 60).isAtRest)
      frames += 1
    }
    #expect(action == .pause, "the shown dial comes to rest")
    #expect(frames > 18, "not before the 0.3 s show animation ended (\(frames) frames)")
    // A touch on the dial: the host wakes the link before sending it.
    #expect(s.wake() == .resume)
    let top = dial.convert(dial.itemViews[0].center, to: nil)
    host.send(PointerEvent(id: 1, phase: .began, location: top))
    #expect(!host.frame(1 / 60).isAtRest, "a touch is down")
    host.send(PointerEvent(id: 1, phase: .ended, location: top))
    var rests = false
    for _ in 0..<(60 * 60) where !rests { rests = host.frame(1 / 60).isAtRest }
    #expect(rests)
  }

  @Test("a long press waiting on its timer is not at rest though it draws nothing new")
  func longPressIsNotRest() {
    let host = ControlHost(settings: HostSettings(size: Size(width: 300, height: 300)))
    let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let press = LongPressGestureRecognizer()
    var began = false
    press.addAction { if $0.state == .began { began = true } }
    view.addGestureRecognizer(press)
    host.window.rootView.addSubview(view)
    _ = host.frame(1 / 60)
    #expect(host.frame(1 / 60).isAtRest)
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 150, y: 150)))
    var restedWhileHeld = false
    var drew = false
    for _ in 0..<20 {
      let frame = host.frame(1 / 60)
      drew = drew || frame.needsRedraw
      restedWhileHeld = restedWhileHeld || frame.isAtRest
    }
    #expect(!drew, "nothing new to draw while the press is held")
    #expect(!restedWhileHeld)
    host.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 150, y: 150)))
    #expect(!began, "released before the 0.5 s")
    _ = host.frame(1 / 60)
    #expect(host.frame(1 / 60).isAtRest)
  }
}
