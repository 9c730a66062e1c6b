import DynamicMenusScripts
import DynamicMenusViews
import Foundation
import Testing

@testable import DynamicMenusCommands

/// The dial's demo captions state the real timing of their drags (issue 20): the finger's
/// time on the wheel as the script plays at 60 frames a second, from the frame it goes down
/// to the frame of its last move, to the hundredth of a second.
@Suite struct DialCaptionTimingTests {
  static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos/dial")

  /// The seconds a caption states ("… in 1.93 s …"), if any.
  static func statedSeconds(_ caption: String) -> Double? {
    guard let range = caption.range(of: #" in [0-9]+(\.[0-9]+)? s\b"#, options: .regularExpression)
    else { return nil }
    return Double(caption[range].dropFirst(4).dropLast(2))
  }

  @Test(
    "every dial drag's caption says how long it takes, as played",
    arguments: [
      "quarter-turn", "spin",
    ])
  func captionTiming(name: String) throws {
    let source = try String(
      contentsOf: Self.demos.appendingPathComponent("\(name).script"), encoding: .utf8)
    let caption = try #require(DemoScript.metadata(in: source).caption)
    let stated = try #require(Self.statedSeconds(caption), "\(name): \"\(caption)\"")
    let timeline = ScriptTimeline(try InteractionScript(parsing: source))
    var down: Int?
    var lastMove: Int?
    for entry in timeline.entries {
      guard case .touch(let touch) = entry.event else { continue }
      if touch.phase == .began, down == nil { down = entry.frame }
      if touch.phase == .moved { lastMove = entry.frame }
    }
    let frames = try #require(lastMove.flatMap { last in down.map { last - $0 } })
    let seconds = (Double(frames) / 60 * 100).rounded() / 100
    #expect(stated == seconds, "\(name): the caption says \(stated) s, the drag takes \(seconds) s")
  }
}
