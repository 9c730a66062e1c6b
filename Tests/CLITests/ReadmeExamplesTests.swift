import DynamicMenus
import DynamicMenusCairo
import DynamicMenusRendering
import DynamicMenusScripts
import Foundation
import Testing

/// The README's code examples, compiled and run: each ```swift block of README.md must appear
/// in this file (line by line, indentation aside), so an example that stops compiling or
/// drifts from the API fails here.
@MainActor @Suite struct ReadmeExamplesTests {
  @Test func dialMenu() throws {
    var selected: [Int] = []
    // README: dial
    let window = Window(size: Size(width: 512, height: 512))
    let dial = DialMenu(frame: window.bounds)
    dial.itemViews = ["Pale lager", "Witbier", "Pilsner", "IPA"].map { MenuItem(title: $0) }
    dial.onSelect = { _, index in selected.append(index) }
    window.rootView.addSubview(dial)
    dial.show()
    // Tap the bubble at the bottom: the wheel carries it to the top, where it is selected.
    try ScriptRunner(window: window, source: "wait 0.5\ntap 256 445\nwait 3").run()
    #expect(selected.last == 2)
  }

  @Test func radialMenu() throws {
    var chosen: [String] = []
    // README: radial
    let window = Window(size: Size(width: 512, height: 512))
    let menu = RadialMenu(frame: window.bounds)
    menu.onSelect = { menu, index in chosen.append(menu.items[index].title) }
    window.rootView.addSubview(menu)
    // Hold the centre until it opens, slide onto a sign, lift.
    try ScriptRunner(window: window, source: "down 256 256\nwait 1.1\nmove 380 300\nup\nwait 1")
      .run()
    #expect(chosen.count == 1)
  }

  @Test func confirmActionButton() throws {
    var deleted = 0
    func deleteTheMessage() { deleted += 1 }
    // README: confirm
    let window = Window(size: Size(width: 375, height: 667))
    let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
    button.title = "Delete"
    button.onConfirm = { _ in deleteTheMessage() }
    window.rootView.addSubview(button)
    // Press hard, slide into the ring above, let go.
    try ScriptRunner(
      window: window, source: "down 187.5 500 force 6.67\nwait 0.2\nmove 187.5 400\nwait 0.1\nup"
    ).run()
    #expect(deleted == 1)
  }

  @Test func floatingMenu() throws {
    var tapped: [Int] = []
    let window = Window(size: Size(width: 375, height: 667))
    // README: floating
    let fab = FloatingButton(image: Icons.plus)
    fab.center = Point(x: 320, y: 600)
    window.rootView.addSubview(fab)

    let menu = FloatingMenuController(
      fromView: fab,
      items: [
        .init(title: "New Contact", image: Icons.plus),
        .init(title: "Heidi Hernandez", image: Icons.person),
      ])
    menu.onSelect = { _, index in tapped.append(index) }
    fab.addAction(for: .primaryActionTriggered) { [unowned menu] _ in menu.open() }
    // Tap the floating button, wait for the menu, tap the first button above it.
    try ScriptRunner(window: window, source: "tap 320 600\nwait 0.8\ntap 320 530\nwait 0.8").run()
    #expect(tapped == [0])
  }

  @Test func slideMenu() throws {
    var chosen: [String] = []
    // README: slide
    let window = Window(size: Size(width: 375, height: 667))
    let menu = SlideMenu(
      frame: Rect(x: 225, y: 0, width: 150, height: 667), targetView: window.rootView,
      options: SlideMenu.tutorialOptions)
    menu.onSelect = { menu, index in chosen.append(menu.options[index].title) }
    // Swipe left to show it, let it settle, tap Settings.
    try ScriptRunner(
      window: window, source: "swipe left from 300 300 in 0.15\nwait 1.5\ntap 300 195\nwait 0.3"
    ).run()
    #expect(chosen == ["Settings"])
  }

  @Test func hostingAndRendering() throws {
    let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
    var drawn: [Int] = []
    func show(_ png: [UInt8]) { drawn.append((try? Bitmap(pngData: png).width) ?? 0) }
    // README: host
    let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667), scale: 2))
    host.window.rootView.addSubview(button)
    // The platform's input, as it comes (a finger here; a pen or a mouse say so, with a force):
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 187.5, y: 500), force: 3))
    // Once per displayed frame, with the frame's interval in seconds:
    let frame = host.frame(1.0 / 60, measurer: PangoTextMeasurer())
    // Draw it when anything changed (here with cairo, at the settings' scale):
    if frame.needsRedraw {
      show(try CairoRenderer().renderPNG(frame.displayList, scale: frame.scale))
    }
    #expect(drawn == [750])
    #expect(button.selectionState != .idle, "a force of 3 fills the ring at once")
  }

  /// The README's SwiftPM lines (Install), which are a package manifest's, not an app's: they
  /// name the version VERSION declares (`make release-check` holds the README to it, and `make
  /// consumer-test` builds a package from the README's lines).
  @Test func theInstallLinesNameTheVersion() throws {
    let block = """
      // Package.swift, until 0.1.0 is tagged:
      .package(url: "REPOSITORY_URL", branch: "main"),
      // once it is: 0.1.0 and any later 0.1.x (before 1.0 a new minor version may break the API,
      // as SemVer allows; plain `from:` would take 0.2.0 too):
      .package(url: "REPOSITORY_URL", .upToNextMinor(from: "0.1.0")),
      """
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let version = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(block.contains(#"from: "\#(version)")"#), "VERSION is \(version)")
    #expect(block.contains(#"branch: "main""#))
  }

  /// Every ```swift block of the README is in this file, but those of its Apple section,
  /// which need UIKit or SwiftUI: `make apple-check` type-checks those against the stand-in
  /// SDKs (scripts/apple-check.py).
  @Test func theReadmeShowsOnlyCodeFromThisFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let whole = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let apple = "## In an iOS or macOS app"
    let readme =
      whole.components(separatedBy: apple)[0]
      + (whole.components(separatedBy: apple).dropFirst().first?
        .components(separatedBy: "\n## ").dropFirst().joined(separator: "\n## ") ?? "")
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    func lines(_ text: Substring) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    let here = lines(source[...]).joined(separator: "\n")
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count >= 6)
    for block in blocks {
      let wanted = lines(block[...]).joined(separator: "\n")
      #expect(here.contains(wanted), "README example not in ReadmeExamplesTests.swift:\n\(block)")
    }
  }
}
