package import DynamicMenusGeometry
package import DynamicMenusHost
package import DynamicMenusLayers
import DynamicMenusViews

/// The control on screen in a host (the SDL playground, the browser): its demo scene, and the
/// pointers down on it turned into touches.
///
/// A pointer with a pressure reading (a pen, a touch screen) gives a force of
/// `pressure × 6.67` (the 3D Touch maximum). A mouse has none, so its touches have no force
/// (``TouchForce/unavailable``) — unless shift is held: then the force ramps up to the maximum
/// over ``rampDuration`` and back down when shift is let go, one move event per frame, which is
/// how the confirm button's "press harder" is tried with a mouse.
package final class ActiveControl {
  package let scene: any DemoScene
  /// The host interface over the scene's window: every pointer goes through it.
  package let host: ControlHost
  /// Whether shift is held (the simulated force ramps up).
  package var isShiftDown = false

  package struct Pointer {
    /// The host's pointer identifier (the touch's).
    package var id: Int
    /// Where it is, in the scene's window points.
    package var location: Point
    /// The force now; nil while it has none.
    package var force: Double?
    /// Whether the force is measured (pressure), not simulated.
    package var isMeasured: Bool
  }

  package private(set) var pointers: [Pointer] = []
  /// The last frame the host ran; nil before the first.
  package private(set) var lastFrame: HostFrame?

  /// The largest force: a 3D Touch iPhone's 400/60.
  package static let maximumForce = TouchForce.threeDTouchMaximum
  /// Seconds for the simulated force to go from 0 to the maximum, or back.
  package static let rampDuration = 1.0

  /// The control of `scene`, hosted for `target`.
  package init(_ scene: any DemoScene, target: HostTarget) {
    self.scene = scene
    let window = scene.window
    host = ControlHost(
      window: window,
      settings: HostSettings(of: window), target: target)
  }

  /// Whether any pointer is down.
  package var hasTouchesDown: Bool { !pointers.isEmpty }

  /// A pointer went down; one the host refuses (a location that is not finite, an id that
  /// is down already) is not kept.
  package func pointerDown(id: Int, at point: Point, pressure: Double?) {
    let force = pressure.map { $0 * Self.maximumForce } ?? (isShiftDown ? 0 : nil)
    let pointer = Pointer(id: id, location: point, force: force, isMeasured: pressure != nil)
    if send(pointer, .began) { pointers.append(pointer) }
  }

  /// A pointer moved; a move the host refuses changes nothing.
  package func pointerMoved(id: Int, to point: Point, pressure: Double?) {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
    var pointer = pointers[i]
    pointer.location = point
    if let pressure {
      pointer.force = pressure * Self.maximumForce
      pointer.isMeasured = true
    }
    if send(pointer, .moved) { pointers[i] = pointer }
  }

  package func pointerUp(id: Int, at point: Point) {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
    if point.isFinite { pointers[i].location = point }
    send(pointers[i], .ended)
    pointers.remove(at: i)
  }

  /// The host took the pointer away (a browser's `pointercancel`: the page scrolled, the
  /// pen left): its touch is cancelled, as UIKit cancels a touch the system takes.
  package func pointerCancelled(id: Int) {
    guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
    send(pointers[i], .cancelled)
    pointers.remove(at: i)
  }

  /// One frame: the simulated forces move towards their target, then the host runs the
  /// frame, its text measured by `measurer`.
  @discardableResult
  package func frame(_ dt: Double, measurer: any TextMeasurer) -> HostFrame {
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
