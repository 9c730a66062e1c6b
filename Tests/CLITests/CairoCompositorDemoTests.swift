import DynamicMenusCairo
import DynamicMenusCommands
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Testing
import TestSupport

/// The demos through the cairo compositor, which paints kept stores where layers only move,
/// turn, scale or fade: every script's frames show what drawing the window directly shows,
/// within the contract's tolerance for kept content; motion draws no store again; and
/// random input for 10,000 frames keeps the stores under the memory cap.
@MainActor @Suite struct CairoCompositorDemoTests {
  /// What playing a script through the compositor did.
  struct Played {
    var frames = 0
    var compared = 0
    /// The largest mean difference per channel (0…255) of a compared frame, and the
    /// largest share of its channels more than 16 apart.
    var worstMean = 0.0
    var worstFarOff = 0.0
    /// Stores drawn into kept pixels, and layers' contents painted from them, in all.
    var rasterized = 0
    var painted = 0
  }

  /// Plays `script` on a fresh `control` scene through a compositor at scale 1, comparing
  /// every `stride`-th frame, and the last, with the window drawn directly.
  static func play(_ control: String, _ script: String, every stride: Int) throws -> Played {
    let (scene, runner) = try PartialRedrawTests.playing(control, script)
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    let direct = CairoRenderer()
    var played = Played()
    func compare() {
      let (size, background) = (scene.window.bounds.size, scene.window.backgroundColor)
      let kept = compositor.render(layers: scene.window.layers, size: size, background: background)
      let drawn = direct.render(scene.displayList())
      let (mean, far) = CompositedDemoTests.difference(kept, drawn)
      played.worstMean = max(played.worstMean, mean)
      played.worstFarOff = max(played.worstFarOff, far)
      played.compared += 1
    }
    repeat {
      if played.frames % stride == 0 {
        compare()
      } else {
        let (size, background) = (scene.window.bounds.size, scene.window.backgroundColor)
        compositor.drawFrame(layers: scene.window.layers, size: size, background: background)
      }
      played.painted += compositor.kept.uses.count
      played.frames += 1
    } while runner.step()
    // The end state too (drawn again: its stores are painted as they were).
    if (played.frames - 1) % stride != 0 { compare() }
    played.rasterized = compositor.kept.storesRasterized
    return played
  }

  @Test(arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func everyDemoCompositesAsDrawn(control: String) throws {
    for script in try GalleryTests.demoScripts(control) {
      // Every 15th frame and the last: KeptVersionDemoTests holds every frame's list to the
      // layers', so the pixels are sampled.
      let played = try Self.play(control, script, every: 15)
      // A kept store lands on the nearest whole pixel or is resampled bilinearly: edges
      // move by up to half a pixel, so a mean of one level and 1 % of channels far off.
      #expect(
        played.worstMean < 1 && played.worstFarOff < 0.01,
        "\(control)/\(script): \(played)")
      #expect(played.compared >= 4)
    }
  }

  /// Scripts in which the controls' contents only move, turn, scale and fade: each store is
  /// drawn when it is admitted and when what it holds changed, and painted every frame
  /// between (the slide menu's five rows, each its background and label, and its edge slide
  /// in; the floating menu's five labels and six buttons, each whole, spring out; the dial's
  /// bubbles orbit whole, each drawn again as its disc scales inside it past the top: 37).
  /// The radial menu's moving parts are lone fills and strokes that fade (their opacity
  /// taken into their colour) and the confirm button's change: drawn.
  @Test(arguments: [("dial", "spin", 37), ("slide", "show", 6), ("floating", "open", 11)])
  func motionKeepsEachStoreOnce(control: String, script: String, stores: Int) throws {
    let played = try Self.play(control, script, every: 1000)
    #expect(played.rasterized == stores, "\(control)/\(script): \(played)")
    #expect(played.painted > stores * 10, "\(control)/\(script): \(played)")
  }

  @Test(arguments: ["dial", "radial", "confirm", "floating", "slide"])
  func randomInputStaysUnderTheCap(control: String) throws {
    let type = try #require(DemoRegistry.scene(named: control))
    let scene = type.make(size: Size(width: 375, height: 667))
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    let size = scene.window.bounds.size
    let centre = Point(x: size.width / 2, y: size.height / 2)
    var fuzzer = WindowFuzzer(
      seed: 0xCA1_0000 + UInt64(control.count), window: scene.window,
      hotSpots: [{ centre }, { Point(x: size.width - 60, y: size.height - 80) }])
    var most = 0
    while fuzzer.frames < 2_000 {
      fuzzer.step()
      compositor.drawFrame(
        layers: scene.window.layers, size: size, background: scene.window.backgroundColor)
      #expect(compositor.kept.keptBytes <= compositor.kept.memoryCap)
      most = max(most, compositor.kept.keptBytes)
    }
    if control != "confirm" { #expect(most > 0, "\(control): something was kept") }
  }
}
