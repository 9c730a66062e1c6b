import DynamicMenusGeometry
import Testing

@testable import DynamicMenusLayers

/// `BitmapImage` checks PNG data before any renderer decodes it: good files give their size;
/// not a PNG, cut short, corrupted, impossible or huge ones throw an error naming what and
/// where, never a crash.
@Suite("BitmapImage: PNG data checked, bad input named")
struct BitmapImageTests {
  /// A real PNG of `width` × 1 RGBA pixels, all opaque red: IHDR, one IDAT holding a zlib
  /// stream with a stored (uncompressed) deflate block, IEND.
  static func png(width: Int = 2, colorType: UInt8 = 6, depth: UInt8 = 8, height: Int = 1)
    -> [UInt8]
  {
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [depth, colorType, 0, 0, 0]
    // One scanline: filter 0, then RGBA per pixel.
    let raw: [UInt8] = [0] + Array(repeating: [255, 0, 0, 255], count: width).flatMap { $0 }
    var zlib: [UInt8] = [0x78, 0x01, 0x01]  // header; final stored block
    zlib.append(UInt8(raw.count & 0xFF))
    zlib.append(UInt8(raw.count >> 8))
    zlib.append(UInt8(~raw.count & 0xFF))
    zlib.append(UInt8((~raw.count >> 8) & 0xFF))
    zlib += raw
    // Adler-32 of the raw bytes.
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    zlib.appendBigEndian(b << 16 | a)
    return PNGChunks.encode([
      PNGChunks.Chunk(type: "IHDR", data: header), PNGChunks.Chunk(type: "IDAT", data: zlib),
      PNGChunks.Chunk(type: "IEND", data: []),
    ])
  }

  static func error(_ bytes: [UInt8], scale: Double = 1) -> BitmapImageError? {
    do {
      _ = try BitmapImage(png: bytes, scale: scale)
      return nil
    } catch {
      return error
    }
  }

  @Test("a good file: its pixel size, and its point size at a scale")
  func good() throws {
    let image = try BitmapImage(png: Self.png(width: 2), scale: 2)
    #expect(image.pixelWidth == 2 && image.pixelHeight == 1)
    #expect(image.size == Size(width: 1, height: 0.5))
    #expect(image.data == Self.png(width: 2))
    // The largest accepted: 8192 a side, 16,777,216 pixels.
    #expect(Self.error(Self.png(width: 8192)) == nil)
  }

  @Test("not a PNG, or a bad scale: named")
  func notPNG() {
    #expect(Self.error(Array("GIF89a, not a PNG at all".utf8)) == .notPNG)
    #expect(Self.error([]) == .notPNG)
    #expect(
      Self.error([]).map(\.message)
        == "not a PNG: the data does not start with the PNG signature")
    guard case .badScale = Self.error(Self.png(), scale: .nan) else {
      Issue.record("a NaN scale is refused")
      return
    }
    #expect(Self.error(Self.png(), scale: 0) == .badScale(0))
  }

  @Test("cut short anywhere: an error naming where, never a crash")
  func truncated() {
    let good = Self.png()
    // IHDR at 8 (25 bytes), IDAT at 33, IEND at the last 12 bytes.
    #expect(Self.error(Array(good.prefix(50))) == .truncated(offset: 33, chunk: "IDAT"))
    #expect(Self.error(Array(good.dropLast(12))) == .truncated(offset: good.count - 12, chunk: nil))
    #expect(
      Self.error(Array(good.prefix(50))).map(\.message)
        == "truncated: the IDAT chunk at byte 33 is cut short")
    for length in 0..<good.count {
      #expect(Self.error(Array(good.prefix(length))) != nil, "\(length) bytes")
    }
  }

  @Test("a flipped byte in the data fails its CRC; a bad header is named")
  func corrupted() {
    var bytes = Self.png()
    bytes[45] ^= 0x40
    #expect(Self.error(bytes) == .badChecksum(offset: 33, chunk: "IDAT"))
    #expect(
      Self.error(Self.png(colorType: 2, depth: 4))
        == .badHeader("bit depth 4 is not allowed with colour type 2"))
    #expect(Self.error(Self.png(colorType: 5)) == .badHeader("colour type 5 does not exist"))
    #expect(
      Self.error(Self.png(colorType: 3))
        == .missingChunk("indexed colour without a palette (PLTE) before the image data"))
    #expect(Self.error(Self.png(width: 0)) == .badHeader("the size is 0 × 1 pixels"))
  }

  @Test("huge: refused from the header, before anything is decoded")
  func huge() {
    #expect(Self.error(Self.png(width: 8193)) == .tooLarge(width: 8193, height: 1))
    // 4097 × 4097 is under 8192 a side but over 16,777,216 pixels (the header alone says so).
    var bytes = Self.png(width: 4097)
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(4097))
    header.appendBigEndian(UInt32(4097))
    header += [8, 6, 0, 0, 0]
    let ihdr = PNGChunks.Chunk(type: "IHDR", data: header).encoded
    bytes.replaceSubrange(8..<33, with: ihdr)
    #expect(Self.error(bytes) == .tooLarge(width: 4097, height: 4097))
    #expect(Self.error(bytes)?.message.hasPrefix("too large: 4097 × 4097 pixels") == true)
  }

  @Test("10,000 seeded mutations of a good file: each loads or is refused with a message")
  func mutations() {
    var rng = SeededGenerator(seed: 0x504E_47)
    let good = Self.png(width: 3)
    var refused = 0
    for _ in 0..<10_000 {
      var bytes = good
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let i = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes.remove(at: i)
        default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: i)
        }
        if bytes.isEmpty { break }
      }
      if let error = Self.error(bytes) {
        refused += 1
        #expect(!error.message.isEmpty)
      }
    }
    #expect(refused > 9_000, "almost every mutation breaks a CRC or the structure: \(refused)")
  }

  @Test("base64: a round trip, line breaks and missing padding allowed; bad text named")
  func base64() throws {
    let image = try BitmapImage(png: Self.png(width: 3))
    let text = image.base64PNG
    #expect(text.count == (image.data.count + 2) / 3 * 4)
    #expect(try BitmapImage(base64PNG: text) == image)
    var wrapped = ""
    for (i, c) in text.enumerated() {
      if i > 0 && i % 60 == 0 { wrapped += "\n  " }
      wrapped.append(c)
    }
    #expect(try BitmapImage(base64PNG: wrapped, scale: 2).data == image.data)
    #expect(try BitmapImage.bytes(base64: "TWE") == Array("Ma".utf8))
    #expect(try BitmapImage.bytes(base64: "TWFu") == Array("Man".utf8))
    func refusal(_ text: String) -> BitmapImageError? {
      do {
        _ = try BitmapImage(base64PNG: text)
        return nil
      } catch {
        return error
      }
    }
    #expect(refusal("iVBOR*w0") == .notBase64(offset: 5))
    #expect(refusal("TWFuT") == .notBase64(offset: 5))  // one character cannot be a byte
    #expect(refusal("TQ==TQ==") == .notBase64(offset: 4))  // text after the padding
    #expect(refusal("TWFu") == .notPNG)  // good base64, not a PNG
    #expect(refusal("é")?.message == "not base64: the text goes wrong at character 0")
  }

  static func pixelError(
    _ rgba: [UInt8], _ width: Int, _ height: Int, scale: Double = 1
  ) -> BitmapImageError? {
    do {
      _ = try BitmapImage(rgba: rgba, width: width, height: height, scale: scale)
      return nil
    } catch {
      return error
    }
  }

  @Test("pixels: kept at their size; a count that does not fill it, no size or a huge one named")
  func pixels() throws {
    let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]
    let image = try BitmapImage(rgba: rgba, width: 2, height: 1, scale: 2)
    #expect(image.format == .rgba && image.data == rgba)
    #expect(image.pixelWidth == 2 && image.pixelHeight == 1)
    #expect(image.size == Size(width: 1, height: 0.5))
    #expect(Self.pixelError(Array(rgba.dropLast()), 2, 1) == .wrongPixelCount(expected: 8, got: 7))
    #expect(Self.pixelError(rgba, 1, 1) == .wrongPixelCount(expected: 4, got: 8))
    #expect(Self.pixelError([], 0, 1) == .badSize(width: 0, height: 1))
    #expect(Self.pixelError([], -2, -3) == .badSize(width: -2, height: -3))
    // Refused for its size before its bytes are counted (no width × height × 4 overflow).
    #expect(Self.pixelError([], 8193, 1) == .tooLarge(width: 8193, height: 1))
    #expect(Self.pixelError([], Int.max, Int.max) == .tooLarge(width: Int.max, height: Int.max))
    #expect(Self.pixelError(rgba, 2, 1, scale: 0) == .badScale(0))
    #expect(
      Self.pixelError(rgba, 1, 1)?.message
        == "the pixels are 8 bytes, not the 4 their size needs (4 a pixel)")
    // The same bytes as pixels and as another format, or at another size, are other images.
    let tall = try BitmapImage(rgba: rgba, width: 1, height: 2)
    #expect(tall != (try BitmapImage(rgba: rgba, width: 2, height: 1)))
  }

  @Test("pixels as a PNG file: an RGBA PNG whose chunks check and hold the same size")
  func pixelsAsPNG() throws {
    // 300 × 300 pixels: 360,300 bytes of rows, six stored deflate blocks.
    let side = 300
    let rgba = (0..<side * side * 4).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let image = try BitmapImage(rgba: rgba, width: side, height: side)
    let png = try BitmapImage(png: image.pngFile)
    #expect(png.pixelWidth == side && png.pixelHeight == side && png.format == .png)
    let stored = BitmapImage.storedZlib(Array(repeating: 1, count: 65_536))
    #expect(stored.count == 2 + 5 + 65_535 + 5 + 1 + 4, "two blocks, the last of one byte")
    #expect(stored[2] == 0 && stored[2 + 5 + 65_535] == 1, "only the last block is final")
    #expect(try BitmapImage(png: Self.png(width: 2)).pngFile == Self.png(width: 2))
  }

  @Test("Image(png:): the bitmap at its size in points, untinted; bad data throws")
  func imageFromPNG() throws {
    let image = try Image(png: Self.png(width: 4), scale: 2)
    #expect(image.size == Size(width: 2, height: 0.5))
    #expect(image.bitmap?.pixelWidth == 4 && image.shapes.isEmpty)
    #expect(image.renderingMode == .alwaysOriginal)
    #expect(throws: BitmapImageError.notPNG) { try Image(png: [1, 2, 3]) }
    #expect(Image.placeholder.bitmap == nil && Image.placeholder.shapes.count == 3)
  }
}
