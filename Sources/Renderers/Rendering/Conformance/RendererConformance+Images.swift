import DynamicMenusGeometry
import DynamicMenusLayers

nonisolated extension RendererConformance {
  /// The frames of images and of a mask's transform.
  static let imageFrames: [Frame] = [
    frame(
      "image-shapes",
      "A vector image draws each shape as it says, back to front: filled, stroked, or both; a "
        + "shape with no fill rule is only stroked.",
      probes: [(12, 12, red), (28, 30, blue), (24, 10, .black), (30, 10, .white)],
      [
        .image(
          VectorImage(shapes: [
            Image.ResolvedShape(
              path: rect(5, 5, 15, 15), fillRule: .nonZero, stroke: nil, color: red),
            Image.ResolvedShape(
              path: Path(circleCenter: Point(x: 28, y: 30), radius: 6), fillRule: .nonZero,
              stroke: StrokeStyle(lineWidth: 2), color: blue),
            Image.ResolvedShape(
              path: rect(24, 4, 12, 12), fillRule: nil, stroke: StrokeStyle(lineWidth: 2),
              color: .black),
          ]))
      ]),
    frame(
      "bitmap",
      "A bitmap is stretched over its rectangle: each pixel's colour at the middle of where it "
        + "lands; between pixels the interpolation may differ.",
      probes: [(10, 10, red), (30, 10, blue), (10, 30, .black), (30, 30, green)],
      [.bitmap(quadrants, in: Rect(x: 0, y: 0, width: 40, height: 40))]),
    frame(
      "bitmap-pixels",
      "A bitmap of pixels decoded already draws as the same PNG would, its straight alpha "
        + "blended over what lies below.",
      probes: [(10, 10, red), (30, 10, blue), (10, 30, .black), (30, 30, halfGreen)],
      [.bitmap(pixelQuadrants, in: Rect(x: 0, y: 0, width: 40, height: 40))]),
    frame(
      "mask-transform",
      "A mask draws in the transform its masked content began with, not the one the content "
        + "moved to.",
      probes: [(25, 20, red), (15, 20, .white), (35, 20, .white)],
      [
        .beginMaskedContent, .concatenate(AffineTransform(translationX: 20, y: 0)),
        .fill(rect(0, 0, 40, 40), red, .nonZero), .beginMask,
        .fill(rect(10, 0, 20, 40), .black, .nonZero), .endMask,
      ]),
  ]

  static let green = Color(red: 0, green: 1, blue: 0)
  /// Green at alpha 128/255 over white.
  static let halfGreen = Color(red: 127.0 / 255, green: 1, blue: 127.0 / 255)

  /// An 8 × 8 PNG in quadrants of 4 × 4 pixels: red, blue on top; black, green below. Each
  /// quadrant's middle is two pixels from another colour, past the reach of the filters
  /// renderers scale with (bilinear in cairo's, a wider cubic in Chromium's).
  static let quadrants: BitmapImage = {
    let side = 8
    let colors: [[Color]] = [[red, blue], [.black, green]]
    // Each row: filter 0 (none), then RGB bytes.
    let rows: [UInt8] = (0..<side).flatMap { y -> [UInt8] in
      [0]
        + (0..<side).flatMap { x -> [UInt8] in
          let c = colors[2 * y / side][2 * x / side]
          return [c.red, c.green, c.blue].map { UInt8(($0 * 255).rounded()) }
        }
    }
    let png = BitmapImage.png(width: side, height: side, colorType: 2, rows: rows)
    guard let image = try? BitmapImage(png: png) else {
      preconditionFailure("RendererConformance: the quadrants PNG does not load")
    }
    return image
  }()

  /// The quadrants as pixels decoded already (`BitmapImage.Format.rgba`), the green one half
  /// transparent: straight alpha, which each renderer premultiplies as it draws.
  static let pixelQuadrants: BitmapImage = {
    let side = 8
    let colors: [[Color]] = [[red, blue], [.black, Color(red: 0, green: 1, blue: 0, alpha: 0.5)]]
    let rgba: [UInt8] = (0..<side * side).flatMap { i -> [UInt8] in
      let c = colors[2 * (i / side) / side][2 * (i % side) / side]
      return [c.red, c.green, c.blue, c.alpha].map { UInt8(($0 * 255).rounded()) }
    }
    guard let image = try? BitmapImage(rgba: rgba, width: side, height: side) else {
      preconditionFailure("RendererConformance: the quadrants' pixels do not fill 8 × 8")
    }
    return image
  }()
}
