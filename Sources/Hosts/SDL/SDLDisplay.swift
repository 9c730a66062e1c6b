import CSDL2
import DynamicMenusCairo
package import DynamicMenusGeometry
import Foundation

/// An SDL2 window that shows ARGB32 frames: the window, a renderer synchronised with the
/// display, and a streaming texture the size of the drawable (device pixels), re-made when
/// the drawable changes. All of SDL's video state lives here.
@MainActor
package final class SDLDisplay {
  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureSize = (width: 0, height: 0)

  /// Opens SDL's video and a resizable, HiDPI-aware window of `size` points.
  ///
  /// SDL falls back to an offscreen driver without a display, which would run with nothing
  /// on screen; so unless `SDL_VIDEODRIVER` says otherwise, only the X11 driver (and Wayland's,
  /// when `WAYLAND_DISPLAY` is set) is tried, and no display is an error
  /// (``NoDisplay``; the `play` command exits with status 2).
  package init(title: String, size: Size) throws(NoDisplay) {
    let environment = ProcessInfo.processInfo.environment
    if environment["SDL_VIDEODRIVER"] == nil {
      // Wayland only where a compositor says it is there (its library otherwise complains
      // on standard error before failing).
      SDL_SetHint(
        SDL_HINT_VIDEODRIVER, environment["WAYLAND_DISPLAY"] == nil ? "x11" : "x11,wayland")
    }
    // Touches arrive as finger events (with pressure); no mouse events are made from them.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      throw NoDisplay(
        "no display: SDL could not open a video driver (\(Self.lastError)); "
          + "run it on a desktop (DISPLAY or WAYLAND_DISPLAY set), or render headless with "
          + "'dynamic-menus gallery' or 'dynamic-menus render'")
    }
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let center = dm_sdl_windowpos_centered()
    guard
      let window = SDL_CreateWindow(
        title, center, center, Int32(size.width.rounded()), Int32(size.height.rounded()), flags)
    else {
      let error = Self.lastError
      SDL_Quit()
      throw NoDisplay("no display: SDL could not open a window (\(error))")
    }
    SDL_SetWindowMinimumSize(window, 320, 400)
    // A renderer presenting in step with the display; software when there is no GPU.
    let renderer =
      SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
      ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    guard let renderer else {
      let error = Self.lastError
      SDL_DestroyWindow(window)
      SDL_Quit()
      throw NoDisplay("no display: SDL could not draw into its window (\(error))")
    }
    self.window = window
    self.renderer = renderer
  }

  /// Closes the window and SDL.
  package func close() {
    if let texture { SDL_DestroyTexture(texture) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }

  static var lastError: String { String(cString: SDL_GetError()) }

  /// The window's size in points (what mouse coordinates use).
  var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Size(width: Double(w), height: Double(h))
  }

  /// Device pixels per point: the drawable's width over the window's (2 on a HiDPI screen).
  var pixelScale: Double {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    let points = size.width
    return points > 0 && w > 0 ? Double(w) / points : 1
  }

  /// The display's refresh rate in Hz (60 when SDL does not know it).
  var refreshRate: Double {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
    return Double(mode.refresh_rate)
  }

  /// Sets the window's title.
  func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

  /// Uploads `renderer`'s last frame (premultiplied ARGB32 rows, opaque) to the texture and
  /// draws it over the whole window. Call ``present()`` to show it.
  func show(_ frame: CairoRenderer) {
    frame.withCurrentPixels { bytes, width, height, bytesPerRow in
      if texture == nil || textureSize != (width, height) {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
          Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        textureSize = (width, height)
      }
      guard let texture, let base = bytes.baseAddress else { return }
      SDL_UpdateTexture(texture, nil, base, Int32(bytesPerRow))
      SDL_RenderClear(renderer)
      SDL_RenderCopy(renderer, texture, nil, nil)
    }
  }

  /// Shows what was drawn; waits for the display's next refresh when it can.
  func present() { SDL_RenderPresent(renderer) }

  /// What the window shows now (the drawn frame, read back from the renderer), as a bitmap.
  func screenshot() -> Bitmap? {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    guard w > 0, h > 0 else { return nil }
    var pixels = [UInt32](repeating: 0, count: Int(w) * Int(h))
    let status = pixels.withUnsafeMutableBytes {
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, w * 4)
    }
    guard status == 0 else { return nil }
    // The frame is opaque: force alpha to 255 (some renderers read back 0).
    for i in pixels.indices { pixels[i] |= 0xFF00_0000 }
    return Bitmap(width: Int(w), height: Int(h), pixels: pixels)
  }
}
