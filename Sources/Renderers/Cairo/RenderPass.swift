import DynamicMenusLayers
import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering

/// One frame's walk over a display list: a state machine over cairo's context, with a stack
/// of open brackets (saved states, groups, masks, shadows). ``DisplayListLowering`` applies
/// the renderer contract first, so every closer that reaches ``execute(_:at:)`` closes the
/// innermost bracket and nothing reaches it under a singular transform.
struct RenderPass {
  /// One open bracket.
  enum Frame {
    case state
    case transparency(Double)
    case maskedContent
    case mask(content: OpaquePointer)  // the popped content pattern
    case shadow(Shadow, start: Int)
  }

  let cr: OpaquePointer
  let list: DisplayList
  let scale: Double
  let renderer: CairoRenderer
  let surface: CairoSurface
  /// Where each group can put ink: its offscreen surface is clipped to that box.
  let bounds: InkBounds
  var frames: [Frame] = []
  /// Backdrop blurs whose backdrop did not change since the last frame, by command index:
  /// what they painted then, painted again without reading the backdrop.
  let reusableBackdrops: [Int: BackdropImage]
  /// What each backdrop blur painted this frame, by command index.
  var paintedBackdrops: [Int: BackdropImage] = [:]
  /// Kept backing stores painted in place of the commands that draw them, by the index of
  /// their first command (``CairoCompositor``).
  var keptStores: [Int: KeptStorePaint] = [:]

  init(
    cr: OpaquePointer, list: DisplayList, scale: Double, renderer: CairoRenderer,
    surface: CairoSurface, bounds: InkBounds, reusableBackdrops: [Int: BackdropImage] = [:]
  ) {
    self.cr = cr
    self.list = list
    self.scale = scale
    self.renderer = renderer
    self.surface = surface
    self.bounds = bounds
    self.reusableBackdrops = reusableBackdrops
  }

  mutating func run() {
    var lowering = DisplayListLowering()
    var i = 0
    while i < list.commands.count {
      // A kept store's commands are balanced: skipped whole, the lowering stays in step.
      if let kept = keptStores[i] {
        if !lowering.isSuppressed { paintKeptStore(kept) }
        i = kept.end
        continue
      }
      lowering.lower(list.commands[i]) { execute($0, at: i) }
      i += 1
    }
    lowering.finish { execute($0, at: list.commands.count) }
  }

  /// Opens a group's offscreen surface, clipped to the group's ink box. A save brackets the
  /// clip; ``closeInnermost(at:)`` restores it.
  mutating func beginGroup(at index: Int, _ kind: Frame) {
    cairo_save(cr)
    if let box = bounds.groups[index] {
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
      cairo_clip(cr)
      cairo_set_matrix(cr, &m)
    }
    cairo_push_group(cr)
    frames.append(kind)
  }

  mutating func execute(_ command: DisplayCommand, at index: Int) {
    switch command {
    case .saveState:
      cairo_save(cr)
      frames.append(.state)
    case .restoreState, .endTransparencyGroup, .endMask, .endShadow:
      closeInnermost(at: index)
    case .concatenate(let t):
      var m = CairoDrawing.matrix(t)
      cairo_transform(cr, &m)
    case .clip(let path, let rule):
      CairoDrawing.setPath(cr, path)
      cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    case .clipRect(let r):
      cairo_new_path(cr)
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      cairo_clip(cr)
    case .beginTransparencyGroup(let opacity):
      beginGroup(at: index, .transparency(opacity))
    case .beginMaskedContent:
      beginGroup(at: index, .maskedContent)
    case .beginMask:
      frames.removeLast()
      frames.append(.mask(content: cairo_pop_group(cr)!))
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    case .beginShadow(let shadow):
      beginGroup(at: index, .shadow(shadow, start: index + 1))
    case .shadow(let shadow, let path):
      guard shadow.isVisible else { return }
      drawPathShadow(shadow, path: path)
    case .fill(let path, let color, let rule):
      guard color.alpha > 0 else { return }
      CairoDrawing.fill(cr, path, color, rule)
    case .stroke(let path, let color, let style):
      guard color.alpha > 0 else { return }
      CairoDrawing.stroke(cr, path, color, style)
    case .text(let block):
      guard block.color.alpha > 0 else { return }
      TextEngine.shared.draw(block, in: cr)
    case .image(let image):
      drawShapes(image.shapes)
    case .bitmap(let image, let rect):
      drawBitmap(image, in: rect)
    case .backdropBlur(let blur):
      drawBackdropBlur(blur, at: index)
    }
  }

  /// Closes the innermost bracket and composites it.
  mutating func closeInnermost(at index: Int) {
    switch frames.removeLast() {
    case .state:
      cairo_restore(cr)
    case .transparency(let opacity):
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, Swift.min(1, Swift.max(0, opacity)))
      cairo_restore(cr)
    case .maskedContent:
      // Content whose mask never came: draw it unmasked.
      cairo_pop_group_to_source(cr)
      cairo_paint(cr)
      cairo_restore(cr)
    case .mask(let content):
      let mask = cairo_pop_group(cr)!
      cairo_set_source(cr, content)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
      cairo_pattern_destroy(content)
      cairo_restore(cr)
    case .shadow(let shadow, let start):
      let content = cairo_pop_group(cr)!
      // The shadow reaches past the group's box: lift the group's clip first.
      cairo_restore(cr)
      if shadow.isVisible, let ink = bounds.groups[start - 1], !ink.isEmpty {
        drawGroupShadow(shadow, content: content, ink: ink, commands: start..<index)
      }
      cairo_set_source(cr, content)
      cairo_paint(cr)
      cairo_pattern_destroy(content)
    }
  }
}
