import ArgumentParser
import DynamicMenusCommands
import Foundation
import Testing

/// `inspect radial` and `render radial`: the demo and state JSON.
@MainActor @Suite struct RadialInspectTests {
  /// `inspect radial` after `script`, parsed.
  func inspect(_ script: String?, at: String? = nil) throws -> [String: Any] {
    var args = ["radial"]
    if let script {
      let dir = try RenderCommandTests.scratchDirectory()
      let file = dir.appendingPathComponent("s.script")
      try script.write(to: file, atomically: true, encoding: .utf8)
      args += ["--script", file.path]
    }
    if let at { args += ["--at", at] }
    let json = try InspectCommand.parse(args).json().text
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test func closedAtTimeZero() throws {
    let object = try inspect(nil)
    #expect(object["control"] as? String == "radial")
    let state = try #require(object["state"] as? [String: Any])
    #expect(
      Array(state.keys).sorted() == [
        "highlightedIndex", "lines", "rings", "selectedIndex", "state",
      ])
    #expect(state["state"] as? String == "closed")
    #expect(state["highlightedIndex"] is NSNull && state["selectedIndex"] is NSNull)
    let rings = try #require(state["rings"] as? [[String: Any]])
    #expect(
      rings.map { $0["name"] as? String } == [
        "thick", "thin0", "thin1", "thin2", "thin3", "thin4", "thin5", "shortDashes", "longDashes",
      ])
    #expect(rings.allSatisfy { Set($0.keys) == ["name", "radius", "lineWidth", "opacity"] })
    #expect(rings[0]["radius"] as? Double == 14 && rings[0]["lineWidth"] as? Double == 3)
    let lines = try #require(state["lines"] as? [[String: Any]])
    #expect(lines.count == 12 && lines.allSatisfy { Set($0.keys) == ["angle", "strokeEnd"] })
    #expect(lines.map { $0["angle"] as? Double } == (0..<12).map { Double($0 * 30) })
    let views = try #require(object["views"] as? [[String: Any]])
    let menu = try #require((views[0]["subviews"] as? [[String: Any]])?.first)
    #expect(menu["type"] as? String == "RadialMenu")
    #expect(menu["center"] as? [Double] == [256, 256])
  }

  @Test func downAndWaitOpensItFully() throws {
    let state = try #require(try inspect("down 256 256\nwait 1.8\n")["state"] as? [String: Any])
    #expect(state["state"] as? String == "open")
    let rings = try #require(state["rings"] as? [[String: Any]])
    #expect(rings.map { $0["radius"] as? Double } == [225, 56, 78, 98, 102, 156, 156, 84, 84])
    #expect(rings.map { $0["lineWidth"] as? Double } == [3, 1, 1, 1, 1, 1, 1, 4, 12])
    let lines = try #require(state["lines"] as? [[String: Any]])
    #expect(lines.allSatisfy { $0["strokeEnd"] as? Double == 1 })
    // Part way: opening, the thick ring growing.
    let early = try #require(
      try inspect("down 256 256\nwait 1.8\n", at: "0.25")["state"] as? [String: Any])
    #expect(early["state"] as? String == "opening")
    // Lifting away from the sectors leaves it open; lifting over one chooses it.
    let away = try #require(
      try inspect("down 256 256\nwait 1.8\nmove 256 300\nup\nwait 1.5\n")["state"] as? [String: Any]
    )
    #expect(away["state"] as? String == "open" && away["selectedIndex"] is NSNull)
    let chosen = try #require(
      try inspect("down 256 256\nwait 1.8\nmove 340 340\nup\nwait 1.5\n")["state"] as? [String: Any]
    )
    #expect(chosen["state"] as? String == "closed" && chosen["selectedIndex"] as? Int == 1)
  }

  @Test func rendersTheDemo() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let out = dir.appendingPathComponent("radial.png").path
    #expect(RenderCommandTests.run(["render", "radial", "--scale", "1", "--out", out]) == 0)
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
