import CSDL2
import DynamicMenusGeometry
import DynamicMenusViews

/// Turns SDL's events into ``PlayEvent``s (and the few the loop handles itself).
///
/// - The left mouse button is a touch (id 0), without pressure.
/// - Fingers (touch screens; pens that report as touch) are touches 1, 2, … with their
///   pressure, when it is a real reading: X11 reports a constant 1.0 for devices without a
///   sensor, so only pressures strictly between 0 and 1 count as measured.
/// - Arrows, return (and keypad enter), space, escape and tab are the controls' keys (key
///   repeat is ignored: holding space is one long press); shift is tracked for the simulated
///   force; backspace goes home; 1–9 open a control; q and ctrl-q quit; F12 saves a screenshot.
struct SDLEvents {
  /// What the loop itself acts on.
  enum LoopEvent {
    case play(PlayEvent)
    case resized
    case screenshot
  }

  /// Finger ids as SDL gives them (64-bit), mapped to small touch ids from 1.
  private var fingers: [(id: Int64, touch: Int)] = []

  /// The events for one SDL event; `size` is the window in points (finger positions are
  /// fractions of it).
  mutating func translate(_ event: SDL_Event, windowSize size: Size) -> [LoopEvent] {
    let type = SDL_EventType(event.type)
    switch type {
    case SDL_QUIT:
      return [.play(.quit)]
    case SDL_WINDOWEVENT:
      let kind = SDL_WindowEventID(UInt32(event.window.event))
      if kind == SDL_WINDOWEVENT_SIZE_CHANGED { return [.resized] }
      if kind == SDL_WINDOWEVENT_LEAVE { return [.play(.pointerLeft)] }
      return []
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      guard event.button.which != dm_sdl_touch_mouseid(), event.button.button == SDL_BUTTON_LEFT
      else { return [] }
      let point = Point(x: Double(event.button.x), y: Double(event.button.y))
      return type == SDL_MOUSEBUTTONDOWN
        ? [.play(.pointerDown(id: 0, at: point, pressure: nil))]
        : [.play(.pointerUp(id: 0, at: point))]
    case SDL_MOUSEMOTION:
      guard event.motion.which != dm_sdl_touch_mouseid() else { return [] }
      let point = Point(x: Double(event.motion.x), y: Double(event.motion.y))
      return [.play(.pointerMoved(id: 0, to: point, pressure: nil))]
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let finger = event.tfinger
      let point = Point(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
      let pressure = finger.pressure > 0 && finger.pressure < 1 ? Double(finger.pressure) : nil
      let id = touchID(for: Int64(finger.fingerId), adding: type == SDL_FINGERDOWN)
      guard let id, point.isFinite else { return [] }
      switch type {
      case SDL_FINGERDOWN: return [.play(.pointerDown(id: id, at: point, pressure: pressure))]
      case SDL_FINGERMOTION: return [.play(.pointerMoved(id: id, to: point, pressure: pressure))]
      default:
        fingers.removeAll { $0.touch == id }
        return [.play(.pointerUp(id: id, at: point))]
      }
    case SDL_KEYDOWN, SDL_KEYUP:
      return key(event.key, isDown: type == SDL_KEYDOWN)
    default:
      return []
    }
  }

  private mutating func touchID(for finger: Int64, adding: Bool) -> Int? {
    if let known = fingers.first(where: { $0.id == finger }) { return known.touch }
    guard adding else { return nil }
    var touch = 1
    while fingers.contains(where: { $0.touch == touch }) { touch += 1 }
    fingers.append((finger, touch))
    return touch
  }

  private func key(_ event: SDL_KeyboardEvent, isDown: Bool) -> [LoopEvent] {
    let code = UInt32(bitPattern: event.keysym.sym)
    let modifiers = UInt32(event.keysym.mod)
    let shift = modifiers & UInt32(KMOD_SHIFT.rawValue) != 0
    let control = modifiers & UInt32(KMOD_CTRL.rawValue) != 0
    if code == SDLK_LSHIFT.rawValue || code == SDLK_RSHIFT.rawValue {
      return [.play(.shift(isDown: isDown))]
    }
    guard event.repeat == 0 else { return [] }
    let phase: KeyEvent.Phase = isDown ? .press : .release
    let keys: [(UInt32, Key)] = [
      (SDLK_LEFT.rawValue, .left), (SDLK_RIGHT.rawValue, .right), (SDLK_UP.rawValue, .up),
      (SDLK_DOWN.rawValue, .down), (SDLK_RETURN.rawValue, .return),
      (SDLK_KP_ENTER.rawValue, .return), (SDLK_SPACE.rawValue, .space),
      (SDLK_ESCAPE.rawValue, .escape), (SDLK_TAB.rawValue, .tab),
    ]
    if let key = keys.first(where: { $0.0 == code })?.1 {
      return [.play(.key(key, phase, shift: shift))]
    }
    guard isDown else { return [] }
    switch code {
    case SDLK_BACKSPACE.rawValue: return [.play(.back)]
    case SDLK_q.rawValue: return [.play(.quit)]
    case SDLK_w.rawValue where control: return [.play(.quit)]
    case SDLK_F12.rawValue: return [.screenshot]
    case SDLK_1.rawValue...SDLK_9.rawValue:
      return [.play(.open(index: Int(code - SDLK_1.rawValue) + 1))]
    default: return []
    }
  }
}
