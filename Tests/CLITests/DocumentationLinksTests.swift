import Foundation
import Testing

/// The Markdown a newcomer reads: README.md, docs/ and the DocC articles. Every relative link
/// and image resolves to a file or folder of the repository, and every `#anchor` to a heading
/// of its page (GitHub's slugs), so a renamed or moved page fails here, not in a reader's
/// browser.
@Suite struct DocumentationLinksTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md, every page under docs/ and every DocC article, relative to the root, sorted.
  static var pages: [String] {
    var pages = ["README.md"]
    let fm = FileManager.default
    for folder in ["docs", "Sources"] {
      guard let walker = fm.enumerator(atPath: root.appendingPathComponent(folder).path) else {
        continue
      }
      for case let path as String in walker where path.hasSuffix(".md") {
        if folder == "Sources" && !path.contains(".docc/") { continue }
        pages.append(folder + "/" + path)
      }
    }
    return pages.sorted()
  }

  /// The text outside fenced code blocks (code may hold `](` or `src="` of its own).
  static func prose(_ text: String) -> String {
    var inCode = false
    var kept: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inCode.toggle()
      } else if !inCode {
        kept.append(line)
      }
    }
    return kept.joined(separator: "\n")
  }

  /// The targets of `[text](target)` links and `src="target"` images in `text`.
  static func targets(in text: String) -> [String] {
    let patterns = [#"\]\(([^)\s]+)\)"#, #"src="([^"]+)""#]
    return patterns.flatMap { pattern -> [String] in
      let regex = try! NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      return regex.matches(in: text, range: range).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      }
    }
  }

  /// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped,
  /// spaces as `-` ("`dynamic-menus inspect CONTROL`" → "dynamic-menus-inspect-control").
  static func slug(_ heading: String) -> String {
    let kept = heading.lowercased().unicodeScalars.filter {
      CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
    }
    return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
  }

  /// The anchors of the headings of the Markdown file at `url`.
  static func anchors(of url: URL) throws -> Set<String> {
    let text = prose(try String(contentsOf: url, encoding: .utf8))
    return Set(
      text.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
        slug($0.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces))
      })
  }

  @Test func thePagesAreFound() {
    #expect(Self.pages.contains("README.md"))
    #expect(Self.pages.contains("docs/rendering.md"))
    #expect(Self.pages.contains("Sources/Controls/Controls.docc/PortingAUIKitDynamicsTutorial.md"))
  }

  @Test func slugsAreGitHubs() {
    #expect(Self.slug("`dynamic-menus inspect CONTROL`") == "dynamic-menus-inspect-control")
    #expect(
      Self.slug("4. The transform: where a line cannot carry over")
        == "4-the-transform-where-a-line-cannot-carry-over")
  }

  @Test("every relative link and image of the Markdown pages resolves", arguments: pages)
  func linksResolve(_ page: String) throws {
    let url = Self.root.appendingPathComponent(page)
    let text = Self.prose(try String(contentsOf: url, encoding: .utf8))
    for target in Self.targets(in: text) {
      if target.contains("://") || target.hasPrefix("mailto:") || target.hasPrefix("doc:") {
        continue
      }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      let file = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
      #expect(
        FileManager.default.fileExists(atPath: file.path),
        "\(page): the link \(target) goes to no file (\(file.standardized.path))")
      if parts.count == 2, file.pathExtension == "md",
        FileManager.default.fileExists(atPath: file.path)
      {
        #expect(
          try Self.anchors(of: file).contains(String(parts[1])),
          "\(page): the link \(target) names no heading of \(file.lastPathComponent)")
      }
    }
  }
}

extension DocumentationLinksTests {
  /// The README's text.
  static var readme: String {
    (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }

  @Test("every path in the README's layout table exists")
  func layoutPathsExist() throws {
    let table = try #require(
      Self.readme.components(separatedBy: "## Layout").last?
        .components(separatedBy: "\n## ").first)
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count >= 10)
    for row in rows {
      let first = row.split(separator: "|")[0]
      let paths = first.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
      #expect(!paths.isEmpty, "\(row)")
      for (_, path) in paths {
        #expect(
          FileManager.default.fileExists(
            atPath: Self.root.appendingPathComponent(String(path)).path),
          "the layout names \(path), which does not exist")
      }
    }
  }

  @Test("the README names every documented make target")
  func makeTargetsNamed() throws {
    let makefile = try String(
      contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
    let targets = makefile.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("## "), let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[line.index(line.startIndex, offsetBy: 3)..<colon]
      return name.contains(" ") ? nil : String(name)
    }
    #expect(targets.count >= 10)
    for target in targets {
      #expect(Self.readme.contains("make \(target)"), "the README never mentions make \(target)")
    }
  }
}
