import DynamicMenusGeometry

/// Recognises a press held still (continuous): `UILongPressGestureRecognizer`.
///
/// Begins once ``numberOfTouchesRequired`` fingers stayed down for ``minimumPressDuration``
/// without moving farther than ``allowableMovement``; then reports `changed` on every move
/// (no movement limit any more) and `ended` when a finger lifts. Lifting or wandering off
/// before that fails it (docs/views-and-input.md: 0.5 s, 10 pt `[doc]`).
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must stay down, in seconds. Default 0.5.
  public var minimumPressDuration = 0.5
  /// How far a finger may move before the press begins, in points. Default 10.
  public var allowableMovement = 10.0
  /// Fingers needed, ≥ 1. Default 1.
  public var numberOfTouchesRequired = 1

  var pressStartTime: Double?
  var origins: [Int: Point] = [:]

  /// Creates a one-finger, half-second long press recognizer.
  public required init() { super.init() }

  /// Starts the clock when enough fingers are down; fails on too many.
  public override func touchesBegan(_ began: [Touch]) {
    for touch in began { origins[touch.identifier] = touch.location }
    guard state == .possible else { return }
    if touches.count > numberOfTouchesRequired {
      state = .failed
    } else if touches.count == numberOfTouchesRequired {
      pressStartTime = began.first?.timestamp
    }
  }

  /// Fails when a finger wanders before the press began; reports changes after.
  public override func touchesMoved(_ moved: [Touch]) {
    if state.isActive {
      state = .changed
      return
    }
    guard state == .possible else { return }
    for touch in moved {
      if let origin = origins[touch.identifier],
        touch.location.distance(to: origin) > allowableMovement
      {
        state = .failed
        return
      }
    }
    if let time = moved.first?.timestamp { update(time: time) }
  }

  /// Ends an active press; fails a press lifted too early.
  public override func touchesEnded(_ ended: [Touch]) {
    if state.isActive {
      state = .ended
    } else if state == .possible {
      state = .failed
    }
  }

  /// Begins when the fingers have been down long enough.
  public override func update(time: Double) {
    guard state == .possible, let start = pressStartTime,
      touches.count == numberOfTouchesRequired, time - start >= minimumPressDuration - 1e-9
    else { return }
    state = .began
  }

  /// Forgets the press.
  public override func reset() {
    pressStartTime = nil
    origins = [:]
    super.reset()
  }
}
