import CSDL2
import DynamicMenusCairo
import DynamicMenusRendering
import DynamicMenusGeometry
import DynamicMenusHost
import Foundation

/// The playground's display link: each turn drains SDL's events into the playground, ticks it
/// with the real time since the last frame, draws its display list with cairo at the
/// drawable's pixel scale, and presents in step with the display.
///
/// This is the one place in the project that reads a real clock (SDL's performance counter):
/// the frame interval, clamped as every host clamps it (``FrameInterval``). Everything below
/// it runs on the time it is given.
@MainActor
package struct PlayLoop {
  let display: SDLDisplay
  let playground: Playground
  /// Where F12 screenshots go.
  let screenshotDirectory: String

  /// A loop showing `playground` on `display`, saving F12 screenshots into
  /// `screenshotDirectory`.
  package init(display: SDLDisplay, playground: Playground, screenshotDirectory: String) {
    self.display = display
    self.playground = playground
    self.screenshotDirectory = screenshotDirectory
  }

  /// Runs until the playground wants to quit.
  package func run() {
    // The control's layers' contents are kept and painted while they only move.
    let compositor = CairoCompositor()
    var placements: [ContentsPlacement] = []
    var events = SDLEvents()
    var event = SDL_Event()
    let frequency = Double(SDL_GetPerformanceFrequency())
    var last = SDL_GetPerformanceCounter()
    var title = ""
    var screenshots = 0
    // Vsync paces the loop; where the renderer cannot (a virtual display), sleep out the rest
    // of the display's frame instead of spinning.
    let period = 1 / display.refreshRate
    playground.resize(to: display.size)
    while !playground.wantsQuit {
      var wantsScreenshot = false
      while SDL_PollEvent(&event) != 0 {
        for e in events.translate(event, windowSize: display.size) {
          switch e {
          case .play(let play): playground.handle(play)
          case .resized: playground.resize(to: display.size)
          case .screenshot: wantsScreenshot = true
          }
        }
      }
      if playground.wantsQuit { break }
      let now = SDL_GetPerformanceCounter()
      let elapsed = Double(now &- last) / frequency
      last = now
      playground.tick(
        FrameInterval.clamped(elapsed))
      if playground.title != title {
        title = playground.title
        display.setTitle(title)
      }
      let list = playground.displayList(placements: &placements)
      compositor.drawFrame(list, placements: placements, scale: display.pixelScale)
      display.show(compositor.renderer)
      if wantsScreenshot {
        screenshots += 1
        saveScreenshot(number: screenshots)
      }
      display.present()
      let spent = Double(SDL_GetPerformanceCounter() &- now) / frequency
      if spent < period * 0.5 {
        SDL_Delay(UInt32(((period - spent) * 1000).rounded(.down)))
      }
    }
  }

  /// Writes what the window shows to `screenshot-N.png` and prints the path.
  func saveScreenshot(number: Int) {
    let path = screenshotDirectory + "/screenshot-\(number).png"
    guard let image = display.screenshot(), let png = try? image.pngData(),
      FileManager.default.createFile(atPath: path + ".partial", contents: Data(png)),
      rename(path + ".partial", path) == 0
    else {
      FileHandle.standardError.write(Data("dynamic-menus play: cannot save \(path)\n".utf8))
      return
    }
    // Written at once, unbuffered: a test waiting for the line sees it now.
    FileHandle.standardOutput.write(Data("screenshot: \(path)\n".utf8))
  }
}
