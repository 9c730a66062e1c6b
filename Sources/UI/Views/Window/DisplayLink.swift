public import DynamicMenusGeometry
/// A callback once per frame of a window: `CADisplayLink`, on the window's clock.
///
/// Controls use it for work that has to happen every frame while something is under way —
/// a hold timer that fills a ring, a scroll view's deceleration — and invalidate it when
/// done. Links run in step 2 of the window's frame, after the dynamic animators, in the
/// order they were added; ``timestamp`` is the frame's start time and ``duration`` its
/// length, so `timestamp + duration` (``targetTimestamp``) is the time the frame shows.
///
/// ```swift
/// let link = DisplayLink { [owner = Weak(self)] link in owner.object?.advance(by: link.duration) }
/// link.add(to: window)
/// // …
/// link.invalidate()
/// ```
public final class DisplayLink {
  /// The frame's start time, in seconds of the window's clock (valid inside the callback).
  public private(set) var timestamp = 0.0
  /// The frame's length, in seconds.
  public private(set) var duration = 0.0
  /// When the frame shows: ``timestamp`` + ``duration``.
  public var targetTimestamp: Double { timestamp + duration }
  /// Whether the callback is skipped for now. Default false.
  public var isPaused = false
  /// Whether ``invalidate()`` was called: the link never runs again.
  public private(set) var isInvalidated = false
  /// The window the link runs in.
  @Weak public private(set) var window: Window?

  private let handler: (DisplayLink) -> Void

  /// Creates a link that calls `handler` every frame once added to a window.
  public init(handler: @escaping (DisplayLink) -> Void) {
    self.handler = handler
  }

  /// Starts calling the handler every frame of `window` (from its next tick). A link runs
  /// in one window; adding it again does nothing.
  public func add(to window: Window) {
    guard !isInvalidated, self.window == nil else { return }
    self.window = window
    window.displayLinks.append(self)
  }

  /// Stops the link for good and releases it from its window.
  public func invalidate() {
    isInvalidated = true
  }

  func fire(at time: Double, duration dt: Double) {
    guard !isInvalidated, !isPaused else { return }
    timestamp = time
    duration = dt
    handler(self)
  }
}
