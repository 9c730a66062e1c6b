/// A bitmap as a PNG file, for writers that can only embed PNG (an SVG's `<image>`), whatever
/// its ``BitmapImage/Format``.
nonisolated extension BitmapImage {
  /// The image as a PNG file: ``data`` itself for a PNG; pixels written as an 8-bit RGBA PNG
  /// whose image data is stored, not compressed (exact and simple; no writer here needs it
  /// small).
  public var pngFile: [UInt8] {
    switch format {
    case .png:
      return data
    case .rgba:
      let rowBytes = pixelWidth * 4
      var rows: [UInt8] = []
      rows.reserveCapacity((rowBytes + 1) * pixelHeight)
      for y in 0..<pixelHeight {
        rows.append(0)  // filter type 0: the row as it is
        rows += data[y * rowBytes..<(y + 1) * rowBytes]
      }
      return Self.png(width: pixelWidth, height: pixelHeight, colorType: 6, rows: rows)
    }
  }

  /// A PNG of `rows` (each a filter byte, then its pixels) at 8 bits a channel in
  /// `colorType` (2 RGB, 6 RGBA), its image data in stored deflate blocks.
  package static func png(width: Int, height: Int, colorType: UInt8, rows: [UInt8]) -> [UInt8] {
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, colorType, 0, 0, 0]  // 8 bits; deflate, filter method 0, no interlace
    return PNGChunks.encode([
      PNGChunks.Chunk(type: "IHDR", data: header),
      PNGChunks.Chunk(type: "IDAT", data: storedZlib(rows)),
      PNGChunks.Chunk(type: "IEND", data: []),
    ])
  }

  /// `bytes` as a zlib stream of stored (uncompressed) deflate blocks of up to 65,535 bytes,
  /// then the Adler-32 of the bytes (RFC 1950, 1951).
  package static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary, fastest
    var start = 0
    repeat {
      let length = min(65_535, bytes.count - start)
      let isLast = start + length == bytes.count
      let size = UInt16(length)
      result += [isLast ? 1 : 0, UInt8(size & 0xFF), UInt8(size >> 8)]
      result += [UInt8(~size & 0xFF), UInt8(~size >> 8)]
      result += bytes[start..<start + length]
      start += length
    } while start < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    result.appendBigEndian(b << 16 | a)
    return result
  }
}
