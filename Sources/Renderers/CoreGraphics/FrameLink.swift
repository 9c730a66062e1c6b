// Compiled only where Core Animation exists (Apple platforms); empty on Linux and in
// WebAssembly. Type-checked here against stand-ins (and against Apple's real iOS SDK
// interfaces); when it starts, pauses and stops is `FrameScheduler`'s, tested everywhere.
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage) && canImport(QuartzCore)
  import Foundation
  import QuartzCore

  /// The display link a ``ControlFrameLoop`` runs its frames on: the view's own
  /// `CADisplayLink` (UIKit's `CADisplayLink(target:selector:)`, AppKit's
  /// `NSView.displayLink(target:selector:)` from macOS 14, which follows the view's screen),
  /// or, where the view makes none (macOS 13), a 60 Hz timer standing in for it.
  @MainActor final class FrameLink {
    /// Makes the view's display link for a target and its action; nil: none (the timer).
    typealias Maker = (_ target: Any, _ action: Selector) -> AnyObject?

    private let make: Maker
    /// Called at each refresh with its timestamp and length, seconds (Core Animation's clock).
    private let fired: (_ timestamp: Double, _ duration: Double) -> Void
    /// The running link (a `CADisplayLink`, held untyped: macOS 13 has none), or the timer.
    private var link: AnyObject?
    private var timer: Timer?
    /// What the link (or the timer) calls: an Objective-C object of its own.
    private lazy var target: Target = {
      let target = Target()
      target.fired = { [weak self] in self?.fired($0, $1) }
      return target
    }()

    init(make: @escaping Maker, fired: @escaping (Double, Double) -> Void) {
      self.make = make
      self.fired = fired
    }

    /// Starts a link, stopping the one that runs (the view joined a window or changed screen).
    func start() {
      stop()
      if #available(macOS 14, *),
        let made = make(target, #selector(Target.step(_:))) as? CADisplayLink
      {
        made.add(to: .main, forMode: .common)
        link = made
      } else {
        startTimer()
      }
    }

    /// Stops it for good (the view left its window).
    func stop() {
      if #available(macOS 14, *) { (link as? CADisplayLink)?.invalidate() }
      link = nil
      timer?.invalidate()
      timer = nil
    }

    /// Pauses or resumes it (at rest, or while Core Animation runs a stretch).
    func setPaused(_ paused: Bool) {
      if #available(macOS 14, *), let running = link as? CADisplayLink {
        running.isPaused = paused
      } else if paused {
        timer?.invalidate()
        timer = nil
      } else if timer == nil {
        startTimer()
      }
    }

    private func startTimer() {
      timer = Timer.scheduledTimer(
        timeInterval: 1.0 / 60, target: target, selector: #selector(Target.tick(_:)),
        userInfo: nil, repeats: true)
    }

    /// The link's and the timer's target: both fire on the main run loop, so on the main actor.
    private final class Target: NSObject {
      var fired: ((_ timestamp: Double, _ duration: Double) -> Void)?

      nonisolated override init() { super.init() }

      @available(macOS 14, *)
      @objc func step(_ link: CADisplayLink) { fired?(link.timestamp, link.duration) }

      @objc func tick(_ timer: Timer) { fired?(CACurrentMediaTime(), 1.0 / 60) }
    }
  }
#endif
