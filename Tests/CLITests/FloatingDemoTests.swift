import DynamicMenusCommands
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews
import Foundation
import Testing

/// The `floating` demo scene: registered, closed at time 0, `tap 320 600` opens it, and its
/// `inspect` state has the fields issue 9 names.
@MainActor
@Suite("The floating demo scene and its inspect state")
struct FloatingDemoTests {
  func state(after script: String) throws -> [String: Any] {
    let type = try #require(DemoRegistry.scene(named: "floating"))
    let scene = type.make(size: type.defaultSize)
    #expect(scene.window.bounds.size == Size(width: 375, height: 667))
    try ScriptRunner(window: scene.window, source: script).run()
    let data = Data(scene.state().text.utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("closed at time 0: five buttons on the floating button at (320, 600), invisible")
  func closed() throws {
    let s = try state(after: "")
    #expect(s["isOpen"] as? Bool == false)
    #expect(s["fabCenter"] as? [Double] == [320, 600])
    let buttons = try #require(s["buttons"] as? [[String: Any]])
    #expect(buttons.count == 5)
    for b in buttons {
      #expect(b["center"] as? [Double] == [320, 600])
      #expect(b["alpha"] as? Double == 0)
      // inspect prints 9 significant digits: π reads 3.14159265.
      #expect(abs((b["rotation"] as? Double ?? 0) - .pi) < 1e-8)
    }
    let labels = try #require(s["labels"] as? [[String: Any]])
    #expect(
      labels.compactMap { $0["text"] as? String }
        == ["New Contact", "Heidi Hernandez", "Neil Ross", "Elijah Woods", "Bella Douglas"])
    #expect((s["events"] as? [String]) == [])
  }

  @Test("tap 320 600 opens it: the buttons up 70 pt apart, the labels on the left")
  func opened() throws {
    let s = try state(after: "tap 320 600\nwait 0.6")
    #expect(s["isOpen"] as? Bool == true)
    let buttons = try #require(s["buttons"] as? [[String: Any]])
    let centers = buttons.compactMap { $0["center"] as? [Double] }
    #expect(centers == [[320, 530], [320, 460], [320, 390], [320, 320], [320, 250]])
    #expect(
      buttons.allSatisfy { ($0["alpha"] as? Double) == 1 && ($0["rotation"] as? Double) == 0 })
    let labels = try #require(s["labels"] as? [[String: Any]])
    for (i, label) in labels.enumerated() {
      let center = try #require(label["center"] as? [Double])
      #expect(center[0] < 320 - 35 && center[1] == 530 - 70 * Double(i))
      #expect(label["alpha"] as? Double == 1)
    }
    #expect((s["events"] as? [String]) == ["open", "opened"])
  }

  @Test("choosing Neil Ross reports tap 2 and closes")
  func chosen() throws {
    let s = try state(after: "tap 320 600\nwait 0.6\ntap 320 390\nwait 0.7")
    #expect(s["isOpen"] as? Bool == false)
    #expect((s["events"] as? [String]) == ["open", "opened", "tap 2", "close", "closed"])
  }
}
