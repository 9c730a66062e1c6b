public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Foundation

/// `dynamic-menus conformance`: the renderer contract's frames (`RendererConformance`) as one
/// line of JSON, for a renderer on the other side of a language boundary to draw and compare
/// (the browser test's canvas, Tests/Browser/conformance_test.py):
///
/// ```text
/// {"scale": 2, "frames": [{"name": "group-opacity", "rule": "…", "meanTolerance": 3,
///   "probes": [{"x": 8, "y": 8, "rgb": [255, 128, 128], "tolerance": 3}, …],
///   "numbers": [1, …], "text": "<base64>",
///   "bitmaps": [{"format": "png", "width": 8, "height": 8, "data": "<base64>"}, …],
///   "width": 80, "height": 80,
///   "cairo": "<base64 of cairo's pixels: RGBA rows from the top, opaque (drawn on white)>"}],
///  "kept": [{"name": "kept-turned", …, "keptTolerance": 1, "keptUses": 1,
///   "last": {"numbers": …, "text": …, "bitmaps": …},
///   "frames": [{"numbers": …, "text": …, "bitmaps": …, "uses": [{"start": 9, "end": 40,
///     "slot": 0, "generation": 1, "x": 1.5, …, "groups": 0, "copies": 1, "a": 1, …, "f": 8}],
///     "dropped": [], "groupBoxes": [x0, y0, x1, y1, …]}, …]}]}
/// ```
///
/// `numbers`, `text` and `bitmaps` (its images by index: format, size in pixels and bytes, as
/// the web host's `dm_host_image_*` give them) are the frame's `DisplayListStream`; `cairo` is
/// what the cairo renderer draws of it. A sequence of kept content
/// (`RendererConformance.KeptSequence`) gives its last frame's fields (`cairo`: of `last`,
/// what the last frame drawn through its stores shows), and per frame the stream with the
/// stores `KeptContents` paints (`uses`, as the web host's `dm_host_kept` gives them), drops,
/// and each group's ink box (as `dm_host_group_boxes` gives them). Exit status 0.
public struct ConformanceCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Print the renderer contract's frames, their streams and cairo's pixels, as JSON.")

  /// Creates the command.
  public init() {}

  /// Prints the frames.
  public func run() {
    print(Self.json().text(numbers: { "\($0)" }))
  }

  /// A stream's bitmap as the page is given it: format, size in pixels, bytes in base64.
  static func bitmap(_ image: BitmapImage) -> OrderedJSON {
    .object([
      ("format", .string(image.format.name)), ("width", .number(Double(image.pixelWidth))),
      ("height", .number(Double(image.pixelHeight))),
      ("data", .string(Data(image.data).base64EncodedString())),
    ])
  }

  /// The frames and the sequences of kept content as JSON.
  static func json() -> OrderedJSON {
    let frames = RendererConformance.frames.map { frame in
      OrderedJSON.object(Self.fields(of: frame) + Self.stream(frame.list))
    }
    let sequences = RendererConformance.keptSequences.map(Self.sequence)
    return .object([
      ("scale", .number(RendererConformance.scale)), ("frames", .array(frames)),
      ("kept", .array(sequences)),
    ])
  }

  /// A frame's name, rule, tolerance, probes, and cairo's pixels of its list.
  static func fields(of frame: RendererConformance.Frame) -> [(String, OrderedJSON)] {
    let bitmap = CairoRenderer().render(frame.list, scale: RendererConformance.scale)
    var rgba: [UInt8] = []
    rgba.reserveCapacity(bitmap.pixels.count * 4)
    for argb in bitmap.pixels {
      let p = Pixel(argb)
      rgba += [p.red, p.green, p.blue, p.alpha]
    }
    let probes = frame.probes.map { probe -> OrderedJSON in
      let c = probe.color
      return .object([
        ("x", .number(probe.point.x)), ("y", .number(probe.point.y)),
        ("rgb", .numbers([c.red, c.green, c.blue].map { ($0 * 255).rounded() })),
        ("tolerance", .number(probe.tolerance)),
      ])
    }
    return [
      ("name", .string(frame.name)), ("rule", .string(frame.rule)),
      ("meanTolerance", .number(frame.meanTolerance)), ("probes", .array(probes)),
      ("width", .number(Double(bitmap.width))), ("height", .number(Double(bitmap.height))),
      ("cairo", .string(Data(rgba).base64EncodedString())),
    ]
  }

  /// A list's stream: its numbers, text and bitmaps.
  static func stream(_ list: DisplayList) -> [(String, OrderedJSON)] {
    var stream = DisplayListStream()
    stream.encode(list)
    return [
      ("numbers", .numbers(stream.numbers)),
      ("text", .string(Data(stream.text).base64EncodedString())),
      ("bitmaps", .array(stream.images.map(Self.bitmap))),
    ]
  }

  /// Each group's ink box in device pixels, `x0 y0 x1 y1` in the order the groups begin, as
  /// the web host sends them (`dm_host_group_boxes`; all 0: none).
  static func groupBoxes(_ list: DisplayList) -> [Double] {
    let scale = RendererConformance.scale
    let (width, height) = DisplayList.pixelSize(of: list.size, scale: scale)
    let canvas = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    var boxes: [Double] = []
    InkBounds(list, scale: scale).forEachGroupBox(of: list, on: canvas) { box in
      boxes += box.isEmpty ? [0, 0, 0, 0] : [box.x0, box.y0, box.x1, box.y1].map { Double($0) }
    }
    return boxes
  }

  /// A sequence of kept content: its last frame's fields, its tolerance against drawing
  /// directly, and per frame the stream with the stores `KeptContents` paints (their
  /// commands as stream offsets, as the web host sends them) and drops.
  static func sequence(_ sequence: RendererConformance.KeptSequence) -> OrderedJSON {
    var kept = KeptContents()
    let frames = sequence.frames.map { frame -> OrderedJSON in
      kept.update(frame.list, placements: frame.placements, scale: RendererConformance.scale)
      var stream = DisplayListStream()
      stream.encode(frame.list)
      let starts = stream.commandStarts
      let uses = kept.uses.map { use -> OrderedJSON in
        .object(
          KeptContents.Use.Field.allCases.map {
            ($0.name, .number(use.value($0, of: frame.list, commandStarts: starts)))
          })
      }
      return .object(
        Self.stream(frame.list) + [
          ("uses", .array(uses)), ("dropped", .numbers(kept.dropped.map { Double($0) })),
          ("groupBoxes", .numbers(Self.groupBoxes(frame.list))),
        ])
    }
    return .object(
      Self.fields(of: sequence.last) + [
        ("keptTolerance", .number(sequence.keptTolerance)),
        ("keptUses", .number(Double(sequence.keptUses))),
        ("last", .object(Self.stream(sequence.last.list))), ("frames", .array(frames)),
      ])
  }
}
