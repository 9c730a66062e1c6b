import DynamicMenusLayers
import DynamicMenusCairo
import Foundation
import Testing
@testable import DynamicMenusCommands
@testable import DynamicMenusDemoScenes

/// `dynamic-menus gallery`: the files it writes, the page that shows them, determinism, and
/// bad output paths (exit status 2, nothing written).
@MainActor @Suite struct GalleryTests {
  /// Small and fast settings: a few frames a second at a quarter of a point per pixel.
  static let quick = ["--fps", "4", "--animation-scale", "0.25", "--still-scale", "0.5"]

  static func run(_ arguments: [String]) -> Int32 { RenderCommandTests.run(arguments) }

  /// Every file under `directory`, as paths relative to it, sorted.
  static func files(in directory: URL) throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { files.append(path) }
    }
    return files.sorted()
  }

  /// The script names of a control's demo directory.
  static func demoScripts(_ control: String) throws -> [String] {
    let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos")
      .appendingPathComponent(control)
    return try FileManager.default.contentsOfDirectory(atPath: demos.path)
      .filter { $0.hasSuffix(".script") }.map { String($0.dropLast(7)) }.sorted()
  }

  @Test func writesEveryScriptAndAPageThatShowsThem() throws {
    let out = try RenderCommandTests.scratchDirectory().appendingPathComponent("nested/gallery")
    #expect(Self.run(["gallery", "--out", out.path] + Self.quick) == 0)
    let files = try Self.files(in: out)
    // Every control with demo scripts: one animation and one still per script.
    var expected = ["index.html"]
    for control in DemoRegistry.names where control != "test" {
      for name in try Self.demoScripts(control) {
        expected += ["\(control)/\(name).apng", "\(control)/\(name).png"]
      }
    }
    #expect(files == expected.sorted())
    #expect(files.count > 10)
    // The page references every file, and nothing else.
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let referenced = Set(
      html.split(separator: "\"").map(String.init).filter {
        $0.hasSuffix(".png") || $0.hasSuffix(".apng")
      })
    #expect(referenced == Set(files.filter { $0 != "index.html" }))
    // Titles and captions come from the scripts' comment lines.
    #expect(html.contains("Choosing a sign"))
    #expect(html.contains("the 30° sector under the finger lights up"))
    #expect(html.contains("<h2>Radial menu"))
    // Stills decode; animations are APNG.
    let still = try Bitmap(
      pngData: [UInt8](try Data(contentsOf: out.appendingPathComponent("radial/select.png"))))
    #expect(still.width == 256 && still.height == 256)
    let apng = [UInt8](try Data(contentsOf: out.appendingPathComponent("radial/select.apng")))
    #expect(try PNGChunks.parse(apng).contains { $0.type == "acTL" })
    // No staging directory is left beside it.
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: out.deletingLastPathComponent().path)
    #expect(siblings == ["gallery"])
  }

  @Test func sameScriptsGiveTheSameBytes() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let a = dir.appendingPathComponent("a")
    let b = dir.appendingPathComponent("b")
    for out in [a, b] {
      #expect(
        Self.run(["gallery", "--out", out.path, "--only", "radial/revert"] + Self.quick) == 0)
    }
    for file in try Self.files(in: a) {
      #expect(
        try Data(contentsOf: a.appendingPathComponent(file))
          == (try Data(contentsOf: b.appendingPathComponent(file))), "\(file)")
    }
  }

  @Test func replacesAnEarlierGallery() throws {
    let out = try RenderCommandTests.scratchDirectory().appendingPathComponent("g")
    #expect(Self.run(["gallery", "--out", out.path, "--only", "radial/open"] + Self.quick) == 0)
    #expect(Self.run(["gallery", "--out", out.path, "--only", "confirm/cancel"] + Self.quick) == 0)
    #expect(try Self.files(in: out) == ["confirm/cancel.apng", "confirm/cancel.png", "index.html"])
  }

  @Test func badOutputPathsWriteNothing() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let file = dir.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let foreign = dir.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
    for out in [file.path, file.path + "/gallery", foreign.path, ""] {
      #expect(Self.run(["gallery", "--out", out] + Self.quick) == 2, "\(out)")
    }
    #expect(try Self.files(in: dir) == ["a-file", "mine/notes.txt"])
  }

  @Test func badOptionsExitWithStatus2() throws {
    let out = try RenderCommandTests.scratchDirectory().appendingPathComponent("g").path
    for arguments in [
      ["--only", "nosuch"], ["--only", "radial/nosuch"], ["--fps", "0"], ["--fps", "nan"],
      ["--still-scale", "9"], ["--demos", "/nonexistent/demos"], ["--web", "/nonexistent/web"],
    ] {
      #expect(Self.run(["gallery", "--out", out] + arguments) == 2, "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("with --web, each control leads its section live in the catalog, with its files")
  func liveControls() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let web = dir.appendingPathComponent("web")
    try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
    for name in GalleryPage.webHostFileNames {
      try Data("// \(name)".utf8).write(to: web.appendingPathComponent(name))
    }
    let out = dir.appendingPathComponent("g")
    let status = Self.run(
      ["gallery", "--out", out.path, "--web", web.path, "--only", "dial/tap"] + Self.quick)
    #expect(status == 0)
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<div class=\"catalog\" data-catalog=\"dial\" data-kind=\"dial-menu\""))
    #expect(page.contains("<script src=\"dynamic-menus.classic.js\"></script>"))
    #expect(page.contains("<script src=\"catalog.js\"></script>"))
    for name in GalleryPage.webHostFileNames {
      let copied = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(String(decoding: copied, as: UTF8.self) == "// \(name)")
    }
    // Without --web the page is the recorded demos only, with no script.
    #expect(Self.run(["gallery", "--out", out.path, "--only", "dial/tap"] + Self.quick) == 0)
    let plain = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!plain.contains("data-catalog") && !plain.contains("<script"))
  }

  @Test("the sections come in the tutorials' order: dial, radial, confirm, floating, slide")
  func sectionsInTheTutorialsOrder() throws {
    let out = try RenderCommandTests.scratchDirectory().appendingPathComponent("g")
    let only = ["slide/show", "confirm/cancel", "dial/tap"].flatMap { ["--only", $0] }
    #expect(Self.run(["gallery", "--out", out.path] + only + Self.quick) == 0)
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let starts = ["dial", "confirm", "slide"].compactMap {
      page.range(of: "<section id=\"\($0)\"")?.lowerBound
    }
    #expect(starts.count == 3 && starts == starts.sorted())
  }

  @Test func aBrokenDemoScriptIsNamedWithItsLine() throws {
    let dir = try RenderCommandTests.scratchDirectory()
    let demos = dir.appendingPathComponent("Demos/radial")
    try FileManager.default.createDirectory(at: demos, withIntermediateDirectories: true)
    try Data("# title: x\nwait 0.1\njump 3\n".utf8).write(
      to: demos.appendingPathComponent("bad.script"))
    let out = dir.appendingPathComponent("g").path
    #expect(
      Self.run(["gallery", "--out", out, "--demos", dir.appendingPathComponent("Demos").path]) == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}

/// The parts of the gallery that need no rendering: script metadata and progress lines.
@Suite struct GalleryPartsTests {
  @Test func titleAndCaptionComeFromCommentLines() {
    let meta = DemoScript.metadata(
      in: "#title: Open\n  # caption:  It opens.  \n# caption: second\ndown 1 1 # title: no\n")
    #expect(meta.title == "Open")
    #expect(meta.caption == "It opens.")
    #expect(DemoScript.metadata(in: "wait 1\n") == (nil, nil))
  }

  @Test func progressIsABarOnATerminalAndLinesElsewhere() {
    let bar = ProgressReporter(total: 4, isTerminal: true).line(done: 2, label: "radial/open")
    #expect(bar.hasPrefix("\r" + String(repeating: "█", count: 14)))
    #expect(bar.contains("2/4 radial/open"))
    let plain = ProgressReporter(total: 4, isTerminal: false).line(done: 3, label: "a/b")
    #expect(plain == "gallery: 3/4 a/b\n")
  }

  /// Every control's note: each behaviour with one of the three sources, the tutorial's
  /// first, and at least one of ours; the page shows it as a table with its caption.
  @Test("each control's note says where each behaviour comes from")
  func provenanceNotes() {
    for name in GalleryCommand.tutorialOrder {
      let rows = GalleryPage.provenance[name] ?? []
      #expect(rows.count >= 5, "\(name): \(rows.count) behaviours")
      #expect(rows.first?.origin == .tutorial, "\(name) starts with the tutorial's")
      #expect(rows.contains { $0.origin == .ours }, "\(name) names what is ours")
      #expect(rows.allSatisfy { !$0.behaviour.isEmpty && !$0.behaviour.hasSuffix(".") })
    }
    let section = GalleryPage.Section(
      name: "radial", title: "Radial menu", summary: "", entries: [])
    let note = GalleryPage.provenanceNote(section)
    #expect(note.contains("<caption>Where each behaviour comes from</caption>"))
    #expect(note.contains("<td class=\"origin-app\">the published app</td>"))
    #expect(
      note.components(separatedBy: "<tr>").count - 1 == GalleryPage.provenance["radial"]?.count)
  }

  @Test func pageEscapesText() {
    #expect(GalleryPage.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    #expect(GalleryPage.sentence("the menu") == "The menu.")
  }
}
