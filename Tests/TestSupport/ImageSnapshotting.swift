public import DynamicMenusCairo
public import DynamicMenusRendering
import Foundation
public import SnapshotTesting

// Helpers shared by the test targets: image and SVG snapshot strategies.
//
// Recording: snapshot-testing records a reference only when none exists, unless
// SNAPSHOT_TESTING_RECORD says otherwise (`all` re-records everything, `never` fails on a
// missing reference; `make test` sets `never`). On a mismatch the new image is written under
// SNAPSHOT_ARTIFACTS (default: the temporary directory), named like its reference.

extension Diffing where Value == Bitmap {
  /// Compares bitmaps channel by channel: two pixels match when no channel (alpha or a
  /// premultiplied colour) differs by more than `tolerance` (0…255), and the images match
  /// when at most `allowedFraction` of the pixels differ.
  public static func bitmap(tolerance: Int, allowedFraction: Double) -> Diffing {
    .diff(
      toData: { (try? $0.pngData()).map { Data($0) } ?? Data() },
      fromData: { (try? Bitmap(pngData: [UInt8]($0))) ?? Bitmap(width: 0, height: 0) },
      diffV2: { reference, image in
        guard reference.width == image.width, reference.height == image.height else {
          return (
            "size \(image.width) × \(image.height) differs from the reference's "
              + "\(reference.width) × \(reference.height)", []
          )
        }
        let comparison = BitmapComparison(reference, image, tolerance: tolerance)
        let allowed = Int(allowedFraction * Double(image.pixels.count))
        guard comparison.differingPixels > allowed else { return nil }
        return (comparison.description(allowed: allowed), [])
      })
  }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// A PNG snapshot of a bitmap with a per-channel tolerance (default 2 of 255) and a share
  /// of pixels allowed to exceed it (default 0).
  public static func png(tolerance: Int = 2, allowedFraction: Double = 0) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .bitmap(tolerance: tolerance, allowedFraction: allowedFraction))
  }
}

extension Snapshotting where Value == DisplayList, Format == Bitmap {
  /// A display list rendered by cairo at `scale`, compared as a PNG snapshot.
  public static func png(
    scale: Double, tolerance: Int = 2, allowedFraction: Double = 0
  ) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.png(tolerance: tolerance, allowedFraction: allowedFraction)
      .pullback { CairoRenderer().render($0, scale: scale) }
  }
}

extension Snapshotting where Value == DisplayList, Format == String {
  /// A display list written as SVG, compared as text line by line.
  public static var svg: Snapshotting {
    var strategy = Snapshotting<String, String>.lines.pullback { SVGWriter().write($0) }
    strategy.pathExtension = "svg"
    return strategy
  }
}

/// The per-pixel comparison of two equally sized bitmaps.
public struct BitmapComparison: Sendable {
  /// Pixels with some channel beyond the tolerance.
  public let differingPixels: Int
  /// The largest channel difference seen, 0…255.
  public let maximumDifference: Int
  /// The first differing pixel, row-major.
  public let firstDifference: (x: Int, y: Int)?
  /// The tolerance the comparison used.
  public let tolerance: Int

  /// Compares `a` and `b` (same size) with a per-channel `tolerance`.
  public init(_ a: Bitmap, _ b: Bitmap, tolerance: Int) {
    var count = 0, maximum = 0
    var first: (Int, Int)?
    for i in a.pixels.indices where a.pixels[i] != b.pixels[i] {
      let d = Pixel(a.pixels[i]).maximumChannelDifference(from: Pixel(b.pixels[i]))
      maximum = Swift.max(maximum, d)
      if d > tolerance {
        count += 1
        if first == nil { first = (i % a.width, i / a.width) }
      }
    }
    differingPixels = count
    maximumDifference = maximum
    firstDifference = first
    self.tolerance = tolerance
  }

  /// A failure message.
  public func description(allowed: Int) -> String {
    var s = "\(differingPixels) pixels differ by more than \(tolerance)/255 in some channel "
    s += "(\(allowed) allowed); the largest difference is \(maximumDifference)"
    if let f = firstDifference { s += ", the first at (\(f.x), \(f.y))" }
    return s
  }
}
