/// Bilinear upscaling of a premultiplied ARGB32 image by a power of two, in fixed point.
///
/// Low-resolution pixel i covers device pixels [i·f, (i+1)·f) and sits at their centre, so
/// device pixel x samples at u = (x + ½)/f − ½ = (2x + 1 − f) / 2f: with W = 2f, the left
/// neighbour is ⌊n/W⌋ and the weight of the right one (n mod W)/W, n = 2x + 1 − f. Edges are
/// clamped (the edge pixel repeats).
///
/// Two separable passes on 16-bit lanes (B, G, R, A: the byte order of a little-endian
/// `0xAARRGGBB`): each low row is first stretched horizontally (lanes scaled by W), then every
/// output row blends two stretched rows (lanes scaled by W², at most 255 · 256 = 65280, so the
/// wrapping 16-bit arithmetic is exact), rounds and narrows back to bytes, four pixels at a
/// time.
enum BilinearUpscale {
  /// The four bytes of a pixel as lanes.
  @inline(__always)
  static func lanes(_ p: UInt32) -> SIMD4<UInt16> {
    SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
  }

  /// The neighbours of output coordinate `x` among `n` low pixels and the right one's weight
  /// out of 2f.
  @inline(__always)
  static func neighbours(_ x: Int, _ n: Int, _ f: Int) -> (Int, Int, UInt16) {
    let w = 2 * f
    let v = 2 * x + 1 - f
    let i0 = v >= 0 ? v / w : -((-v + w - 1) / w)
    let t = UInt16(v - i0 * w)
    return (Swift.min(Swift.max(i0, 0), n - 1), Swift.min(Swift.max(i0 + 1, 0), n - 1), t)
  }

  /// Scales `low` (`width` × `height`) up by `factor` (1, 2, 4 or 8) into `out`
  /// (`outWidth` × `outHeight`, rows of `stride` pixels), where output pixel (0, 0) is device
  /// pixel (`offsetX`, `offsetY`) of the upscaled image. `scratch` holds the stretched rows
  /// (pass the same array again to reuse its memory).
  static func run(
    _ low: [UInt32], width lw: Int, height lh: Int, factor f: Int,
    scratch stretched: inout [UInt16],
    into out: UnsafeMutablePointer<UInt32>, stride: Int, width outWidth: Int, height outHeight: Int,
    offsetX: Int, offsetY: Int
  ) {
    precondition(f > 0 && f <= 8 && f & (f - 1) == 0, "BilinearUpscale: factor \(f)")
    let full = UInt16(2 * f)
    let shift = UInt16(2 * (2 * f).trailingZeroBitCount)  // log2(W²)
    let lanesPerRow = outWidth * 4
    // 1. Each low row stretched to the output width, lanes scaled by W.
    if stretched.count != lh * lanesPerRow {
      stretched = [UInt16](repeating: 0, count: lh * lanesPerRow)
    }
    stretched.withUnsafeMutableBufferPointer { buffer in
      var left = [Int](repeating: 0, count: outWidth), right = left
      var weight = [UInt16](repeating: 0, count: outWidth)
      for x in 0..<outWidth { (left[x], right[x], weight[x]) = neighbours(x + offsetX, lw, f) }
      let base = UnsafeMutableRawPointer(buffer.baseAddress!)
      low.withUnsafeBufferPointer { low in
        for j in 0..<lh {
          let row = low.baseAddress! + j * lw
          let dst = base + j * lanesPerRow * 2
          for x in 0..<outWidth {
            let t = SIMD4<UInt16>(repeating: weight[x])
            let v =
              lanes(row[left[x]]) &* (SIMD4(repeating: full) &- t) &+ lanes(row[right[x]]) &* t
            dst.storeBytes(of: v, toByteOffset: x * 8, as: SIMD4<UInt16>.self)
          }
        }
      }
    }
    // 2. Each output row: two stretched rows blended, rounded, narrowed, 4 pixels at a time.
    let round = SIMD16<UInt16>(repeating: 1 << (shift - 1))
    let shifts = SIMD16<UInt16>(repeating: shift)
    stretched.withUnsafeMutableBytes { rows in
      let base = UnsafeRawPointer(rows.baseAddress!)
      for y in 0..<outHeight {
        let (j0, j1, tv) = neighbours(y + offsetY, lh, f)
        let a = base + j0 * lanesPerRow * 2, b = base + j1 * lanesPerRow * 2
        let wa = SIMD16<UInt16>(repeating: full - tv), wb = SIMD16<UInt16>(repeating: tv)
        let dst = UnsafeMutableRawPointer(out + y * stride)
        var x = 0
        while x + 4 <= outWidth {
          let va = a.loadUnaligned(fromByteOffset: x * 8, as: SIMD16<UInt16>.self)
          let vb = b.loadUnaligned(fromByteOffset: x * 8, as: SIMD16<UInt16>.self)
          let v = (va &* wa &+ vb &* wb &+ round) &>> shifts
          dst.storeBytes(
            of: SIMD16<UInt8>(truncatingIfNeeded: v), toByteOffset: x * 4, as: SIMD16<UInt8>.self)
          x += 4
        }
        while x < outWidth {
          let va = a.loadUnaligned(fromByteOffset: x * 8, as: SIMD4<UInt16>.self)
          let vb = b.loadUnaligned(fromByteOffset: x * 8, as: SIMD4<UInt16>.self)
          let v =
            (va &* wa.lowHalf.lowHalf &+ vb &* wb.lowHalf.lowHalf &+ round.lowHalf.lowHalf)
            &>> shifts.lowHalf.lowHalf
          dst.storeBytes(
            of: SIMD4<UInt8>(truncatingIfNeeded: v), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
          x += 1
        }
      }
    }
  }
}
