import DynamicMenusDemoScenes
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
  private var runner: ScriptRunner?
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
    pauseFrames = 20
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

  /// One frame: the script's, or a plain tick while pausing.
  func step() {
    if let runner {
      if runner.step() { return }
      // A script may end with a finger down (the radial menu held open): lift it, so the
      // next script starts with nothing down.
      for touch in scene.window.activeTouches {
        scene.window.send(
          Touch(identifier: touch.identifier, location: touch.location, phase: .ended))
      }
      self.runner = nil
    }
    guard !scripts.isEmpty else {
      scene.window.tick()
      return
    }
    if pauseFrames > 0 {
      pauseFrames -= 1
      scene.window.tick()
      return
    }
    if next == scripts.count {
      // Everything played: start again from a fresh scene (touches left down are gone).
      next = 0
      scene = type.make(size: type.defaultSize)
    }
    runner = ScriptRunner(window: scene.window, script: scripts[next])
    next += 1
    pauseFrames = Self.pause
    runner?.step()
  }

  /// What the preview shows now.
  func displayList() -> DisplayList { scene.displayList() }
}
