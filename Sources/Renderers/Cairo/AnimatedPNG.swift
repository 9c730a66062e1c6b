import DynamicMenusLayers

/// Animated PNG (APNG) assembly from PNG frames.
///
/// APNG is the animated format of choice: every current browser shows it, its first frame is
/// an ordinary PNG (so any PNG viewer shows a still), it is lossless with full alpha, and it
/// needs no new dependency — cairo writes each frame as a PNG, and this type turns the
/// frames' `IDAT` chunks into `fdAT` chunks with `acTL` and `fcTL` around them (animated WebP
/// would need libwebp and is lossy or much larger when lossless with alpha).
///
/// Layout: signature, `IHDR` (of the first frame), `acTL` (frame count, plays 0 = loop
/// forever), then per frame an `fcTL` (full-canvas region, delay, dispose none, blend source)
/// followed by the image data — `IDAT` for frame 0, `fdAT` (a sequence number, then the
/// `IDAT` payload) for the others — and `IEND`. Sequence numbers count every `fcTL` and
/// `fdAT` from 0.
public enum AnimatedPNG {
  /// The APNG file of `frames` shown `fps` frames a second (any positive rate; the delay is
  /// written as the fraction 1/fps, or in milliseconds when fps is not a whole number).
  ///
  /// With `onlyChangedRegions`, each frame after the first stores only the rectangle of
  /// pixels that differ from the frame before (APNG's frame offsets, blend "source", dispose
  /// "none": the rest of the canvas stays), and a frame equal to the one before lengthens its
  /// delay instead of being stored: a menu opening on a still screen costs its moving parts,
  /// not the whole canvas every frame. The pixels shown are the same either way.
  public static func encode(
    frames: [Bitmap], fps: Double, onlyChangedRegions: Bool = false
  ) throws -> [UInt8] {
    guard let first = frames.first else { throw ImageCodingError.noFrames }
    for (index, frame) in frames.enumerated()
    where frame.width != first.width || frame.height != first.height {
      throw ImageCodingError.frameSizeMismatch(
        expected: "\(first.width) × \(first.height)", found: "\(frame.width) × \(frame.height)",
        frame: index)
    }
    // What to store: (frame index, region, how many frame periods it shows).
    let full = ChangedRegion(x: 0, y: 0, width: first.width, height: first.height)
    var parts: [(index: Int, region: ChangedRegion, periods: Int)] = [(0, full, 1)]
    for index in 1..<frames.count {
      guard onlyChangedRegions else {
        parts.append((index, full, 1))
        continue
      }
      if let region = ChangedRegion(between: frames[index - 1], and: frames[index]) {
        parts.append((index, region, 1))
      } else {
        parts[parts.count - 1].periods += 1
      }
    }
    let (delayNumerator, delayDenominator) = delay(fps: fps)
    var chunks: [PNGChunks.Chunk] = []
    var sequence: UInt32 = 0
    for (partIndex, part) in parts.enumerated() {
      let image =
        part.region == full ? frames[part.index] : part.region.crop(frames[part.index])
      let png = try PNGChunks.parse(try image.pngData())
      if partIndex == 0 {
        guard let header = png.first(where: { $0.type == "IHDR" }) else {
          throw ImageCodingError.notAPNG("cairo wrote no IHDR")
        }
        chunks.append(header)
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(parts.count))
        actl.appendBigEndian(UInt32(0))  // plays: 0 = forever
        chunks.append(PNGChunks.Chunk(type: "acTL", data: actl))
      }
      var fctl: [UInt8] = []
      fctl.appendBigEndian(sequence)
      fctl.appendBigEndian(UInt32(part.region.width))
      fctl.appendBigEndian(UInt32(part.region.height))
      fctl.appendBigEndian(UInt32(part.region.x))  // x offset
      fctl.appendBigEndian(UInt32(part.region.y))  // y offset
      let numerator = Swift.min(65535, Int(delayNumerator) * part.periods)
      fctl.appendBigEndian(UInt16(numerator))
      fctl.appendBigEndian(delayDenominator)
      fctl.append(0)  // dispose_op: none
      fctl.append(0)  // blend_op: source (the region replaces what was there)
      chunks.append(PNGChunks.Chunk(type: "fcTL", data: fctl))
      sequence += 1
      for idat in png where idat.type == "IDAT" {
        if partIndex == 0 {
          chunks.append(idat)
        } else {
          var fdat: [UInt8] = []
          fdat.reserveCapacity(idat.data.count + 4)
          fdat.appendBigEndian(sequence)
          fdat.append(contentsOf: idat.data)
          chunks.append(PNGChunks.Chunk(type: "fdAT", data: fdat))
          sequence += 1
        }
      }
    }
    chunks.append(PNGChunks.Chunk(type: "IEND", data: []))
    return PNGChunks.encode(chunks)
  }

  /// The frame delay as a fraction of a second: 1/fps for whole rates up to 65535, else
  /// milliseconds.
  static func delay(fps: Double) -> (UInt16, UInt16) {
    guard fps.isFinite, fps > 0 else { return (1, 60) }
    if fps == fps.rounded(), fps <= 65535 { return (1, UInt16(fps)) }
    let ms = Swift.min(65535, Swift.max(1, (1000 / fps).rounded()))
    return (UInt16(ms), 1000)
  }
}
