import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import Foundation
import Testing

/// The demo scripts in Demos/floating do what their captions say.
@MainActor
@Suite("FloatingMenu demo scripts")
struct FloatingMenuDemoScriptTests {
  func play(_ name: String) throws -> FloatingFixture {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Demos/floating/\(name).script")
    let source = try String(contentsOf: url, encoding: .utf8)
    let lines = source.split(separator: "\n")
    #expect(lines[0].hasPrefix("# title: "))
    #expect(lines[1].hasPrefix("# caption: "))
    let f = FloatingFixture()
    f.play(source)
    #expect(f.menu.invariantViolations() == [])
    return f
  }

  @Test("open, select, cancel, interrupt, keyboard")
  func scripts() throws {
    var f = try play("open")
    #expect(f.menu.phase == .open && f.menu.eventLog == ["open", "opened"])
    f = try play("select")
    #expect(f.menu.phase == .closed)
    #expect(f.menu.eventLog == ["open", "opened", "tap 2", "close", "closed"])
    f = try play("cancel")
    #expect(f.menu.phase == .closed && f.menu.eventLog.contains("cancel"))
    f = try play("interrupt")
    #expect(f.menu.phase == .open)
    #expect(f.menu.eventLog == ["open", "cancel", "close", "open", "opened"])
    f = try play("keyboard")
    #expect(f.menu.phase == .closed)
    #expect(f.menu.eventLog == ["open", "opened", "tap 2", "close", "closed"])
  }
}
