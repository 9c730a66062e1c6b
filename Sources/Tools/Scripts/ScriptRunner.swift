public import DynamicMenusViews

/// Plays an interaction script on a window, frame by frame, at the window's frame rate.
///
/// The script's events are laid on frames by ``ScriptTimeline`` (see
/// <doc:InteractionScripts>); the runner queues each frame's events and ticks the window
/// once per frame. Step through it to capture frames, or run it to the end:
///
/// ```swift
/// let runner = ScriptRunner(window: window, script: try InteractionScript(parsing: text))
/// runner.run()                                  // every frame of the script
/// // or: while runner.step() { render(window) }
/// ```
public final class ScriptRunner {
  /// The window the script drives.
  public let window: Window
  /// The script's events on frames, at the window's frame rate when the runner was made.
  public let timeline: ScriptTimeline
  /// How many of the script's frames have run.
  public private(set) var framesRun = 0
  private var nextEntry = 0

  /// Prepares `script` to run on `window`, starting at the window's current time; touches
  /// the window has down carry over (their location and force).
  public init(window: Window, script: InteractionScript) {
    self.window = window
    timeline = ScriptTimeline(
      script, framesPerSecond: window.framesPerSecond, touchesDown: window.activeTouches)
  }

  /// Parses `source` and prepares it to run on `window`. The script may move and lift the
  /// touches the window has down (a script continuing another).
  ///
  /// - Throws: ``ScriptError`` naming the line and column of the first mistake.
  public convenience init(window: Window, source: String, name: String = "script")
    throws(ScriptError)
  {
    let script = try InteractionScript(
      parsing: source, name: name, touchesDown: window.activeTouches)
    self.init(window: window, script: script)
  }

  /// Whether every frame of the script has run.
  public var isFinished: Bool { framesRun >= timeline.frameCount }

  /// The frame (counted as ``framesRun``) whose events come next; nil when none is left.
  public var nextEventFrame: Int? {
    nextEntry < timeline.entries.count ? timeline.entries[nextEntry].frame : nil
  }

  /// Runs one frame: queues its events, ticks the window. Returns false (doing nothing)
  /// once the script is over.
  @discardableResult
  public func step() -> Bool {
    guard !isFinished else { return false }
    let entries = timeline.entries
    while nextEntry < entries.count, entries[nextEntry].frame == framesRun {
      window.send(entries[nextEntry].event)
      nextEntry += 1
    }
    window.tick(1 / timeline.framesPerSecond)
    framesRun += 1
    return true
  }

  /// Runs the rest of the script; `afterFrame` is called after each frame with the number of
  /// frames run so far.
  public func run(afterFrame: ((Int) -> Void)? = nil) {
    while step() { afterFrame?(framesRun) }
  }
}
