/// Bilinear upscaling of a premultiplied ARGB32 image by a power of two, in fixed point.
///
/// Low-resolution pixel i covers device pixels [i·f, (i+1)·f) and sits at their centre, so
/// device pixel x samples at u = (x + ½)/f − ½ = (2x + 1 − f) / 2f: with W = 2f, the left
/// neighbour is ⌊n/W⌋ and the weight of the right one (n mod W)/W, n = 2x + 1 − f. Edges are
/// clamped (the edge pixel repeats). Each pass blends the four channels at once as a
/// `SIMD4<UInt16>` (B, G, R, A: the byte order of a little-endian `0xAARRGGBB`), scaled by W
/// per pass (255 · W² + W²/2 ≤ 65408 fits 16 bits), rounding to nearest.
enum BilinearUpscale {
  /// The four bytes of a pixel as lanes.
  @inline(__always)
  static func lanes(_ p: UInt32) -> SIMD4<UInt16> {
    SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
  }

  /// Scales `low` (`width` × `height`) up by `factor` into `out` (`outWidth` × `outHeight`,
  /// rows of `stride` pixels), where output pixel (0, 0) is device pixel
  /// (`offsetX`, `offsetY`) of the upscaled image.
  static func run(
    _ low: [UInt32], width lw: Int, height lh: Int, factor f: Int,
    into out: UnsafeMutablePointer<UInt32>, stride: Int, width outWidth: Int, height outHeight: Int,
    offsetX: Int, offsetY: Int
  ) {
    let w = 2 * f
    let shift = UInt16(2 * w.trailingZeroBitCount)  // log2(W²)
    let round = SIMD4<UInt16>(repeating: 1 << (shift - 1))
    @inline(__always) func neighbours(_ x: Int, _ n: Int) -> (Int, Int, UInt16) {
      let v = 2 * x + 1 - f
      let i0 = v >= 0 ? v / w : -((-v + w - 1) / w)
      let t = UInt16(v - i0 * w)
      return (Swift.min(Swift.max(i0, 0), n - 1), Swift.min(Swift.max(i0 + 1, 0), n - 1), t)
    }
    // Horizontal neighbours and weights, once per column.
    var left = [Int](repeating: 0, count: outWidth), right = left
    var weight = [UInt16](repeating: 0, count: outWidth)
    for x in 0..<outWidth {
      (left[x], right[x], weight[x]) = neighbours(x + offsetX, lw)
    }
    let full = UInt16(w)
    var row = [SIMD4<UInt16>](repeating: .zero, count: lw)
    low.withUnsafeBufferPointer { low in
      left.withUnsafeBufferPointer { left in
        right.withUnsafeBufferPointer { right in
          weight.withUnsafeBufferPointer { weight in
            row.withUnsafeMutableBufferPointer { row in
              for y in 0..<outHeight {
                // Vertical blend of two low rows, lanes scaled by W.
                let (j0, j1, tv) = neighbours(y + offsetY, lh)
                let a = low.baseAddress! + j0 * lw, b = low.baseAddress! + j1 * lw
                let wa = SIMD4<UInt16>(repeating: full - tv), wb = SIMD4<UInt16>(repeating: tv)
                for i in 0..<lw { row[i] = lanes(a[i]) &* wa &+ lanes(b[i]) &* wb }
                // Horizontal blend, lanes scaled by W², then back to 8 bits.
                let dst = out + y * stride
                for x in 0..<outWidth {
                  let t = weight[x]
                  let v =
                    (row[left[x]] &* SIMD4(repeating: full - t) &+ row[right[x]]
                      &* SIMD4(repeating: t) &+ round) &>> SIMD4(repeating: shift)
                  dst[x] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: v), to: UInt32.self)
                }
              }
            }
          }
        }
      }
    }
  }
}
