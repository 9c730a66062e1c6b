import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The issue's demo: a 512 × 512 window, the menu filling it, centred at (256, 256), closed.
@MainActor
func makeRadialDemo(fps: Double = 60) -> (Window, RadialMenu) {
  let window = Window(size: Size(width: 512, height: 512), framesPerSecond: fps)
  let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
  window.rootView.addSubview(menu)
  window.tick(0)  // lay out
  return (window, menu)
}

/// The menu's centre in the demo window.
let demoCentre = Point(x: 256, y: 256)

/// A point at `radius` from the demo centre, `degrees` clockwise from 3 o'clock.
func polar(_ radius: Double, _ degrees: Double) -> Point {
  demoCentre + Vector(angle: Angles.radians(degrees: degrees), length: radius)
}

extension Window {
  /// Ticks once to media time `t` (≥ the current time), delivering queued input first.
  @MainActor
  func advance(to t: Double) {
    tick(Swift.max(0, t - time))
  }

  /// A touch event of touch 1.
  @MainActor
  func touch(_ phase: Touch.Phase, _ p: Point) {
    send(Touch(identifier: 1, location: p, phase: phase))
  }
}

/// Runs `source` on `window`, failing the test on a script error.
@MainActor
func playScript(_ source: String, on window: Window) {
  do {
    try ScriptRunner(window: window, source: source).run()
  } catch {
    Issue.record("script error: \(error)")
  }
}

/// Records every callback a menu makes, in order.
@MainActor
final class RadialMenuLog: RadialMenuDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  var events: [String] = []
  var closureEvents: [String] = []
  var feedback: [RadialMenu.Feedback] = []

  init(_ menu: RadialMenu) {
    menu.delegate = self
    menu.onDidOpen = { [unowned self] _ in closureEvents.append("open") }
    menu.onDidClose = { [unowned self] _ in closureEvents.append("close") }
    menu.onSelect = { [unowned self] _, i in closureEvents.append("select \(i)") }
    menu.onHighlightChange = { [unowned self] _, i in
      closureEvents.append("highlight \(i.map(String.init) ?? "nil")")
    }
    menu.onFeedback = { [unowned self] _, f in feedback.append(f) }
  }

  func radialMenu(_ menu: RadialMenu, didChangeState state: RadialMenu.MenuState) {
    events.append(state.rawValue)
  }
  func radialMenuDidOpen(_ menu: RadialMenu) { events.append("didOpen") }
  func radialMenuDidClose(_ menu: RadialMenu) { events.append("didClose") }
  func radialMenu(_ menu: RadialMenu, didHighlightItemAt index: Int?) {
    events.append("highlight \(index.map(String.init) ?? "nil")")
  }
  func radialMenu(_ menu: RadialMenu, didSelectItemAt index: Int) {
    events.append("select \(index)")
  }
}
