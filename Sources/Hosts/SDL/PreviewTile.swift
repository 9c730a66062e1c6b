import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews

/// A live preview on the home screen: the control's preview runs played one after another, a
/// pause between them, and again in a fresh scene when all have played. It runs on its own
/// 60 Hz clock (whole frames from the time it is given), like the gallery.
@MainActor
final class PreviewTile {
  let control: PlaygroundControl
  private(set) var scene: any PlaygroundScene
  /// The scene's window as a host drives it, and the run it is playing.
  private var host: ControlHost
  private var run: PreviewRun?
  /// What the preview showed after its last frame; nil before the first.
  private var lastFrame: HostFrame?
  private let measurer = PangoTextMeasurer()
  private var next = 0
  /// Frames to wait before the next run starts.
  private var pauseFrames = 0
  /// Time given but not yet played, in seconds (less than a frame).
  private var pending = 0.0

  /// The pause between two runs, in frames (0.8 s).
  static let pause = 48

  init(_ control: PlaygroundControl) {
    self.control = control
    scene = control.makeScene(control.defaultSize)
    host = Self.host(scene.window)
    pauseFrames = 20
  }

  /// A host over `window`, redrawn whole each frame (the home screen composes it).
  private static func host(_ window: Window) -> ControlHost {
    ControlHost(window: window, settings: HostSettings(of: window), target: .redrawnEveryFrame)
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

  /// One frame: the run's, or a plain one while pausing.
  func step() {
    if let run {
      if let frame = run(measurer) {
        lastFrame = frame
        return
      }
      // A run may end with a finger down (the radial menu held open): lift it, so the next
      // run starts with nothing down.
      for id in host.pointersDown {
        if let location = host.location(ofPointer: id) {
          host.send(PointerEvent(id: id, phase: .ended, location: location))
        }
      }
      self.run = nil
    }
    let runs = control.previewRuns
    if !runs.isEmpty, pauseFrames == 0 {
      if next == runs.count {
        // Everything played: start again in a fresh scene (touches left down are gone).
        next = 0
        scene = control.makeScene(control.defaultSize)
        host = Self.host(scene.window)
      }
      let run = runs[next](host)
      self.run = run
      next += 1
      pauseFrames = Self.pause
      if let frame = run(measurer) {
        lastFrame = frame
        return
      }
    }
    if pauseFrames > 0 { pauseFrames -= 1 }
    lastFrame = host.frame(1 / scene.window.framesPerSecond, measurer: measurer)
  }

  /// What the preview shows now.
  func displayList() -> DisplayList {
    lastFrame?.displayList ?? DisplayList(showing: scene.window, measurer: measurer)
  }
}
