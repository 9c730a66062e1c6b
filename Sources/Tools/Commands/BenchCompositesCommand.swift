public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusControls
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews

/// `dynamic-menus bench composites --control NAME --script FILE`: what a compositor that
/// only composites would do in each frame of an interaction script, for the composite-only
/// reference of `make bench-web` (Benchmarks/composite-reference.js): every layer's contents
/// as the backing store it would keep (a layer kept whole, with its sublayers, as one), at
/// the place, turn, scale and opacity it is drawn with, frame by frame, at 375 × 667 points
/// and 2x. One line of JSON:
///
/// ```text
/// {"control": "floating", "scale": 2, "width": 750, "height": 1334,
///  "frames": [[layer, pixelWidth, pixelHeight, a, b, c, d, tx, ty, opacity, …], …]}
/// ```
///
/// Each frame lists its stores in drawing order, ten numbers each: the store (0, 1, … in the
/// order they first show), the store's size in device pixels, the transform from its pixels
/// to the canvas's device pixels (`a b c d tx ty`, as Canvas 2D's `setTransform` takes it)
/// and the product of the group opacities it is drawn in. Exit status 0; 2 bad input.
public struct BenchCompositesCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "composites",
    abstract: "Print each frame's layer stores, places and opacities for a script, as JSON.")

  /// The control.
  @Option(help: ArgumentHelp("The control.", valueName: "name"))
  var control: String

  /// The interaction script.
  @Option(help: ArgumentHelp("The interaction script whose frames are traced.", valueName: "file"))
  var script: String

  /// Creates the command.
  public init() {}

  /// Traces and prints.
  public func run() throws {
    try MainActor.assumeIsolated {
      try TextMeasurement.withMeasurer(PangoTextMeasurer()) {
        try reportingBadInput("bench composites") { print(try trace().text) }
      }
    }
  }

  @MainActor
  func trace() throws(BadInput) -> OrderedJSON {
    guard let type = DemoRegistry.scene(named: control) else {
      throw BadInput(
        "unknown control '\(control)'; known controls: \(DemoRegistry.names.joined(separator: ", "))"
      )
    }
    let interaction = try SceneOptions.loadScript(script)
    let size = BenchRenderCommand.canvas
    let scale = 2.0
    let scene = type.make(size: size)
    let runner = ScriptRunner(window: scene.window, script: interaction)
    var placements: [ContentsPlacement] = []
    var plan = CompositingPlan()
    // Each store (a layer's contents, or the layer whole): its number, the version it was
    // made from, and its backing store.
    var stores: [StoreKey: (number: Int, version: Int, contents: LayerContents?)] = [:]
    var frames: [OrderedJSON] = []
    while runner.step() {
      plan.refresh(layers: scene.window.layers, scale: scale)
      let list = plan.displayList(
        size: size, background: scene.window.backgroundColor, placements: &placements)
      var walk = GroupWalk(list)
      var numbers: [Double] = []
      // A whole layer's store holds the placements inside it: the outermost are composited.
      var end = 0
      for placement in placements where placement.commands.lowerBound >= end {
        end = placement.commands.upperBound
        let key = StoreKey(layer: placement.id, kind: placement.kind)
        var entry = stores[key] ?? (stores.count, 0, nil)
        if entry.version != placement.version {
          entry.version = placement.version
          entry.contents = CompositingPlan.contents(
            Array(list.commands[placement.commands]), scale: scale)
        }
        stores[key] = entry
        let (t, opacity) = walk.state(at: placement.commands.lowerBound)
        guard let contents = entry.contents, opacity > 0 else { continue }
        let (width, height) = contents.pixelSize
        let k = scale / contents.scale
        let origin = contents.frame.origin.applying(t)
        numbers += [
          Double(entry.number), Double(width), Double(height), t.a * k, t.b * k, t.c * k,
          t.d * k, origin.x * scale, origin.y * scale, opacity,
        ]
      }
      frames.append(.numbers(numbers))
    }
    let (width, height) = DisplayList.pixelSize(of: size, scale: scale)
    return .object([
      ("control", .string(control)), ("scale", .number(scale)),
      ("width", .number(Double(width))), ("height", .number(Double(height))),
      ("frames", .array(frames)),
    ])
  }

  /// What a store keeps: a layer's contents, or the layer whole.
  struct StoreKey: Hashable {
    var layer: CompositedLayerID
    var kind: ContentsPlacement.Kind
  }

  /// The transform and the group opacity each command of a list is drawn with, found by
  /// one walk from the start (as `KeptContents` finds the transform).
  struct GroupWalk {
    private let commands: [DisplayCommand]
    private var index = 0
    private var stack: [(AffineTransform, Double)] = []
    private var current = (AffineTransform.identity, 1.0)

    init(_ list: DisplayList) { commands = list.commands }

    /// The transform and opacity at command `target` (not before the last asked for).
    mutating func state(at target: Int) -> (AffineTransform, Double) {
      while index < min(target, commands.count) {
        switch commands[index] {
        case .saveState, .beginMaskedContent, .beginShadow:
          stack.append(current)
        case .beginTransparencyGroup(let opacity):
          stack.append(current)
          current.1 *= opacity
        case .restoreState, .endTransparencyGroup, .endMask, .endShadow:
          current = stack.popLast() ?? (.identity, 1)
        case .concatenate(let t):
          current.0 = t.concatenating(current.0)
        default:
          break
        }
        index += 1
      }
      return current
    }
  }
}
