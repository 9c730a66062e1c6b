import DynamicMenusLayers
import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering

/// One frame's walk over a display list: a state machine over cairo's context, with a stack
/// of open brackets (saved states, groups, masks, shadows).
struct RenderPass {
  /// One open bracket.
  struct Frame {
    enum Kind {
      case state
      case transparency(Double)
      case maskedContent
      case mask(content: OpaquePointer)  // the popped content pattern
      case shadow(Shadow, start: Int)
    }
    var kind: Kind
    /// A singular transform was applied: nothing draws until this bracket ends (cairo would
    /// otherwise put the whole context into an error state).
    var isDegenerate: Bool
  }

  let cr: OpaquePointer
  let list: DisplayList
  let scale: Double
  let renderer: CairoRenderer
  let surface: CairoSurface
  /// Where each group can put ink: its offscreen surface is clipped to that box.
  let bounds: InkBounds
  var frames: [Frame] = [Frame(kind: .state, isDegenerate: false)]
  /// Backdrop blurs whose backdrop did not change since the last frame, by command index:
  /// what they painted then, painted again without reading the backdrop.
  let reusableBackdrops: [Int: BackdropImage]
  /// What each backdrop blur painted this frame, by command index.
  var paintedBackdrops: [Int: BackdropImage] = [:]

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

  var isDegenerate: Bool { frames[frames.count - 1].isDegenerate }

  /// The innermost bracket that is not a saved state: what a closer closes (restoring the
  /// states saved inside it first); nil when only states are open.
  var innermostGroup: Frame.Kind? {
    frames.dropFirst().last { if case .state = $0.kind { false } else { true } }?.kind
  }

  mutating func run() {
    for i in list.commands.indices { execute(list.commands[i], at: i) }
    // Close whatever an unbalanced list left open, innermost first.
    while frames.count > 1 { closeInnermost(at: list.commands.count) }
  }

  /// Opens a group's offscreen surface, clipped to the group's ink box. A save brackets the
  /// clip; ``closeInnermost(at:)`` restores it.
  mutating func beginGroup(at index: Int, _ kind: Frame.Kind) {
    cairo_save(cr)
    if !isDegenerate, let box = bounds.groups[index] {
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
      cairo_clip(cr)
      cairo_set_matrix(cr, &m)
    }
    cairo_push_group(cr)
    push(kind)
  }

  mutating func push(_ kind: Frame.Kind) {
    frames.append(Frame(kind: kind, isDegenerate: isDegenerate))
  }

  mutating func execute(_ command: DisplayCommand, at index: Int) {
    switch command {
    case .saveState:
      cairo_save(cr)
      push(.state)
    case .restoreState:
      guard frames.count > 1, case .state = frames[frames.count - 1].kind else { return }
      frames.removeLast()
      cairo_restore(cr)
    case .concatenate(let t):
      guard !isDegenerate else { return }
      guard t.isFinite, t.determinant != 0, t.determinant.isFinite else {
        frames[frames.count - 1].isDegenerate = true
        return
      }
      var m = CairoDrawing.matrix(t)
      cairo_transform(cr, &m)
    case .clip(let path, let rule):
      guard !isDegenerate else { return }
      CairoDrawing.setPath(cr, path)
      cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    case .clipRect(let r):
      guard !isDegenerate else { return }
      cairo_new_path(cr)
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      cairo_clip(cr)
    case .beginTransparencyGroup(let opacity):
      beginGroup(at: index, .transparency(opacity))
    case .beginMaskedContent:
      beginGroup(at: index, .maskedContent)
    case .beginMask:
      guard case .maskedContent = innermostGroup else { return }
      unwindStates()
      let content = cairo_pop_group(cr)!
      let degenerate = frames.removeLast().isDegenerate
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      frames.append(Frame(kind: .mask(content: content), isDegenerate: degenerate))
    case .beginShadow(let shadow):
      beginGroup(at: index, .shadow(shadow, start: index + 1))
    case .endTransparencyGroup:
      guard case .transparency = innermostGroup else { return }
      closeInnermost(at: index)
    case .endMask:
      guard case .mask = innermostGroup else { return }
      closeInnermost(at: index)
    case .endShadow:
      guard case .shadow = innermostGroup else { return }
      closeInnermost(at: index)
    case .shadow(let shadow, let path):
      guard !isDegenerate, shadow.isVisible else { return }
      drawPathShadow(shadow, path: path)
    case .fill(let path, let color, let rule):
      guard !isDegenerate, color.alpha > 0 else { return }
      CairoDrawing.fill(cr, path, color, rule)
    case .stroke(let path, let color, let style):
      guard !isDegenerate, color.alpha > 0 else { return }
      CairoDrawing.stroke(cr, path, color, style)
    case .text(let block):
      guard !isDegenerate, block.color.alpha > 0 else { return }
      TextEngine.shared.draw(block, in: cr)
    case .image(let image):
      guard !isDegenerate else { return }
      drawShapes(image.shapes)
    case .bitmap(let image, let rect):
      guard !isDegenerate else { return }
      drawBitmap(image, in: rect)
    case .backdropBlur(let blur):
      guard !isDegenerate else { return }
      drawBackdropBlur(blur, at: index)
    }
  }

  /// Restores the saved states opened inside the innermost group, so cairo's group stack and
  /// state stack stay in step.
  mutating func unwindStates() {
    while frames.count > 1, case .state = frames[frames.count - 1].kind {
      frames.removeLast()
      cairo_restore(cr)
    }
  }

  /// Closes the innermost bracket (after unwinding saved states inside it) and composites it.
  mutating func closeInnermost(at index: Int) {
    unwindStates()
    guard frames.count > 1 else { return }
    let frame = frames.removeLast()
    switch frame.kind {
    case .state:
      break
    case .transparency(let opacity):
      cairo_pop_group_to_source(cr)
      if !isDegenerate { cairo_paint_with_alpha(cr, Swift.min(1, Swift.max(0, opacity))) }
      cairo_restore(cr)
    case .maskedContent:
      // Content whose mask never came: draw it unmasked.
      cairo_pop_group_to_source(cr)
      if !isDegenerate { cairo_paint(cr) }
      cairo_restore(cr)
    case .mask(let content):
      let mask = cairo_pop_group(cr)!
      if !isDegenerate {
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
      }
      cairo_pattern_destroy(mask)
      cairo_pattern_destroy(content)
      cairo_restore(cr)
    case .shadow(let shadow, let start):
      let content = cairo_pop_group(cr)!
      // The shadow reaches past the group's box: lift the group's clip first.
      cairo_restore(cr)
      if !isDegenerate {
        if shadow.isVisible, let ink = bounds.groups[start - 1], !ink.isEmpty {
          drawGroupShadow(shadow, content: content, ink: ink, commands: start..<index)
        }
        cairo_set_source(cr, content)
        cairo_paint(cr)
      }
      cairo_pattern_destroy(content)
    }
  }
}
