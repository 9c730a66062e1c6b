import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
package import DynamicMenusScripts
import DynamicMenusViews

/// Digests of what the controls draw, the same on every platform and in every build: the
/// native command line (`dynamic-menus digest`) and the WebAssembly module (`make wasm`)
/// compute them from the same sources, and `make test` requires the two to agree bit for bit.
/// (`elementaryFunctionDigest()` in Geometry does the same for the math functions.)
package enum DeterminismDigest {
  /// FNV-1a over the display list of every frame of a scene played through `script` and
  /// `settleFrames` plain frames after it, at 60 frames a second, from the first frame to the
  /// last: each frame's `DisplayListStream`, every number's bit pattern and every text byte.
  /// Equal digests mean the two builds drew the same display lists, number for number. Text is
  /// measured by ``FallbackTextMeasurer``, the measurer both builds share. Everything from a
  /// touch to a display list is on this path: recognizers, control logic, both engines,
  /// layers and the flattener.
  package static func scene(
    _ kind: DemoSceneKind, script: InteractionScript?, settleFrames: Int = 60
  ) -> UInt64 {
    let scene = kind.make(size: kind.defaultSize)
    let measurer = FallbackTextMeasurer()
    var stream = DisplayListStream()
    var hash = FNV1a()
    func sample() {
      stream.encode(scene.displayList(measurer: measurer))
      for number in stream.numbers { hash.combine(number) }
      hash.combine(bytes: stream.text)
    }
    sample()
    if let script {
      let runner = ScriptRunner(window: scene.window, script: script)
      while runner.step() { sample() }
    }
    for _ in 0..<settleFrames {
      scene.window.tick()
      sample()
    }
    return hash.value
  }
}
