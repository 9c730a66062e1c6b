import DynamicMenusCommands
import DynamicMenusDemoScenes
import DynamicMenusScripts
import DynamicMenusViews
import Foundation
import Testing

/// The keyboard in the demo scenes: no scene forces the focus; tab reaches each control, as it
/// would in an app, and the keyboard demo scripts start with `key tab`.
@MainActor
@Suite("Demo scenes: the focus comes from tab")
struct DemoFocusTests {
  /// The scene `name`, after `script`.
  func scene(_ name: String, after script: String) throws -> any DemoScene {
    let type = try #require(DemoRegistry.scene(named: name))
    let scene = type.make(size: type.defaultSize)
    try ScriptRunner(window: scene.window, source: script).run()
    return scene
  }

  @Test("no scene starts with a focused view; tab reaches every control shown at rest")
  func tabReachesEveryControl() throws {
    for type in DemoRegistry.scenes {
      let name = type.name
      let scene = type.make(size: type.defaultSize)
      #expect(scene.window.focusedView == nil, "\(name) forces the focus")
      try ScriptRunner(window: scene.window, source: "key tab").run()
      // The test scene has no control; the slide menu is hidden (out of the tab order) until
      // a swipe shows it, and then takes the focus itself.
      if !["test", "slide"].contains(name) {
        #expect(scene.window.focusedView != nil, "tab reaches nothing in \(name)")
      }
    }
  }

  @Test("the dial: tab, then the arrows turn it and return chooses")
  func dial() throws {
    let scene = try self.scene("dial", after: "wait 0.6\nkey tab\nkey right\nwait 1.2")
    #expect(scene.state().text.contains("\"selectedIndex\": 1,"))
    let back = try self.scene("dial", after: "wait 0.6\nkey tab\nkey left\nwait 2")
    #expect(back.state().text.contains("\"selectedIndex\": 9,"))
  }

  @Test("the radial menu: tab, return opens it, the arrows highlight, return chooses")
  func radial() throws {
    let scene = try self.scene(
      "radial", after: "key tab\nkey return\nwait 1.1\nkey right\nkey right\nkey return\nwait 1.3")
    let state = scene.state().text
    #expect(state.contains("\"state\": \"closed\"") && state.contains("\"selectedIndex\": 1,"))
  }
}
