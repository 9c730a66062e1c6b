import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Testing
import DynamicMenusCommands
import DynamicMenusDemoScenes

/// Every demo script played through a retained compositor's plan: the tree its operations
/// build, kept from frame to frame, composites to the pixels of the window drawn directly,
/// and most frames draw no backing store at all.
@MainActor @Suite struct CompositedDemoTests {
  /// The mean difference per channel of two renders of one size, 0…255, and the share of
  /// channels more than 16 apart.
  static func difference(_ a: Bitmap, _ b: Bitmap) -> (mean: Double, farOff: Double) {
    guard a.width == b.width, a.height == b.height, !a.pixels.isEmpty else { return (.infinity, 1) }
    var total = 0
    var far = 0
    for (p, q) in zip(a.pixels, b.pixels) where p != q {
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        total += d
        if d > 16 { far += 1 }
      }
    }
    let channels = Double(a.pixels.count * 4)
    return (Double(total) / channels, Double(far) / channels)
  }

  /// Plays `script` on a fresh `control` scene, composites every frame through the plan, and
  /// compares every `stride`-th with the window drawn directly. Returns the frames compared
  /// and the frames that drew a backing store or a blur.
  static func play(_ control: String, _ script: String, every stride: Int) throws -> (
    compared: Int, drawing: Int, frames: Int
  ) {
    let (scene, runner) = try PartialRedrawTests.playing(control, script)
    var plan = CompositingPlan(measurer: PangoTextMeasurer())
    var tree = CompositedTree()
    let renderer = CairoRenderer()
    var result = (compared: 0, drawing: 0, frames: 0)
    repeat {
      let operations = plan.update(layers: scene.window.layers, scale: 1)
      tree.apply(operations)
      if operations.contains(where: \.draws) { result.drawing += 1 }
      if result.frames % stride == 0 {
        let direct = renderer.render(scene.displayList(), scale: 1)
        let composited = renderer.render(
          tree.displayList(
            size: scene.window.bounds.size, background: scene.window.backgroundColor),
          scale: 1)
        let (mean, far) = difference(direct, composited)
        // Group opacity rounds each channel to 8 bits before it composites, where a lone
        // fill drawn directly takes the opacity into its colour: one level apart at most.
        #expect(
          mean < 1 && far < 0.002,
          "\(control)/\(script) frame \(result.frames): mean \(mean), far off \(far)")
        result.compared += 1
      }
      result.frames += 1
    } while runner.step()
    return result
  }

  @Test(arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func everyDemoComposites(control: String) throws {
    var compared = 0
    for script in try GalleryTests.demoScripts(control) {
      let played = try Self.play(control, script, every: 15)
      compared += played.compared
      // Scripts begin with the first frame, which draws every store.
      #expect(played.drawing >= 1)
    }
    #expect(compared > 10)
  }

  /// Scripts in which the controls only move, turn, scale and fade: after the first frame,
  /// and the first frame a hidden menu shows (its items are drawn only then), nothing is
  /// drawn.
  @Test(arguments: [
    ("dial", "spin", 1), ("radial", "open", 1), ("slide", "show", 2), ("floating", "open", 2),
  ])
  func motionDrawsNothing(control: String, script: String, drawing: Int) throws {
    let played = try Self.play(control, script, every: 1000)
    #expect(played.frames > 40)
    #expect(played.drawing == drawing, "\(control)/\(script): \(played.drawing) frames drew")
  }
}
