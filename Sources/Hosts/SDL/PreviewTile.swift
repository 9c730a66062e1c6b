import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews

/// A live preview on the home screen: the control's demo scene playing its demo scripts one
/// after another, a pause between them, and again from a fresh scene when all have played.
/// It runs on its own 60 Hz clock (whole frames from the time it is given), like the gallery.
@MainActor
final class PreviewTile {
  let type: DemoSceneKind
  private let scripts: [InteractionScript]
  private(set) var scene: any DemoScene
  /// The scene's window as a host drives it, and the script it is playing.
  private var host: ControlHost
  private var runner: HostScriptPlayer?
  /// What the preview showed after its last frame; nil before the first.
  private var lastFrame: HostFrame?
  private let measurer = PangoTextMeasurer()
  private var next = 0
  /// Frames to wait before the next script starts.
  private var pauseFrames = 0
  /// Time given but not yet played, in seconds (less than a frame).
  private var pending = 0.0

  /// The pause between two scripts, in frames (0.8 s).
  static let pause = 48

  init(_ type: DemoSceneKind, scripts: [InteractionScript]) {
    self.type = type
    self.scripts = scripts
    scene = type.make(size: type.defaultSize)
    host = Self.host(scene)
    pauseFrames = 20
  }

  /// A host over `scene`'s window, redrawn whole each frame (the home screen composes it).
  private static func host(_ scene: any DemoScene) -> ControlHost {
    ControlHost(
      window: scene.window, settings: HostSettings(of: scene.window), target: .redrawnEveryFrame)
  }

  /// Plays `dt` seconds (at most 4 frames at once, so a stall does not fast-forward).
  func advance(by dt: Double) {
    let frame = 1 / scene.window.framesPerSecond
    pending = Swift.min(pending + dt, 4 * frame)
    while pending >= frame - 1e-9 {
      pending -= frame
      step()
    }
  }

  /// One frame: the script's, or a plain one while pausing.
  func step() {
    if let runner {
      if let frame = runner.step(measurer: measurer) {
        lastFrame = frame
        return
      }
      // A script may end with a finger down (the radial menu held open): lift it, so the
      // next script starts with nothing down.
      for id in host.pointersDown {
        if let location = host.location(ofPointer: id) {
          host.send(PointerEvent(id: id, phase: .ended, location: location))
        }
      }
      self.runner = nil
    }
    if !scripts.isEmpty, pauseFrames == 0 {
      if next == scripts.count {
        // Everything played: start again from a fresh scene (touches left down are gone).
        next = 0
        scene = type.make(size: type.defaultSize)
        host = Self.host(scene)
      }
      let runner = HostScriptPlayer(host: host, script: scripts[next])
      self.runner = runner
      next += 1
      pauseFrames = Self.pause
      if let frame = runner.step(measurer: measurer) {
        lastFrame = frame
        return
      }
    }
    if pauseFrames > 0 { pauseFrames -= 1 }
    lastFrame = host.frame(1 / scene.window.framesPerSecond, measurer: measurer)
  }

  /// What the preview shows now.
  func displayList() -> DisplayList {
    lastFrame?.displayList ?? scene.displayList(measurer: measurer)
  }
}
