public import DynamicMenusGeometry
public import DynamicMenusLayers

/// One resolved drawing instruction of a ``DisplayList``.
///
/// Commands are plain values in the list's coordinate space (points, y down). They nest:
/// every `begin…` has a matching `end…`, and ``saveState`` / ``restoreState`` bracket
/// transform and clip changes. Renderers read the list front to back and keep a state stack,
/// exactly like a Core Graphics context.
public nonisolated enum DisplayCommand: Hashable, Sendable {
  /// Pushes the current transform and clip.
  case saveState
  /// Pops the transform and clip pushed by the matching ``saveState``.
  case restoreState
  /// Applies `transform` first, then the current transform (`CGContext.concatenate`).
  case concatenate(AffineTransform)
  /// Intersects the clip with the inside of `path` under `rule`.
  case clip(Path, FillRule)
  /// Intersects the clip with `rect`.
  case clipRect(Rect)

  /// Starts a transparency group: what follows, up to ``endTransparencyGroup``, is composited
  /// on its own and then drawn with `opacity` (0…1), as a layer with `opacity < 1` and
  /// sublayers is in Core Animation.
  case beginTransparencyGroup(opacity: Double)
  /// Ends the innermost transparency group.
  case endTransparencyGroup

  /// Starts masked content: what follows, up to ``beginMask``, is the content.
  case beginMaskedContent
  /// Ends the masked content and starts the mask: what follows, up to ``endMask``, is drawn in
  /// the same state as the content began, and only its **alpha** is used (opaque shows,
  /// transparent hides).
  case beginMask
  /// Ends the mask and composites the content through it.
  case endMask

  /// Starts content that casts `shadow` from its composited alpha (a layer without a
  /// `shadowPath`); ends at ``endShadow``. The shadow is drawn under the content.
  case beginShadow(Shadow)
  /// Ends the innermost shadowed content.
  case endShadow
  /// Draws the shadow that `path` casts (a layer with a `shadowPath`), right away.
  case shadow(Shadow, path: Path)

  /// Fills `path` with `color` under `rule`.
  case fill(Path, Color, FillRule)
  /// Strokes `path` (already trimmed and dashed) with `color` and `style`.
  case stroke(Path, Color, StrokeStyle)
  /// Draws laid-out text: runs of characters on their baselines.
  case text(TextBlock)
  /// Draws a vector image (an icon's shapes, placed and coloured).
  case image(VectorImage)
  /// Draws a bitmap stretched onto `rect` (points, the current space), smoothly filtered;
  /// a renderer that cannot decode it draws `Image.placeholder` there instead.
  case bitmap(BitmapImage, in: Rect)
  /// Blurs, saturates and tints what lies behind a region (a BlurView's backdrop).
  case backdropBlur(BackdropBlur)
}

nonisolated extension DisplayCommand {
  /// Whether the command begins a group a renderer composites on its own (a transparency
  /// group, masked content, content casting a shadow): what a renderer numbering its
  /// groups in list order counts (the web host's group ink boxes).
  public var beginsGroup: Bool {
    switch self {
    case .beginTransparencyGroup, .beginMaskedContent, .beginShadow: true
    default: false
    }
  }
}
