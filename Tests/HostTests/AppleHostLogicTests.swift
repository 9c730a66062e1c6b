import DynamicMenusControls
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Foundation
import Testing

/// The logic the Apple hosts (Sources/Hosts/UIKit, Sources/Hosts/AppKit and the renderer in
/// Sources/Renderers/CoreGraphics) rely on, kept portable so it is tested here: coordinates,
/// touch identifiers, forces, and the Core Graphics operations each display-list command
/// becomes.
@MainActor
@Suite struct AppleHostLogicTests {
  @Test("an unflipped view's points and frames flip about its height; a flipped one's don't")
  func coordinates() {
    let up = HostCoordinateSpace(height: 600, yAxisPointsUp: true)
    #expect(up.windowPoint(fromView: Point(x: 10, y: 590)) == Point(x: 10, y: 10))
    #expect(
      up.viewPoint(fromWindow: up.windowPoint(fromView: Point(x: 3, y: 7))) == Point(x: 3, y: 7))
    #expect(
      up.viewRect(fromWindow: Rect(x: 5, y: 10, width: 20, height: 30))
        == Rect(x: 5, y: 560, width: 20, height: 30))
    let down = HostCoordinateSpace(height: 600)
    #expect(down.windowPoint(fromView: Point(x: 10, y: 590)) == Point(x: 10, y: 590))
    #expect(HostCoordinateSpace(height: .nan).height == 0)
  }

  @Test("a bitmap counting rows from the bottom: the window's corners")
  func bitmap() {
    let space = HostCoordinateSpace(height: 100)
    let t = space.bitmapTransform(scale: 2)
    #expect(Point(x: 0, y: 0).applying(t) == Point(x: 0, y: 200))
    #expect(Point(x: 50, y: 100).applying(t) == Point(x: 100, y: 0))
  }

  @Test("touch identifiers: stable while down, never reused, nil for a repeat or a stranger")
  func pointerTable() {
    var table = PointerTable<String>()
    #expect(table.began("a") == 1)
    #expect(table.began("a") == nil, "began twice")
    #expect(table.began("b") == 2)
    #expect(table.id(of: "a") == 1)
    #expect(table.ended("a") == 1)
    #expect(table.ended("a") == nil, "ended twice")
    #expect(table.id(of: "c") == nil, "moved without having begun")
    #expect(table.began("a") == 3, "an identifier is not reused")
    let order = table.inOrder(
      ["new2", "b", "new1", "a"], key: { $0 },
      location: { $0 == "new1" ? Point(x: 5, y: 1) : Point(x: 1, y: 9) })
    #expect(order == ["b", "a", "new1", "new2"])
    table.removeAll()
    #expect(table.count == 0)
  }

  @Test("a force reading: none without a sensor (UIKit's 0), none for a bad maximum")
  func forces() {
    #expect(PointerEvent.forceReading(0, maximumPossible: 0, isMeasured: false) == nil)
    #expect(PointerEvent.forceReading(2.5, maximumPossible: 6.67, isMeasured: true) == 2.5)
    #expect(PointerEvent.forceReading(2.5, maximumPossible: .nan, isMeasured: true) == nil)
    #expect(PointerEvent.forceReading(.nan, maximumPossible: 4, isMeasured: true) == nil)
  }

  /// One command of each kind.
  static let everyCommand: [(name: String, command: DisplayCommand)] = {
    let path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    let shadow = Shadow(opacity: 0.5)
    let style = StrokeStyle(lineWidth: 2)
    let block = TextBlock(
      font: .systemFont(ofSize: 12), color: .black,
      runs: [TextRun("a", origin: Point(x: 0, y: 10), width: 7)])
    let blur = BackdropBlur(
      region: path, sigma: 10, saturation: 1.8, tint: Color(white: 1, alpha: 0.3))
    return [
      ("saveState", .saveState), ("restoreState", .restoreState),
      ("concatenate", .concatenate(.identity)), ("clip", .clip(path, .evenOdd)),
      ("clipRect", .clipRect(Rect(x: 0, y: 0, width: 4, height: 4))),
      ("beginTransparencyGroup", .beginTransparencyGroup(opacity: 0.5)),
      ("endTransparencyGroup", .endTransparencyGroup),
      ("beginMaskedContent", .beginMaskedContent), ("beginMask", .beginMask), ("endMask", .endMask),
      ("beginShadow", .beginShadow(shadow)), ("endShadow", .endShadow),
      ("shadow", .shadow(shadow, path: path)), ("fill", .fill(path, .black, .nonZero)),
      ("stroke", .stroke(path, .black, style)), ("text", .text(block)),
      ("image", .image(VectorImage(shapes: firstIconShape().map { [$0] } ?? []))),
      ("bitmap", photo().map { .bitmap($0, in: path.controlBounds) } ?? .saveState),
      ("backdropBlur", .backdropBlur(blur)),
    ]
  }()

  /// A contact photo of the floating demo (a PNG bitmap).
  static func photo() -> BitmapImage? {
    ContactPhotos.image(for: "Heidi Hernandez").bitmap
  }

  /// The first shape of an icon the floating menu draws (its plus: stroked, not filled).
  static func firstIconShape() -> Image.ResolvedShape? {
    let scene = FloatingScene(size: FloatingScene.defaultSize)
    for case .image(let image) in scene.displayList(measurer: FallbackTextMeasurer()).commands {
      if let shape = image.shapes.first { return shape }
    }
    return nil
  }

  @Test("every display-list command maps to the operations docs/apple-host.md lists for it")
  func mappingTable() throws {
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/apple-host.md"), encoding: .utf8)
    // Table rows: | `command` | `op`, `op`, … | notes |
    var table: [String: [String]] = [:]
    let section = docs.components(separatedBy: "## Display-list commands")[1]
      .components(separatedBy: "\n## ")[0]
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2 else { continue }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      table[name] = cells[1].split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
      }
    }
    #expect(table.count == Self.everyCommand.count, "one row per command")
    for (name, command) in Self.everyCommand {
      var plan = GraphicsPlan()
      // A closer in its bracket (alone it would be ignored: the renderer contract).
      let openers: [DisplayCommand] =
        switch command {
        case .restoreState: [.saveState]
        case .endTransparencyGroup: [.beginTransparencyGroup(opacity: 1)]
        case .beginMask: [.beginMaskedContent]
        case .endMask: [.beginMaskedContent, .beginMask]
        case .endShadow: [.beginShadow(Shadow(opacity: 1))]
        default: []
        }
      for opener in openers { _ = plan.operations(for: opener) }
      #expect(plan.operations(for: command).map(\.name) == table[name], "\(name)")
    }
  }

  /// `operations`' bracket counts: they never go below zero and end at zero.
  static func balances(_ operations: [GraphicsOperation]) -> Bool {
    var states = 0, layers = 0, offscreens = 0
    for op in operations {
      switch op {
      case .saveGState: states += 1
      case .restoreGState: states -= 1
      case .beginTransparencyLayer: layers += 1
      case .endTransparencyLayer: layers -= 1
      case .beginOffscreen, .beginAlphaOffscreen: offscreens += 1
      case .drawContentThroughMask: offscreens -= 2
      case .drawOffscreenWithShadow: offscreens -= 1
      default: break
      }
      if states < 0 || layers < 0 || offscreens < 0 { return false }
    }
    return states == 0 && layers == 0 && offscreens == 0
  }

  @Test("the renderer contract's frames, unbalanced ones included, plan balanced operations")
  func conformancePlans() {
    for frame in RendererConformance.frames {
      let operations = GraphicsPlan.operations(for: frame.list)
      #expect(Self.balances(operations), "\(frame.name): \(operations.map(\.name))")
    }
    // A group's end with a state open inside it restores the state, then ends the group;
    // what follows is outside both.
    let names = GraphicsPlan.operations(
      for: DisplayList(
        size: Size(width: 1, height: 1),
        commands: [.beginTransparencyGroup(opacity: 0.5), .saveState, .endTransparencyGroup])
    ).map(\.name)
    #expect(
      names == [
        "saveGState", "setAlpha", "beginTransparencyLayer", "saveGState", "restoreGState",
        "endTransparencyLayer", "restoreGState",
      ])
    // A singular transform draws nothing until its state ends (DisplayListLowering).
    let fill = DisplayCommand.fill(
      Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .black, .nonZero)
    #expect(
      GraphicsPlan.operations(
        for: DisplayList(
          size: .zero,
          commands: [
            .saveState, .concatenate(AffineTransform(scaleX: 0, y: 1)), fill, .restoreState,
          ])
      ).map(\.name) == ["saveGState", "restoreGState"])
    // The mask starts from the transform its content began with.
    var plan = GraphicsPlan(base: AffineTransform(scaleX: 2, y: 2))
    for command: DisplayCommand in [
      .beginMaskedContent, .concatenate(AffineTransform(translationX: 20, y: 0)), fill, .beginMask,
    ] { _ = plan.operations(for: command) }
    #expect(plan.ctm == AffineTransform(scaleX: 2, y: 2))
    // A stray closer is nothing; masked content whose mask never came is drawn as it is.
    #expect(GraphicsPlan.operations(for: DisplayList(size: .zero, commands: [.endMask])).isEmpty)
    #expect(
      GraphicsPlan.operations(for: DisplayList(size: .zero, commands: [.beginMaskedContent]))
        .map(\.name) == ["beginOffscreen", "drawOffscreenWithShadow"])
  }

  @Test("each demo's display list as Core Graphics operations: brackets balance, order kept")
  func demoPlans() {
    for kind in DemoRegistry.controls {
      let scene = kind.make(size: kind.defaultSize)
      scene.window.run(for: 1)
      let list = scene.displayList(measurer: FallbackTextMeasurer())
      let operations = GraphicsPlan.operations(for: list)
      #expect(Self.balances(operations), "\(kind.name)")
      // The drawings come out in the list's order: its fills are the plan's fills.
      let listFills = list.commands.compactMap { c -> Path? in
        if case .fill(let path, _, _) = c { return path } else { return nil }
      }
      let planFills = operations.indices.compactMap { i -> Path? in
        guard case .fillPath = operations[i], i > 0, case .addPath(let p) = operations[i - 1],
          i > 1, !(operations[i - 2].name == "setFillColor" && isImageFill(list, p))
        else { return nil }
        return p
      }
      #expect(planFills == listFills, "\(kind.name)")
    }
  }

  /// Whether `path` is one of the list's vector-image shapes (the plan fills those too).
  private func isImageFill(_ list: DisplayList, _ path: Path) -> Bool {
    list.commands.contains { c in
      if case .image(let image) = c { return image.shapes.contains { $0.path == path } }
      return false
    }
  }
}
