// Compiled only where Core Animation exists (Apple platforms); empty on Linux and in
// WebAssembly. Type-checked here against stand-ins (UIKit's use also against Apple's real
// iOS SDK interfaces); the clock it keeps is the portable `HandoverClock`, tested everywhere.
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage) && canImport(QuartzCore)
  import CoreFoundation
  import QuartzCore
  public import DynamicMenusHost

  /// The stretch a host view handed to Core Animation, and the timer that runs the window
  /// when it is due: the UIKit and AppKit hosts' one account of it (docs/apple-host.md,
  /// "Openings handed over whole").
  ///
  /// After a frame the view calls ``handOver(_:to:due:)``: when the window only coasts (its
  /// layer animations and its forecast physics), the compositor gets the stretch's keyframes
  /// (or keeps those it runs, when the stretch goes on as they say: ``HandoverPlanner``), the
  /// view pauses its display link, and `due` runs a frame before the stretch needs the window
  /// again. Otherwise the view takes the keyframes off (``endKeyframes(on:)``) once the frame
  /// has set the layers where the window has them. Before anything reaches the window (input,
  /// a setting, an accessibility action, the timer, the next frame) the view calls
  /// ``catchUp(_:ticksOne:)``, which runs the frames Core Animation has shown, and for input
  /// ``inputArrived()``.
  public final class CompositorHandover {
    /// The stretch running now; nil when none.
    public private(set) var clock: HandoverClock?
    /// The main run loop's timer for the stretch's due time (a Core Foundation timer: its
    /// handler runs on the main run loop, so on the main actor, with no hop).
    private var timer: CFRunLoopTimer?
    private var planner = HandoverPlanner()
    /// When the keyframes on the layers showed their frame 0, on the host's clock; nil: none.
    private var keyframesBegan: Double?

    /// No stretch.
    public init() {}

    /// Whether Core Animation runs a stretch the window has not caught up with.
    public var isRunning: Bool { clock != nil }

    /// Hands `host`'s coming motion to `compositor` when it only coasts and is worth it (the
    /// window not needed for ``HandoverClock/minimumFrames``, or the keyframes it runs go on),
    /// with `due` set to run a frame before its first stop (on the main run loop: the
    /// timer's handler); returns whether it did (the view then pauses its link; otherwise it calls
    /// ``endKeyframes(on:)``).
    public func handOver(
      _ host: ControlHost, to compositor: CALayerCompositor, due: @escaping () -> Void
    ) -> Bool {
      let now = CACurrentMediaTime()
      let clock: HandoverClock
      switch planner.decide(
        host, maximumFrames: HandoverPlanner.longestStretch, keyframesRunning: keyframesBegan != nil
      ) {
      case .step: return false
      case .handOver(let ahead):
        compositor.handOver(ahead, beginTime: now)
        keyframesBegan = now
        clock = HandoverClock(ahead, beginTime: now)
      case .goOn(let ahead, let start):
        // The keyframes on the layers run on: the stretch's frame 0 is their frame `start`.
        guard let began = keyframesBegan else { return false }
        clock = HandoverClock(ahead, beginTime: began + Double(start) * FrameInterval.nominal)
      }
      self.clock = clock
      let timer = CFRunLoopTimerCreateWithHandler(
        kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + clock.dueTime - now, 0, 0, 0
      ) { _ in due() }
      CFRunLoopAddTimer(CFRunLoopGetMain(), timer, .commonModes)
      self.timer = timer
      return true
    }

    /// Takes the keyframes of the last stretch off `compositor`'s layers (after a frame set
    /// them where the window has them: nothing jumps).
    public func endKeyframes(on compositor: CALayerCompositor) {
      guard keyframesBegan != nil else { return }
      compositor.endHandover()
      keyframesBegan = nil
    }

    /// Notes that input, a setting or an accessibility action reached the window: the next
    /// ``handOver(_:to:due:)`` looks ahead even if the last one found the window needed soon.
    public func inputArrived() { planner.inputArrived() }

    /// Runs `host`'s window the frames of the stretch Core Animation has shown (but one when
    /// `ticksOne`: the frame about to run runs it), and forgets the stretch: the window is
    /// then exactly where stepping every frame would have put it. Nothing without a stretch.
    public func catchUp(_ host: ControlHost, ticksOne: Bool = false) {
      guard let clock else { return }
      self.clock = nil
      if let timer { CFRunLoopTimerInvalidate(timer) }
      timer = nil
      host.advance(frames: clock.framesToCatchUp(at: CACurrentMediaTime(), ticksOne: ticksOne))
    }
  }
#endif
