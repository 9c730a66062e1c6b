import DynamicMenusLayers
import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import Testing

/// `AnimatedPNG.encode(frames:fps:onlyChangedRegions: true)`: each frame stores only the
/// rectangle that changed, equal frames lengthen the delay, and the pixels shown are the same.
@Suite struct AnimatedPNGRegionTests {
  /// Three frames of a red square moving right, then the last frame twice more.
  static func frames() -> [Bitmap] {
    let renderer = CairoRenderer()
    return [0, 1, 2, 2, 2].map { i in
      var l = DisplayList(size: Size(width: 40, height: 30), background: .white)
      l.append(
        .fill(Path(rect: Rect(x: Double(i) * 10, y: 5, width: 10, height: 20)), .red, .nonZero))
      return renderer.render(l, scale: 1)
    }
  }

  /// Plays an APNG as a decoder does (dispose none, blend source): the canvas after each
  /// stored frame, with how many periods it shows (its delay numerator).
  static func play(_ bytes: [UInt8]) throws -> [(Bitmap, Int)] {
    let chunks = try PNGChunks.parse(bytes)
    let header = try #require(chunks.first { $0.type == "IHDR" })
    var canvas = Bitmap(width: Int(be32(header.data, 0)), height: Int(be32(header.data, 4)))
    var result: [(Bitmap, Int)] = []
    var index = 0
    while index < chunks.count {
      guard chunks[index].type == "fcTL" else {
        index += 1
        continue
      }
      let f = chunks[index].data
      let (w, h, x, y) = (be32(f, 4), be32(f, 8), be32(f, 12), be32(f, 16))
      let delay = Int(f[20]) << 8 | Int(f[21])
      index += 1
      // The frame's image data: IDAT as is, fdAT without its sequence number.
      var data: [PNGChunks.Chunk] = []
      while index < chunks.count, chunks[index].type == "IDAT" || chunks[index].type == "fdAT" {
        let c = chunks[index]
        data.append(
          PNGChunks.Chunk(type: "IDAT", data: c.type == "IDAT" ? c.data : Array(c.data[4...])))
        index += 1
      }
      var ihdr = header.data
      ihdr.replaceSubrange(0..<8, with: bytesOf(w) + bytesOf(h))
      let png = PNGChunks.encode(
        [PNGChunks.Chunk(type: "IHDR", data: ihdr)] + data + [
          PNGChunks.Chunk(type: "IEND", data: [])
        ])
      let part = try Bitmap(pngData: png)
      for py in 0..<Int(h) {
        for px in 0..<Int(w) { canvas[Int(x) + px, Int(y) + py] = part[px, py] }
      }
      result.append((canvas, delay))
    }
    return result
  }

  static func be32(_ d: [UInt8], _ i: Int) -> UInt32 {
    UInt32(d[i]) << 24 | UInt32(d[i + 1]) << 16 | UInt32(d[i + 2]) << 8 | UInt32(d[i + 3])
  }

  static func bytesOf(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  @Test func changedRegionsShowTheSamePixels() throws {
    let frames = Self.frames()
    let played = try Self.play(
      try AnimatedPNG.encode(frames: frames, fps: 20, onlyChangedRegions: true))
    // Frames 2, 3 and 4 are equal: stored once, shown for three periods.
    #expect(played.map(\.1) == [1, 1, 3])
    #expect(played.map(\.0) == [frames[0], frames[1], frames[2]])
    // Without the option every frame is stored whole, and plays the same.
    let whole = try Self.play(try AnimatedPNG.encode(frames: frames, fps: 20))
    #expect(whole.map(\.0) == frames)
  }

  @Test func aChangedFrameStoresOnlyItsRectangle() throws {
    let bytes = try AnimatedPNG.encode(frames: Self.frames(), fps: 20, onlyChangedRegions: true)
    let fctls = try PNGChunks.parse(bytes).filter { $0.type == "fcTL" }.map(\.data)
    #expect(fctls.count == 3)
    // Frame 1: the square moved from x 0…10 to 10…20, rows 5…25: the box 0…20 × 5…25.
    let f = fctls[1]
    #expect(
      [Self.be32(f, 4), Self.be32(f, 8), Self.be32(f, 12), Self.be32(f, 16)] == [20, 20, 0, 5])
    #expect(f[24] == 0 && f[25] == 0)  // dispose none, blend source
  }
}
