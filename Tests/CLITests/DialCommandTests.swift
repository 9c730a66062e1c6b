import ArgumentParser
import DynamicMenusCairo
import DynamicMenusCommands
import DynamicMenusDemoScenes
import Foundation
import Testing

/// The dial in the command line: `inspect dial`'s documented state, the demo scripts, and
/// `bench dial`'s bad input.
@MainActor @Suite struct DialCommandTests {
  /// The repository's Demos/dial directory.
  static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos/dial")

  /// `inspect dial [arguments]`'s state object.
  static func state(_ arguments: [String]) throws -> [String: Any] {
    let command = try InspectCommand.parse(["dial"] + arguments)
    let text = try command.json().text
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    return object["state"] as! [String: Any]
  }

  @Test("inspect dial at 0: shown, item 0 selected, every item still in the middle, unscaled")
  func atZero() throws {
    let state = try Self.state(["--at", "0"])
    #expect(state["isShown"] as? Bool == true)
    #expect(state["selectedIndex"] as? Int == 0)
    let items = state["items"] as! [[String: Any]]
    #expect(items.map { $0["title"] as! String } == DialScene.beerStyles)
    for item in items {
      #expect(item["center"] as! [Double] == [256, 256])
      #expect(item["scale"] as! Double == 1)
    }
  }

  @Test("inspect dial at 1 s: on the ring, Pale lager at the top inflated to 1.33")
  func atOne() throws {
    let state = try Self.state(["--at", "1"])
    let items = state["items"] as! [[String: Any]]
    #expect(items[0]["center"] as! [Double] == [256, 66.5])
    #expect(items[0]["scale"] as! Double == 1.33)
    #expect(items[1...].allSatisfy { $0["scale"] as! Double == 0.66 })
    // Key order as documented.
    let text = try InspectCommand.parse(["dial", "--at", "1"]).json().text
    #expect(
      text.contains(
        "\"state\": {\"isShown\": true, \"selectedIndex\": 0, \"items\": [{\"title\": \"Pale lager\", \"center\": [256, 66.5], \"scale\": 1.33}"
      ))
  }

  @Test(
    "the demo scripts have a title and a caption and end where they say",
    arguments: [
      ("quarter-turn.script", 8), ("tap.script", 5), ("keys.script", 1), ("spin.script", 1),
    ])
  func demoScripts(_ args: (String, Int)) throws {
    let (name, selected) = args
    let url = Self.demos.appendingPathComponent(name)
    let source = try String(contentsOf: url, encoding: .utf8)
    let lines = source.split(separator: "\n")
    #expect(lines[0].hasPrefix("# title: ") && lines[1].hasPrefix("# caption: "))
    let state = try Self.state(["--script", url.path])
    #expect(state["selectedIndex"] as? Int == selected)
  }

  @Test("bench dial refuses bad counts with status 2")
  func benchBadInput() {
    for arguments in [["--items", "0"], ["--items", "1001"], ["--frames", "0"]] {
      do {
        var command = try DynamicMenusCommand.parseAsRoot(["bench", "dial"] + arguments)
        try command.run()
        Issue.record("bench dial \(arguments) ran")
      } catch {
        #expect(DynamicMenusCommand.exitCode(for: error).rawValue == 2)
      }
    }
  }
}
