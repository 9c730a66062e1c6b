import DynamicMenusCommands
import Foundation
import Testing

/// The `confirm` demo scene through `inspect`: the state JSON issue 8 gives, and the demo
/// scripts under Demos/confirm.
@MainActor @Suite struct ConfirmSceneTests {
  /// `inspect confirm` after `script`, as parsed JSON.
  func inspect(_ script: String) throws -> (text: String, object: [String: Any]) {
    let dir = try RenderCommandTests.scratchDirectory()
    let file = dir.appendingPathComponent("s.txt")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let text = try RenderCommandTests.inspect(["confirm", "--script", file.path])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    return (text, object)
  }

  @Test("the state field is exactly the issue's shape, in every state")
  func stateJSON() throws {
    let cases: [(script: String, state: String)] = [
      ("", #"{"state": "idle", "intention": 0, "ringCenter": null, "actionCount": 0}"#),
      (
        "down 150 520 force 6.67",
        #"{"state": "selected", "intention": 1, "ringCenter": [150, 420], "actionCount": 0}"#
      ),
      (
        "down 187.5 500 force 6.67\nmove 187.5 400",
        #"{"state": "confirmed", "intention": 1, "ringCenter": [187.5, 400], "actionCount": 0}"#
      ),
      (
        "down 187.5 500 force 6.67\nmove 187.5 400\nup",
        #"{"state": "idle", "intention": 0, "ringCenter": null, "actionCount": 1}"#
      ),
    ]
    for c in cases {
      let text = try inspect(c.script).text
      #expect(text.contains(#""state": \#(c.state)"#), "\(c.script): \(text.prefix(200))")
    }
    // A second into a hold without force: half full (to the clock's rounding).
    let state = try #require(
      try inspect("down 187.5 500\nwait 1").object["state"] as? [String: Any])
    #expect(state["state"] as? String == "updating")
    #expect(abs((state["intention"] as? Double ?? 0) - 0.5) < 1e-9)
    #expect(state["ringCenter"] as? [Double] == [187.5, 400])
  }

  @Test("the action fades in the Deleted label")
  func deletedLabel() throws {
    func deletedAlpha(_ script: String) throws -> Double? {
      let object = try inspect(script).object
      let views = try #require(object["views"] as? [[String: Any]])
      let canvas = try #require((views[0]["subviews"] as? [[String: Any]])?.first)
      let subviews = try #require(canvas["subviews"] as? [[String: Any]])
      return subviews.first { $0["label"] as? String == "Deleted" }?["alpha"] as? Double
    }
    #expect(try deletedAlpha("down 187.5 500\nwait 2.1\nup") == 0)
    #expect(try deletedAlpha("down 187.5 500\nwait 2.1\nmove 187.5 400\nup\nwait 0.3") == 1)
  }

  @Test("the button is one element, Delete, with its progress as value")
  func accessibility() throws {
    let object = try inspect("down 187.5 500\nwait 1").object
    let elements = try #require(object["accessibility"] as? [[String: Any]])
    let delete = try #require(elements.first { $0["label"] as? String == "Delete" })
    #expect(delete["value"] as? String == "50 %")
    #expect(delete["traits"] as? [String] == ["button"])
  }

  @Test(
    "every demo script starts with a title and a caption, and ends idle",
    arguments: ["hold-to-confirm", "press-harder", "cancel", "keyboard"])
  func demoScripts(name: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Demos/confirm/\(name).script")
    let source = try String(contentsOf: file, encoding: .utf8)
    let lines = source.split(separator: "\n")
    #expect(lines.count > 2 && lines[0].hasPrefix("# title: ") && lines[1].hasPrefix("# caption: "))
    let state = try #require(try inspect(source).object["state"] as? [String: Any])
    #expect(state["state"] as? String == "idle")
    #expect(state["actionCount"] as? Int == (name == "cancel" ? 0 : 1))
  }
}
