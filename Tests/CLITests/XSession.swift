import DynamicMenusCairo
import DynamicMenusGeometry
import Foundation
import Testing

/// A virtual X display for the window test: Xvfb on a display number it picks itself, the
/// processes launched on it, xdotool, and screenshots. Every wait has a time limit; `stop()`
/// kills whatever is still running (call it in a `defer`).
@MainActor
final class XSession {
  let display: String
  let screenshots: URL
  private let server: Process
  private var launched: [Process] = []
  private var screenshotCount = 0

  /// Starts Xvfb (a 1280 × 900 screen, 24-bit) and waits for its display number.
  init() throws {
    screenshots = try RenderCommandTests.scratchDirectory()
    server = Process()
    server.executableURL = URL(fileURLWithPath: WindowTools.which("Xvfb")!)
    // -displayfd: Xvfb picks a free display and writes its number to standard output.
    server.arguments = ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
    let out = Pipe()
    server.standardOutput = out
    server.standardError = FileHandle.nullDevice
    try server.run()
    let number = try Self.readLine(out.fileHandleForReading, seconds: 20)
    guard let number, Int(number) != nil else {
      server.terminate()
      throw XSessionError("Xvfb did not report a display number")
    }
    display = ":" + number
  }

  /// Launches `executable` on the display; screenshots go to ``screenshots``.
  func launch(_ executable: URL, _ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["DYNAMIC_MENUS_SCREENSHOTS"] = screenshots.path
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    environment.removeValue(forKey: "SDL_VIDEODRIVER")
    // Under `make sanitize` the app is an AddressSanitizer build, and at exit LeakSanitizer
    // finds 240 bytes left by a library SDL loads for the X display and unloads (an unknown
    // module to it, which no suppression can name): the app's status would be 1, not 0. Its
    // own objects are covered by the lifetime tests. Without a sanitizer this is ignored.
    environment["ASAN_OPTIONS"] =
      (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "") + "detect_leaks=0"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    launched.append(process)
    return process
  }

  /// Runs xdotool on the display and returns its output (fails after 20 s).
  @discardableResult
  func xdotool(_ arguments: [String], seconds: Double = 20) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: WindowTools.which("xdotool")!)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    guard wait(for: process, seconds: seconds) != nil else {
      throw XSessionError("xdotool \(arguments.joined(separator: " ")) timed out")
    }
    return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// Waits for a window whose title starts with `name`; returns its id.
  func waitForWindow(named name: String, seconds: Double = 60) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let ids =
        (try? xdotool(["search", "--name", "^" + name]))?
        .split(separator: "\n").map(String.init) ?? []
      if let id = ids.first {
        // No window manager: put the pointer over the window and give it the keyboard.
        try xdotool(["mousemove", "--window", id, "5", "5"])
        try xdotool(["windowfocus", id])
        Thread.sleep(forTimeInterval: 0.5)
        return id
      }
      if launched.contains(where: { !$0.isRunning }) {
        throw XSessionError("the playground exited before showing a window")
      }
      Thread.sleep(forTimeInterval: 0.2)
    }
    throw XSessionError("no window named \(name) within \(seconds) s")
  }

  /// Clicks at `point` (window points) and lets a few frames pass.
  func click(_ window: String, at point: Point) throws {
    try xdotool(["mousemove", "--window", window] + WindowTests.coordinates(point))
    try xdotool(["click", "1"])
    Thread.sleep(forTimeInterval: 0.4)
  }

  /// Asks the app for a screenshot (F12) and reads it when it is written.
  func screenshot(window: String, app: Process, seconds: Double = 30) throws -> Bitmap {
    Thread.sleep(forTimeInterval: 0.3)  // let the last input show
    screenshotCount += 1
    let file = screenshots.appendingPathComponent("screenshot-\(screenshotCount).png")
    try xdotool(["key", "F12"])
    let deadline = Date().addingTimeInterval(seconds)
    while !FileManager.default.fileExists(atPath: file.path) {
      guard Date() < deadline, app.isRunning else {
        throw XSessionError(
          "no screenshot \(file.lastPathComponent) (app running: \(app.isRunning))")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return try Bitmap(pngData: [UInt8](try Data(contentsOf: file)))
  }

  /// Takes screenshots until one satisfies `condition` (the app may run slowly on a busy
  /// machine), at most `seconds`; returns the last one either way, for the test to check.
  func screenshot(
    window: String, app: Process, seconds: Double = 30, until condition: (Bitmap) -> Bool
  ) throws -> Bitmap {
    let deadline = Date().addingTimeInterval(seconds)
    var image = try screenshot(window: window, app: app)
    while !condition(image) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.3)
      image = try screenshot(window: window, app: app)
    }
    return image
  }

  /// Waits for `process` to exit; its status, or nil on timeout.
  func wait(for process: Process, seconds: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { return nil }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Kills every launched process and the server.
  func stop() {
    for process in launched + [server] where process.isRunning {
      process.terminate()
      if wait(for: process, seconds: 5) == nil {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
    }
  }

  /// Reads one line from `handle`, or nil after `seconds`.
  static func readLine(_ handle: FileHandle, seconds: Double) throws -> String? {
    let fd = handle.fileDescriptor
    var text = ""
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(fd, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return text }
      text.append(Character(UnicodeScalar(byte)))
    }
    return nil
  }
}

struct XSessionError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
