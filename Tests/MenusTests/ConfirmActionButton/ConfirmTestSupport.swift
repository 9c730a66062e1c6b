import DynamicMenusLayers
import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The demo's arrangement: a 375 × 667 window and a 100 × 100 button centred at (187.5, 500),
/// with a log of the events it sends.
@MainActor
final class ConfirmFixture {
  let window = Window(size: Size(width: 375, height: 667))
  let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
  /// "value" for valueChanged, "primary" for primaryActionTriggered, in order.
  var events: [String] = []
  var announcements: [String] { window.announcements }

  init(configure: (ConfirmActionButton) -> Void = { _ in }) {
    button.title = "Delete"
    configure(button)
    window.rootView.addSubview(button)
    button.addAction(for: .valueChanged) { [unowned self] _ in self.events.append("value") }
    button.addAction(for: .primaryActionTriggered) { [unowned self] _ in
      self.events.append("primary")
    }
    window.tick()
  }

  /// Plays `source`, failing the test on a script error.
  func play(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try ScriptRunner(window: window, source: source).run()
    } catch {
      Issue.record("script error: \(error)", sourceLocation: sourceLocation)
    }
  }

  /// The ring's centre in window coordinates, if a press is on.
  var ringCenterInWindow: Point? { button.ringCenter.map { button.convert($0, to: nil) } }

  var state: ConfirmActionButtonState { button.selectionState }
  var strokeEnd: Double { button.circle.strokeEnd }
}

/// `a` and `b` agree to within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}
