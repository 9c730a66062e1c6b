public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusControls
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Foundation

/// `dynamic-menus bench dial [--items N] [--frames N] [--json]`: the dial at 120 Hz with a
/// finger spinning it, the worst steady case (every item moves, every inflate action runs,
/// the snap point moves every frame).
///
/// Times are CPU time of the measuring thread, so other work on a shared machine does not
/// inflate them.
///
/// A frame is `window.tick(1/120)` — the touch's delivery, the animator's step (one 1/120 s
/// sub-step of the whole wheel), the write-back, the actions, the layout pass — which is the
/// **step**; then the display list and cairo's raster at 2x (1024 × 1024 pixels), the
/// **render**. The demo's 512 × 512 window; items "Item 0"…; the finger goes round the ring
/// half a turn a second. Each figure is the best of 5 rounds of `frames` frames after 60
/// warm-up frames; "worst" is the slowest single frame of the best round.
public struct BenchDialCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "dial",
    abstract: "Step and frame times of a spinning dial at 120 Hz (default 100 items).")

  /// One JSON object instead of a table.
  @Flag(help: "One JSON object: {\"items\": …, \"stepMilliseconds\": …, …}.")
  var json = false

  /// How many items.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Items on the dial (1…1000).", valueName: "n"))
  var items = 100

  /// Frames per round.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Frames per round (1…10000).", valueName: "n"))
  var frames = 240

  /// Creates the command.
  public init() {}

  /// Measures and prints.
  public func run() throws {
    try MainActor.assumeIsolated {
      try reportingBadInput("bench dial") {
        guard (1...1000).contains(items) else {
          throw BadInput("--items \(items) is not between 1 and 1000")
        }
        guard (1...10_000).contains(frames) else {
          throw BadInput("--frames \(frames) is not between 1 and 10000")
        }
        let result = TextMeasurement.withMeasurer(PangoTextMeasurer()) {
          Self.measure(items: items, frames: frames)
        }
        let budget = 1000.0 / 120
        if json {
          let line: OrderedJSON = .object([
            ("items", .number(Double(items))), ("hertz", .number(120)),
            ("stepMilliseconds", .number(Self.round(result.step))),
            ("renderMilliseconds", .number(Self.round(result.render))),
            ("frameMilliseconds", .number(Self.round(result.step + result.render))),
            ("worstFrameMilliseconds", .number(Self.round(result.worst))),
            ("budgetMilliseconds", .number(Self.round(budget))),
          ])
          print(line.text)
        } else {
          let frame = result.step + result.render
          func ms(_ x: Double, _ format: String = "%8.3f") -> String { String(format: format, x) }
          print(
            "dial of \(items) items, spun by a finger, 120 Hz (budget \(ms(budget, "%.3f")) ms)")
          print("step    \(ms(result.step)) ms/frame  (input, physics, actions, layout)")
          print("render  \(ms(result.render)) ms/frame  (display list + cairo, 1024x1024)")
          print(
            "frame   \(ms(frame)) ms/frame  (\(ms(budget / frame, "%.1f"))x the budget's room), "
              + "worst \(ms(result.worst, "%.3f")) ms")
        }
      }
    }
  }

  static func round(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

  /// Mean step and render times (ms) of the best round, and its slowest frame.
  @MainActor
  static func measure(items: Int, frames: Int) -> (step: Double, render: Double, worst: Double) {
    let size = DialScene.defaultSize
    let scene = DialScene(size: size, titles: (0..<items).map { "Item \($0)" })
    let window = scene.window
    window.framesPerSecond = 120
    let renderer = CairoRenderer()
    let ring = DialRing(
      bounds: scene.dial.bounds, itemHeight: MenuItem.diameter,
      maximumScale: scene.dial.configuration.inflateCurve.maximumScale, count: items)
    // Shown, at rest, then a finger down on the top item.
    window.run(for: 1)
    var angle = 0.0
    func finger() -> Point { ring.point(at: angle) }
    window.send(Touch(location: finger(), phase: .began, timestamp: window.time))
    window.tick()
    // The benchmark is the one place that reads a clock: it measures, it does not decide.
    // CPU time of this thread, so other work on a shared machine does not inflate it.
    func now() -> Double {
      var t = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
      return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    func frame() -> (step: Double, render: Double) {
      angle += .pi / 120  // half a turn a second
      window.send(Touch(location: finger(), phase: .moved, timestamp: window.time))
      let t0 = now()
      window.tick()
      let t1 = now()
      renderer.drawFrame(scene.displayList(), scale: 2)
      let t2 = now()
      return ((t1 - t0) * 1000, (t2 - t1) * 1000)
    }
    for _ in 0..<60 { _ = frame() }
    var best = (step: Double.infinity, render: Double.infinity, worst: Double.infinity)
    for _ in 0..<5 {
      var step = 0.0
      var render = 0.0
      var worst = 0.0
      for _ in 0..<frames {
        let f = frame()
        step += f.step
        render += f.render
        worst = max(worst, f.step + f.render)
      }
      let mean = (step: step / Double(frames), render: render / Double(frames), worst: worst)
      if mean.step + mean.render < best.step + best.render { best = mean }
    }
    return best
  }
}
