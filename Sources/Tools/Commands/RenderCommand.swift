public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusLayers
import DynamicMenusRendering
import Foundation

/// `dynamic-menus render CONTROL [--script FILE|-] [--at S | --from S --to S [--fps F]]
/// [--size WxH] [--scale S] --out FILE.png|.svg|.apng`: a control in its demo configuration
/// after playing a script, as a PNG or SVG still or an animated PNG.
public struct RenderCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a control to PNG, SVG or animated PNG after playing a script.",
    discussion: """
      A still shows the scene at --at seconds (default: the end of the script, or 0). \
      --from and --to make an animation of frames every 1/fps seconds, written as APNG. \
      Input is played at 60 frames a second. Bad input exits with status 2 and writes nothing.
      """)

  /// The control's name (`dynamic-menus render --help` lists them).
  @Argument(help: "The control: \(DemoRegistry.names.joined(separator: ", ")).")
  var control: String

  /// The interaction script, a file or "-" for standard input.
  @Option(
    help: ArgumentHelp(
      "An interaction script to play first ('-' reads standard input).", valueName: "file"))
  var script: String?

  /// The time of a still, in seconds.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The time of a still, in seconds.", valueName: "seconds"))
  var at: Double?

  /// The start of an animation, in seconds.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The start of an animation, in seconds.", valueName: "seconds"))
  var from: Double?

  /// The end of an animation, in seconds (included when it falls on a frame).
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The end of an animation, in seconds.", valueName: "seconds"))
  var to: Double?

  /// Animation frames a second.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Animation frames a second (1…120).", valueName: "fps"))
  var fps: Double = 30

  /// The canvas size in points.
  @Option(
    help: ArgumentHelp(
      "The canvas in points, e.g. 375x667 (default: the control's).", valueName: "WxH"))
  var size: String?

  /// The window's layout direction, as a host's locale sets it.
  @Option(
    help: ArgumentHelp(
      "The layout direction: ltr, or rtl (Arabic, Hebrew: controls mirror).",
      valueName: "direction"))
  var layoutDirection: LayoutDirectionOption = .ltr

  /// Device pixels per point.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Device pixels per point (0.25…8; iOS screens are 1, 2 or 3).", valueName: "scale"))
  var scale: Double = 2

  /// The output file; its extension picks the format.
  @Option(help: ArgumentHelp("The output: .png, .svg or .apng.", valueName: "file"))
  var out: String

  /// Creates the command (ArgumentParser fills the options).
  public init() {}

  /// Renders, or reports bad input with exit status 2.
  public func run() throws {
    // The scenes live on the main actor; commands run on the main thread.
    try MainActor.assumeIsolated {
      try reportingBadInput("render") {
        try TextMeasurement.withMeasurer(PangoTextMeasurer()) { try render() }
      }
    }
  }

  /// The times of the frames to render (one for a still).
  func frameTimes(default end: Double) throws(BadInput) -> [Double] {
    switch (at, from, to) {
    case (let at?, nil, nil):
      try SceneOptions.checkTime(at, "--at")
      return [at]
    case (nil, nil, nil):
      return [end]
    case (nil, let from?, let to?):
      try SceneOptions.checkTime(from, "--from")
      try SceneOptions.checkTime(to, "--to")
      let (fromText, toText) = (PrintedNumber.typed(from), PrintedNumber.typed(to))
      guard to >= from else { throw BadInput("--to \(toText) is before --from \(fromText)") }
      guard fps.isFinite, fps >= 1, fps <= 120 else {
        throw BadInput("--fps \(PrintedNumber.typed(fps)) is not between 1 and 120 frames a second")
      }
      let count = Int(((to - from) * fps + 1e-6).rounded(.down)) + 1
      let most = SceneOptions.maximumAnimationFrames
      guard count <= most else {
        throw BadInput(
          "--from \(fromText) --to \(toText) at \(PrintedNumber.typed(fps)) fps makes \(count) "
            + "frames (at most \(most))")
      }
      return (0..<count).map { from + Double($0) / fps }
    case (_?, _, _):
      throw BadInput("--at makes a still; --from and --to make an animation: give one or the other")
    default:
      throw BadInput("an animation needs both --from and --to")
    }
  }

  @MainActor
  func render() throws(BadInput) {
    let output = try OutputFile(path: out)
    guard scale.isFinite, scale >= 0.25, scale <= 8 else {
      throw BadInput("--scale \(PrintedNumber.typed(scale)) is not between 0.25 and 8")
    }
    let player = try SceneOptions.player(
      control: control, script: script, size: size, layoutDirection: layoutDirection.direction)
    let times = try frameTimes(default: player.scriptDuration)
    if times.count > 1 && !output.format.isAnimated {
      throw BadInput(
        "--from and --to make \(times.count) frames, but '.\(output.format.rawValue)' holds one: "
          + "use .apng")
    }
    let pixels = CairoRenderer.pixelSize(of: player.displayList, scale: scale)
    guard pixels.width * pixels.height <= 64_000_000 else {
      throw BadInput("the image would be \(pixels.width) × \(pixels.height) pixels: too large")
    }
    let renderer = CairoRenderer()
    var frames: [Bitmap] = []
    var svg = ""
    for t in times {
      guard t >= player.time - 1e-9 else { continue }
      player.advance(to: t)
      let list = player.displayList
      switch output.format {
      case .svg: svg = SVGWriter(scale: scale).write(list)
      case .png, .apng: frames.append(renderer.render(list, scale: scale))
      }
    }
    let bytes: [UInt8]
    do {
      switch output.format {
      case .svg: bytes = Array(svg.utf8)
      case .png: bytes = try frames[0].pngData()
      case .apng: bytes = try AnimatedPNG.encode(frames: frames, fps: times.count > 1 ? fps : 1)
      }
    } catch {
      throw BadInput("cannot encode '\(out)': \(error)")
    }
    try output.write(bytes)
  }
}
