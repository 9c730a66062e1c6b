// A dial menu in a plain SDL2 window. The app owns the window, the clock and the pixels;
// the control sees only what ControlHost passes on: SDL's mouse and keys become pointer and
// key events, each frame's display list is drawn by the cairo renderer into a texture, and
// the frame's cursor request picks SDL's cursor.
import CSDLHost
import Foundation
import DynamicMenus
import DynamicMenusCairo

let size = Size(width: 400, height: 400)
let host = ControlHost(
  settings: HostSettings(size: size, scale: 1),
  context: LayerContext(textMeasurer: PangoTextMeasurer()))
let dial = DialMenu(frame: host.window.bounds)
dial.itemViews = ["Pale lager", "Witbier", "Pilsner", "IPA", "Stout"].map { MenuItem(title: $0) }
dial.onSelect = { _, index in print("chose \(index)") }
host.window.rootView.addSubview(dial)
dial.show()

// SDL falls back to an offscreen driver when no display answers: ask for a real one.
if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
  SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11,wayland")
}
guard SDL_Init(SDL_INIT_VIDEO) == 0,
  let window = SDL_CreateWindow(
    "DynamicMenus SDL host", sdl_host_windowpos_centered(), sdl_host_windowpos_centered(),
    Int32(size.width), Int32(size.height), 0),
  let renderer = SDL_CreateRenderer(window, -1, 0),
  let texture = SDL_CreateTexture(
    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
    Int32(size.width), Int32(size.height))
else {
  print("sdl-host: no window: \(String(cString: SDL_GetError()))")
  exit(1)
}

// SDL has no open or closed hand: the hand and the four-way arrow stand in.
let cursors: [PointerCursor: OpaquePointer?] = [
  .arrow: SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW),
  .pointingHand: SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND),
  .openHand: SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND),
  .closedHand: SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_SIZEALL),
]
let keys: [UInt32: Key] = [
  SDLK_LEFT.rawValue: .left, SDLK_RIGHT.rawValue: .right, SDLK_UP.rawValue: .up,
  SDLK_DOWN.rawValue: .down, SDLK_RETURN.rawValue: .return, SDLK_SPACE.rawValue: .space,
  SDLK_ESCAPE.rawValue: .escape, SDLK_TAB.rawValue: .tab,
]
let cairo = CairoRenderer()
var event = SDL_Event()
var last = SDL_GetTicks64()
var running = true

while running {
  while SDL_PollEvent(&event) != 0 {
    let at = Point(x: Double(event.button.x), y: Double(event.button.y))
    switch SDL_EventType(event.type) {
    case SDL_QUIT: running = false
    case SDL_MOUSEBUTTONDOWN:
      host.send(PointerEvent(id: 1, phase: .began, location: at, kind: .mouse))
    case SDL_MOUSEBUTTONUP:
      host.send(PointerEvent(id: 1, phase: .ended, location: at, kind: .mouse))
    case SDL_MOUSEMOTION:
      let p = Point(x: Double(event.motion.x), y: Double(event.motion.y))
      if host.pointersDown.isEmpty {
        host.hover(at: p)
      } else {
        host.send(PointerEvent(id: 1, phase: .moved, location: p, kind: .mouse))
      }
    case SDL_KEYDOWN, SDL_KEYUP:
      guard let key = keys[UInt32(bitPattern: event.key.keysym.sym)] else { break }
      let shift = (UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
      host.send(
        KeyEvent(
          key: key, phase: event.type == SDL_KEYDOWN.rawValue ? .press : .release,
          isShiftDown: shift))
    case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
      host.cancelAllPointers()
    case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
      host.forgetTarget()
    default: break
    }
  }
  let now = SDL_GetTicks64()
  let frame = host.frame(Double(now - last) / 1000)
  last = now
  if let cursor = frame.cursor, let shape = cursors[cursor] { SDL_SetCursor(shape) }
  if frame.needsRedraw {
    let bitmap = cairo.render(frame.displayList, scale: frame.scale)
    _ = bitmap.pixels.withUnsafeBytes {
      SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(bitmap.width * 4))
    }
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }
  SDL_Delay(UInt32(max(0, 16 - Int(SDL_GetTicks64() - now))))
}
SDL_Quit()
