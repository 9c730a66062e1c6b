@testable import DynamicMenusLayers
import DynamicMenusAnimation
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

/// The focus halo: the window draws it around the focused view in keyboard mode, following
/// the view's ``View/focusEffect`` and its place on screen, fading and settling in.
@MainActor
@Suite("Focus halo")
struct FocusIndicatorTests {
  /// A window with two round 50 pt buttons at (100, 100) and (200, 100).
  func makeWindow() -> (Window, Button, Button) {
    let window = Window(size: Size(width: 300, height: 200))
    let a = Button(frame: Rect(x: 75, y: 75, width: 50, height: 50))
    let b = Button(frame: Rect(x: 175, y: 75, width: 50, height: 50))
    for button in [a, b] {
      button.layer.cornerRadius = 25
      window.rootView.addSubview(button)
    }
    window.tick()
    return (window, a, b)
  }

  /// The halo's outline in window coordinates, and its bounding box.
  func haloBox(_ window: Window) -> Rect? {
    guard window.focusIndicatorView != nil, let path = window.focusIndicator.halo.path else {
      return nil
    }
    let toWindow = window.focusIndicator.layer.transform
    return path.applying(toWindow).boundingBox
  }

  @Test("tab shows the halo around the focused control; a second tab moves it")
  func tabShowsTheHalo() throws {
    let (window, a, b) = makeWindow()
    #expect(window.focusIndicatorView == nil && window.layers.count == 1)
    play("key tab", on: window)
    #expect(window.interactionMode == .keyboard)
    #expect(window.focusIndicatorView === a)
    #expect(window.layers.count == 2 && window.layers.last === window.focusIndicator.layer)
    // A circle of radius 25 + 2 (the gap) + 1.5 (half the halo) around (100, 100).
    let box = try #require(haloBox(window))
    #expect(abs(box.midX - 100) < 1e-9 && abs(box.midY - 100) < 1e-9)
    #expect(abs(box.width - 57) < 1e-6 && abs(box.height - 57) < 1e-6)
    #expect(window.focusIndicator.halo.strokeColor == View.defaultTintColor)
    #expect(window.focusIndicator.halo.lineWidth == FocusEffect.lineWidth)
    play("key tab", on: window)
    #expect(window.focusIndicatorView === b)
    #expect(abs(try #require(haloBox(window)).midX - 200) < 1e-9)
  }

  @Test("focus given while touches drive the window shows nothing until a key")
  func touchModeHidesTheHalo() {
    let (window, a, _) = makeWindow()
    window.focus(a)
    window.tick()
    #expect(window.focusedView === a && window.focusIndicatorView == nil)
    play("key left", on: window)
    #expect(window.focusIndicatorView === a)
    // A touch anywhere goes back to touch mode: the focus stays, the halo goes.
    play("tap 280 180", on: window)
    #expect(window.interactionMode == .touch)
    #expect(window.focusedView === a && window.focusIndicatorView == nil)
    #expect(window.layers.count == 1)
  }

  @Test("the halo fades in and settles from 6 pt out over 0.2 s; only the fade under Reduce Motion")
  func appearAnimation() throws {
    for reduceMotion in [false, true] {
      let (window, _, _) = makeWindow()
      window.reduceMotion = reduceMotion
      window.tick()
      window.send(KeyEvent(key: .tab, phase: .press))
      window.tick()
      let halo = window.focusIndicator.halo
      // One frame in (the animation began when the key arrived, at the frame's start).
      let early = halo.presentation()
      #expect(early.opacity > 0 && early.opacity < 0.5)
      if reduceMotion {
        #expect(early.transform == .identity)
      } else {
        #expect(early.transform.a > 1.05 && early.transform.d > 1.05)
        #expect(early.transform.a < 1 + 12.0 / 57 + 1e-9)
      }
      window.run(for: 0.2)
      let settled = halo.presentation()
      #expect(settled.opacity == 1 && settled.transform == .identity)
    }
  }

  @Test("the halo follows the view's presentation: its motion, its alpha, its removal")
  func followsTheView() throws {
    let (window, a, _) = makeWindow()
    play("key tab\nwait 0.3", on: window)
    View.animate(withDuration: 1, options: .curveLinear) { a.center = Point(x: 100, y: 150) }
    window.run(for: 0.5)
    // Half-way down on screen, while the model is already at 150.
    let box = try #require(haloBox(window))
    #expect(abs(box.midY - 125) < 1)
    a.alpha = 0.5
    window.tick()
    #expect(abs(window.focusIndicator.layer.opacity - 0.5) < 1e-9)
    a.isEnabled = false  // can no longer take the focus
    window.tick()
    #expect(window.focusIndicatorView == nil)
    a.isEnabled = true
    window.tick()
    #expect(window.focusIndicatorView === a)
    a.removeFromSuperview()
    window.tick()
    #expect(window.focusIndicatorView == nil)
  }

  @Test("a view chooses its halo: a shape, a colour, inside, or none")
  func customEffects() throws {
    final class Oval: Control {
      var effect: FocusEffect? = .halo(
        ellipseIn: Rect(x: 0, y: 0, width: 80, height: 40), color: .white)
      override var focusEffect: FocusEffect? { effect }
    }
    let window = Window(size: Size(width: 300, height: 200))
    let oval = Oval(frame: Rect(x: 10, y: 10, width: 80, height: 40))
    window.rootView.addSubview(oval)
    play("key tab", on: window)
    #expect(window.focusIndicator.halo.strokeColor == .white)
    var box = try #require(haloBox(window))
    #expect(abs(box.width - 87) < 1e-6 && abs(box.height - 47) < 1e-6)
    oval.effect = .halo(roundedRect: oval.bounds, cornerRadius: 0, position: .inside)
    window.tick()
    box = try #require(haloBox(window))
    #expect(abs(box.minX - 11.5) < 1e-9 && abs(box.width - 77) < 1e-9)
    oval.effect = nil
    window.tick()
    #expect(window.focusIndicatorView == nil)
  }

  @Test("a focused list shows its cursor, not a halo: tab puts it on the selected row")
  func listShowsItsCursor() {
    let window = Window(size: Size(width: 300, height: 300))
    let list = ListView(frame: Rect(x: 0, y: 0, width: 150, height: 200))
    list.rows = (0..<4).map { ListView.Row(title: "Row \($0)") }
    window.rootView.addSubview(list)
    window.tick()
    list.selectRow(2)
    play("key tab", on: window)
    #expect(window.focusedView === list && window.focusIndicatorView == nil)
    #expect(list.highlightedIndex == 2)
    // Focus arriving without the keyboard (a menu a swipe showed) shows no cursor.
    window.focus(nil)
    play("tap 290 290", on: window)
    window.focus(list)
    #expect(list.highlightedIndex == nil)
  }

  @Test("a steady frame with the halo shown allocates nothing new in the indicator")
  func steadyFrameKeepsItsPath() {
    let (window, _, _) = makeWindow()
    play("key tab\nwait 0.3", on: window)
    let before = window.focusIndicator.halo.path
    window.tick()
    #expect(window.focusIndicator.halo.path == before)
    #expect(!window.focusIndicator.halo.hasAnimations)
  }
}
