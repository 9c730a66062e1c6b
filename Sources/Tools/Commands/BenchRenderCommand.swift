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

  /// Which way frames are drawn.
  @Option(
    help: ArgumentHelp(
      "Draw the display list (direct), composite kept backing stores (compositor), or measure both in turn.",
      valueName: "direct|compositor|both"))
  var renderer = "direct"

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
      let renderers: [Bool]
      switch renderer {
      case "direct": renderers = [false]
      case "compositor": renderers = [true]
      case "both": renderers = [false, true]
      default: throw BadInput("--renderer '\(renderer)' is not direct, compositor or both")
      }
      if renderers.contains(true) && configurations.contains(true) {
        throw BadInput("--renderer \(renderer) composites the window alone: give --blur off")
      }
      if renderers.contains(true) && everyPixel {
        throw BadInput("--every-pixel draws the display list: give --renderer direct")
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
        print(
          "control      blur   renderer     ms/frame   median      p99"
            + "  (375x667 @2x, best of 5 rounds of \(round))")
      }
      for type in scenes {
        for blur in configurations {
          for composites in renderers {
            let way = Way(blur: blur, composites: composites, everyPixel: everyPixel)
            let figures =
              if let interaction {
                Self.measure(type, way, script: interaction)
              } else {
                Self.measure(type, way, frames: frames)
              }
            print(report(type.name, way, figures))
          }
        }
      }
    }
  }

  /// One line of the report.
  func report(_ name: String, _ way: Way, _ figures: Figures) -> String {
    func rounded(_ ms: Double) -> OrderedJSON { .number((ms * 1000).rounded() / 1000) }
    let renderer = way.composites ? "compositor" : "direct"
    if json {
      let line: OrderedJSON = .object([
        ("control", .string(name)), ("blur", .bool(way.blur)), ("renderer", .string(renderer)),
        ("millisecondsPerFrame", rounded(figures.mean)),
        ("medianMilliseconds", rounded(figures.median)), ("p99Milliseconds", rounded(figures.p99)),
      ])
      return line.text
    }
    let columns = [
      name.padding(toLength: 12, withPad: " ", startingAt: 0),
      (way.blur ? "yes" : "no").padding(toLength: 6, withPad: " ", startingAt: 0),
      renderer.padding(toLength: 10, withPad: " ", startingAt: 0),
      String(format: "%9.3f %8.3f %8.3f", figures.mean, figures.median, figures.p99),
    ]
    return columns.joined(separator: " ")
  }

  /// How a frame is drawn.
  struct Way {
    /// With the full-window blur over the scene.
    var blur: Bool
    /// With ``CairoCompositor`` (kept backing stores) rather than the display list.
    var composites: Bool
    /// Every pixel of every frame drawn.
    var everyPixel: Bool
  }

  /// Milliseconds per frame: the best round's mean, and the median and 99th percentile
  /// of every measured frame.
  struct Figures {
    var mean: Double
    var median: Double
    var p99: Double

    init(best mean: Double, frames: [Double]) {
      let sorted = frames.sorted()
      self.mean = mean
      median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
      p99 = sorted.isEmpty ? 0 : sorted[Swift.min(sorted.count - 1, sorted.count * 99 / 100)]
    }
  }

  /// Draws scenes one way, keeping what that way keeps from frame to frame.
  @MainActor
  final class FrameDrawer {
    let way: Way
    let renderer = CairoRenderer()
    lazy var compositor = CairoCompositor()

    init(_ way: Way) {
      self.way = way
      renderer.drawsEveryPixel = way.everyPixel
    }

    /// Draws what `scene` shows now.
    func draw(_ scene: any DemoScene) {
      if way.composites {
        compositor.drawFrame(
          layers: scene.window.layers, size: canvas, background: scene.window.backgroundColor,
          scale: 2)
      } else {
        BenchRenderCommand.draw(scene, blur: way.blur, with: renderer)
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
  static func measure(_ type: DemoSceneKind, _ way: Way, script: InteractionScript) -> Figures {
    let drawer = FrameDrawer(way)
    var best = Double.infinity
    var times: [Double] = []
    for round in 0..<6 {
      let scene = type.make(size: canvas)
      let runner = ScriptRunner(window: scene.window, script: script)
      var seconds = 0.0
      var frames = 0
      while true {
        let start = cpuSeconds()
        guard runner.step() else { break }
        drawer.draw(scene)
        let frame = cpuSeconds() - start
        if round > 0 { times.append(frame * 1000) }
        seconds += frame
        frames += 1
      }
      if round > 0 { best = Swift.min(best, seconds * 1000 / Double(Swift.max(frames, 1))) }
    }
    return Figures(best: best, frames: times)
  }

  /// Milliseconds per frame of `frames` ticks of the scene.
  @MainActor
  static func measure(_ type: DemoSceneKind, _ way: Way, frames: Int) -> Figures {
    let scene = type.make(size: canvas)
    let drawer = FrameDrawer(way)
    func frame() {
      scene.window.tick()
      drawer.draw(scene)
    }
    // Start half a second in, when animations are under way, then warm the caches.
    for _ in 0..<30 { scene.window.tick() }
    for _ in 0..<20 { frame() }
    var best = Double.infinity
    var times: [Double] = []
    for _ in 0..<5 {
      var seconds = 0.0
      for _ in 0..<frames {
        let start = cpuSeconds()
        frame()
        let frame = cpuSeconds() - start
        times.append(frame * 1000)
        seconds += frame
      }
      best = Swift.min(best, seconds * 1000 / Double(frames))
    }
    return Figures(best: best, frames: times)
  }
}
