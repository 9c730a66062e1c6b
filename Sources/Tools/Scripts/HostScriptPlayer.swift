public import DynamicMenusHost
public import DynamicMenusLayers
import DynamicMenusViews

/// Plays an interaction script through a `ControlHost` as a host would send it: each
/// frame's touches become `PointerEvent`s (finger touches with the script's forces), its
/// keys `KeyEvent`s, then the host runs the frame. The same script through a
/// ``ScriptRunner`` on the bare window gives the same frames (the host tests check it).
///
/// ```swift
/// let player = HostScriptPlayer(host: host, script: script)
/// while let frame = player.step(measurer: measurer) { show(frame) }
/// ```
public final class HostScriptPlayer {
  /// The host the script drives.
  public let host: ControlHost
  /// The script's events on frames, at the window's frame rate when the player was made.
  public let timeline: ScriptTimeline
  /// How many of the script's frames have run.
  public private(set) var framesRun = 0
  private var nextEntry = 0

  /// Prepares `script` to run on `host`, starting now; touches the window has down carry over.
  public init(host: ControlHost, script: InteractionScript) {
    self.host = host
    let window = host.window
    timeline = ScriptTimeline(
      script, framesPerSecond: window.framesPerSecond, touchesDown: window.activeTouches)
  }

  /// Whether every frame of the script has run.
  public var isFinished: Bool { framesRun >= timeline.frameCount }

  /// The length of one frame, in seconds.
  public var frameDuration: Double { 1 / timeline.framesPerSecond }

  /// Sends one frame's events and runs the frame; nil (doing nothing) once the script is over.
  @discardableResult
  public func step(measurer: (any TextMeasurer)? = nil) -> HostFrame? {
    guard !isFinished else { return nil }
    let entries = timeline.entries
    while nextEntry < entries.count, entries[nextEntry].frame == framesRun {
      switch entries[nextEntry].event {
      case .touch(let touch):
        host.send(
          PointerEvent(
            id: touch.identifier, phase: touch.phase, location: touch.location,
            force: touch.force.value,
            maximumForce: touch.force.maximumPossible ?? TouchForce.threeDTouchMaximum))
      case .key(let key):
        host.send(key)
      }
      nextEntry += 1
    }
    framesRun += 1
    return host.frame(frameDuration, measurer: measurer)
  }
}
