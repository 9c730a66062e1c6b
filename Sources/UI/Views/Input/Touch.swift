public import DynamicMenusGeometry

/// One finger (or pointer) on the screen at one moment: `UITouch` as a value.
///
/// A touch is identified by ``identifier`` across its life, from ``Phase/began`` to
/// ``Phase/ended`` or ``Phase/cancelled``. Locations are in **window coordinates**; convert
/// them with `View.convert(_:from:)` or ask ``location(in:)`` of a view-aware caller. The
/// window fills ``previousLocation`` and ``tapCount`` from its own record of the touch, so a
/// caller sending input only needs the identifier, location, phase and force.
///
/// ```swift
/// window.send(Touch(identifier: 1, location: Point(x: 100, y: 100), phase: .began))
/// ```
public nonisolated struct Touch: Hashable, Sendable {
  /// The phase of a touch, as `UITouch.Phase`.
  public nonisolated enum Phase: String, Hashable, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move since the previous event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (a recognizer took it, or the window went away).
    case cancelled

    /// Whether this phase ends the touch (`ended` or `cancelled`).
    public var isTerminal: Bool { self == .ended || self == .cancelled }
  }

  /// Identifies the touch from touch-down to lift-off; any integer, unique among the touches
  /// down at one time. Default 1.
  public var identifier: Int
  /// Where the touch is, in window coordinates (points).
  public var location: Point
  /// Where the touch was at its previous event, in window coordinates (points); equal to
  /// ``location`` at ``Phase/began``.
  public var previousLocation: Point
  /// What happened to the touch in this event.
  public var phase: Phase
  /// When the event happened, in seconds of the window's clock.
  public var timestamp: Double
  /// How many taps in quick succession this touch continues: 1 for a lone touch, 2 for the
  /// second touch of a double tap (within 0.35 s and 45 pt of the previous one).
  public var tapCount: Int
  /// The pressure of the touch, or ``TouchForce/unavailable`` when the input source has no
  /// pressure sensor (most screens, every mouse).
  public var force: TouchForce

  /// Creates a touch event.
  ///
  /// - Parameters:
  ///   - identifier: the touch's identity for its whole life. Default 1.
  ///   - location: where it is, in window coordinates (points); must be finite.
  ///   - previousLocation: where it was at the previous event; defaults to `location`.
  ///   - phase: what happened.
  ///   - timestamp: when, in seconds; the window stamps queued touches with its own time.
  ///   - tapCount: the tap count (≥ 1); the window recomputes it. Default 1.
  ///   - force: the pressure; default ``TouchForce/unavailable``.
  public init(
    identifier: Int = 1, location: Point, previousLocation: Point? = nil, phase: Phase,
    timestamp: Double = 0, tapCount: Int = 1, force: TouchForce = .unavailable
  ) {
    precondition(location.isFinite, "Touch.location must be finite, got \(location)")
    self.identifier = identifier
    self.location = location
    self.previousLocation = previousLocation ?? location
    self.phase = phase
    self.timestamp = timestamp
    self.tapCount = max(1, tapCount)
    self.force = force
  }
}

/// The pressure of a touch (docs/views-and-input.md): `UITouch.force` and `maximumPossibleForce`,
/// with "no pressure sensor" as its own case instead of UIKit's silent zeros.
///
/// A force of 1.0 is an average touch; 3D Touch iPhones report a maximum of about 6.67
/// (400/60) in steps of 1/60. Without a sensor, controls fall back to a timer (the confirm
/// button's hold duration, for instance).
public nonisolated enum TouchForce: Hashable, Sendable {
  /// The input source cannot measure pressure (`forceTouchCapability == .unavailable`).
  case unavailable
  /// A measured pressure: `force` in 0…`maximumPossible`, where 1.0 is an average touch.
  case available(force: Double, maximumPossible: Double)

  /// The maximum force a 3D Touch iPhone reports: 400/60 ≈ 6.67.
  public static let threeDTouchMaximum = 400.0 / 60

  /// The measured force, or nil when unavailable.
  public var value: Double? {
    if case .available(let force, _) = self { return force }
    return nil
  }

  /// The maximum possible force of the input source, or nil when unavailable.
  public var maximumPossible: Double? {
    if case .available(_, let maximum) = self { return maximum }
    return nil
  }

  /// The force as a fraction of the maximum possible force (0…1), or nil when unavailable.
  public var normalized: Double? {
    guard case .available(let force, let maximum) = self, maximum > 0 else { return nil }
    return min(max(force / maximum, 0), 1)
  }
}

extension Touch {
  /// The touch's location in `view`'s coordinates (nil: the window's), as
  /// `UITouch.location(in:)`.
  public func location(in view: View?) -> Point {
    view.map { $0.convert(location, from: nil) } ?? location
  }

  /// The touch's previous location in `view`'s coordinates (nil: the window's).
  public func previousLocation(in view: View?) -> Point {
    view.map { $0.convert(previousLocation, from: nil) } ?? previousLocation
  }
}
