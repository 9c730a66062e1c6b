public import DynamicMenusRendering
import DynamicMenusViews

/// What a host does with its window's coming motion after a frame: hands a new stretch to its
/// compositor, lets the keyframes already running go on, or steps the next frame. The browser's
/// host and the Apple hosts (`CompositorHandover`) decide with it alike.
///
/// - A new stretch (``ControlHost/lookahead(maximumFrames:)``) is handed over when the window
///   is not needed again for ``HandoverClock/minimumFrames``: keyframes for less cost a host
///   more than stepping them.
/// - One that goes on as the keyframes still running say
///   (``CompositingLookahead/continues(_:)``) keeps them, however soon its next stop: springs
///   ending a frame apart make no keyframes anew.
/// - After a stretch is declined for a stop too near, the window only coasts to that stop, and
///   each look ahead before it would find the same stop nearer. So none is run until the
///   window reaches it, unless something reaches the window first (``inputArrived()``): a
///   fling whose items cross the dial's top every few frames is not forecast at every frame.
///
/// ```swift
/// switch planner.decide(host, maximumFrames: 120, keyframesRunning: compositorRuns) {
/// case .step: break
/// case .handOver(let ahead): animate(ahead)  // new keyframes from frame 0
/// case .goOn(let ahead, _): clock = HandoverClock(ahead, beginTime: now)  // keep them
/// }
/// ```
public struct HandoverPlanner {
  /// The most frames a host hands over at once: 2 s. A longer stretch is handed over again
  /// at its end.
  public static let longestStretch = 120

  /// What to do after a frame.
  public enum Decision {
    /// Step the next frame: the window does more than coast, or its next stop is too near.
    case step
    /// Give the compositor the stretch's keyframes, from its frame 0 (now).
    case handOver(CompositingLookahead)
    /// Keep the keyframes running: the stretch is theirs from their frame `from` (now) on.
    case goOn(CompositingLookahead, from: Int)
  }

  /// The stretch whose keyframes the compositor runs (the last handed over).
  private var handedOver: CompositingLookahead?
  /// The window's time, seconds, before which a look ahead would find the stop that made the
  /// last one decline (−∞: none).
  private var declinedUntil = -Double.infinity
  /// How many times it looked ahead: a measure of the host's work (tests, benchmarks).
  package private(set) var lookaheads = 0

  /// Nothing handed over yet.
  public init() {}

  /// Notes that input, a setting or a call reached the window: its motion may have changed, so
  /// the next ``decide(_:maximumFrames:keyframesRunning:)`` looks ahead.
  public mutating func inputArrived() { declinedUntil = -.infinity }

  /// What to do with `host`'s coming motion, at most `maximumFrames` frames of it, after a
  /// frame. `keyframesRunning`: the compositor still runs the keyframes of the stretch handed
  /// over last (its host caught up and ran the frame at one of its stops); false forgets it.
  public mutating func decide(
    _ host: ControlHost, maximumFrames: Int, keyframesRunning: Bool
  ) -> Decision {
    decide(
      host, maximumFrames: maximumFrames, keyframesRunning: keyframesRunning,
      strokes: nil)
  }

  /// ``decide(_:maximumFrames:keyframesRunning:)``; with `strokes` also a stretch in which
  /// shape layers' animations change what they draw, their strokes sampled
  /// (``ControlHost/lookahead(maximumFrames:strokes:)``).
  package mutating func decide(
    _ host: ControlHost, maximumFrames: Int, keyframesRunning: Bool, strokes: StrokeSampler?
  ) -> Decision {
    if !keyframesRunning { handedOver = nil }
    guard handedOver != nil || host.window.time >= declinedUntil else { return .step }
    lookaheads += 1
    guard
      let ahead = host.lookahead(maximumFrames: maximumFrames, strokes: strokes)
    else { return .step }
    if let handedOver, let start = ahead.continues(handedOver) {
      return .goOn(ahead, from: start)
    }
    let stop = ahead.endingFrames.first ?? ahead.frames
    guard HandoverClock.isWorthHandingOver(untilStop: stop) else {
      // Halfway between the frames before and at the stop: the window's own frames may run
      // at another pace than the look ahead's nominal one.
      declinedUntil = (ahead.times[stop - 1] + ahead.times[stop]) / 2
      handedOver = nil
      return .step
    }
    handedOver = ahead
    return .handOver(ahead)
  }
}
