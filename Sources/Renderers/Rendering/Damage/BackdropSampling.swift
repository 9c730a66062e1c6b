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

  /// How far past the region the blur reads, in standard deviations: 3.
  package static let reach = 3.0
  /// The largest downsampling factor: 8.
  package static let largestFactor = 8
  /// The fewest low-resolution pixels a standard deviation spans: a factor doubles while
  /// σ/f stays at least this, 3.
  package static let pixelsPerSigma = 3.0

  /// The power of two a blur of `sigma` device pixels averages down by.
  package static func factor(sigma: Double) -> Int {
    var f = 1
    while f < largestFactor, Double(f * 2) <= sigma / pixelsPerSigma { f *= 2 }
    return f
  }

  package init(box: Rect, sigma: Double, canvas: Rect) {
    self.box = box
    self.sigma = sigma
    let reach = (Self.reach * sigma).rounded(.up)
    sample = box.insetBy(dx: -reach, dy: -reach).intersection(canvas).integral
    factor = Self.factor(sigma: sigma)
    perSide = Swift.min(factor, 4)
  }

  /// The low-resolution size.
  package var lowWidth: Int { (Int(sample.width) + factor - 1) / factor }
  package var lowHeight: Int { (Int(sample.height) + factor - 1) / factor }
}
