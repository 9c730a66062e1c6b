import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusScripts
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

/// Every control, built in a window, driven (open, close, spin, select), then removed: the
/// control, its views, layers (and their presentation copies), gesture recognizers, animators,
/// behaviours and display links must all be freed while the window lives on. Each is tried
/// twice: removed at rest, and removed in the middle of everything (a finger down, an
/// animation, a spring or a physics motion under way), where cycles hide.
@MainActor
@Suite("Controls are freed when removed", .isolatedState)
struct LifetimeTests {
  /// Removes the control, runs a few frames (the window lets go of stale touches and links),
  /// and returns the survivors, with the window still alive.
  func survivors(
    _ window: Window, _ probe: LifetimeProbe, remove: () -> Void
  ) -> [String] {
    remove()
    window.tick()
    window.tick()
    return probe.survivors()
  }

  // MARK: DialMenu

  @Test("DialMenu: spun, tapped, keyed, hidden and shown, then removed", arguments: [false, true])
  func dial(removedMidMotion: Bool) {
    let window = Window(size: Size(width: 512, height: 512))
    var probe = LifetimeProbe()
    var delegateDeinits = 0
    do {
      let dial = DialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
      dial.itemViews = beerStyles.map { MenuItem(title: $0) }
      let delegate = DeinitCounter { delegateDeinits += 1 }
      dial.delegate = delegate
      var selections = 0
      dial.onSelect = { _, _ in selections += 1 }
      window.rootView.addSubview(dial)
      window.focus(dial)
      dial.show()
      window.run(for: 1)
      let c = dial.ring.center
      let r = dial.ring.radius
      func onRing(_ a: Double) -> Point {
        Point(x: c.x + r * Angles.sin(a), y: c.y - r * Angles.cos(a))
      }
      drag(window, through: stride(from: 0, through: 2.0, by: 0.1).map(onRing))
      window.run(for: 1.5)
      tap(window, at: onRing(.pi))
      window.run(for: 3)
      window.send(KeyEvent(key: .right, phase: .press))
      window.send(KeyEvent(key: .right, phase: .release))
      window.run(for: 3)
      dial.hide()
      window.run(for: 0.5)
      window.reduceMotion = true
      dial.show()
      window.run(for: 0.5)
      window.send(KeyEvent(key: .left, phase: .press))
      window.tick()  // a Reduce Motion ease runs on a display link
      probe.track(dial.displayLink, as: "display link")
      window.reduceMotion = false
      dial.show()
      window.run(for: 0.5)
      if removedMidMotion {
        window.send(Touch(identifier: 9, location: onRing(0), phase: .began))
        window.tick()
        window.send(Touch(identifier: 9, location: onRing(0.4), phase: .moved))
        window.tick()
        #expect(dial.animator?.isRunning == true)
      }
      probe.track(tree: dial)
      probe.track(dial.animator, as: "animator")
      probe.track(dial.snap, as: "snap")
      probe.track(dial.itemBehavior, as: "item behaviour")
      probe.track(dial.frameBehavior, as: "frame behaviour")
      for (i, b) in dial.inflateBehaviors.enumerated() { probe.track(b, as: "inflate \(i)") }
      probe.track(delegate, as: "delegate")
      #expect(probe.count > 40)
      #expect(survivors(window, probe) { dial.removeFromSuperview() }.contains("delegate"))
      #expect(selections >= 3)
    }
    #expect(probe.survivors() == [])
    #expect(delegateDeinits == 1)
  }

  /// Each control, moving, in a window the host drops without removing anything: the
  /// window, its views and everything the control made are freed.
  @Test(
    "a window dropped with a moving control in it frees everything",
    arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func droppedWithItsWindow(control: String) {
    var probe = LifetimeProbe()
    do {
      let window: Window
      switch control {
      case "dial":
        let f = DialFixture()
        f.settle()
        f.window.send(Touch(location: f.top, phase: .began))
        f.window.tick()
        f.window.send(Touch(location: f.top + Vector(dx: 80, dy: 20), phase: .moved))
        f.window.tick()
        probe.track(f.dial.animator, as: "animator")
        window = f.window
      case "radial":
        let (w, menu) = makeRadialDemo()
        menu.open()
        w.run(for: 0.3)
        window = w
      case "confirm":
        let f = ConfirmFixture()
        f.play("down 187.5 500\nwait 0.5")
        probe.track(f.button.timer, as: "display link")
        window = f.window
      case "floating":
        let f = FloatingFixture()
        f.menu.open()
        f.window.run(for: 0.2)
        probe.track(tree: f.menu)
        probe.track(f.menu, as: "menu")
        window = f.window
      default:
        let f = SlideFixture()
        f.play(SlideFixture.showSwipe)
        f.window.run(for: 0.2)
        #expect(f.menu.animator?.isRunning == true)
        probe.track(f.menu.animator, as: "animator")
        for (i, b) in (f.menu.animator?.behaviors ?? []).enumerated() {
          probe.track(b, as: "behaviour \(i)")
        }
        window = f.window
      }
      probe.track(window, as: "window")
      for view in window.topLevelViews { probe.track(tree: view) }
      #expect(probe.count > 10)
    }
    #expect(probe.survivors() == [])
  }

  // MARK: RadialMenu

  @Test(
    "RadialMenu: opened, highlighted, selected, closed, then removed", arguments: [false, true])
  func radial(removedMidMotion: Bool) {
    let window = Window(size: Size(width: 512, height: 512))
    var probe = LifetimeProbe()
    var delegateDeinits = 0
    do {
      let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
      let delegate = RadialDeinitDelegate { delegateDeinits += 1 }
      menu.delegate = delegate
      var selections = 0
      menu.onSelect = { _, _ in selections += 1 }
      window.rootView.addSubview(menu)
      window.focus(menu)
      window.tick()
      // Press and hold the centre to open, slide onto an item, let go: selected.
      window.send(Touch(identifier: 1, location: demoCentre, phase: .began))
      window.run(for: 0.8)
      window.send(Touch(identifier: 1, location: polar(130, 15), phase: .moved))
      window.run(for: 0.3)
      window.send(Touch(identifier: 1, location: polar(130, 15), phase: .ended))
      window.run(for: 1.5)
      menu.open(animated: true)
      window.run(for: 1)
      window.send(KeyEvent(key: .right, phase: .press))
      window.send(KeyEvent(key: .right, phase: .release))
      window.tick()
      menu.close(animated: true)
      window.run(for: 1)
      menu.open(animated: true)
      if removedMidMotion {
        window.run(for: 0.1)
        window.send(Touch(identifier: 2, location: polar(130, 100), phase: .began))
        window.tick()
        #expect(menu.transition != nil)
      } else {
        window.run(for: 1.5)
      }
      probe.track(tree: menu)
      probe.track(delegate, as: "delegate")
      #expect(probe.count > 40)
      #expect(survivors(window, probe) { menu.removeFromSuperview() }.contains("delegate"))
      #expect(selections == 1)
    }
    #expect(probe.survivors() == [])
    #expect(delegateDeinits == 1)
  }

  // MARK: ConfirmActionButton

  @Test(
    "ConfirmActionButton: pressed, confirmed, cancelled, then removed", arguments: [false, true])
  func confirm(removedMidPress: Bool) {
    let window = Window(size: Size(width: 375, height: 667))
    var probe = LifetimeProbe()
    var fired = 0
    do {
      let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
      button.title = "Delete"
      button.addAction(for: .primaryActionTriggered) { _ in fired += 1 }
      window.rootView.addSubview(button)
      window.tick()
      let centre = Point(x: 187.5, y: 500)
      let ring = centre + Vector(dx: 0, dy: -100)  // one control height above the touch
      // Held until the ring is full, slid into it, released: confirmed. Then a hard press,
      // confirmed the same way, and a short press that is cancelled.
      window.send(Touch(identifier: 1, location: centre, phase: .began))
      window.run(for: 2.5)
      window.send(Touch(identifier: 1, location: ring, phase: .moved))
      window.tick()
      window.send(Touch(identifier: 1, location: ring, phase: .ended))
      window.run(for: 1)
      let hard = TouchForce.available(force: 5, maximumPossible: 6.67)
      window.send(Touch(identifier: 2, location: centre, phase: .began, force: hard))
      window.tick()
      window.send(Touch(identifier: 2, location: ring, phase: .moved, force: hard))
      window.tick()
      window.send(Touch(identifier: 2, location: ring, phase: .ended))
      window.run(for: 1)
      window.send(Touch(identifier: 3, location: centre, phase: .began))
      window.run(for: 0.5)
      if removedMidPress {
        #expect(button.timer != nil)
        probe.track(button.timer, as: "display link")
      } else {
        window.send(Touch(identifier: 3, location: centre, phase: .ended))
        window.run(for: 1)
      }
      probe.track(tree: button)
      #expect(probe.count > 8)
      _ = survivors(window, probe) { button.removeFromSuperview() }
    }
    #expect(probe.survivors() == [])
    #expect(fired == 2)
  }

  // MARK: FloatingMenuController

  @Test(
    "FloatingMenu: opened, selected, opened, closed, then removed with its button",
    arguments: [false, true])
  func floating(removedMidMotion: Bool) {
    let window = Window(size: Size(width: 375, height: 667))
    var probe = LifetimeProbe()
    var delegateDeinits = 0
    do {
      let fab = FloatingButton(image: Icons.plus)
      fab.center = FloatingFixture.fabCenter
      window.rootView.addSubview(fab)
      let menu = FloatingMenuController(fromView: fab)
      menu.setItems(
        FloatingFixture.titles.map { FloatingMenuController.Item(title: $0, image: Icons.person) })
      let delegate = FloatingDeinitDelegate { delegateDeinits += 1 }
      menu.delegate = delegate
      var selections = 0
      menu.onSelect = { _, _ in selections += 1 }
      fab.addAction(for: .primaryActionTriggered) { [weak menu] _ in menu?.open() }
      window.tick()
      tap(window, at: FloatingFixture.fabCenter)
      window.run(for: 1)
      let first = menu.buttonItems[1].layer.presentation().position
      tap(window, at: first)
      window.run(for: 1)
      menu.open()
      window.run(for: 1)
      tap(window, at: FloatingFixture.fabCenter)  // the close button
      window.run(for: 1)
      menu.open()
      window.run(for: removedMidMotion ? 0.1 : 1)
      probe.track(tree: menu)
      probe.track(tree: fab)
      probe.track(delegate, as: "delegate")
      #expect(probe.count > 30)
      let alive = survivors(window, probe) {
        // The host takes its button away and the menu with it (UIKit: the presenting view
        // controller goes, and dismisses what it presented).
        menu.close(animated: false)
        fab.removeFromSuperview()
      }
      #expect(alive.contains("delegate"))
      #expect(selections == 1)
    }
    #expect(probe.survivors() == [])
    #expect(delegateDeinits == 1)
    #expect(window.overlays.isEmpty)
  }

  // MARK: SlideMenu

  @Test(
    "SlideMenu: shown, an option chosen, hidden by swipe and backdrop, then removed",
    arguments: [false, true])
  func slide(removedMidMotion: Bool) {
    let window = Window(size: SlideFixture.size)
    var probe = LifetimeProbe()
    var delegateDeinits = 0
    do {
      let menu = SlideMenu(
        frame: Rect(x: 225, y: 0, width: 150, height: 667), targetView: window.rootView,
        options: SlideMenu.tutorialOptions)
      let delegate = SlideDeinitDelegate { delegateDeinits += 1 }
      menu.delegate = delegate
      var selections = 0
      menu.onSelect = { _, _ in selections += 1 }
      window.tick()
      play(SlideFixture.showSwipe, on: window)
      window.run(for: 2)
      tap(window, at: Point(x: 300, y: 70))  // the first option
      window.run(for: 2)
      play(SlideFixture.showSwipe, on: window)
      window.run(for: 2)
      play(SlideFixture.hideSwipe, on: window)
      window.run(for: 2)
      menu.show()
      window.run(for: 2)
      tap(window, at: Point(x: 50, y: 300))  // the backdrop
      window.run(for: 2)
      menu.show()
      window.run(for: removedMidMotion ? 0.1 : 2)
      if removedMidMotion { #expect(menu.animator?.isRunning == true) }
      probe.track(tree: menu)
      probe.track(tree: menu.backgroundView)
      probe.track(menu.showSwipeGestureRecognizer, as: "show swipe")
      probe.track(menu.animator, as: "animator")
      probe.track(menu.itemBehavior, as: "item behaviour")
      for (i, b) in (menu.animator?.behaviors ?? []).enumerated() {
        probe.track(b, as: "behaviour \(i)")
      }
      probe.track(delegate, as: "delegate")
      #expect(probe.count > 30)
      #expect(survivors(window, probe) { menu.removeFromSuperview() }.contains("delegate"))
      #expect(selections == 1)
    }
    #expect(probe.survivors() == [])
    #expect(delegateDeinits == 1)
    #expect(window.rootView.subviews.isEmpty)
    #expect(window.rootView.gestureRecognizers.isEmpty)
  }

  // MARK: Helpers

  func tap(_ window: Window, at p: Point) {
    window.send(Touch(identifier: 50, location: p, phase: .began))
    window.tick()
    window.send(Touch(identifier: 50, location: p, phase: .ended))
    window.tick()
  }

  func drag(_ window: Window, through points: [Point]) {
    window.send(Touch(identifier: 51, location: points[0], phase: .began))
    window.tick()
    for p in points.dropFirst() {
      window.send(Touch(identifier: 51, location: p, phase: .moved))
      window.tick()
    }
    window.send(Touch(identifier: 51, location: points.last!, phase: .ended))
    window.tick()
  }

  func play(_ source: String, on window: Window) {
    do {
      try ScriptRunner(window: window, source: source).run()
    } catch {
      Issue.record("script error: \(error)")
    }
  }
}

/// Calls `onDeinit` when freed.
@MainActor
class DeinitCounter: DialMenuDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  let onDeinit: @MainActor () -> Void
  init(_ onDeinit: @escaping @MainActor () -> Void) { self.onDeinit = onDeinit }
  isolated deinit { onDeinit() }
}

@MainActor
final class RadialDeinitDelegate: DeinitCounter, RadialMenuDelegate {}
@MainActor
final class FloatingDeinitDelegate: DeinitCounter, FloatingMenuControllerDelegate {}
@MainActor
final class SlideDeinitDelegate: DeinitCounter, SlideMenuDelegate {}
