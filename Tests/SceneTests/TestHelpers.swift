import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusViews

/// Runs a script on a window, failing the test on a script error.
@MainActor
func play(_ source: String, on window: Window) {
  do {
    try ScriptRunner(window: window, source: source).run()
  } catch {
    Issue.record("script error: \(error)")
  }
}

/// Records a recognizer's states as its targets see them.
@MainActor
final class StateLog {
  var states: [GestureRecognizer.State] = []
  var times: [Double] = []
  func attach(_ recognizer: GestureRecognizer) {
    recognizer.addHandler { r in
      self.states.append(r.state)
      self.times.append(r.view?.window?.time ?? -1)
    }
  }
}

/// A window of 400 × 400 with one 300 × 300 view at (50, 50), and a log of a recognizer on it.
@MainActor
func scene(with recognizer: GestureRecognizer) -> (Window, View, StateLog) {
  let window = Window(size: Size(width: 400, height: 400))
  let view = View(frame: Rect(x: 50, y: 50, width: 300, height: 300))
  window.rootView.addSubview(view)
  view.addGestureRecognizer(recognizer)
  let log = StateLog()
  log.attach(recognizer)
  return (window, view, log)
}
