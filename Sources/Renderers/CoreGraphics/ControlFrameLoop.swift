// Compiled only where Core Animation exists (Apple platforms); empty on Linux and in
// WebAssembly. Type-checked here against stand-ins (UIKit's use also against Apple's real
// iOS SDK interfaces); what it decides is `FrameScheduler`'s and `HandoverPlanner`'s, tested
// everywhere.
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage) && canImport(QuartzCore)
  import CoreFoundation
  public import Foundation
  import QuartzCore
  public import DynamicMenusGeometry
  public import DynamicMenusHost
  import DynamicMenusLayers
  import DynamicMenusViews

  /// The frames of a view that hosts controls over Core Animation: the UIKit and AppKit
  /// hosts' one host, compositor, run loop, display link and handover (docs/apple-host.md).
  /// The view owns one, gives it the way to make its display link (``makeDisplayLink``: nil
  /// where it has none, and a 60 Hz timer stands in), tells it when it joins or leaves a
  /// window, and does what a frame asks of the platform (accessibility, haptics, cursor,
  /// focus) in ``didRunFrame``.
  ///
  /// While anything moves the link runs a frame each display refresh; a frame that only
  /// coasts hands its coming motion to Core Animation (`CompositorHandover`) and the link
  /// pauses until the stretch is due; at rest the link pauses and each run-loop turn looks at
  /// the window once (a zero-length frame), so app code that changed a control from a button
  /// or a timer is drawn and its animation wakes the link.
  @MainActor public final class ControlFrameLoop {
    /// The host whose window the frames run.
    public let host: ControlHost
    /// The Core Animation layers that show the window.
    public let compositor: CALayerCompositor
    private var scheduler = FrameScheduler()
    /// The stretch Core Animation runs now, and the timer that runs the window when it is due.
    private let handover = CompositorHandover()
    private var runLoopObserver: CFRunLoopObserver?
    /// Makes the view's display link for a target and its action (UIKit's
    /// `CADisplayLink(target:selector:)`, AppKit's `NSView.displayLink(target:selector:)`);
    /// nil, the default, where there is none: a 60 Hz timer runs the frames. Read each time
    /// the view joins a window, so a view sets it once it exists.
    public var makeDisplayLink: (_ target: Any, _ action: Selector) -> AnyObject? = { _, _ in nil }
    private lazy var link = FrameLink(make: { [weak self] in self?.makeDisplayLink($0, $1) }) {
      [weak self] timestamp, duration in
      self?.linkFired(timestamp: timestamp, duration: duration)
    }
    /// What each frame asks of the platform (the view's accessibility elements, haptics,
    /// cursor and focus); by default nothing. A view sets it once it exists.
    public var didRunFrame: (HostFrame) -> Void = { _ in }

    /// The frames of `host`'s window shown on `compositor`.
    public init(host: ControlHost, compositor: CALayerCompositor) {
      self.host = host
      self.compositor = compositor
    }

    /// The frames of a new host whose window is `size` points, shown on a new compositor, its
    /// text measured by Core Text in the system font (one measurer for both): what the UIKit
    /// and AppKit host views make.
    public convenience init(size: Size) {
      let measurer = CoreTextMeasurer()
      self.init(
        host: ControlHost(
          settings: HostSettings(size: size), target: .compositor,
          context: LayerContext(textMeasurer: measurer)),
        compositor: CALayerCompositor(textMeasurer: measurer))
    }

    /// The view joined a window (`inWindow`) or left it.
    public func viewDidMove(toWindow inWindow: Bool) {
      perform(scheduler.viewDidMove(toWindow: inWindow))
    }

    /// Starts the frames again after input, a setting or an accessibility action; also for
    /// app code that changed a control between run-loop turns and wants it drawn at once.
    public func setNeedsFrames() {
      catchUp()
      handover.inputArrived()
      perform(scheduler.wake())
    }

    /// Gives the host the view's `settings` (size, scale, accessibility, …) when they changed,
    /// after the window has caught up, and runs frames to show them.
    public func apply(_ settings: HostSettings) {
      guard settings != host.settings else { return }
      catchUp()
      host.settings = settings
      setNeedsFrames()
    }

    /// Runs the window the frames of a handed-over stretch Core Animation has shown (but
    /// one when `ticksOne`: the frame about to run runs it), before anything reaches the
    /// window: it is then exactly where stepping every frame would have put it.
    public func catchUp(ticksOne: Bool = false) {
      handover.catchUp(host, ticksOne: ticksOne)
    }

    /// The link fired at `timestamp` (seconds, Core Animation's clock) for a refresh of
    /// `duration` seconds: runs a frame, then hands the coming motion to Core Animation when
    /// it only coasts (the link pauses until the stretch is due), and pauses at rest.
    func linkFired(timestamp: Double, duration: Double) {
      let frame = runFrame(scheduler.interval(at: timestamp, nominal: duration))
      let handedOver =
        !frame.isAtRest
        && handover.handOver(host, to: compositor) { [weak self] in self?.setNeedsFrames() }
      if !handedOver { handover.endKeyframes(on: compositor) }
      perform(scheduler.frameDidRun(isAtRest: frame.isAtRest || handedOver))
    }

    /// One frame of `dt` seconds: the layers brought up to date (drawing only contents that
    /// changed), then what it asks of the platform.
    @discardableResult private func runFrame(_ dt: Double) -> HostFrame {
      catchUp(ticksOne: dt > 0)
      let frame = host.frame(dt)
      let shown = host.window
      compositor.update(
        layers: shown.layers, size: shown.bounds.size, background: shown.backgroundColor,
        scale: frame.scale)
      didRunFrame(frame)
      return frame
    }

    /// Carries out what the scheduler decided for the link.
    private func perform(_ action: FrameScheduler.Action) {
      switch action {
      case .none: return
      case .create, .recreate:
        link.start()
        observeRunLoop(true)
      case .invalidate:
        link.stop()
        observeRunLoop(false)
      case .pause: link.setPaused(true)
      case .resume: link.setPaused(false)
      }
    }

    /// While the link is paused, each run-loop turn looks at the window once (``probe()``).
    private func observeRunLoop(_ on: Bool) {
      if let observer = runLoopObserver {
        CFRunLoopObserverInvalidate(observer)
        runLoopObserver = nil
      }
      guard on else { return }
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
      ) { [weak self] _, _ in
        // The main run loop's observer: on the main thread, so on the main actor.
        self?.probe()
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      runLoopObserver = observer
    }

    private func probe() {
      guard scheduler.probesOnRunLoopTurn else { return }
      // While Core Animation runs a stretch, only app code that changed the window (it no
      // longer coasts) needs frames; a probe frame would end the stretch.
      if handover.isRunning {
        if !host.window.isCoasting { setNeedsFrames() }
        return
      }
      let frame = runFrame(0)
      handover.endKeyframes(on: compositor)
      if !frame.isAtRest { setNeedsFrames() }
    }
  }

  /// A view whose frames a ``ControlFrameLoop`` runs (the UIKit and AppKit hosts): what both
  /// offer app code through it.
  @MainActor public protocol ControlFrameLoopView: AnyObject {
    /// The view's frames.
    var frames: ControlFrameLoop { get }
  }

  extension ControlFrameLoopView {
    /// Starts the frames again after input, a setting or an accessibility action; also for
    /// app code that changed a control between run-loop turns and wants it drawn at once.
    public func setNeedsFrames() { frames.setNeedsFrames() }

  }
#endif
