import DynamicMenusGeometry
import DynamicMenusViews

/// Input to the playground, free of SDL: what ``SDLEvents`` makes of the window system's
/// events, and what tests send directly. Locations are in window points.
enum PlayEvent: Equatable {
  /// A pointer (the mouse, a finger, a pen) went down. `pressure` is 0…1 where the device
  /// measures it, nil where it does not (every mouse).
  case pointerDown(id: Int, at: Point, pressure: Double?)
  /// The pointer moved, down or not (hovering moves have no id in use).
  case pointerMoved(id: Int, to: Point, pressure: Double?)
  /// The pointer lifted.
  case pointerUp(id: Int, at: Point)
  /// The pointer left the window while up (nothing is hovered).
  case pointerLeft
  /// A key a control understands went down or up.
  case key(Key, KeyEvent.Phase, shift: Bool)
  /// The shift key went down or up (the confirm button's simulated force).
  case shift(isDown: Bool)
  /// Back to the home screen (backspace, or the back button).
  case back
  /// Open the n-th control (1-based; the digit keys on the home screen).
  case open(index: Int)
  /// Leave the playground.
  case quit
}
