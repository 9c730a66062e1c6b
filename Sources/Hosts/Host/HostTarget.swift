/// What a host draws into, which decides what each ``HostFrame`` says must be drawn again.
///
/// Either a retained compositor (``compositor``), which shows the window's layers as layers
/// of its own, or a bitmap drawn from each frame's display list (``bitmap(pixels:keepsLayerContents:)``).
/// A bitmap that keeps its pixels from frame to frame (a Core Graphics bitmap, a browser
/// canvas, a cairo surface) draws only ``HostFrame/changedRows``; one that is redrawn whole
/// every frame (a composed scene, a recorder) skips the bookkeeping. A target is made only
/// through these, so what does not apply to a kind of target cannot be said of it (a
/// compositor that keeps its backdrops, a bitmap redrawn every frame that draws its drawings
/// whole).
///
/// ```swift
/// let host = ControlHost(
///   settings: settings, target: .bitmap(pixels: .kept(drawingsWhole: true)))
/// ```
public nonisolated struct HostTarget: Hashable, Sendable {
  /// Whether the target is a retained compositor that shows the window's layers as layers of
  /// its own (Core Animation's, through `CompositingPlan`) rather than pixels: a frame then
  /// builds no display list and tracks no damage (``HostFrame/displayList`` is empty,
  /// ``HostFrame/changedRows`` too).
  public let compositesLayers: Bool
  /// Whether the target is a bitmap that keeps its pixels between frames (``Pixels/kept(drawingsWhole:backdrops:)``).
  public var keepsPixels: Bool { pixels.keepsPixels }
  /// Whether the target is a bitmap whose changed rows grow to whole drawings.
  public var keepsDrawingsWhole: Bool { pixels.keepsDrawingsWhole }
  /// Whether the target is a bitmap that keeps its backdrop blurs between frames.
  public var keepsBackdrops: Bool { pixels.keepsBackdrops }
  /// Whether the target is a bitmap that keeps layers' contents in stores of its own and
  /// paints them from there while the layers only move, turn, scale or fade
  /// (`CairoCompositor`, the canvas's kept stores): each frame then says where in its display
  /// list every layer's contents lie (``HostFrame/contentsPlacements``), the list being the
  /// host's `CompositingPlan` performed (its versions say when a kept store is stale).
  public let keepsLayerContents: Bool
  /// How a bitmap's pixels live from frame to frame (a compositor's: redrawn, unused).
  private let pixels: Pixels

  private init(compositesLayers: Bool, pixels: Pixels, keepsLayerContents: Bool) {
    self.compositesLayers = compositesLayers
    self.pixels = pixels
    self.keepsLayerContents = keepsLayerContents
  }

  /// A retained compositor: the Apple hosts' `CALayer` trees.
  public static var compositor: HostTarget {
    HostTarget(compositesLayers: true, pixels: .redrawnEveryFrame, keepsLayerContents: false)
  }

  /// A bitmap drawn from each frame's display list: how its `pixels` live from frame to
  /// frame, and whether it `keepsLayerContents` (default false).
  public static func bitmap(pixels: Pixels, keepsLayerContents: Bool = false) -> HostTarget {
    HostTarget(compositesLayers: false, pixels: pixels, keepsLayerContents: keepsLayerContents)
  }

  /// A bitmap that keeps its pixels and clips exactly: the default.
  public static var bitmap: HostTarget { .bitmap(pixels: .kept()) }

  /// A bitmap redrawn whole every frame (a recorder, a playground that composes the control
  /// into its own frame).
  public static var redrawnEveryFrame: HostTarget { .bitmap(pixels: .redrawnEveryFrame) }

  /// How a bitmap's pixels live from frame to frame: redrawn whole (``redrawnEveryFrame``)
  /// or kept (``kept(drawingsWhole:backdrops:)``).
  public struct Pixels: Hashable, Sendable {
    fileprivate let keepsPixels: Bool
    fileprivate let keepsDrawingsWhole: Bool
    fileprivate let keepsBackdrops: Bool

    /// Drawn whole every frame: every frame's ``HostFrame/changedRows`` are all rows and no
    /// damage is tracked.
    public static var redrawnEveryFrame: Pixels {
      Pixels(keepsPixels: false, keepsDrawingsWhole: false, keepsBackdrops: false)
    }

    /// Kept between frames: only ``HostFrame/changedRows`` are drawn again.
    ///
    /// `drawingsWhole`: the bitmap's rasterizer antialiases a shape cut by a row clip
    /// differently from the same shape uncut (Skia, in a browser's canvas), so the changed
    /// rows grow to whole drawings. Default false (cairo and Core Graphics antialias a
    /// clipped shape as the uncut one). `backdrops`: the bitmap keeps what each backdrop blur
    /// painted until the next frame that has blurs, so an unchanged blur is painted again
    /// from it instead of read and blurred again (``HostFrame/reusableBackdrops``). Default
    /// false.
    public static func kept(drawingsWhole: Bool = false, backdrops: Bool = false) -> Pixels {
      Pixels(keepsPixels: true, keepsDrawingsWhole: drawingsWhole, keepsBackdrops: backdrops)
    }
  }
}
