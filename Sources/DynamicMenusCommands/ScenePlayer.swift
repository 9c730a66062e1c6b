import Foundation
import Geometry
import Scene

/// Plays a demo scene: scripted input delivered at the start of its frame, then one tick, at
/// 60 frames a second.
///
/// The state "at time t" is the state after `floor(t × 60)` frames: every event of those
/// frames has been delivered and answered. With a script, the default time is the script's
/// end (all its frames played).
struct ScenePlayer {
  /// The frame rate of the scene clock and of the script timeline.
  static let framesPerSecond = 60.0

  let scene: any DemoScene
  let timeline: ScriptTimeline?
  /// Frames played so far.
  private(set) var frame = 0
  private var nextEntry = 0

  init(scene: any DemoScene, script: InteractionScript?) {
    self.scene = scene
    timeline = script.map { ScriptTimeline($0, framesPerSecond: Self.framesPerSecond) }
  }

  /// The time played so far, in seconds.
  var time: Double { Double(frame) / Self.framesPerSecond }

  /// The script's length in seconds (0 without a script).
  var scriptDuration: Double {
    Double(timeline?.frameCount ?? 0) / Self.framesPerSecond
  }

  /// Plays frames until `time` (never backwards).
  mutating func advance(to time: Double) {
    let target = Int((time * Self.framesPerSecond + 1e-6).rounded(.down))
    let entries = timeline?.entries ?? []
    while frame < target {
      while nextEntry < entries.count, entries[nextEntry].frame <= frame {
        scene.send(entries[nextEntry].event)
        nextEntry += 1
      }
      scene.tick(1 / Self.framesPerSecond)
      frame += 1
    }
  }
}

/// The options `render` and `inspect` share: which control, which script, and the canvas.
struct SceneOptions {
  /// Makes the scene and its player from the command's raw options, or throws a message.
  static func player(
    control: String, script: String?, size: String?
  ) throws(BadInput) -> ScenePlayer {
    guard let type = DemoRegistry.scene(named: control) else {
      throw BadInput(
        "unknown control '\(control)'; known controls: "
          + DemoRegistry.names.joined(separator: ", "))
    }
    let canvas = try size.map(parseSize) ?? type.defaultSize
    let parsed = try script.map(loadScript)
    return ScenePlayer(scene: type.init(size: canvas), script: parsed)
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
          !exists ? "no such file" : isDirectory.boolValue ? "it is a directory"
          : "it is not readable UTF-8 text"
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
      throw BadInput("\(option) \(t) is not a time in seconds between 0 and 3600")
    }
  }
}
