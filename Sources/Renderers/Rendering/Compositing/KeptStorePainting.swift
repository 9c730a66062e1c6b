public import DynamicMenusGeometry

/// How a renderer paints a kept store where its commands would draw: the renderer contract's
/// rules for kept content (docs/rendering.md), decided here once for every renderer
/// (``KeptContents`` gives each use its painting; the cairo compositor and the canvas's
/// kept-contents.js only perform it).
///
/// A store that lands on the target's pixel grid unscaled and unturned is copied pixel for
/// pixel, its place rounded to the nearest whole device pixel (as Flutter's raster cache and
/// Chromium's compositor snap a translated layer); any other transform resamples it
/// bilinearly; a transform that shrinks it below ``smallestScale`` draws its commands
/// instead, sharper than bilinear's aliasing and cheaper than averaging boxes.
///
/// ```swift
/// switch use.painting {
/// case .copy(let x, let y): …        // nearest neighbour at a whole pixel
/// case .resample(let storeToDevice): …  // bilinear
/// case .drawCommands: …              // the commands, not the store
/// case .nothing: break
/// }
/// ```
public nonisolated enum KeptStorePainting: Hashable, Sendable {
  /// Copied pixel for pixel with its top left at this whole device pixel.
  case copy(x: Double, y: Double)
  /// Resampled bilinearly through this transform, store pixels to device pixels.
  case resample(AffineTransform)
  /// Shrunk below ``smallestScale``: its commands are drawn instead.
  case drawCommands
  /// The transform is singular (or not finite): nothing is painted, as its commands would
  /// draw nothing.
  case nothing

  /// How far a transform's linear part may be from the identity and still count as a
  /// translation (its store lands on the pixel grid): 1e-9.
  public static let gridTolerance = 1e-9
  /// The least scale, on either axis, at which a store is resampled: 0.5.
  public static let smallestScale = 0.5

  /// Whether a store is painted (copied or resampled), not its commands drawn.
  public var paintsStore: Bool {
    switch self {
    case .copy, .resample: true
    case .drawCommands, .nothing: false
    }
  }

  /// The map from the store's pixels to device pixels it is painted through, and whether
  /// it is copied (nearest neighbour) rather than resampled (bilinear); nil where no store
  /// is painted.
  public var storeToDevice: (transform: AffineTransform, copies: Bool)? {
    switch self {
    case .copy(let x, let y): (AffineTransform(translationX: x, y: y), true)
    case .resample(let t): (t, false)
    case .drawCommands, .nothing: nil
    }
  }

  /// Whether `transform` only moves (within ``gridTolerance``).
  public static func isTranslation(_ transform: AffineTransform) -> Bool {
    Swift.abs(transform.a - 1) < gridTolerance && Swift.abs(transform.d - 1) < gridTolerance
      && Swift.abs(transform.b) < gridTolerance && Swift.abs(transform.c) < gridTolerance
  }

  /// How to paint a store drawn at `scale` device pixels per point from the layer's space
  /// at `origin` (the store's frame's top left), under `transform` (the layer's space to
  /// device pixels).
  public init(transform t: AffineTransform, origin: Point, scale: Double) {
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite, scale > 0, scale.isFinite else {
      self = .nothing
      return
    }
    let k = 1 / scale
    let placed = AffineTransform(
      a: t.a * k, b: t.b * k, c: t.c * k, d: t.d * k,
      tx: t.a * origin.x + t.c * origin.y + t.tx, ty: t.b * origin.x + t.d * origin.y + t.ty)
    if Self.isTranslation(placed) {
      // Half a pixel rounds away from zero (Swift's rounded()).
      self = .copy(x: placed.tx.rounded(), y: placed.ty.rounded())
      return
    }
    let shrink = Swift.min(
      (placed.a * placed.a + placed.b * placed.b).squareRoot(),
      (placed.c * placed.c + placed.d * placed.d).squareRoot())
    self = shrink < Self.smallestScale ? .drawCommands : .resample(placed)
  }
}
