package import DynamicMenusGeometry

/// Where a backdrop blur reads and at what resolution it works.
///
/// The blur runs at reduced resolution, as iOS does: the backdrop around the region (its box
/// grown by 3σ, cut to the canvas) is averaged down by a power of two f ≤ σ/3 device pixels
/// (at most 8), reading k × k evenly spaced pixels of each f × f block (k = min(f, 4): the
/// blur that follows, σ/f ≥ 3 low-resolution pixels, hides the sparse sampling).
package nonisolated struct BackdropSampling: Equatable {
  /// The device box of the result (the region's box on the canvas).
  package var box: Rect
  /// The device box read (the box grown by 3σ, on the canvas).
  package var sample: Rect
  /// The blur's standard deviation in device pixels.
  package var sigma: Double
  /// The downsampling factor and the samples per block side.
  package var factor: Int
  package var perSide: Int

  package init(box: Rect, sigma: Double, canvas: Rect) {
    self.box = box
    self.sigma = sigma
    let reach = (3 * sigma).rounded(.up)
    sample = box.insetBy(dx: -reach, dy: -reach).intersection(canvas).integral
    var f = 1
    while f < 8, Double(f * 2) <= sigma / 3 { f *= 2 }
    factor = f
    perSide = Swift.min(f, 4)
  }

  /// The low-resolution size.
  package var lowWidth: Int { (Int(sample.width) + factor - 1) / factor }
  package var lowHeight: Int { (Int(sample.height) + factor - 1) / factor }
}
