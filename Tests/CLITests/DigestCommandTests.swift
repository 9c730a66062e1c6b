import ArgumentParser
import DynamicMenusCommands
import DynamicMenusDemoScenes
import DynamicMenusScripts
import DynamicMenusViews
import Foundation
import Testing

/// `dynamic-menus digest`: the lines the WebAssembly build is held to (`make wasm-check`).
@MainActor @Suite struct DigestCommandTests {
  /// The repository's Demos directory.
  static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos").path

  @Test("one line for the math, one per scene and one per demo script, each 16 hex digits")
  func lines() throws {
    let lines = try DigestCommand.parse(["--demos", Self.demos]).lines()
    #expect(lines.first == "elementary bb55f860ff4f59e9")
    let scripts = try FileManager.default.subpathsOfDirectory(atPath: Self.demos)
      .filter { $0.hasSuffix(".script") }
    #expect(lines.count == 1 + DemoRegistry.scenes.count + 2 * scripts.count)
    for kind in DemoRegistry.scenes {
      #expect(lines.contains { $0.hasPrefix("\(kind.name) - ") }, "\(kind.name) without script")
    }
    #expect(lines.contains { $0.hasPrefix("dial spin ") })
    #expect(lines.contains { $0.hasPrefix("floating open handover ") })
    for line in lines {
      let digest = line.split(separator: " ").last ?? ""
      #expect(digest.count == 16 && digest.allSatisfy(\.isHexDigit), "\(line)")
    }
  }

  @Test("the same scene and script give the same digest; another script another")
  func reproducible() throws {
    let kind = try #require(DemoRegistry.scene(named: "dial"))
    let spin = try InteractionScript(
      parsing: String(contentsOfFile: Self.demos + "/dial/spin.script", encoding: .utf8))
    let once = DeterminismDigest.scene(kind, script: spin)
    #expect(DeterminismDigest.scene(kind, script: spin) == once)
    #expect(DeterminismDigest.scene(kind, script: nil) != once)
  }

  @Test("a demo script that does not parse is bad input, named with its line")
  func badScript() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "digest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("dial"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "tap 10 10\nbogus 1\n".write(
      to: directory.appendingPathComponent("dial/broken.script"), atomically: true,
      encoding: .utf8)
    #expect {
      try DigestCommand.parse(["--demos", directory.path]).lines()
    } throws: { error in
      "\(error)".contains("broken.script:2:1")
    }
  }
}
