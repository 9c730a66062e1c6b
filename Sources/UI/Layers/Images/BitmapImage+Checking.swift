/// What ``BitmapImage`` checks in a PNG (ISO/IEC 15948), without inflating its image data:
/// every chunk's CRC and a type of four ASCII letters; IHDR first, 13 bytes, a size of
/// 1…``BitmapImage/maximumDimension`` a side and at most
/// ``BitmapImage/maximumPixelCount`` pixels, a bit depth allowed for its colour type (§11.2.2,
/// table 11.1), methods 0 (interlace 0 or 1); PLTE before the image data for indexed colour;
/// at least one IDAT; and IEND.
nonisolated extension BitmapImage {
  /// The size `png` says it has, once everything above holds.
  static func checkedSize(of png: [UInt8]) throws(BitmapImageError) -> (width: Int, height: Int) {
    var size: (width: Int, height: Int)?
    var colorType: UInt8 = 0
    var sawPalette = false
    var sawData = false
    for chunk in try PNGChunks.parse(png) {
      let offset = chunk.offset ?? 0
      guard chunk.type.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
      else { throw .badChunkType(offset: offset) }
      guard chunk.isCRCValid else { throw .badChecksum(offset: offset, chunk: chunk.type) }
      guard size != nil || chunk.type == "IHDR" else {
        throw .badHeader("the first chunk is \(chunk.type), not IHDR")
      }
      switch chunk.type {
      case "IHDR":
        guard size == nil else { throw .badHeader("a second IHDR at byte \(offset)") }
        (size, colorType) = try checkedHeader(chunk.data)
      case "PLTE":
        sawPalette = true
      case "IDAT":
        guard colorType != 3 || sawPalette else {
          throw .missingChunk("indexed colour without a palette (PLTE) before the image data")
        }
        sawData = true
      case "IEND":
        guard sawData, let size else {
          throw .missingChunk("no image data (IDAT) before IEND")
        }
        return size
      default:
        break
      }
    }
    throw .truncated(offset: png.count, chunk: nil)
  }

  /// The allowed bit depths of a colour type; nil for a colour type that does not exist.
  static func bitDepths(ofColorType type: UInt8) -> [UInt8]? {
    switch type {
    case 0: [1, 2, 4, 8, 16]  // grey
    case 3: [1, 2, 4, 8]  // indexed
    case 2, 4, 6: [8, 16]  // RGB, grey + alpha, RGBA
    default: nil
    }
  }

  /// The size and colour type in a 13-byte IHDR.
  private static func checkedHeader(
    _ data: [UInt8]
  ) throws(BitmapImageError) -> ((width: Int, height: Int), UInt8) {
    guard data.count == 13 else { throw .badHeader("IHDR is \(data.count) bytes, not 13") }
    let width = Int(data.bigEndianUInt32(at: 0))
    let height = Int(data.bigEndianUInt32(at: 4))
    let (depth, colorType) = (data[8], data[9])
    guard width > 0, height > 0 else {
      throw .badHeader("the size is \(width) × \(height) pixels")
    }
    guard accepts(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
    guard let depths = bitDepths(ofColorType: colorType) else {
      throw .badHeader("colour type \(colorType) does not exist")
    }
    guard depths.contains(depth) else {
      throw .badHeader("bit depth \(depth) is not allowed with colour type \(colorType)")
    }
    guard data[10] == 0, data[11] == 0, data[12] <= 1 else {
      throw .badHeader("unknown compression, filter or interlace method")
    }
    return ((width, height), colorType)
  }
}
