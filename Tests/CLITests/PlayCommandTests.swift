import Foundation
import Testing

/// `dynamic-menus play` as a process: with no display it says so and exits with status 2.
@Suite struct PlayCommandTests {
  /// The `dynamic-menus` executable beside the test bundle (`swift test` builds it).
  static var executable: URL? {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = bundle.deletingLastPathComponent().appendingPathComponent("dynamic-menus")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }

  /// Runs the executable with `arguments` and `environment`; returns status and stderr.
  static func run(
    _ arguments: [String], environment: [String: String], timeout: Double = 60
  ) throws -> (status: Int32, stderr: String) {
    let url: URL = try #require(executable, "build the dynamic-menus product first")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      Issue.record("dynamic-menus \(arguments) did not exit within \(timeout) s")
    }
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, text)
  }

  /// The environment without any display: no DISPLAY, WAYLAND_DISPLAY or SDL_VIDEODRIVER.
  static var headless: [String: String] {
    ProcessInfo.processInfo.environment.filter {
      !["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains($0.key)
    }
  }

  @Test func withoutADisplayItSaysSoAndExitsWith2() throws {
    for arguments in [["play"], ["play", "radial"]] {
      let (status, stderr) = try Self.run(arguments, environment: Self.headless)
      #expect(status == 2)
      #expect(stderr.contains("dynamic-menus play: error: no display"), "\(stderr)")
    }
  }

  @Test func anUnknownControlIsBadInputBeforeAnyWindow() throws {
    let (status, stderr) = try Self.run(["play", "nosuch"], environment: Self.headless)
    #expect(status == 2)
    #expect(stderr.contains("unknown control 'nosuch'"))
  }

  @Test func aBadSizeIsBadInput() throws {
    let (status, stderr) = try Self.run(["play", "--size", "0x9"], environment: Self.headless)
    #expect(status == 2)
    #expect(stderr.contains("--size '0x9'"))
  }
}
