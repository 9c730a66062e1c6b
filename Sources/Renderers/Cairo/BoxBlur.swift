/// Box blurs, the building block of both Gaussian approximations: three passes of a box of
/// width d have a standard deviation of `σ = √((d² − 1)/4)` per pass combined, close to the
/// spec's `d = floor(σ·3·√(2π)/4 + 0.5)` (the SVG / CSS rule).
///
/// Each pass is a sliding sum, O(1) per pixel whatever the width, with edges clamped (the
/// edge pixel repeats). Colour planes run on `SIMD4<Float>` (all four channels at once),
/// alpha planes on `Float`.
enum BoxBlur {
  /// Three horizontal and three vertical passes of width `d` (odd, ≥ 1) over a plane of
  /// samples (`Float` alpha or `SIMD4<Float>` premultiplied RGBA).
  static func blur<T: BlurSample>(
    _ plane: inout [T], width: Int, height: Int, boxSize d: Int
  ) {
    guard d > 1, width > 0, height > 0 else { return }
    var scratch = [T](repeating: .zero, count: Swift.max(width, height))
    var column = [T](repeating: .zero, count: width)
    plane.withUnsafeMutableBufferPointer { p in
      scratch.withUnsafeMutableBufferPointer { s in
        column.withUnsafeMutableBufferPointer { acc in
          for _ in 0..<3 {
            for y in 0..<height { blurRow(p, start: y * width, count: width, d: d, scratch: s) }
          }
          for _ in 0..<3 { blurColumns(p, width: width, height: height, d: d, acc: acc) }
        }
      }
    }
  }

  /// One horizontal pass over one row.
  @inline(__always)
  static func blurRow<T: BlurSample>(
    _ p: UnsafeMutableBufferPointer<T>, start: Int, count n: Int, d: Int,
    scratch: UnsafeMutableBufferPointer<T>
  ) {
    let r = d / 2
    let inv = 1 / Float(d)
    for i in 0..<n { scratch[i] = p[start + i] }
    var sum = scratch[0] * Float(r + 1)
    for i in 1...r { sum += scratch[Swift.min(i, n - 1)] }
    for i in 0..<n {
      p[start + i] = sum * inv
      sum += scratch[Swift.min(i + r + 1, n - 1)] - scratch[Swift.max(i - r, 0)]
    }
  }

  /// One vertical pass over every column at once, row by row (cache friendly): `acc` holds
  /// the running window sums of all columns.
  @inline(__always)
  static func blurColumns<T: BlurSample>(
    _ p: UnsafeMutableBufferPointer<T>, width w: Int, height h: Int, d: Int,
    acc: UnsafeMutableBufferPointer<T>
  ) {
    let r = d / 2
    let inv = 1 / Float(d)
    // The pass reads rows it has already overwritten, so it keeps the source rows it still
    // needs (the r rows above the current one) in a ring of copies.
    var ring = [T](repeating: .zero, count: (r + 1) * w)
    for x in 0..<w {
      var sum = p[x] * Float(r + 1)
      for i in 1...r { sum += p[Swift.min(i, h - 1) * w + x] }
      acc[x] = sum
    }
    ring.withUnsafeMutableBufferPointer { ring in
      for y in 0..<h {
        // The last row's update would read the row it just wrote; nothing uses it anyway.
        let slot = (y % (r + 1)) * w
        let add = Swift.min(y + r + 1, h - 1) * w
        let oldY = Swift.max(y - r, 0)
        let old = (oldY % (r + 1)) * w
        for x in 0..<w {
          ring[slot + x] = p[y * w + x]
          p[y * w + x] = acc[x] * inv
          // Row max(y − r, 0) leaves the window; it was saved in the ring when it was current
          // (slot `old` differs from `slot` since r ≥ 1).
          acc[x] += p[add + x] - ring[old + x]
        }
      }
    }
  }
}

/// A sample a box blur can sum: `Float` or `SIMD4<Float>`.
protocol BlurSample {
  static var zero: Self { get }
  static func + (a: Self, b: Self) -> Self
  static func - (a: Self, b: Self) -> Self
  static func += (a: inout Self, b: Self)
  static func * (a: Self, b: Float) -> Self
}

extension Float: BlurSample {}
extension SIMD4<Float>: BlurSample {}
