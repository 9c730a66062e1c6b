public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusViews

/// The pointers down on a host, turned into touches with their forces: the one pointer model
/// of every host whose input is pointer events with an optional pressure (the browser's
/// Pointer Events, the SDL playground's mouse and pen). UIKit and AppKit give touches and
/// forces themselves and send them to ``ControlHost`` directly.
///
/// A pointer with a pressure reading (a pen, a touch screen) gives a force of
/// `pressure × 6.67` (the 3D Touch maximum). A mouse has none, so its touches have no force
/// (``TouchForce/unavailable``) — unless shift is held: then the force ramps up to the maximum
/// over ``rampDuration`` and back down when shift is let go, one move event per frame, which is
/// how the confirm button's "press harder" is tried with a mouse.
open class HostPointers {
  /// The host interface every pointer goes through.
  public let host: ControlHost
  /// Whether shift is held (the simulated force ramps up). Default false.
  public final var isShiftDown = false

  /// A pointer down.
  public struct Pointer: Sendable {
    /// The host's pointer identifier (the touch's).
    public var id: Int
    /// Where it is, in window points.
    public var location: Point
    /// The force now; nil while it has none.
    public var force: Double?
    /// Whether the force is measured (pressure), not simulated.
    public var isMeasured: Bool
  }

  /// Where input reaches a control from, for what a control reports (a web component's
  /// `dm-select` says whether a finger, a key or an assistive technology chose).
  public enum InputSource: Int, Sendable, CaseIterable {
    /// A pointer: a touch, a pen or a mouse.
    case pointer
    /// A key.
    case keyboard
    /// An assistive technology's action (activate, increment, a custom action).
    case accessibility
  }

  /// Where the last input came from; nil before any, and after the app's own call into a
  /// control (a host clears it then).
  open var lastInputSource: InputSource?

  /// Whether input reaches the window. Default true; a host that can disable its control
  /// (a web component's `disabled`) overrides it. While false, pointers going down and keys
  /// are dropped; pointers already down finish.
  open var acceptsInput: Bool { true }

  /// The pointers down, oldest first.
  public private(set) final var pointers: [Pointer] = []
  /// The last frame the host ran; nil before the first.
  public private(set) final var lastFrame: HostFrame?

  /// The largest force: a 3D Touch iPhone's 400/60.
  public static let maximumForce = TouchForce.threeDTouchMaximum
  /// Seconds for the simulated force to go from 0 to the maximum, or back.
  public static let rampDuration = 1.0

  /// The pointers of `host`, none down.
  public init(host: ControlHost) {
    self.host = host
  }

  /// Whether any pointer is down.
  public final var hasTouchesDown: Bool { !pointers.isEmpty }

  /// A pointer went down; one the host refuses (a location that is not finite, an id that
  /// is down already) is not kept.
  public final func pointerDown(id: Int, at point: Point, pressure: Double?) {
    guard acceptsInput else { return }
    lastInputSource = .pointer
    let force = pressure.map { $0 * Self.maximumForce } ?? (isShiftDown ? 0 : nil)
    let pointer = Pointer(id: id, location: point, force: force, isMeasured: pressure != nil)
    if send(pointer, .began) { pointers.append(pointer) }
  }

  /// A pointer moved; a move the host refuses changes nothing.
  public final func pointerMoved(id: Int, to point: Point, pressure: Double?) {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
    lastInputSource = .pointer
    var pointer = pointers[i]
    pointer.location = point
    if let pressure {
      pointer.force = pressure * Self.maximumForce
      pointer.isMeasured = true
    }
    if send(pointer, .moved) { pointers[i] = pointer }
  }

  /// A pointer went up at `point` (a location that is not finite keeps its last one).
  public final func pointerUp(id: Int, at point: Point) {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
    lastInputSource = .pointer
    if point.isFinite { pointers[i].location = point }
    send(pointers[i], .ended)
    pointers.remove(at: i)
  }

  /// The host took the pointer away (a browser's `pointercancel`: the page scrolled, the
  /// pen left): its touch is cancelled, as UIKit cancels a touch the system takes.
  public final func pointerCancelled(id: Int) {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
    send(pointers[i], .cancelled)
    pointers.remove(at: i)
  }

  /// A key pressed or released; dropped while input is not accepted (a release still goes
  /// through, so no key stays down).
  public final func key(_ event: KeyEvent) {
    guard acceptsInput || event.phase == .release else { return }
    lastInputSource = .keyboard
    host.send(event)
  }

  /// One frame: the simulated forces move towards their target, then the host runs the
  /// frame, its text measured by `measurer`.
  @discardableResult
  open func frame(_ dt: Double, measurer: any TextMeasurer) -> HostFrame {
    let step = Self.maximumForce / Self.rampDuration * dt
    for i in pointers.indices where !pointers[i].isMeasured {
      guard pointers[i].force != nil || isShiftDown else { continue }
      let force = pointers[i].force ?? 0
      let target = isShiftDown ? Self.maximumForce : 0
      let next = force < target ? Swift.min(force + step, target) : Swift.max(force - step, target)
      guard next != pointers[i].force else { continue }
      pointers[i].force = next
      send(pointers[i], .moved)
    }
    let frame = host.frame(dt, measurer: measurer)
    lastFrame = frame
    return frame
  }

  /// Sends the pointer through the host interface, which checks it; false when it refused.
  @discardableResult
  private func send(_ pointer: Pointer, _ phase: Touch.Phase) -> Bool {
    let result = host.send(
      PointerEvent(
        id: pointer.id, phase: phase, location: pointer.location, force: pointer.force,
        maximumForce: Self.maximumForce))
    if case .ignored = result { return false }
    return true
  }
}
