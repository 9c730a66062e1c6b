import DynamicMenusDemoScenes
import Foundation
import Testing

/// Each control has one name for people, its scene's `displayName` ("Confirm button"), which
/// the playground's tiles and the gallery's headings show: the README's table and examples
/// and the Menus catalog's topics use the same words.
@MainActor
@Suite struct ControlNamesTests {
  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: DocumentationLinksTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  static var names: [String] { DemoRegistry.controls.map { $0.displayName } }

  @Test("the README's picture table heads each column with a control's display name")
  func readmeTable() throws {
    let readme = try Self.text("README.md")
    let header = try #require(
      readme.split(separator: "\n").first { $0.hasPrefix("| Dial menu |") })
    let columns = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    #expect(Set(columns) == Set(Self.names) && columns.count == Self.names.count, "\(header)")
  }

  @Test("the README's examples and the Menus catalog's topics name the controls the same way")
  func readmeAndCatalog() throws {
    let readme = try Self.text("README.md")
    let catalog = try Self.text("Sources/Controls/Controls.docc/Controls.md")
    for name in Self.names.map({ $0.lowercased() }) {
      #expect(readme.contains("The **\(name)**"), "README.md: no example of the \(name)")
      #expect(catalog.contains("### The \(name)\n"), "Menus.md: no topic for the \(name)")
    }
    #expect(!readme.lowercased().contains("confirm action button"))
    #expect(!catalog.lowercased().contains("confirm action button"))
  }
}
