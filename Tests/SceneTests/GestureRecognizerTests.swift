import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

@MainActor
@Suite("Gesture recognizers: UIKit's state machines under scripted touches")
struct GestureRecognizerTests {
  @Test("a tap is recognized on the lift")
  func tap() {
    let (window, _, log) = scene(with: TapGestureRecognizer())
    play("tap 100 100", on: window)
    #expect(log.states == [.recognized])
    #expect(log.times == [1 / 60.0])
  }

  @Test(
    "a tap fails when it moves past 45 pt or is held past 0.75 s",
    arguments: [
      "down 100 100\nmove 146 100\nup", "down 100 100\nwait 0.8\nup",
      "tap 100 100 id 1\nwait 0.01",
    ])
  func tapFails(script: String) {
    let tap = TapGestureRecognizer()
    if script.contains("id 1") { tap.numberOfTouchesRequired = 2 }
    let (window, _, log) = scene(with: tap)
    play(script, on: window)
    #expect(log.states.isEmpty)
  }

  @Test("a tap that wanders 44 pt still counts")
  func tapWithinMovement() {
    let (window, _, log) = scene(with: TapGestureRecognizer())
    play("down 100 100\nmove 144 100\nup", on: window)
    #expect(log.states == [.recognized])
  }

  @Test("a double tap needs the second tap within 0.35 s")
  func doubleTap() {
    let (window, _, log) = scene(with: TapGestureRecognizer(taps: 2))
    play("tap 100 100\nwait 0.2\ntap 102 101", on: window)
    #expect(log.states == [.recognized])
    play("wait 1\ntap 100 100\nwait 0.4\ntap 100 100\nwait 0.5", on: window)
    #expect(log.states == [.recognized])
  }

  @Test("require-to-fail: a single tap waits for the double tap to fail")
  func requireToFail() {
    let single = TapGestureRecognizer()
    let (window, view, singles) = scene(with: single)
    let double = TapGestureRecognizer(taps: 2)
    view.addGestureRecognizer(double)
    let doubles = StateLog()
    doubles.attach(double)
    single.require(toFail: double)
    play("tap 100 100\nwait 1", on: window)
    #expect(singles.states == [.recognized] && doubles.states.isEmpty)
    guard singles.times.count == 1 else {
      Issue.record("the single tap fired \(singles.times.count) times, not once")
      return
    }
    // It fired when the double tap gave up: 0.35 s after the lift, at the next frame.
    let lift = 1 / 60.0
    #expect(singles.times[0] > lift + 0.35 && singles.times[0] <= lift + 0.35 + 1 / 60.0 + 1e-9)
    play("tap 100 100\nwait 0.1\ntap 100 100\nwait 1", on: window)
    #expect(singles.states == [.recognized] && doubles.states == [.recognized])
  }

  @Test("a long press begins at 0.5 s and ends on the lift")
  func longPress() {
    let (window, _, log) = scene(with: LongPressGestureRecognizer())
    play("longpress 100 100 for 0.6", on: window)
    #expect(log.states == [.began, .ended])
    #expect(abs(log.times[0] - 0.5) < 1e-9 && abs(log.times[1] - 0.6) < 1e-9)
  }

  @Test("a long press that moves 11 pt first fails; 9 pt is fine; after it began, anything goes")
  func longPressMovement() {
    let (window, _, log) = scene(with: LongPressGestureRecognizer())
    play("down 100 100\nwait 0.2\nmove 111 100\nwait 0.5\nup", on: window)
    #expect(log.states.isEmpty)
    play("down 100 100\nwait 0.2\nmove 109 100\nwait 0.5\nmove 200 200\nup", on: window)
    #expect(log.states == [.began, .changed, .ended])
  }

  @Test("a long press lifted early fails")
  func longPressEarly() {
    let (window, _, log) = scene(with: LongPressGestureRecognizer())
    play("longpress 100 100 for 0.4\nwait 1", on: window)
    #expect(log.states.isEmpty)
  }

  @Test("a pan under 10 pt never begins")
  func panHysteresis() {
    let (window, _, log) = scene(with: PanGestureRecognizer())
    play("drag 100 100 to 110 100 in 0.3", on: window)
    #expect(log.states.isEmpty)
  }

  @Test("a pan begins past 10 pt, counts translation from touch-down, and reports velocity")
  func pan() {
    let pan = PanGestureRecognizer()
    let (window, view, log) = scene(with: pan)
    var translations: [Vector] = []
    var velocities: [Vector] = []
    // Unowned, as in UIKit: the view holds its recognizer, which holds its actions.
    pan.addAction { [unowned view] pan in
      translations.append(pan.translation(in: view))
      velocities.append(pan.velocity(in: view))
    }
    play("drag 100 100 to 220 160 in 0.5", on: window)
    #expect(log.states.first == .began && log.states.last == .ended)
    #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    // 30 frames of 4 pt × 2 pt: the first move past 10 pt is the third (12, 6); then 26
    // changes and the end.
    #expect(log.states.count == 28)
    #expect(translations[0] == Vector(dx: 12, dy: 6))
    #expect(translations.last == Vector(dx: 120, dy: 60))
    let v = velocities.last!
    #expect(abs(v.dx - 240) < 1e-6 && abs(v.dy - 120) < 1e-6)
  }

  @Test("translation and velocity are converted into a rotated view's space")
  func panInRotatedView() {
    let pan = PanGestureRecognizer()
    let (window, view, _) = scene(with: pan)
    view.transform = AffineTransform(rotationAngle: .pi / 2)
    var last = Vector.zero
    pan.addAction { [unowned view] in last = $0.translation(in: view) }
    play("drag 200 200 to 200 300 in 0.2", on: window)
    #expect(abs(last.dx - 100) < 1e-9 && abs(last.dy) < 1e-9)
  }

  @Test("setTranslation(.zero) makes readings incremental")
  func setTranslation() {
    let pan = PanGestureRecognizer()
    let (window, _, _) = scene(with: pan)
    var steps: [Vector] = []
    pan.addAction { pan in
      steps.append(pan.translation(in: nil))
      pan.setTranslation(.zero, in: nil)
    }
    play("drag 100 100 to 160 100 in 0.1", on: window)
    #expect(steps.first == Vector(dx: 20, dy: 0))
    #expect(steps.dropFirst().allSatisfy { $0 == Vector(dx: 10, dy: 0) })
  }

  @Test("a swipe in its direction is recognized; the wrong way or too slow fails")
  func swipe() {
    let left = SwipeGestureRecognizer(direction: .left)
    let (window, _, log) = scene(with: left)
    play("swipe left from 300 300 in 0.15", on: window)
    #expect(log.states == [.recognized])
    #expect(left.recognizedDirection == .left)
    // Recognized mid-stroke: at frame 4, 53.3 pt ≥ 50 × (1 − 4/60 × 0.94) = 46.9 pt.
    #expect(abs(log.times[0] - 4 / 60.0) < 1e-9)
    play("wait 1\nswipe right from 100 300 in 0.15", on: window)
    play("wait 1\nswipe left from 300 300 in 1.0", on: window)
    #expect(log.states == [.recognized])
  }

  @Test("a swipe that drifts sideways or doubles back fails")
  func swipeShape() {
    let (window, _, log) = scene(with: SwipeGestureRecognizer(direction: .right))
    play("drag 100 100 to 200 500 in 0.15", on: window)
    play("wait 1\ndown 150 100\nmove 120 100\nmove 200 100\nup", on: window)
    #expect(log.states.isEmpty)
    play("wait 1\nswipe right from 100 100 in 0.1 by 80", on: window)
    #expect(log.states == [.recognized])
  }

  @Test("require-to-fail ordering: a pan waits for a swipe, and begins once the swipe fails")
  func panRequiresSwipe() {
    let pan = PanGestureRecognizer()
    let (window, view, pans) = scene(with: pan)
    let swipe = SwipeGestureRecognizer(direction: .right)
    view.addGestureRecognizer(swipe)
    let swipes = StateLog()
    swipes.attach(swipe)
    pan.require(toFail: swipe)
    play("swipe right from 100 100 in 0.15", on: window)
    #expect(swipes.states == [.recognized] && pans.states.isEmpty)
    // Slow: the swipe gives up at 0.5 s (too long), then the pan begins.
    let start = window.time + 1
    play("wait 1\ndrag 100 100 to 200 100 in 1.0", on: window)
    #expect(swipes.states == [.recognized])
    #expect(pans.states.first == .began && pans.states.last == .ended)
    #expect(pans.times[0] - start > 0.5 && pans.times[0] - start < 0.5 + 1 / 30.0)
  }

  @Test("without a delegate two recognizers exclude each other; with one they run together")
  func simultaneous() {
    final class Both: GestureRecognizerDelegate {
      private let lifetime = Lifetime()
      nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
      func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
      ) -> Bool { true }
    }
    let pan = PanGestureRecognizer()
    let (window, view, pans) = scene(with: pan)
    let press = LongPressGestureRecognizer()
    view.addGestureRecognizer(press)
    let presses = StateLog()
    presses.attach(press)
    let script = "down 100 100\nwait 0.6\ndrag 100 100 to 200 100 in 0.2 id 2\nup"
    play(script, on: window)
    #expect(presses.states.first == .began && pans.states.isEmpty)
    let delegate = Both()
    pan.delegate = delegate
    presses.states = []
    play("wait 1\n" + script, on: window)
    #expect(presses.states.first == .began && pans.states.first == .began)
  }
}
