/// The rectangle of pixels where two frames of one size differ: what an animated PNG frame
/// stores when only changed regions are kept
/// (``AnimatedPNG/encode(frames:fps:onlyChangedRegions:)``).
struct ChangedRegion: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest rectangle holding every pixel that differs between `a` and `b` (same size),
  /// or nil when they are equal.
  init?(between a: Bitmap, and b: Bitmap) {
    precondition(a.width == b.width && a.height == b.height, "frames of different sizes")
    let w = a.width
    var minX = w
    var maxX = -1
    var minY = -1
    var maxY = -1
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        for y in 0..<a.height {
          let row = y * w
          // The first and last differing pixel of the row, if any.
          var first = 0
          while first < w, pa[row + first] == pb[row + first] { first += 1 }
          guard first < w else { continue }
          var last = w - 1
          while last > first, pa[row + last] == pb[row + last] { last -= 1 }
          if minY < 0 { minY = y }
          maxY = y
          minX = Swift.min(minX, first)
          maxX = Swift.max(maxX, last)
        }
      }
    }
    guard minY >= 0 else { return nil }
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The region's pixels of `bitmap`, as a bitmap of the region's size.
  func crop(_ bitmap: Bitmap) -> Bitmap {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in y..<(y + height) {
      let start = row * bitmap.width + x
      pixels.append(contentsOf: bitmap.pixels[start..<(start + width)])
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }
}
