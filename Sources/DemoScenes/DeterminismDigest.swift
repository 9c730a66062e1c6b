import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
package import DynamicMenusViews

/// Digests of what the controls draw, the same on every platform and in every build: the
/// native command line (`dynamic-menus digest`) and the WebAssembly module (`make wasm`)
/// compute them from the same sources, and `make test` requires the two to agree bit for bit.
/// (`elementaryFunctionDigest()` in Geometry does the same for the math functions.)
package enum DeterminismDigest {
  /// FNV-1a over the SVG documents of a scene played through `script` and `settleFrames`
  /// plain frames after it, at 60 frames a second: the first frame, every 10th frame and the
  /// last. Text is measured by ``FallbackTextMeasurer``, the measurer both builds share.
  /// Everything from a touch to a display list is on this path: recognizers, control logic,
  /// both engines, layers, the flattener and the SVG numbers.
  package static func scene(
    _ kind: DemoSceneKind, script: InteractionScript?, settleFrames: Int = 60
  ) -> UInt64 {
    let scene = kind.make(size: kind.defaultSize)
    let measurer = FallbackTextMeasurer()
    var hash = FNV1a()
    func sample() {
      hash.combine(bytes: SVGWriter().write(scene.displayList(measurer: measurer)).utf8)
    }
    sample()
    var frame = 0
    if let script {
      let runner = ScriptRunner(window: scene.window, script: script)
      while runner.step() {
        frame += 1
        if frame % 10 == 0 { sample() }
      }
    }
    for _ in 0..<settleFrames {
      scene.window.tick()
      frame += 1
      if frame % 10 == 0 { sample() }
    }
    sample()
    return hash.value
  }
}
