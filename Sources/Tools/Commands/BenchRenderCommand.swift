import DynamicMenusControls
public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import Foundation

/// `dynamic-menus bench render [--json] [--control NAME] [--blur off|on|both] [--frames N]`:
/// the time to draw a typical frame of each demo scene at 375 × 667 points and 2x, on one
/// core, with and without a full-window backdrop blur.
///
/// A frame is: advance the scene by 1/60 s (its animations move), build its display list, and
/// raster it with cairo. With `blur`, a full-window light blur is drawn over the scene: its
/// backdrop is blurred again in every frame where the scene moved under it (the test scene
/// always moves: the worst case), and comes from the cache when it did not.
/// Each figure is the best of 5 rounds of `frames` frames after 20 warm-up frames, in CPU time
/// of the rendering thread. With `--script`, a round is every frame of that interaction played
/// on a fresh scene (the control in motion, so its backdrop changes under the blur), after one
/// round of warm-up.
public struct BenchRenderCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Frame times of each control at 375x667 @2x, with and without a full-window blur.")

  /// One JSON object per line instead of a table.
  @Flag(
    help: "One JSON object per line: {\"control\": …, \"blur\": …, \"millisecondsPerFrame\": …}.")
  var json = false

  /// Only this control.
  @Option(help: ArgumentHelp("Only this control.", valueName: "name"))
  var control: String?

  /// Which configurations to measure.
  @Option(
    help: ArgumentHelp(
      "Measure without the full-window blur, with it, or both.", valueName: "off|on|both"))
  var blur = "both"

  /// Frames per round.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Frames per round (1…10000).", valueName: "n"))
  var frames = 120

  /// Draw every pixel of every frame: the cost of a frame in which everything changes.
  @Flag(
    help: "Draw every pixel of every frame, not only what changed since the last frame.")
  var everyPixel = false

  /// An interaction script whose frames are measured instead (with `--control`).
  @Option(
    help: ArgumentHelp(
      "Measure every frame of this interaction script instead (needs --control).",
      valueName: "file"))
  var script: String?

  /// Creates the command.
  public init() {}

  /// Measures and prints.
  public func run() throws {
    try MainActor.assumeIsolated {
      try TextMeasurement.withMeasurer(PangoTextMeasurer()) { try measureAll() }
    }
  }

  @MainActor
  func measureAll() throws {
    try reportingBadInput("bench render") {
      guard frames >= 1, frames <= 10_000 else {
        throw BadInput("--frames \(frames) is not between 1 and 10000")
      }
      let configurations: [Bool]
      switch blur {
      case "off": configurations = [false]
      case "on": configurations = [true]
      case "both": configurations = [false, true]
      default: throw BadInput("--blur '\(blur)' is not off, on or both")
      }
      let scenes =
        try control.map { name throws(BadInput) in
          guard let s = DemoRegistry.scene(named: name) else {
            throw BadInput(
              "unknown control '\(name)'; known controls: \(DemoRegistry.names.joined(separator: ", "))"
            )
          }
          return [s]
        } ?? DemoRegistry.scenes
      if script != nil && control == nil { throw BadInput("--script needs --control") }
      let interaction = try script.map(SceneOptions.loadScript)
      if let interaction, ScriptTimeline(interaction).frameCount == 0 {
        throw BadInput("the script '\(script ?? "")' has no frames to measure")
      }
      if !json {
        let round = script.map { "the frames of \($0)" } ?? "\(frames) frames"
        print("control      blur   ms/frame  (375x667 @2x, best of 5 rounds of \(round))")
      }
      for type in scenes {
        for blur in configurations {
          let ms =
            if let interaction {
              Self.measure(type, blur: blur, script: interaction, everyPixel: everyPixel)
            } else {
              Self.measure(type, blur: blur, frames: frames, everyPixel: everyPixel)
            }
          if json {
            let line: OrderedJSON = .object([
              ("control", .string(type.name)), ("blur", .bool(blur)),
              ("millisecondsPerFrame", .number((ms * 1000).rounded() / 1000)),
            ])
            print(line.text)
          } else {
            let name = type.name.padding(toLength: 12, withPad: " ", startingAt: 0)
            let b = (blur ? "yes" : "no").padding(toLength: 6, withPad: " ", startingAt: 0)
            print("\(name) \(b) \(String(format: "%9.3f", ms))")
          }
        }
      }
    }
  }

  /// The canvas of the benchmark: an iPhone 8 portrait window.
  static let canvas = Size(width: 375, height: 667)

  /// The full-window light blur drawn over a scene in the blur configuration.
  static let overlay = DisplayCommand.backdropBlur(
    BackdropBlur(region: Path(rect: Rect(origin: .zero, size: canvas)), style: .light))

  /// Draws what `scene` shows now, with the overlay when `blur`.
  @MainActor
  static func draw(_ scene: any DemoScene, blur: Bool, with renderer: CairoRenderer) {
    var list = scene.displayList()
    if blur { list.append(overlay) }
    renderer.drawFrame(list, scale: 2)
  }

  /// The CPU time of this thread, in seconds.
  ///
  /// The benchmark is the one place that reads a clock: it measures, it does not decide.
  /// It reads the thread's CPU time, so other processes sharing the machine do not inflate
  /// the figure (on an idle machine it equals the wall time: the frame runs on one thread).
  static func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
  }

  /// Milliseconds per frame over every frame of `script` played on a fresh scene (the script's
  /// events, the window's tick, the display list and the raster): the best of 5 rounds after
  /// one round of warm-up; the renderer and its caches carry over from round to round.
  @MainActor
  static func measure(
    _ type: DemoSceneKind, blur: Bool, script: InteractionScript, everyPixel: Bool = false
  ) -> Double {
    let renderer = CairoRenderer()
    renderer.drawsEveryPixel = everyPixel
    var best = Double.infinity
    for round in 0..<6 {
      let scene = type.make(size: canvas)
      let runner = ScriptRunner(window: scene.window, script: script)
      var seconds = 0.0
      var frames = 0
      while true {
        let start = cpuSeconds()
        guard runner.step() else { break }
        draw(scene, blur: blur, with: renderer)
        seconds += cpuSeconds() - start
        frames += 1
      }
      if round > 0 { best = Swift.min(best, seconds * 1000 / Double(Swift.max(frames, 1))) }
    }
    return best
  }

  /// Milliseconds per frame: the best round's mean.
  @MainActor
  static func measure(
    _ type: DemoSceneKind, blur: Bool, frames: Int, everyPixel: Bool = false
  ) -> Double {
    let scene = type.make(size: canvas)
    let renderer = CairoRenderer()
    renderer.drawsEveryPixel = everyPixel
    func frame() {
      scene.window.tick()
      draw(scene, blur: blur, with: renderer)
    }
    // Start half a second in, when animations are under way, then warm the caches.
    for _ in 0..<30 { scene.window.tick() }
    for _ in 0..<20 { frame() }
    var best = Double.infinity
    for _ in 0..<5 {
      let start = cpuSeconds()
      for _ in 0..<frames { frame() }
      best = Swift.min(best, (cpuSeconds() - start) * 1000 / Double(frames))
    }
    return best
  }
}
