import DynamicMenusLayers
import DynamicMenusAnimation
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusViews
import Testing

/// Opening and closing: UIKit's spring, interruption, reduce motion, stagger.
@MainActor
@Suite("FloatingMenu motion: the spring, interrupting, reduce motion, stagger")
struct FloatingMenuMotionTests {
  /// Taps the floating button by hand; returns the window time the animations begin at.
  func tapFab(_ f: FloatingFixture) -> Double {
    f.window.send(Touch(location: FloatingFixture.fabCenter, phase: .began))
    f.window.tick()
    f.window.send(Touch(location: FloatingFixture.fabCenter, phase: .ended))
    f.window.tick()  // open() runs in this frame; its animations begin at its end
    return f.window.time
  }

  @Test("the buttons follow UIKit's settle-at-duration spring (0.4 s, ζ 0.9, v 0) within 1e-6")
  func springProgress() {
    let f = FloatingFixture()
    let begin = tapFab(f)
    #expect(f.menu.phase == .opening)
    let spring = Spring(settlingDuration: 0.4, dampingRatio: 0.9, initialVelocity: 0)
    let closed = FloatingFixture.fabCenter
    var checked = 0
    for _ in 0..<23 {
      f.window.tick()
      let t = f.window.time - begin
      let p = spring.value(at: t)
      for i in [0, 4] {
        let open = Point(x: 320, y: 600 - 70 * Double(i + 1))
        let expected = closed.interpolated(to: open, fraction: p)
        let shown = f.shownButton(i)
        #expect(abs(shown.center.y - expected.y) < 1e-6, "t \(t): button \(i)")
        #expect(abs(shown.alpha - p) < 1e-6)
        #expect(abs(shown.rotation - .pi * (1 - p)) < 1e-6)
      }
      if [0.1, 0.2, 0.3].contains(where: { abs($0 - t) < 1e-9 }) { checked += 1 }
    }
    #expect(checked == 3)
    // At 0.4 s the spring has settled on the open state and the menu is open.
    f.window.tick()
    f.window.tick()
    #expect(f.menu.phase == .open)
    #expect(f.heard == ["willOpen", "didOpen"])
    #expect(f.menu.eventLog == ["open", "opened"])
  }

  @Test("the spring's progress at T/4, T/2, 3T/4 is the solver's (0.4 s, ζ 0.9)")
  func knownProgress() {
    let spring = Spring(settlingDuration: 0.4, dampingRatio: 0.9, initialVelocity: 0)
    let f = FloatingFixture()
    let begin = tapFab(f)
    for quarter in 1...3 {
      while f.window.time - begin < 0.1 * Double(quarter) - 1e-9 { f.window.tick() }
      let y = f.shownButton(0).center.y
      #expect(abs((600 - y) / 70 - spring.value(at: 0.1 * Double(quarter))) < 1e-9)
    }
  }

  @Test("the backdrop cross-dissolves in over 0.3 s while the buttons spring")
  func crossDissolve() {
    let f = FloatingFixture()
    let begin = tapFab(f)
    #expect(f.window.presentedView === f.menu)
    f.window.tick()
    let early = f.menu.layer.presentation().opacity
    #expect(early > 0 && early < 0.2)
    while f.window.time - begin < 0.3 - 1e-9 { f.window.tick() }
    #expect(abs(f.menu.layer.presentation().opacity - 1) < 1e-9)
    #expect(f.menu.blurredView.style == .light)
  }

  @Test("closing during the opening turns back smoothly from where things are")
  func interruptOpening() {
    let f = FloatingFixture()
    _ = tapFab(f)
    for _ in 0..<6 { f.window.tick() }  // 0.1 s into the opening
    var previous = f.shownButton(4).center.y
    var previousStep = 0.0
    f.menu.close()
    #expect(f.menu.phase == .closing && f.menu.isOpen == false)
    var maxJerk = 0.0
    var turned = false
    for frame in 0..<40 {
      f.window.tick()
      let y = f.shownButton(4).center.y
      let step = y - previous
      if frame > 0 { maxJerk = max(maxJerk, abs(step - previousStep)) }
      if step > 0 { turned = true }
      previous = y
      previousStep = step
    }
    // Still moving up right after the close (velocity kept), then back down. The per-frame
    // motion changes no faster than the spring's own pull allows: k·distance·dt², at most
    // what the opening itself does from rest over the whole 350 pt.
    #expect(turned)
    let k = Spring(settlingDuration: 0.4, dampingRatio: 0.9).stiffness
    #expect(maxJerk < k * 350 / 3600, "the change of per-frame motion: \(maxJerk)")
    f.settle()
    #expect(f.menu.phase == .closed)
    #expect(f.window.overlays.isEmpty)
    #expect(f.heard == ["willOpen", "willClose", "didClose"])
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("the first frame after an interruption continues the motion (position and velocity)")
  func continuity() {
    let f = FloatingFixture()
    _ = tapFab(f)
    for _ in 0..<5 { f.window.tick() }
    let a = f.shownButton(2).center.y
    f.window.tick()
    let b = f.shownButton(2).center.y
    f.menu.close()
    f.window.tick()  // the close's animations begin at this frame's end: same place
    let c = f.shownButton(2).center.y
    f.window.tick()
    let d = f.shownButton(2).center.y
    #expect(abs(c - b) < 1e-9, "no jump when the close begins")
    // One frame on, it still moves the way it went (up), a little less fast.
    #expect(d < c && (c - d) < (a - b) * 1.2)
  }

  @Test("opening during the closing turns back too, and the floating button can do it")
  func interruptClosing() {
    let f = FloatingFixture()
    f.openAndSettle()
    f.menu.close()
    for _ in 0..<6 { f.window.tick() }
    #expect(f.menu.phase == .closing)
    #expect(!f.menu.isUserInteractionEnabled)  // touches pass to the floating button
    let alpha = f.menu.layer.presentation().opacity
    #expect(alpha > 0 && alpha < 1)
    f.play("tap 320 600")  // the floating button, under the fading menu
    #expect(f.menu.phase == .opening)
    let resumed = f.menu.layer.presentation().opacity
    #expect(resumed > 0 && resumed < 1, "the menu fades back in from where it was")
    f.settle()
    #expect(f.menu.phase == .open)
    #expect(f.menu.eventLog == ["open", "opened", "close", "open", "opened"])
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("open and close without animation")
  func unanimated() {
    let f = FloatingFixture()
    f.menu.open(animated: false)
    #expect(f.menu.phase == .open)
    #expect(f.window.presentedView === f.menu)
    #expect(near(f.shownButton(2).center, Point(x: 320, y: 390)))
    #expect(f.menu.invariantViolations().isEmpty)
    f.menu.close(animated: false)
    #expect(f.menu.phase == .closed)
    #expect(f.window.overlays.isEmpty)
    #expect(f.menu.eventLog == ["open", "opened", "close", "closed"])
  }

  @Test("reduce motion: buttons and labels stand in place and only fade")
  func reduceMotion() {
    let f = FloatingFixture()
    f.window.reduceMotion = true
    _ = tapFab(f)
    var sawHalf = false
    for _ in 0..<30 {
      f.window.tick()
      for i in 0..<5 {
        let shown = f.shownButton(i)
        #expect(near(shown.center, Point(x: 320, y: 600 - 70 * Double(i + 1)), 1e-9))
        #expect(abs(shown.rotation) < 1e-12)
        if shown.alpha > 0.3 && shown.alpha < 0.7 { sawHalf = true }
      }
      #expect(
        abs(
          f.menu.buttonLabels[1].layer.presentation().position.x
            - f.menu.buttonLabels[1].center.x) < 1e-9)
    }
    #expect(sawHalf)
    f.settle()
    #expect(f.menu.phase == .open)
    f.menu.close()
    f.window.tick()
    f.window.tick()
    #expect(near(f.shownButton(3).center, Point(x: 320, y: 320), 1e-9))
    f.settle()
    #expect(f.menu.phase == .closed)
    #expect(near(f.shownButton(3).center, FloatingFixture.fabCenter, 1e-9))
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("a stagger starts each button later, nearest first when opening, farthest first closing")
  func stagger() {
    let f = FloatingFixture { $0.configuration.staggerInterval = 0.05 }
    let begin = tapFab(f)
    while f.window.time - begin < 0.05 - 1e-9 { f.window.tick() }
    #expect(f.shownButton(0).center.y < 599)
    #expect(f.shownButton(1).center.y == 600)  // its delay is just over
    #expect(f.shownButton(4).center.y == 600)
    f.settle()
    #expect(f.menu.phase == .open)
    f.menu.close()
    let closing = f.window.time
    while f.window.time - closing < 0.06 { f.window.tick() }
    #expect(f.shownButton(4).center.y > 250.5)
    #expect(abs(f.shownButton(0).center.y - 530) < 1e-9)
    f.settle()
    #expect(f.menu.phase == .closed)
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("changing the layout at rest places everything at once")
  func reconfigure() {
    // A line left, off the window.
    let f = FloatingFixture { $0.configuration.confinesToSafeArea = false }
    f.openAndSettle()
    f.menu.configuration.buttonDirection = .left
    f.menu.configuration.labelDirection = .up
    f.window.tick()
    #expect(near(f.shownButton(0).center, Point(x: 250, y: 600)))
    #expect(f.menu.invariantViolations().isEmpty)
    f.menu.configuration.buttonPadding = 60
    #expect(near(f.shownButton(1).center, Point(x: 200, y: 600)))
  }
}
