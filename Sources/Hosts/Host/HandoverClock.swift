public import DynamicMenusRendering

/// A stretch of a window's motion a host handed to its compositor
/// (``ControlHost/lookahead(maximumFrames:)``): when it began on the host's clock, and how far
/// the core must run to catch up with it. The one account of a stretch's time: the Apple hosts
/// ask it with `CACurrentMediaTime()` (their `CAKeyframeAnimation`s begun at ``beginTime``),
/// the browser's core with the seconds its Web Animations have run (`dm_host_catch_up`,
/// ``beginTime`` 0 at their start); neither counts frames itself.
///
/// The compositor shows the stretch's frame `k` at `beginTime + k` nominal frames. The host
/// runs the window again (``ControlHost/advance(frames:)``, then a frame) a frame before the
/// stretch's first ending frame or its end (``dueTime``: the display link's next frame runs
/// that frame), and before any input, setting or accessibility action reaches the window:
/// the whole frames shown by then, less the one the next frame runs
/// (``framesToCatchUp(at:ticksOne:)``).
///
/// ```swift
/// if let ahead = host.lookahead(maximumFrames: 120) {
///   clock = HandoverClock(ahead, beginTime: CACurrentMediaTime())
///   // pause the link; at clock.dueTime, or on input:
///   host.advance(frames: clock.framesToCatchUp(at: CACurrentMediaTime(), ticksOne: false))
/// }
/// ```
public struct HandoverClock: Hashable, Sendable {
  /// The stretch's frames of ``FrameInterval/nominal`` seconds.
  public let frames: Int
  /// The first frame at which the window must run: an animation ends (its completion may
  /// fire an event), or the stretch does.
  public let firstStop: Int
  /// When the compositor showed the stretch's frame 0 (the frame that handed it over), in
  /// seconds on the host's clock.
  public let beginTime: Double

  /// The clock of `ahead`, begun at `beginTime` seconds.
  public init(_ ahead: CompositingLookahead, beginTime: Double) {
    frames = ahead.frames
    firstStop = ahead.endingFrames.first ?? ahead.frames
    self.beginTime = beginTime
  }

  /// The fewest frames a new stretch runs before the window is needed again (an animation
  /// ends): 6, 0.1 s. Keyframes for less cost a host more than stepping them (the dial's
  /// items fading in one after another end every frame or two). A stretch that goes on as
  /// the keyframes already running say (``CompositingLookahead/continues(_:)``) is kept
  /// however short.
  public static let minimumFrames = 6

  /// Whether a stretch whose window is next needed at frame `stop` is worth handing over: at
  /// least ``minimumFrames`` away (the rule ``HandoverPlanner`` decides by).
  static func isWorthHandingOver(untilStop stop: Int) -> Bool { stop >= minimumFrames }

  /// How close to a frame's start, in seconds, a time counts that frame as shown: 1 ms.
  /// Browsers coarsen the times they give (Firefox's animation `currentTime` reads 333.32 ms
  /// at frame 20's 333.33); Core Animation's clock is finer, and a millisecond is 6 % of a
  /// frame either way.
  public static let clockGrain = 0.001

  /// The whole frames the compositor has shown at `time` seconds, 0…``frames`` (a time that
  /// is not finite reads as none; one within ``clockGrain`` of a frame's start shows it).
  public func framesShown(at time: Double) -> Int {
    let elapsed = (time - beginTime + Self.clockGrain) / FrameInterval.nominal
    guard elapsed.isFinite else { return 0 }
    return Swift.min(frames, Swift.max(0, Int(elapsed.rounded(.down))))
  }

  /// The frames a host runs its window to catch up at `time` seconds: those shown, less the
  /// one the frame about to run runs when `ticksOne` (never fewer than none).
  public func framesToCatchUp(at time: Double, ticksOne: Bool) -> Int {
    Swift.max(0, framesShown(at: time) - (ticksOne ? 1 : 0))
  }

  /// When the host runs the window again by itself: a frame before ``firstStop``, so that
  /// the frame its display link then runs is that one.
  public var dueTime: Double {
    beginTime + Double(Swift.max(firstStop - 1, 0)) * FrameInterval.nominal
  }
}
