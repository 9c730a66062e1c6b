import DynamicMenusGeometry
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Foundation
import Testing
@testable import DynamicMenusCairo
@testable import DynamicMenusCommands
@testable import DynamicMenusDemoScenes

/// A renderer draws only what changed since its last frame (the damage); the frames it makes
/// must be the frames a renderer drawing every pixel makes, bit for bit, through every demo
/// interaction, with and without a full-window blur over them.
@MainActor @Suite struct PartialRedrawTests {
  /// Plays `script` on a fresh `control` scene and compares every `stride`-th frame of a
  /// renderer that draws the damage with one that draws everything; returns how many frames
  /// were compared.
  static func compare(
    _ control: String, _ script: String, scale: Double, blur: Bool, every stride: Int = 1
  ) throws -> Int {
    let (scene, runner) = try playing(control, script)
    let partial = CairoRenderer()
    let full = CairoRenderer()
    full.drawsEveryPixel = true
    var frame = 0
    var compared = 0
    repeat {
      var list = scene.displayList()
      if blur { list.append(BenchRenderCommand.overlay) }
      partial.drawFrame(list, scale: scale)
      if frame % stride == 0 {
        full.drawFrame(list, scale: scale)
        let same = partial.withCurrentPixels { a, _, _, _ in
          full.withCurrentPixels { b, _, _, _ in
            a.count == b.count && memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
          } ?? false
        }
        #expect(same == true, "\(control)/\(script) frame \(frame) at \(scale)x, blur \(blur)")
        if same != true { return compared }
        compared += 1
      }
      frame += 1
    } while runner.step()
    return compared
  }

  /// A fresh `control` demo scene at the bench's canvas size, with a runner of its demo
  /// script `script` (Demos/CONTROL/SCRIPT.script) at its first frame.
  static func playing(_ control: String, _ script: String) throws -> (
    any DemoScene, ScriptRunner
  ) {
    let type = try #require(DemoRegistry.scene(named: control))
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Demos/\(control)/\(script).script"),
      encoding: .utf8)
    let scene = type.make(size: BenchRenderCommand.canvas)
    return (scene, try ScriptRunner(window: scene.window, source: source))
  }

  @Test(arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func everyDemoFrameEqualsAFullRedraw(control: String) throws {
    var frames = 0
    for script in try GalleryTests.demoScripts(control) {
      frames += try Self.compare(control, script, scale: 1, blur: false)
    }
    #expect(frames > 100)
  }

  @Test(arguments: [("radial", "select"), ("floating", "open")])
  func underAFullWindowBlurAndAtTwiceTheScale(control: String, script: String) throws {
    #expect(try Self.compare(control, script, scale: 1, blur: true) > 30)
    #expect(try Self.compare(control, script, scale: 2, blur: false, every: 2) > 15)
  }
}
