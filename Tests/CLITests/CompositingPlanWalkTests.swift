import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Testing

/// The plan's walk reads only what changed since the last (presentation stamps, subtrees
/// passed by): through every demo script, kept from frame to frame, it gives exactly what a
/// plan that reads every layer at every frame gives — the operations in order, whether blurs
/// stand alone, the display list and where each kept contents lies with its version — and
/// it reads under two fifths of the layers after each script's first frame.
@MainActor @Suite struct CompositingPlanWalkTests {
  @Test(arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func everyDemoFrameAsAWalkOfEveryLayer(control: String) throws {
    var (read, held, frames) = (0, 0, 0)
    for script in try GalleryTests.demoScripts(control) {
      let (scene, runner) = try PartialRedrawTests.playing(control, script)
      var walked = CompositingPlan(measurer: PangoTextMeasurer())
      var reference = CompositingPlan(measurer: PangoTextMeasurer())
      reference.readsEveryLayer = true
      var (placed, placedByReference) = ([ContentsPlacement](), [ContentsPlacement]())
      let (size, background) = (scene.window.bounds.size, scene.window.backgroundColor)
      var frame = 0
      repeat {
        let before = walked.layersRead
        let operations = walked.update(layers: scene.window.layers, scale: 2)
        let expected = reference.update(layers: scene.window.layers, scale: 2)
        let list = walked.displayList(size: size, background: background, placements: &placed)
        let expectedList = reference.displayList(
          size: size, background: background, placements: &placedByReference)
        let same =
          operations == expected && walked.backdropsStandAlone == reference.backdropsStandAlone
          && list == expectedList && placed == placedByReference
          && walked.lastUpdateChanged == !operations.isEmpty
        #expect(same, "\(control)/\(script) frame \(frame): \(operations) against \(expected)")
        if !same { return }
        if frame > 0 {
          read += walked.layersRead - before
          held += walked.layerCount
        }
        frame += 1
      } while runner.step()
      frames += frame
    }
    #expect(frames > 100)
    #expect(Double(read) < 0.4 * Double(held), "\(control): read \(read) of \(held)")
  }
}
