import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Testing

/// The compositing plan performed as a display list, as the canvas and cairo keep contents
/// from it: over every demo script, each frame's list is the window's layers drawn directly,
/// command for command, and a placement's version changes whenever its commands do (one kept
/// over changed commands would paint a stale store), and seldom otherwise.
@MainActor @Suite struct KeptVersionDemoTests {
  @Test(arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func versionsFollowTheCommands(control: String) throws {
    var frames = 0
    var compared = 0
    var changed = 0
    var redrawn = 0
    for script in try GalleryTests.demoScripts(control) {
      let (scene, runner) = try PartialRedrawTests.playing(control, script)
      let measurer = PangoTextMeasurer()
      var plan = CompositingPlan(measurer: measurer)
      var placements: [ContentsPlacement] = []
      var last: [PlacementKey: (version: Int, commands: [DisplayCommand])] = [:]
      repeat {
        let window = scene.window
        _ = plan.update(layers: window.layers, scale: 2)
        let list = plan.displayList(
          size: window.bounds.size, background: window.backgroundColor, placements: &placements)
        let direct = DisplayList(
          layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
          measurer: measurer)
        #expect(list == direct, "\(control)/\(script) frame \(frames): the layers' list")
        for placement in placements {
          let key = PlacementKey(id: placement.id, kind: placement.kind)
          let commands = Array(list.commands[placement.commands])
          if let before = last[key] {
            compared += 1
            let same = before.commands == commands
            if !same { changed += 1 }
            if same, before.version != placement.version { redrawn += 1 }
            #expect(
              same || before.version != placement.version,
              "\(control)/\(script) frame \(frames): \(placement.kind) kept \(before.version)")
          }
          last[key] = (placement.version, commands)
        }
        frames += 1
      } while runner.step()
    }
    // A new version over the same commands draws a store again for nothing: the dial's
    // bubbles, laid out once more in their second frame (4 of 40,000).
    #expect(
      compared > frames && changed > 0 && redrawn * 1000 <= compared,
      "\(control): \(compared) compared, \(changed) changed, \(redrawn) new for nothing")
  }

  struct PlacementKey: Hashable {
    var id: CompositedLayerID
    var kind: ContentsPlacement.Kind
  }
}
