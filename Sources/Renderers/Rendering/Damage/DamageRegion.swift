package import DynamicMenusGeometry

/// A box of whole device pixels: columns `x0..<x1`, rows `y0..<y1`.
package nonisolated struct PixelBox: Equatable {
  package var x0: Int
  package var y0: Int
  package var x1: Int
  package var y1: Int

  package init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// The pixels a device rectangle touches, cut to `canvas` (empty when it touches none).
  package init(covering r: Rect, in canvas: PixelBox) {
    guard !r.isNull, r.isFinite, r.width > 0, r.height > 0 else {
      self = .empty
      return
    }
    func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
      Int(Swift.min(Double(hi), Swift.max(Double(lo), v)))
    }
    x0 = clamp(r.minX.rounded(.down), canvas.x0, canvas.x1)
    y0 = clamp(r.minY.rounded(.down), canvas.y0, canvas.y1)
    x1 = clamp(r.maxX.rounded(.up), canvas.x0, canvas.x1)
    y1 = clamp(r.maxY.rounded(.up), canvas.y0, canvas.y1)
    if isEmpty { self = .empty }
  }

  /// The empty box.
  package static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  package var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  package func intersects(_ o: PixelBox) -> Bool {
    !isEmpty && !o.isEmpty && x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1
  }

  /// The box as a rectangle.
  package var rect: Rect {
    Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0))
  }
}

/// The pixels a frame must draw again: whole rows of the canvas, as a few bands, whose union
/// holds every pixel that can differ from the previous frame (``FrameRecord``).
///
/// Bands span the canvas's width because cairo rasterises the same pixels under a clip that
/// cuts a shape across rows as without it (its scan converter starts a cut edge exactly where
/// stepping would have brought it), but not under one that cuts it across columns (it splits
/// the edge at a rounded point): with bands, drawing the damage gives the frame, bit for bit.
package nonisolated struct DamageRegion {
  /// The canvas in device pixels.
  package let canvas: PixelBox
  /// Sorted, disjoint row ranges `y0..<y1`, at least `gap` rows apart.
  package private(set) var bands: [Range<Int>] = []
  /// Bands closer than this many rows join (fewer, larger clip boxes).
  package static let gap = 8

  package init(canvas: PixelBox) { self.canvas = canvas }

  /// The whole canvas.
  package static func full(_ canvas: PixelBox) -> DamageRegion {
    var d = DamageRegion(canvas: canvas)
    d.add(canvas)
    return d
  }

  package var isEmpty: Bool { bands.isEmpty }
  /// Whether the region is the whole canvas.
  package var isFull: Bool { bands == [canvas.y0..<canvas.y1] && !canvas.isEmpty }
  /// The pixels in the region.
  package var area: Int { bands.reduce(0) { $0 + $1.count } * (canvas.x1 - canvas.x0) }

  /// The region as device boxes (one per band).
  package var boxes: [PixelBox] {
    bands.map { PixelBox(x0: canvas.x0, y0: $0.lowerBound, x1: canvas.x1, y1: $0.upperBound) }
  }

  /// Whether the region shares a pixel with `b`.
  package func intersects(_ b: PixelBox) -> Bool {
    guard b.intersects(canvas) else { return false }
    return bands.contains { $0.overlaps(b.y0..<b.y1) }
  }

  /// Adds the rows of `b` (cut to the canvas). Returns whether the region grew.
  @discardableResult
  package mutating func add(_ b: PixelBox) -> Bool {
    guard b.intersects(canvas) else { return false }
    var rows = Swift.max(b.y0, canvas.y0)..<Swift.min(b.y1, canvas.y1)
    if bands.contains(where: {
      $0.lowerBound <= rows.lowerBound && rows.upperBound <= $0.upperBound
    }) {
      return false
    }
    // Swallow every band within `gap` rows, then insert in order.
    var kept: [Range<Int>] = []
    for band in bands {
      if band.upperBound + Self.gap >= rows.lowerBound
        && rows.upperBound + Self.gap >= band.lowerBound
      {
        rows =
          Swift.min(rows.lowerBound, band.lowerBound)..<Swift.max(rows.upperBound, band.upperBound)
      } else {
        kept.append(band)
      }
    }
    let at = kept.firstIndex { $0.lowerBound > rows.lowerBound } ?? kept.count
    kept.insert(rows, at: at)
    bands = kept
    return true
  }
}
