import ArgumentParser
import DynamicMenusCommands
import Foundation
import Testing

/// The `dynamic-menus …` lines of the README's shell blocks, as a newcomer types them in the
/// package root: every line parses (its subcommand and options exist), and the quick ones —
/// render, inspect, simulate, digest — run in a process of their own, exit 0 and write what they say.
/// The gallery, bench and play lines are parsed only; GalleryTests, BenchAndExitTests and the
/// window test run those commands.
@Suite struct ReadmeCommandsTests {
  /// One README line: its arguments and where its standard output is redirected, if anywhere.
  struct Line: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var redirect: String?
    var testDescription: String { "dynamic-menus " + arguments.joined(separator: " ") }
  }

  /// The `dynamic-menus` lines of the README's ```sh blocks, comments dropped.
  static var lines: [Line] {
    let url = DocumentationLinksTests.root.appendingPathComponent("README.md")
    guard let readme = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let blocks = readme.components(separatedBy: "```sh\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
    return blocks.flatMap { $0.split(separator: "\n") }.compactMap { text -> Line? in
      let command = text.split(separator: "#", maxSplits: 1)[0]
      var words = command.split(separator: " ").map(String.init)
      guard words.first == "dynamic-menus" else { return nil }
      words.removeFirst()
      var redirect: String?
      if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
        redirect = words[arrow + 1]
        words.removeSubrange(arrow...)
      }
      return Line(arguments: words, redirect: redirect)
    }
  }

  @Test func theReadmeShowsEveryCommand() {
    let shown = Set(Self.lines.compactMap(\.arguments.first))
    #expect(shown == ["render", "inspect", "simulate", "digest", "gallery", "bench", "play"])
  }

  @Test("the line parses", arguments: lines)
  func parses(_ line: Line) {
    #expect(throws: Never.self) { _ = try DynamicMenusCommand.parseAsRoot(line.arguments) }
  }

  @Test(
    "the line runs, exits 0 and writes its output",
    arguments: lines.filter {
      ["render", "inspect", "simulate", "digest"].contains($0.arguments[0])
    })
  func runs(_ line: Line) throws {
    let url = try #require(PlayCommandTests.executable, "build the dynamic-menus product first")
    // A folder of its own standing in for the package root: its Demos and docs, nothing else.
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("dm-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["Demos", "docs"] {
      try FileManager.default.createSymbolicLink(
        at: dir.appendingPathComponent(name),
        withDestinationURL: DocumentationLinksTests.root.appendingPathComponent(name))
    }
    let process = Process()
    process.executableURL = url
    process.arguments = line.arguments
    process.currentDirectoryURL = dir
    let output = dir.appendingPathComponent(line.redirect ?? "stdout.txt")
    #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
    process.standardOutput = try FileHandle(forWritingTo: output)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(stderr)")
    // What it writes: the --out file, else its standard output.
    var written = output
    if let out = line.arguments.firstIndex(of: "--out"), out + 1 < line.arguments.count {
      written = dir.appendingPathComponent(line.arguments[out + 1])
    }
    let size = try? FileManager.default.attributesOfItem(atPath: written.path)[.size] as? Int
    #expect((size ?? 0) > 0, "\(written.lastPathComponent) is missing or empty")
  }

  @Test("docs/scene-format.md's example is docs/scene-example.json")
  func sceneExample() throws {
    let docs = DocumentationLinksTests.root.appendingPathComponent("docs")
    let page = try String(
      contentsOf: docs.appendingPathComponent("scene-format.md"), encoding: .utf8)
    let example = try String(
      contentsOf: docs.appendingPathComponent("scene-example.json"), encoding: .utf8)
    let block = try #require(
      page.components(separatedBy: "## Example").last?
        .components(separatedBy: "```json\n").dropFirst().first?
        .components(separatedBy: "```").first)
    #expect(block == example)
  }
}
