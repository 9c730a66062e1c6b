import ArgumentParser
import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Foundation

/// Plays a demo scene as a host does (``ControlHost``): the script's frames through a
/// ``HostScriptPlayer``, then plain frames, at the window's 60 frames a second, each frame's
/// display list measured by pango.
///
/// The state "at time t" is the state after `floor(t × 60)` frames: every event of those
/// frames has been delivered and answered. With a script, the default time is the script's
/// end (all its frames played).
@MainActor
final class ScenePlayer {
  let scene: any DemoScene
  let host: ControlHost
  let script: HostScriptPlayer?
  /// The window's frame count when the player started (a scene may settle its window with
  /// zero-length frames while it is built).
  let startFrame: Int
  /// The last frame played; nil before the first.
  private(set) var lastFrame: HostFrame?
  private let measurer = PangoTextMeasurer()

  init(
    scene: any DemoScene, script: InteractionScript?,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    self.scene = scene
    let window = scene.window
    var settings = HostSettings(of: window)
    settings.layoutDirection = layoutDirection
    let host = ControlHost(window: window, settings: settings, target: .redrawnEveryFrame)
    // The settings' layout now, so a script's first touch finds the views where they show.
    window.layoutPass()
    self.host = host
    self.script = script.map { HostScriptPlayer(host: host, script: $0) }
    startFrame = window.frameCount
  }

  /// The frames played so far.
  var frame: Int { scene.window.frameCount - startFrame }
  /// The time played so far, in seconds.
  var time: Double { scene.window.time }

  /// The script's length in seconds (0 without a script).
  var scriptDuration: Double {
    guard let script else { return 0 }
    return Double(script.timeline.frameCount) / script.timeline.framesPerSecond
  }

  /// What the window shows now: the last frame's display list (before any frame, the scene
  /// as built).
  var displayList: DisplayList { lastFrame?.displayList ?? scene.displayList(measurer: measurer) }

  /// Plays frames until `time` (never backwards).
  func advance(to time: Double) {
    let fps = scene.window.framesPerSecond
    let target = Int((time * fps + 1e-6).rounded(.down))
    while frame < target {
      lastFrame = script?.step(measurer: measurer) ?? host.frame(1 / fps, measurer: measurer)
    }
  }
}

/// `--layout-direction`: how a host's locale lays the window out.
enum LayoutDirectionOption: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Left to right (the default).
  case ltr
  /// Right to left: the controls mirror, as under an Arabic or Hebrew locale.
  case rtl

  /// The window's direction.
  var direction: UserInterfaceLayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }
}

/// The options `render` and `inspect` share: which control, which script, and the canvas.
enum SceneOptions {
  /// The most frames one animation may have, in `render --from --to` and in each of the
  /// gallery's animations: 1800 (a minute at 30 fps). Every frame is held until the APNG is
  /// encoded, a megabyte each at 375 × 667 pixels.
  static let maximumAnimationFrames = 1800

  /// Makes the scene and its player from the command's raw options, or throws a message.
  @MainActor
  static func player(
    control: String, script: String?, size: String?,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) throws(BadInput) -> ScenePlayer {
    guard let type = DemoRegistry.scene(named: control) else {
      throw BadInput(
        "unknown control '\(control)'; known controls: "
          + DemoRegistry.names.joined(separator: ", "))
    }
    let canvas = try size.map(parseSize) ?? type.defaultSize
    let parsed = try script.map(loadScript)
    return ScenePlayer(
      scene: type.make(size: canvas), script: parsed, layoutDirection: layoutDirection)
  }

  /// Reads and parses a script file, or standard input for "-".
  static func loadScript(_ path: String) throws(BadInput) -> InteractionScript {
    let source: String
    let name = path == "-" ? "<stdin>" : path
    if path == "-" {
      source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      do {
        source = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let why =
          !exists
          ? "no such file" : isDirectory.boolValue ? "it is a directory" : "it is not UTF-8 text"
        throw BadInput("cannot read script '\(path)': \(why)")
      }
    }
    do {
      return try InteractionScript(parsing: source, name: name)
    } catch {
      throw BadInput("\(error)")
    }
  }

  /// Parses "WxH" (points, each 1…4096).
  static func parseSize(_ text: String) throws(BadInput) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 4096, h <= 4096
    else {
      throw BadInput("--size '\(text)' is not WIDTHxHEIGHT in points, each 1…4096 (e.g. 375x667)")
    }
    return Size(width: w, height: h)
  }

  /// Checks a time in seconds given as `option`.
  static func checkTime(_ t: Double, _ option: String) throws(BadInput) {
    guard t.isFinite, t >= 0, t <= 3600 else {
      throw BadInput(
        "\(option) \(PrintedNumber.typed(t)) is not a time in seconds between 0 and 3600")
    }
  }
}
