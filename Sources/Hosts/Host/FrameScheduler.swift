/// When a host's display link runs, pauses and ends, decided from the host view's life
/// events, so the Apple hosts hold no timing logic of their own and this is tested here.
///
/// - The link exists only while the view is in a window: moving to one creates it, leaving
///   (or moving to another) invalidates it first, so a view never holds two links.
/// - It pauses after a frame that leaves the window at rest (``HostFrame/isAtRest``) and
///   resumes on input, a setting, an accessibility action, or a run-loop turn in which app
///   code changed a control (the host probes with a zero-length frame when the run loop is
///   about to wait, as Core Animation commits its implicit transaction then).
/// - The time a frame advances is the link's timestamp minus the last one's, except the
///   first frame after the link starts or resumes, which advances one nominal frame: time
///   spent paused is not animation time.
///
/// ```swift
/// var scheduler = FrameScheduler()
/// perform(scheduler.viewDidMove(toWindow: window != nil))   // .create: make the link
/// let dt = scheduler.interval(at: link.timestamp, nominal: link.duration)
/// perform(scheduler.frameDidRun(host.frame(dt)))             // .pause at rest
/// ```
public nonisolated struct FrameScheduler: Hashable, Sendable {
  /// Whether a link exists and whether it is paused.
  public enum LinkState: Hashable, Sendable {
    /// No link: the view is in no window.
    case none
    /// The link fires every display refresh.
    case running
    /// The link exists but skips its callbacks (`isPaused`).
    case paused
  }

  /// What the host does with its link.
  public enum Action: Hashable, Sendable {
    /// Nothing.
    case none
    /// Make a link and add it to the main run loop (no link exists).
    case create
    /// Invalidate the link and drop it.
    case invalidate
    /// Invalidate the link, then make a new one (the view moved to another window).
    case recreate
    /// Set `isPaused = true`.
    case pause
    /// Set `isPaused = false`.
    case resume
  }

  /// The link's state now.
  public private(set) var state = LinkState.none
  /// The timestamp of the last frame the link ran, in seconds; nil right after it started
  /// or resumed.
  public private(set) var lastTimestamp: Double?

  /// A scheduler with no link.
  public init() {}

  /// The view moved into a window (`hasWindow`) or out of every window.
  public mutating func viewDidMove(toWindow hasWindow: Bool) -> Action {
    lastTimestamp = nil
    switch (state, hasWindow) {
    case (.none, false): return .none
    case (.none, true):
      state = .running
      return .create
    case (_, false):
      state = .none
      return .invalidate
    case (_, true):
      state = .running
      return .recreate
    }
  }

  /// The seconds the frame at `timestamp` advances: since the last frame, or `nominal` (the
  /// link's `duration`, else ``FrameInterval/nominal``) for the first frame after a start or
  /// a resume. A timestamp that goes backwards or is not finite advances `nominal`; every
  /// interval is clamped as every host clamps it (``FrameInterval``: a stalled main thread
  /// does not jump the animations).
  public mutating func interval(at timestamp: Double, nominal: Double) -> Double {
    let fallback =
      nominal.isFinite && nominal > 0 ? FrameInterval.clamped(nominal) : FrameInterval.nominal
    defer { lastTimestamp = timestamp.isFinite ? timestamp : nil }
    guard let last = lastTimestamp, timestamp.isFinite, timestamp > last else { return fallback }
    return FrameInterval.clamped(timestamp - last)
  }

  /// A frame ran: pause when it left the window at rest.
  public mutating func frameDidRun(isAtRest: Bool) -> Action {
    guard state == .running, isAtRest else { return .none }
    state = .paused
    return .pause
  }

  /// Something may have changed the window (input, a setting, an accessibility action, a
  /// probe frame that found it not at rest): run frames again.
  public mutating func wake() -> Action {
    guard state == .paused else { return .none }
    state = .running
    lastTimestamp = nil
    return .resume
  }

  /// Whether a run-loop turn should probe the window with a zero-length frame: only while
  /// paused (a running link draws the change anyway).
  public var probesOnRunLoopTurn: Bool { state == .paused }
}
