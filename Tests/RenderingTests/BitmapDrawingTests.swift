import DynamicMenusGeometry
import DynamicMenusRendering
import Testing

@testable import DynamicMenusCairo
@testable import DynamicMenusLayers

/// Bitmaps from the layer to the pixels: an image layer with a PNG becomes one `.bitmap`
/// command at its image rectangle; cairo draws it stretched there (and round when the layer
/// clips to a circle), the placeholder where it cannot decode it; the stream for the browser
/// names it by index and carries its bytes once; the SVG embeds it; damage follows it.
@MainActor
@Suite("Bitmaps drawn: flattener, cairo, stream, SVG, damage")
struct BitmapDrawingTests {
  static let red = Pixel(0xFFFF_0000)
  static let blue = Pixel(0xFF00_00FF)

  /// A 2 × 1 pixel PNG: red on the left, blue on the right.
  static func redBlue() throws -> BitmapImage {
    let bitmap = Bitmap(width: 2, height: 1, pixels: [red.argb, blue.argb])
    return try BitmapImage(png: bitmap.pngData())
  }

  /// A PNG whose chunks are all well formed (so it passes the loader's check) but whose image
  /// data is not a zlib stream: only a decoder finds out.
  static func undecodable() throws -> BitmapImage {
    let good = try redBlue().data
    let chunks = try PNGChunks.parse(good).map { chunk in
      chunk.type == "IDAT" ? PNGChunks.Chunk(type: "IDAT", data: [0xFF, 0xFF, 0xFF, 0xFF]) : chunk
    }
    return try BitmapImage(png: PNGChunks.encode(chunks))
  }

  static func layer(_ image: BitmapImage, frame: Rect, gravity: ContentsGravity = .resize)
    -> ImageLayer
  {
    let layer = ImageLayer()
    layer.image = Image(bitmap: image)
    layer.contentsGravity = gravity
    layer.bounds = Rect(origin: .zero, size: frame.size)
    layer.anchorPoint = .zero
    layer.position = frame.origin
    return layer
  }

  static func list(_ layers: [Layer], size: Size = Size(width: 40, height: 20)) -> DisplayList {
    DisplayList(layers: layers, size: size, measurer: FallbackTextMeasurer())
  }

  @Test("an image layer with a PNG is one bitmap command at its image rectangle")
  func flattened() throws {
    let image = try Self.redBlue()
    // 2 × 1 pt into 20 × 20 with aspect fill: 40 × 20 centred, overflowing sideways.
    let list = Self.list([
      Self.layer(image, frame: Rect(x: 10, y: 0, width: 20, height: 20), gravity: .resizeAspectFill)
    ])
    let bitmaps = list.commands.compactMap { c -> Rect? in
      if case .bitmap(let i, let r) = c, i == image { return r }
      return nil
    }
    #expect(bitmaps == [Rect(x: -10, y: 0, width: 40, height: 20)])
    // Not tinted: no vector shapes come with it.
    #expect(!list.commands.contains { if case .image = $0 { true } else { false } })
  }

  @Test("cairo stretches it onto its rectangle: red left, blue right, nothing outside")
  func drawnByCairo() throws {
    let list = Self.list([
      Self.layer(try Self.redBlue(), frame: Rect(x: 0, y: 0, width: 20, height: 10))
    ])
    let out = CairoRenderer().render(list, scale: 2)
    #expect(out.width == 80 && out.height == 40)
    // Well inside each half (the filter blends only near the middle).
    #expect(out[5, 10].maximumChannelDifference(from: Self.red) <= 1)
    #expect(out[35, 10].maximumChannelDifference(from: Self.blue) <= 1)
    // The edges keep their colour (the pattern pads, it does not fade to transparent).
    #expect(out[0, 0].maximumChannelDifference(from: Self.red) <= 1)
    #expect(out[39, 19].maximumChannelDifference(from: Self.blue) <= 1)
    // Below and right of the 20 × 10 pt rectangle: the canvas is untouched.
    #expect(out[10, 30].alpha == 0 && out[60, 10].alpha == 0)
  }

  @Test("clipped to a circle, as an avatar: the corners are not drawn, the middle is")
  func clippedRound() throws {
    let layer = Self.layer(try Self.redBlue(), frame: Rect(x: 0, y: 0, width: 20, height: 20))
    layer.cornerRadius = 10
    layer.masksToBounds = true
    let out = CairoRenderer().render(Self.list([layer]), scale: 2)
    #expect(out[1, 1].alpha == 0 && out[38, 38].alpha == 0)
    #expect(out[5, 20].maximumChannelDifference(from: Self.red) <= 1)
    #expect(out[34, 20].maximumChannelDifference(from: Self.blue) <= 1)
  }

  @Test("a PNG cairo cannot decode draws the placeholder, and is not decoded again")
  func placeholderWhenUndecodable() throws {
    let list = Self.list([
      Self.layer(try Self.undecodable(), frame: Rect(x: 0, y: 0, width: 20, height: 20))
    ])
    let renderer = CairoRenderer()
    let out = renderer.render(list, scale: 1)
    // The placeholder's frame (white 0.88 = 224) in the corner, its mountain (0.68 = 173).
    #expect(out[1, 1].maximumChannelDifference(from: Pixel(0xFFE0_E0E0)) <= 1)
    #expect(out[10, 15].maximumChannelDifference(from: Pixel(0xFFAD_ADAD)) <= 1)
    _ = renderer.render(list, scale: 1)
    #expect(renderer.bitmapCache.count == 1)
  }

  @Test("the stream names a bitmap by index and holds its bytes once across frames")
  func streamed() throws {
    let a = try Self.redBlue()
    let b = try BitmapImage(png: Bitmap(width: 1, height: 1, pixels: [Self.blue.argb]).pngData())
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    var stream = DisplayListStream()
    let header: [Double] = [1, 10, 10, 1, 1, 1, 1]
    stream.encode(
      DisplayList(
        size: Size(width: 10, height: 10), background: .white, commands: [.bitmap(a, in: rect)]))
    #expect(stream.numbers == header + [18, 0, 1, 2, 3, 4])
    // The same image again (another copy of its bytes), then a new one, next frame.
    let again = try BitmapImage(png: a.data)
    stream.encode(
      DisplayList(
        size: Size(width: 10, height: 10), background: .white,
        commands: [.bitmap(b, in: rect), .bitmap(again, in: rect)]))
    #expect(stream.numbers == header + [18, 1, 1, 2, 3, 4, 18, 0, 1, 2, 3, 4])
    #expect(stream.images == [a, b])
  }

  @Test("equal images are equal by their digest and bytes; one byte apart, they differ")
  func identity() throws {
    let a = try Self.redBlue()
    let copy = try BitmapImage(png: a.data)
    #expect(a == copy && a.hashValue == copy.hashValue && a.digest == copy.digest)
    let other = try BitmapImage(
      png: Bitmap(width: 2, height: 1, pixels: [Self.blue.argb, Self.red.argb]).pngData())
    #expect(a != other && a.digest != other.digest)
    #expect(try BitmapImage(png: a.data, scale: 2) != a)
  }

  @Test("pixels draw as the PNG of the same colours does, straight alpha premultiplied")
  func pixels() throws {
    // Red, then blue at alpha 128: premultiplied, (0, 0, 128) at alpha 128.
    let pixels = try BitmapImage(rgba: [255, 0, 0, 255, 0, 0, 255, 128], width: 2, height: 1)
    let surface = try #require(CairoSurface.decoding(pixels)).bitmap()
    #expect(surface.pixels == [Self.red.argb, 0x8000_0080])
    // Drawn over white, stretched onto 40 × 20: the same as its PNG file, pixel for pixel.
    let png = try BitmapImage(png: pixels.pngFile)
    func drawn(_ image: BitmapImage) -> Bitmap {
      CairoRenderer().render(
        DisplayList(
          size: Size(width: 40, height: 20), background: .white,
          commands: [.bitmap(image, in: Rect(x: 0, y: 0, width: 40, height: 20))]), scale: 1)
    }
    let fromPixels = drawn(pixels)
    let differing = zip(fromPixels.pixels, drawn(png).pixels).filter { $0.0 != $0.1 }.count
    #expect(differing == 0, "pixels of 800 unlike the PNG's")
    #expect(fromPixels[5, 10] == Pixel(0xFFFF_0000))
    #expect(fromPixels[35, 10] == Pixel(0xFF7F_7FFF), "blue at alpha 128 over white")
    #expect(pixels != png, "the same picture in two formats: two images")
  }

  @Test("the SVG embeds the PNG as a data URI at the rectangle")
  func svg() throws {
    let image = try Self.redBlue()
    let list = DisplayList(
      size: Size(width: 10, height: 10), background: .white,
      commands: [.bitmap(image, in: Rect(x: 1, y: 2, width: 3, height: 4))])
    let text = SVGWriter().write(list)
    #expect(
      text.contains(
        "<image x=\"1\" y=\"2\" width=\"3\" height=\"4\" preserveAspectRatio=\"none\" "
          + "href=\"data:image/png;base64,\(image.base64PNG)\"/>"))
  }

  @Test("damage: the same bitmap draws nothing again; another in its place redraws its rows")
  func damage() throws {
    let a = try Self.redBlue()
    let b = try BitmapImage(
      png: Bitmap(width: 2, height: 1, pixels: [Self.blue.argb, Self.red.argb]).pngData())
    func frame(_ image: BitmapImage) -> DisplayList {
      DisplayList(
        size: Size(width: 40, height: 40), background: .white,
        commands: [.bitmap(image, in: Rect(x: 0, y: 20, width: 20, height: 10))])
    }
    let renderer = CairoRenderer()
    var rows: [Int] = []
    for list in [frame(a), frame(a), frame(b)] {
      #expect(renderer.render(list, scale: 1) == CairoRenderer().render(list, scale: 1))
      rows.append(renderer.lastDamage.bands.reduce(0) { $0 + $1.count })
    }
    #expect(rows[0] == 40 && rows[1] == 0)
    // The bitmap's 10 rows, padded a little; not the whole canvas.
    #expect(rows[2] >= 10 && rows[2] < 20)
  }
}
