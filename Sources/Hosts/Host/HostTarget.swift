/// What a host draws into, which decides what each ``HostFrame`` says must be drawn again.
///
/// A target that keeps its pixels from frame to frame (a Core Graphics bitmap, a browser
/// canvas, a cairo surface) draws only ``HostFrame/changedRows``; one that is redrawn whole
/// every frame (a composed scene, a recorder) skips the bookkeeping.
///
/// ```swift
/// let host = ControlHost(settings: settings, target: HostTarget(keepsDrawingsWhole: true))
/// ```
public nonisolated struct HostTarget: Hashable, Sendable {
  /// Whether the target keeps its pixels between frames. Default true. False: every frame's
  /// ``HostFrame/changedRows`` are all rows and no damage is tracked.
  public var keepsPixels: Bool
  /// Whether the target draws every drawing whole or not at all, because its rasterizer
  /// antialiases a shape cut by a row clip differently from the same shape uncut (Skia, in
  /// a browser's canvas). The changed rows then grow to whole drawings. Default false
  /// (cairo and Core Graphics antialias a clipped shape as the uncut one).
  public var keepsDrawingsWhole: Bool
  /// Whether the target keeps what each backdrop blur painted until the next frame that has
  /// blurs, so an unchanged blur is painted again from it instead of read and blurred again
  /// (``HostFrame/reusableBackdrops``). Default false.
  public var keepsBackdrops: Bool
  /// Whether the target is a retained compositor that shows the window's layers as layers
  /// of its own (Core Animation's, through `CompositingPlan`) rather than pixels: a frame
  /// then builds no display list and tracks no damage (``HostFrame/displayList`` is empty,
  /// ``HostFrame/changedRows`` too). Default false.
  public var compositesLayers: Bool
  /// Whether the target keeps layers' contents in stores of its own and paints them from
  /// there while the layers only move, turn, scale or fade (`CairoCompositor`): each frame
  /// then says where in its display list every layer's contents lie
  /// (``HostFrame/contentsPlacements``). Default false.
  public var keepsLayerContents: Bool

  /// A target; the defaults describe a bitmap that keeps its pixels and clips exactly.
  public init(
    keepsPixels: Bool = true, keepsDrawingsWhole: Bool = false, keepsBackdrops: Bool = false,
    compositesLayers: Bool = false, keepsLayerContents: Bool = false
  ) {
    self.keepsPixels = keepsPixels
    self.keepsDrawingsWhole = keepsDrawingsWhole
    self.keepsBackdrops = keepsBackdrops
    self.compositesLayers = compositesLayers
    self.keepsLayerContents = keepsLayerContents
  }

  /// A target redrawn whole every frame (a recorder, a playground that composes the
  /// control into its own frame).
  public static let redrawnEveryFrame = HostTarget(keepsPixels: false)

  /// A retained compositor: the Apple hosts' `CALayer` trees.
  public static let compositor = HostTarget(compositesLayers: true)
}
