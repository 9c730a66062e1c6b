import DynamicMenusLayers
import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import TestSupport
import Testing

@Suite struct ImageCodingTests {
  @Test func pngRoundTripKeepsEveryPixel() throws {
    let image = CairoRenderer().render(SampleLists.mask, scale: 1)
    let png = try image.pngData()
    #expect(png.starts(with: PNGChunks.signature))
    let decoded = try Bitmap(pngData: png)
    #expect(decoded == image)
    // The same image always encodes to the same bytes.
    #expect(try image.pngData() == png)
  }

  @Test func opaquePixelsDecodeOpaque() throws {
    var b = Bitmap(width: 2, height: 1)
    b[0, 0] = Pixel(alpha: 255, red: 10, green: 20, blue: 30)
    b[1, 0] = Pixel(alpha: 128, red: 64, green: 0, blue: 128)
    let decoded = try Bitmap(pngData: try b.pngData())
    #expect(decoded[0, 0] == b[0, 0])
    #expect(decoded[1, 0] == b[1, 0])
  }

  @Test func garbageIsNotAPNG() {
    #expect(throws: ImageCodingError.self) { try Bitmap(pngData: [1, 2, 3]) }
    var truncated = PNGChunks.signature
    truncated += [0, 0, 0, 13, 73, 72, 68, 82]
    #expect(throws: ImageCodingError.self) { try Bitmap(pngData: truncated) }
  }

  @Test func crc32KnownAnswer() {
    // The CRC of "IEND" with no data is the famous AE 42 60 82.
    #expect(PNGChunks.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    #expect(PNGChunks.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func apngStructure() throws {
    let renderer = CairoRenderer()
    let frames = (0..<3).map { i in
      var l = DisplayList(size: Size(width: 40, height: 30), background: .white)
      l.append(
        .fill(Path(rect: Rect(x: Double(i) * 10, y: 5, width: 10, height: 20)), .red, .nonZero))
      return renderer.render(l, scale: 1)
    }
    let bytes = try AnimatedPNG.encode(frames: frames, fps: 30)
    let chunks = try PNGChunks.parse(bytes)
    #expect(chunks.allSatisfy { $0.isCRCValid })
    #expect(chunks.map(\.type).first == "IHDR")
    #expect(chunks.map(\.type).last == "IEND")
    let actl = try #require(chunks.first { $0.type == "acTL" })
    #expect(actl.data.u32(at: 0) == 3)  // frames
    #expect(actl.data.u32(at: 4) == 0)  // loop forever
    // acTL comes before the first IDAT; frame 0's fcTL too.
    let types = chunks.map(\.type)
    #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
    #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!)
    // Sequence numbers run 0, 1, 2, … over fcTL and fdAT in file order.
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map {
      $0.data.u32(at: 0)
    }
    #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
    #expect(chunks.filter { $0.type == "fcTL" }.count == 3)
    let fctl = chunks.first { $0.type == "fcTL" }!
    #expect(fctl.data.u32(at: 4) == 40 && fctl.data.u32(at: 8) == 30)
    #expect(fctl.data[20] == 0 && fctl.data[21] == 1 && fctl.data[22] == 0 && fctl.data[23] == 30)
    // A plain PNG decoder shows the first frame.
    #expect(try Bitmap(pngData: bytes) == frames[0])
  }

  @Test func apngRejectsMixedSizes() {
    #expect(throws: ImageCodingError.self) {
      try AnimatedPNG.encode(
        frames: [Bitmap(width: 2, height: 2), Bitmap(width: 3, height: 2)], fps: 10)
    }
    #expect(throws: ImageCodingError.noFrames) { try AnimatedPNG.encode(frames: [], fps: 10) }
  }
}

extension [UInt8] {
  func u32(at i: Int) -> UInt32 {
    UInt32(self[i]) << 24 | UInt32(self[i + 1]) << 16 | UInt32(self[i + 2]) << 8
      | UInt32(self[i + 3])
  }
}
