import DynamicMenusCairo
import DynamicMenusGeometry
import Foundation
import Testing
@testable import DynamicMenusCommands
@testable import DynamicMenusPlayground
@testable import DynamicMenusDemoScenes

/// The playground in a real X window: Xvfb, the `dynamic-menus play` process, xdotool clicking
/// and typing, and screenshots (F12: the app reads back what it presented) checked by colour
/// in the regions the layout says. Runs where Xvfb and xdotool are installed (`make deps`);
/// `make test` says when it is skipped.
@MainActor
@Suite(.serialized, .enabled(if: WindowTools.available, "no Xvfb or xdotool: window test skipped"))
struct WindowTests {
  static let size = Size(width: 1000, height: 700)

  @Test func clickThroughThePlayground() throws {
    let session = try XSession()
    defer { session.stop() }
    let app = try session.launch(
      PlayCommandTests.executable!,
      ["play", "--size", "\(Int(Self.size.width))x\(Int(Self.size.height))"])
    let window = try session.waitForWindow(named: "DynamicMenus")
    // The playground the app runs, reproduced here for its geometry (no window needed).
    let model = PlaygroundTests.playground(size: Self.size)
    let confirm = try PlaygroundTests.index(of: "confirm")

    // 1. Home: the dark page, the title in white, every card drawn.
    let homeReady = { (b: Bitmap) in
      b.count(in: model.layout.title, where: { $0.isNear(.white) }) > 200
    }
    let home = try session.screenshot(window: window, app: app, until: homeReady)
    #expect(home.width == Int(Self.size.width) && home.height == Int(Self.size.height))
    #expect(home.distinctColors > 50, "the home screen is blank")
    #expect(home.matches(PlaygroundChrome.background, at: Point(x: Self.size.width - 4, y: 4)))
    #expect(home.count(in: model.layout.title, where: { $0.isNear(.white) }) > 200)
    for tile in model.layout.tiles {
      // Just inside a card's corner (clear of the rounding): the card's colour.
      let corner = Point(x: tile.card.minX + 6, y: tile.card.maxY - 6)
      #expect(
        home.matches(PlaygroundChrome.card, at: corner)
          || home.matches(PlaygroundChrome.accent, at: corner))
    }

    // 2. Open the confirm button from its tile: its dark screen, the red Delete button.
    try session.click(window, at: model.layout.tiles[confirm].card.center)
    model.open(confirm)
    let scene = try PlaygroundTests.designTransform(model)
    let button = Point(x: 187.5, y: 500).applying(scene)
    let opened = try session.screenshot(window: window, app: app) {
      $0.pixel(at: button).isRedButton
    }
    #expect(opened.matches(ConfirmScene.background, at: Point(x: Self.size.width - 4, y: 80)))
    #expect(opened.pixel(at: button).isRedButton, "no Delete button at \(button)")
    // The ring (radius 65 about (187.5, 400)) above the button (its top at y 450).
    let ringBox = Rect(x: 117.5, y: 330, width: 140, height: 115).applying(scene)
    #expect(opened.count(in: ringBox, where: \.isSaturatedRed) < 20)

    // 3. Press hard (shift) and hold: the ring fills and turns red; slide in: green; let go.
    try session.xdotool(["mousemove", "--window", window] + Self.coordinates(button))
    try session.xdotool(["keydown", "shift", "mousedown", "1"])
    let full = try session.screenshot(window: window, app: app) {
      $0.count(in: ringBox, where: \.isSaturatedRed) > 100
    }
    #expect(full.count(in: ringBox, where: \.isSaturatedRed) > 100, "the ring is not full and red")
    let ring = Point(x: 187.5, y: 400).applying(scene)
    for y in stride(from: button.y, through: ring.y, by: -(button.y - ring.y) / 4) {
      try session.xdotool(
        ["mousemove", "--window", window] + Self.coordinates(Point(x: ring.x, y: y)))
      Thread.sleep(forTimeInterval: 0.05)
    }
    let inside = try session.screenshot(window: window, app: app) {
      $0.count(in: ringBox, where: \.isSaturatedGreen) > 100
    }
    #expect(inside.count(in: ringBox, where: \.isSaturatedGreen) > 100, "the ring is not green")
    try session.xdotool(["mouseup", "1", "keyup", "shift"])
    let label = Rect(x: 20, y: 230, width: 335, height: 40).applying(scene)
    let deleted = try session.screenshot(window: window, app: app) {
      $0.count(in: label, where: { $0.isNear(.white, within: 60) }) > 50
    }
    #expect(deleted.count(in: label, where: { $0.isNear(.white, within: 60) }) > 50, "no 'Deleted'")

    // 4. Escape (the button does not use it): home again.
    try session.xdotool(["key", "Escape"])
    let back = try session.screenshot(window: window, app: app, until: homeReady)
    #expect(back.matches(PlaygroundChrome.background, at: Point(x: Self.size.width - 4, y: 4)))
    #expect(back.count(in: model.layout.title, where: { $0.isNear(.white) }) > 200)

    // 5. The radial menu with its number key, focused with tab and opened with return: COSMOS
    // blue around the centre.
    let radial = try PlaygroundTests.index(of: "radial")
    try session.xdotool(["key", "\(radial + 1)"])
    Thread.sleep(forTimeInterval: 0.3)
    try session.xdotool(["key", "Tab", "Return"])
    model.goHome()
    model.open(radial)
    let menu = Rect(x: 56, y: 56, width: 400, height: 400)
      .applying(try PlaygroundTests.designTransform(model))
    let open = try session.screenshot(window: window, app: app) {
      $0.count(in: menu, where: \.isBlue) > 2000
    }
    #expect(open.count(in: menu, where: \.isBlue) > 2000, "the radial menu is not open")

    // 6. q quits, with status 0.
    try session.xdotool(["key", "q"])
    #expect(session.wait(for: app, seconds: 20) == 0)
  }

  static func coordinates(_ p: Point) -> [String] {
    [String(Int(p.x.rounded())), String(Int(p.y.rounded()))]
  }
}

/// The tools the window test needs, found on the PATH.
enum WindowTools {
  static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static var available: Bool {
    which("Xvfb") != nil && which("xdotool") != nil && PlayCommandTests.executable != nil
  }
}

extension Bitmap {
  var distinctColors: Int { Set(pixels.prefix(width * height)).count }

  func pixel(at p: Point) -> Pixel {
    self[
      Swift.min(Swift.max(Int(p.x), 0), width - 1), Swift.min(Swift.max(Int(p.y), 0), height - 1)]
  }

  func matches(_ color: Color, at p: Point) -> Bool { pixel(at: p).isNear(color, within: 3) }

  /// How many pixels of `rect` satisfy `test`.
  func count(in rect: Rect, where test: (Pixel) -> Bool) -> Int {
    var n = 0
    let x0 = Swift.max(Int(rect.minX), 0)
    let x1 = Swift.min(Int(rect.maxX), width)
    let y0 = Swift.max(Int(rect.minY), 0)
    let y1 = Swift.min(Int(rect.maxY), height)
    guard x0 < x1, y0 < y1 else { return 0 }
    for y in y0..<y1 {
      for x in x0..<x1 where test(self[x, y]) { n += 1 }
    }
    return n
  }
}

extension Pixel {
  func isNear(_ color: Color, within tolerance: Int = 12) -> Bool {
    let c = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    return abs(Int(red) - c[0]) <= tolerance && abs(Int(green) - c[1]) <= tolerance
      && abs(Int(blue) - c[2]) <= tolerance
  }

  var isRedButton: Bool { red > 150 && green < 90 && blue < 90 }
  var isSaturatedRed: Bool { red > 150 && green < 100 && blue < 100 }
  var isSaturatedGreen: Bool { green > 150 && red < 120 && blue < 120 }
  var isBlue: Bool { blue > 120 && red < 90 && green < 140 }
}
