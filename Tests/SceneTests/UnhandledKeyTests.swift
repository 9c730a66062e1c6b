import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusViews

/// `Window.unhandledKeyHandler`: the end of the responder chain gets the keys nobody handled.
@MainActor
@Suite("Window: keys nobody handles")
struct UnhandledKeyTests {
  @Test("keys no view handles, and escapes no accessibility escape takes, reach the handler")
  func unhandledKeys() throws {
    @MainActor final class Modal: View {
      var escapes = true
      override func accessibilityPerformEscape() -> Bool { escapes }
    }
    let window = Window(size: Size(width: 100, height: 100))
    let modal = Modal(frame: window.bounds)
    window.rootView.addSubview(modal)
    let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    modal.addSubview(control)
    var unhandled: [String] = []
    window.unhandledKeyHandler = { unhandled.append("\($0.key.rawValue) \($0.phase.rawValue)") }
    // Tab moves the focus (handled); escape is taken by the modal's accessibility escape; its
    // release and the arrow are not handled.
    try ScriptRunner(window: window, source: "key tab\nkey escape\nkey left").run()
    #expect(unhandled == ["escape release", "left press", "left release"])
    modal.escapes = false
    unhandled = []
    try ScriptRunner(window: window, source: "key escape").run()
    #expect(unhandled == ["escape press", "escape release"])
  }
}
