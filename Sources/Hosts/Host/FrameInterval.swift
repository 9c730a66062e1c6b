/// How far one frame of a host advances its window's time, in seconds: the real interval
/// since the last frame, clamped, so a stall (a dragged window, a debugger, a busy main
/// thread) never makes a control jump and a burst of frames never runs ones of almost
/// nothing; the first frame after a rest advances one nominal frame, since time spent at rest
/// is not animation time. Every host follows it: the playground's loop, the Apple hosts'
/// display link (``FrameScheduler``) and the page's frame loop (frame-scheduler.js reads
/// these numbers from the generated vocabulary).
public nonisolated enum FrameInterval {
  /// One frame at 60 Hz, what a frame after a rest advances where the display gives no
  /// rate of its own: 1/60 s.
  public static let nominal = 1.0 / 60
  /// The least a frame advances: 1/240 s.
  public static let shortest = 1.0 / 240
  /// The most a frame advances: 1/20 s.
  public static let longest = 1.0 / 20

  /// `seconds` since the last frame clamped to ``shortest``…``longest``; one that is not
  /// finite reads as ``nominal``.
  public static func clamped(_ seconds: Double) -> Double {
    seconds.isFinite ? Swift.min(Swift.max(seconds, shortest), longest) : nominal
  }
}
