import ArgumentParser
import DynamicMenusCommands
import Foundation
import Testing

/// `--layout-direction rtl` (render and inspect): the demo screens mirror as a right-to-left
/// locale lays them out, from the first frame: the floating button at the bottom-left and the
/// inbox rows' avatars on the right, the slide menu's status beside the menu on the left and
/// its hint naming a swipe to the right. Frames are points, to 1e-9.
@MainActor @Suite struct LayoutDirectionTests {
  /// `inspect`'s views' labels and frames [x, y, w, h], depth first.
  static func views(_ arguments: [String]) throws -> [(label: String, frame: [Double])] {
    let json = try RenderCommandTests.inspect(arguments)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var found: [(label: String, frame: [Double])] = []
    func walk(_ views: [[String: Any]]) {
      for v in views {
        found.append(((v["label"] as? String) ?? "", (v["frame"] as? [Double]) ?? []))
        walk(v["subviews"] as? [[String: Any]] ?? [])
      }
    }
    walk(object["views"] as? [[String: Any]] ?? [])
    return found
  }

  /// `inspect`'s accessibility element labels and frames.
  static func elements(_ arguments: [String]) throws -> [(label: String, frame: [Double])] {
    let json = try RenderCommandTests.inspect(arguments)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return (object["accessibility"] as? [[String: Any]] ?? []).map {
      (($0["label"] as? String) ?? "", ($0["frame"] as? [Double]) ?? [])
    }
  }

  @Test("floating: the button moves to the bottom-left, the first row mirrors")
  func floating() throws {
    let ltr = try Self.elements(["floating"])
    let rtl = try Self.elements(["floating", "--layout-direction", "rtl"])
    let button = { (e: [(label: String, frame: [Double])]) in e.first { $0.label == "New" }?.frame }
    // 50 pt at (320, 600) from the right: 295…345; mirrored: 30…80.
    #expect(button(ltr) == [295, 575, 50, 50])
    #expect(button(rtl) == [30, 575, 50, 50])
    // The first row's avatar, its first subview: 16 pt from the left, or from the right.
    func avatar(_ views: [(label: String, frame: [Double])]) -> [Double]? {
      views.firstIndex { $0.label == "Heidi Hernandez, Lunch on Thursday?" }.map {
        views[$0 + 1].frame
      }
    }
    #expect(avatar(try Self.views(["floating"])) == [16, 14, 44, 44])
    #expect(
      avatar(try Self.views(["floating", "--layout-direction", "rtl"])) == [315, 14, 44, 44])
  }

  @Test("slide: the status sits beside the menu on the left, mirrored (x 170, 185 wide)")
  func slide() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let script = dir.appendingPathComponent("s.txt")
    // Show from the left edge (the menu's side in right-to-left), then choose Upload.
    try "wait 0.3\nswipe right from 75 300 in 0.15\nwait 1.2\ntap 75 95\nwait 0.6\n"
      .write(to: script, atomically: true, encoding: .utf8)
    let rtl = try Self.views(["slide", "--script", script.path, "--layout-direction", "rtl"])
    let status = try #require(rtl.first { $0.label == "Selected: Upload" })
    #expect(status.frame == [170, 360, 185, 30])
    #expect(rtl.contains { $0.label == "Swipe right to show the menu" })
    let ltr = try Self.views(["slide"])
    #expect(ltr.contains { $0.label == "Swipe left to show the menu" })
  }

  @Test("a direction that is not ltr or rtl is a usage error naming both")
  func badDirection() {
    #expect(RenderCommandTests.run(["inspect", "slide", "--layout-direction", "up"]) == 64)
    do {
      _ = try InspectCommand.parse(["slide", "--layout-direction", "up"])
      Issue.record("parsed")
    } catch {
      let message = InspectCommand.message(for: error)
      #expect(message.contains("ltr") && message.contains("rtl"), "\(message)")
    }
  }
}
