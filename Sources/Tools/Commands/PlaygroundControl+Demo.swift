import DynamicMenusDemoScenes
import DynamicMenusHost
import DynamicMenusPlayground
import DynamicMenusScripts
import DynamicMenusViews

extension PlaygroundControl {
  /// The demo scene `kind` as the playground shows it, its preview playing `scripts` one
  /// after another through the preview's host.
  init(demo kind: DemoSceneKind, scripts: [InteractionScript] = []) {
    self.init(
      displayName: kind.displayName, hint: kind.hint, defaultSize: kind.defaultSize,
      makeScene: { DemoPlaygroundScene(kind.make(size: $0)) },
      previewRuns: scripts.map { script in
        { host in
          let player = HostScriptPlayer(host: host, script: script)
          return { player.step(measurer: $0) }
        }
      })
  }
}

/// A demo scene held by the playground: the scene keeps its controller and handlers alive.
@MainActor
final class DemoPlaygroundScene: PlaygroundScene {
  let scene: any DemoScene

  init(_ scene: any DemoScene) { self.scene = scene }

  var window: Window { scene.window }
}
