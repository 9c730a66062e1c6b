// Compiled only where Core Animation exists (Apple platforms); empty on Linux and in
// WebAssembly. Type-checked here against stand-ins (UIKit's use also against Apple's real
// iOS SDK interfaces); the clock it keeps is the portable `HandoverClock`, tested everywhere.
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage) && canImport(QuartzCore)
  import QuartzCore
  public import DynamicMenusHost

  /// The stretch a host view handed to Core Animation, and the timer that runs the window
  /// when it is due: the UIKit and AppKit hosts' one account of it (docs/apple-host.md,
  /// "Openings handed over whole").
  ///
  /// After a frame the view calls ``handOver(_:to:due:)``: when the window only coasts (its
  /// layer animations and its forecast physics), the compositor gets the stretch's keyframes,
  /// the view pauses its display link, and `due` runs a frame before the stretch needs the
  /// window again. Before anything reaches the window (input, a setting, an accessibility
  /// action, the timer, the next frame) the view calls ``catchUp(_:ticksOne:)``, which runs
  /// the frames Core Animation has shown.
  public final class CompositorHandover {
    /// The stretch running now; nil when none.
    public private(set) var clock: HandoverClock?
    private var timer: Timer?

    /// No stretch.
    public init() {}

    /// Whether Core Animation runs a stretch the window has not caught up with.
    public var isRunning: Bool { clock != nil }

    /// Hands `host`'s coming motion to `compositor` when it only coasts and is worth it (the
    /// window not needed for ``HandoverClock/minimumFrames``), with `due` set to run a frame
    /// before its first stop (on the main run loop: the timer's); returns whether it did (the
    /// view then pauses its link).
    public func handOver(
      _ host: ControlHost, to compositor: CALayerCompositor, due: @escaping @Sendable () -> Void
    ) -> Bool {
      guard let ahead = host.lookahead(maximumFrames: 120) else { return false }
      let now = CACurrentMediaTime()
      let clock = HandoverClock(ahead, beginTime: now)
      guard clock.isWorthHandingOver else { return false }
      compositor.handOver(ahead, beginTime: now)
      self.clock = clock
      timer = Timer.scheduledTimer(withTimeInterval: clock.dueTime - now, repeats: false) { _ in
        due()
      }
      return true
    }

    /// Runs `host`'s window the frames of the stretch Core Animation has shown (but one when
    /// `ticksOne`: the frame about to run runs it), and forgets the stretch: the window is
    /// then exactly where stepping every frame would have put it. Nothing without a stretch.
    public func catchUp(_ host: ControlHost, ticksOne: Bool = false) {
      guard let clock else { return }
      self.clock = nil
      timer?.invalidate()
      timer = nil
      host.advance(frames: clock.framesShown(at: CACurrentMediaTime()) - (ticksOne ? 1 : 0))
    }
  }
#endif
