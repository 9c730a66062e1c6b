public import DynamicMenusRendering

/// A stretch of a window's motion a host handed to its compositor
/// (``ControlHost/lookahead(maximumFrames:)``): when it began on the host's clock, and how far
/// the core must run to catch up with it. The Apple hosts follow it with their
/// `CAKeyframeAnimation`s; the browser's layer-handover.js does the same arithmetic with its
/// Web Animations.
///
/// The compositor shows the stretch's frame `k` at `beginTime + k` nominal frames. The host
/// runs the window again (``ControlHost/advance(frames:)``, then a frame) a frame before the
/// stretch's first ending frame or its end (``dueTime``: the display link's next frame runs
/// that frame), and before any input, setting or accessibility action reaches the window:
/// the whole frames shown by then (``framesShown(at:)``), less the one the next frame runs.
///
/// ```swift
/// if let ahead = host.lookahead(maximumFrames: 120) {
///   clock = HandoverClock(ahead, beginTime: CACurrentMediaTime())
///   // pause the link; at clock.dueTime, or on input:
///   host.advance(frames: clock.framesShown(at: CACurrentMediaTime()))
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

  /// The whole frames the compositor has shown at `time` seconds, 0…``frames`` (a time that
  /// is not finite reads as none).
  public func framesShown(at time: Double) -> Int {
    let elapsed = (time - beginTime) / FrameInterval.nominal
    guard elapsed.isFinite else { return 0 }
    return Swift.min(frames, Swift.max(0, Int((elapsed + 1e-6).rounded(.down))))
  }

  /// When the host runs the window again by itself: a frame before ``firstStop``, so that
  /// the frame its display link then runs is that one.
  public var dueTime: Double {
    beginTime + Double(Swift.max(firstStop - 1, 0)) * FrameInterval.nominal
  }
}
