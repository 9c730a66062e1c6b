public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusRendering

/// One call on a Core Graphics context (`CGContext`), or one step the Apple host takes with
/// offscreen bitmaps where Core Graphics has no single call: what a display list becomes on
/// an Apple platform (``GraphicsPlan``; docs/apple-host.md lists the mapping).
///
/// Coordinates are window points; the host's context starts with
/// ``HostCoordinateSpace/bitmapTransform(scale:)`` as its transform.
public nonisolated enum GraphicsOperation: Hashable, Sendable {
  /// `saveGState()`.
  case saveGState
  /// `restoreGState()`.
  case restoreGState
  /// `concatenate(_:)`.
  case concatenate(AffineTransform)
  /// `addPath(_:)` then `clip(using:)` with the rule.
  case clip(Path, FillRule)
  /// `clip(to:)` a rectangle.
  case clipToRect(Rect)
  /// `setAlpha(_:)`.
  case setAlpha(Double)
  /// `beginTransparencyLayer(auxiliaryInfo:)`.
  case beginTransparencyLayer
  /// `endTransparencyLayer()`.
  case endTransparencyLayer
  /// A transparent bitmap the size of the target becomes the context drawn into, with the
  /// transform and clip in force (`CGContext(data: nil, …)`, premultiplied RGBA).
  case beginOffscreen
  /// The same, alpha only (`CGImageAlphaInfo.alphaOnly`): what follows is a mask, drawn with
  /// the transform and clip the masked content began with (those of the context under it).
  case beginAlphaOffscreen
  /// The two innermost offscreens end (the mask, then the content under it); the content
  /// is drawn through the mask (`clip(to:mask:)`, `draw(_:in:)` in device space).
  case drawContentThroughMask
  /// The innermost offscreen ends and is drawn casting `shadow` (`setShadow(offset:blur:
  /// color:)` with its device-space values, `draw(_:in:)`).
  case drawOffscreenWithShadow(DeviceShadow)
  /// The shadow a path casts, without the path: the outside of the path as the clip
  /// (`addRect` of the target, `addPath`, `clip(using: .evenOdd)`), `setShadow`, `fillPath`.
  case shadowOfPath(DeviceShadow, Path)
  /// `setFillColor(_:)` (sRGB components).
  case setFillColor(Color)
  /// `setStrokeColor(_:)`.
  case setStrokeColor(Color)
  /// `setLineWidth(_:)`, `setLineCap(_:)`, `setLineJoin(_:)`, `setMiterLimit(_:)`.
  case setLineStyle(StrokeStyle)
  /// `addPath(_:)`.
  case addPath(Path)
  /// `fillPath(using:)`.
  case fillPath(FillRule)
  /// `strokePath()`.
  case strokePath
  /// Each run drawn at its baseline origin in the block's font and colour (`CTLineDraw`,
  /// with the text matrix flipped to the window's y-down points).
  case drawText(TextBlock)
  /// The bitmap made a `CGImage` once (a PNG by
  /// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`, pixels by
  /// `CGImage(width:height:…)` with straight alpha; kept while it is drawn), drawn with
  /// `draw(_:in:)` onto the rectangle, flipped upright in the y-down space, high-quality
  /// interpolation; ``Image/placeholder``'s shapes there when it cannot be decoded.
  case drawImage(BitmapImage, Rect)
  /// What lies under the region so far (`makeImage()` of the target, cropped) blurred
  /// (`CIGaussianBlur` of σ), saturated (`CIColorControls`), tinted, drawn clipped to the
  /// region.
  case backdropBlur(BackdropBlur)

  /// The operation's name as the mapping table in docs/apple-host.md writes it.
  public var name: String {
    switch self {
    case .saveGState: "saveGState"
    case .restoreGState: "restoreGState"
    case .concatenate: "concatenate"
    case .clip: "clip"
    case .clipToRect: "clipToRect"
    case .setAlpha: "setAlpha"
    case .beginTransparencyLayer: "beginTransparencyLayer"
    case .endTransparencyLayer: "endTransparencyLayer"
    case .beginOffscreen: "beginOffscreen"
    case .beginAlphaOffscreen: "beginAlphaOffscreen"
    case .drawContentThroughMask: "drawContentThroughMask"
    case .drawOffscreenWithShadow: "drawOffscreenWithShadow"
    case .shadowOfPath: "shadowOfPath"
    case .setFillColor: "setFillColor"
    case .setStrokeColor: "setStrokeColor"
    case .setLineStyle: "setLineStyle"
    case .addPath: "addPath"
    case .fillPath: "fillPath"
    case .strokePath: "strokePath"
    case .drawText: "drawText"
    case .drawImage: "drawImage"
    case .backdropBlur: "backdropBlur"
    }
  }
}
