public import DynamicMenusGeometry
public import DynamicMenusViews

/// What a host's pointer is: a finger, a pen or a mouse (`UITouch.TouchType`: direct,
/// pencil, indirect pointer).
public nonisolated enum PointerKind: Hashable, Sendable {
  /// A finger on a touch screen.
  case touch
  /// A stylus (Apple Pencil, a pen on a tablet).
  case pen
  /// A mouse or a trackpad's pointer.
  case mouse
}

/// One pointer event as a host sends it (a `UITouch` in one phase, a browser's
/// `PointerEvent`, an SDL finger or mouse event), in the host window's points.
///
/// The force is the host's reading in UIKit's units (1.0 an average touch), with the input's
/// maximum: a 3D Touch iPhone reports up to 400/60 ≈ 6.67; a pen's pressure p of 0…1 is
/// `p × maximumForce`. nil: no reading (a mouse, a finger without a sensor).
///
/// ```swift
/// host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 320, y: 600)))
/// host.send(PointerEvent(id: 1, phase: .moved, location: p, kind: .pen, force: 3.3))
/// ```
public nonisolated struct PointerEvent: Hashable, Sendable {
  /// The host's identifier of the pointer, the same from its `began` to its `ended` or
  /// `cancelled`.
  public var id: Int
  /// The phase (`stationary` counts as `moved`).
  public var phase: Touch.Phase
  /// Where it is, in the window's points.
  public var location: Point
  /// Finger, pen or mouse. Default ``PointerKind/touch``.
  public var kind: PointerKind
  /// The force, 0…``maximumForce``; nil for no reading. Default nil.
  public var force: Double?
  /// The largest force the input reports. Default ``TouchForce/threeDTouchMaximum``.
  public var maximumForce: Double

  /// Creates a pointer event.
  public init(
    id: Int, phase: Touch.Phase, location: Point, kind: PointerKind = .touch,
    force: Double? = nil, maximumForce: Double = TouchForce.threeDTouchMaximum
  ) {
    self.id = id
    self.phase = phase
    self.location = location
    self.kind = kind
    self.force = force
    self.maximumForce = maximumForce
  }
}

/// What became of an event a host sent (``ControlHost/send(_:)-(PointerEvent)``): taken as
/// sent, taken after a documented clamp, or dropped, with the reason in words.
public nonisolated enum HostInputResult: Hashable, Sendable {
  /// Delivered as sent.
  case accepted
  /// Delivered after a clamp (a force above the maximum, below zero).
  case clamped(String)
  /// Dropped: a location that is not finite, a touch that ends twice or never began.
  case ignored(String)
}
