import DynamicMenusCommands
import Foundation
import Testing

/// The `slide` demo scene through `inspect` and `render`: the state JSON issue 10 gives, and
/// the demo scripts under Demos/slide.
@MainActor @Suite struct SlideSceneTests {
  /// `inspect slide` after `script` (none: time 0), as text and parsed JSON.
  func inspect(_ script: String?, at: String? = nil) throws -> (
    text: String, object: [String: Any]
  ) {
    var args = ["slide"]
    if let script {
      let dir = try RenderCommandTests.scratchDirectory()
      let file = dir.appendingPathComponent("s.script")
      try script.write(to: file, atomically: true, encoding: .utf8)
      args += ["--script", file.path]
    }
    if let at { args += ["--at", at] }
    let text = try RenderCommandTests.inspect(args)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    return (text, object)
  }

  @Test("hidden at time 0: the issue's state JSON, exactly")
  func hiddenAtTimeZero() throws {
    let text = try inspect(nil).text
    let expected =
      #""state": {"isShown": false, "menuFrame": [375, 0, 150, 667], "backdropAlpha": 0, "#
      + #""selectedIndex": null, "options": ["Download", "Upload", "E-mail", "Settings", "About"]}"#
    #expect(text.contains(expected), "\(text.prefix(400))")
  }

  @Test("the demo swipe shows it: shown at rest 2 s later, sliding in before")
  func swipeShowsIt() throws {
    let state = try #require(
      try inspect("swipe left from 300 300 in 0.15\nwait 2").object["state"] as? [String: Any])
    #expect(state["isShown"] as? Bool == true)
    let frame = try #require(state["menuFrame"] as? [Double])
    #expect(abs(frame[0] - 225) <= 0.5 && Array(frame[1...]) == [0, 150, 667])
    #expect(state["backdropAlpha"] as? Double == 0.25)
    // Part way: on its way in, the backdrop following.
    let early = try #require(
      try inspect("swipe left from 300 300 in 0.15\nwait 2", at: "0.3").object["state"]
        as? [String: Any])
    let x = try #require((early["menuFrame"] as? [Double])?.first)
    let alpha = try #require(early["backdropAlpha"] as? Double)
    #expect(x > 225 && x < 375 && abs(alpha - 0.25 * (375 - x) / 150) < 0.01)
  }

  @Test("a chosen option shows in the state and on screen")
  func choosing() throws {
    let object = try inspect("swipe left from 300 300 in 0.15\nwait 1.5\ntap 300 195").object
    let state = try #require(object["state"] as? [String: Any])
    #expect(state["selectedIndex"] as? Int == 3)
    let views = try #require(object["views"] as? [[String: Any]])
    let canvas = try #require((views[0]["subviews"] as? [[String: Any]])?.first)
    let labels = (canvas["subviews"] as? [[String: Any]] ?? []).compactMap { $0["label"] }
    #expect(labels.contains { $0 as? String == "Selected: Settings" })
  }

  @Test("while shown, the options are the only accessibility elements")
  func accessibility() throws {
    let object = try inspect("swipe left from 300 300 in 0.15\nwait 1.5").object
    let elements = try #require(object["accessibility"] as? [[String: Any]])
    #expect(
      elements.map { $0["label"] as? String } == [
        "Download", "Upload", "E-mail", "Settings", "About",
      ])
  }

  @Test(
    "every demo script starts with a title and a caption, and plays as it says",
    arguments: ["show", "select", "hide", "turn-back", "keyboard"])
  func demoScripts(name: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Demos/slide/\(name).script")
    let source = try String(contentsOf: file, encoding: .utf8)
    let lines = source.split(separator: "\n")
    #expect(lines.count > 2 && lines[0].hasPrefix("# title: ") && lines[1].hasPrefix("# caption: "))
    let state = try #require(try inspect(source).object["state"] as? [String: Any])
    let shown = ["show", "select"].contains(name)
    #expect(state["isShown"] as? Bool == shown)
    let x = try #require((state["menuFrame"] as? [Double])?.first)
    #expect(shown ? abs(x - 225) <= 0.5 : x >= 375, "\(name) ends at x \(x)")
    let selected: Int? = ["select": 1, "keyboard": 2][name]
    #expect(state["selectedIndex"] as? Int == selected)
  }

  @Test("render slide writes a PNG of the shown menu")
  func render() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let script = dir.appendingPathComponent("s.script")
    try "swipe left from 300 300 in 0.15\nwait 1.5\n".write(
      to: script, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("slide.png").path
    #expect(
      RenderCommandTests.run([
        "render", "slide", "--script", script.path, "--scale", "1", "--out", out,
      ]) == 0)
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
