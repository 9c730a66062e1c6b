import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews
import Testing
@testable import DynamicMenusCommands
@testable import DynamicMenusDemoScenes

/// The player's clock: the state at time t is after floor(t × 60) frames of the player,
/// whatever frames a scene ran while it was built (at time 0).
@MainActor
@Suite("ScenePlayer: frames counted from the player's start")
struct ScenePlayerTests {
  @Test("every scene, with and without a script, is at t after floor(t × 60) frames")
  func framesFromStart() throws {
    for type in DemoRegistry.scenes {
      for script in [nil, try InteractionScript(parsing: "wait 1")] {
        let player = ScenePlayer(scene: type.make(size: type.defaultSize), script: script)
        let startFrame = player.scene.window.frameCount
        #expect(player.scene.window.time == 0, "\(type.name) is built at time 0")
        player.advance(to: 0.5)
        #expect(player.scene.window.frameCount - startFrame == 30, "\(type.name)")
        #expect(abs(player.scene.window.time - 0.5) < 1e-9, "\(type.name)")
        player.advance(to: 0.25)  // never backwards
        #expect(abs(player.scene.window.time - 0.5) < 1e-9, "\(type.name)")
      }
    }
  }
}
