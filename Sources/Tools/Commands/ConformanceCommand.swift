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
///   "cairo": "<base64 of cairo's pixels: RGBA rows from the top, opaque (drawn on white)>"}]}
/// ```
///
/// `numbers`, `text` and `bitmaps` (its images by index: format, size in pixels and bytes, as
/// the web host's `dm_host_image_*` give them) are the frame's `DisplayListStream`; `cairo` is
/// what the cairo renderer draws of it. Exit status 0.
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

  /// The frames as JSON.
  static func json() -> OrderedJSON {
    let scale = RendererConformance.scale
    let frames = RendererConformance.frames.map { frame -> OrderedJSON in
      var stream = DisplayListStream()
      stream.encode(frame.list)
      let bitmap = CairoRenderer().render(frame.list, scale: scale)
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
      return .object([
        ("name", .string(frame.name)), ("rule", .string(frame.rule)),
        ("meanTolerance", .number(frame.meanTolerance)), ("probes", .array(probes)),
        ("numbers", .numbers(stream.numbers)),
        ("text", .string(Data(stream.text).base64EncodedString())),
        ("bitmaps", .array(stream.images.map(Self.bitmap))),
        ("width", .number(Double(bitmap.width))), ("height", .number(Double(bitmap.height))),
        ("cairo", .string(Data(rgba).base64EncodedString())),
      ])
    }
    return .object([("scale", .number(scale)), ("frames", .array(frames))])
  }
}
