public import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusRendering

/// A display list as Core Graphics operations, command by command and in order: each command
/// becomes a fixed short sequence (docs/apple-host.md has the table), so the Apple host only
/// performs them and holds no drawing logic of its own.
///
/// A group that Core Graphics cannot draw in one context (masked content, content casting a
/// shadow from its alpha) goes through offscreen bitmaps: its `begin` starts one and its
/// `end` composites it, so the order of the list is kept.
///
/// The plan follows the context's transform (save, restore, concatenate), starting from the
/// bitmap's, so that shadows reach Core Graphics in device pixels (``DeviceShadow``): Core
/// Graphics applies no transform to a shadow's offset and blur.
///
/// ```swift
/// var plan = GraphicsPlan(base: space.bitmapTransform(scale: frame.scale))
/// for command in frame.displayList.commands {
///   for operation in plan.operations(for: command) { perform(operation, in: context) }
/// }
/// for operation in plan.finish() { perform(operation, in: context) }
/// ```
public nonisolated struct GraphicsPlan {
  /// The renderer contract's rules (unbalanced lists, singular transforms), applied first.
  private var lowering = DisplayListLowering()
  /// The offscreens open now, innermost last.
  private var offscreens: [Offscreen] = []
  /// The shadows of the shadowed groups open now, innermost last: closing one composites
  /// with the shadow its `beginShadow` named.
  private var openShadows: [Shadow] = []
  /// The context's transform now: window points to device pixels.
  public private(set) var ctm: AffineTransform
  /// The transforms `saveGState` kept, innermost last.
  private var savedTransforms: [AffineTransform] = []
  /// The transforms in force when each open offscreen began, innermost last: ending it
  /// returns to the context it was drawn over.
  private var offscreenTransforms: [AffineTransform] = []

  /// What an open offscreen holds.
  private enum Offscreen { case maskedContent, mask, shadow }

  /// A plan at the start of a display list drawn with `base` as the context's transform
  /// (default identity: device pixels are window points).
  public init(base: AffineTransform = .identity) { ctm = base }

  /// The operations `list` becomes, in order, drawn over `base`, what it leaves open closed.
  public static func operations(
    for list: DisplayList, base: AffineTransform = .identity
  ) -> [GraphicsOperation] {
    var plan = GraphicsPlan(base: base)
    var result: [GraphicsOperation] = []
    for command in list.commands { result += plan.operations(for: command) }
    return result + plan.finish()
  }

  /// The operations that close what the list left open, innermost first: a renderer performs
  /// them after the last command (the renderer contract, docs/rendering.md).
  public mutating func finish() -> [GraphicsOperation] {
    var lowered: [DisplayCommand] = []
    lowering.finish { lowered.append($0) }
    return lowered.flatMap { balancedOperations(for: $0) }
  }

  /// The operations the next command of the list becomes. A list whose brackets do not nest
  /// (``DisplayList/isBalanced``) or that applies a singular transform is drawn by the
  /// renderer contract (``DisplayListLowering``), and ``finish()`` closes what is left open.
  public mutating func operations(for command: DisplayCommand) -> [GraphicsOperation] {
    var lowered: [DisplayCommand] = []
    lowering.lower(command) { lowered.append($0) }
    return lowered.flatMap { balancedOperations(for: $0) }
  }

  private static let noShadow = Shadow(color: .clear, opacity: 0, offset: .zero, radius: 0)

  /// The operations of one command of the lowered list, where every closer closes the
  /// innermost bracket.
  private mutating func balancedOperations(for command: DisplayCommand) -> [GraphicsOperation] {
    switch command {
    case .saveState, .beginTransparencyGroup:
      savedTransforms.append(ctm)
      if case .beginTransparencyGroup(let opacity) = command {
        return [.saveGState, .setAlpha(opacity), .beginTransparencyLayer]
      }
      return [.saveGState]
    case .restoreState:
      ctm = savedTransforms.popLast() ?? ctm
      return [.restoreGState]
    case .endTransparencyGroup:
      ctm = savedTransforms.popLast() ?? ctm
      return [.endTransparencyLayer, .restoreGState]
    case .concatenate(let t):
      // Core Graphics' `concatenate`: t applies first, then the transform in force.
      ctm = t.concatenating(ctm)
      return [.concatenate(t)]
    case .clip(let path, let rule): return [.clip(path, rule)]
    case .clipRect(let r): return [.clipToRect(r)]
    case .beginMaskedContent:
      offscreens.append(.maskedContent)
      offscreenTransforms.append(ctm)
      return [.beginOffscreen]
    case .beginMask:
      // The mask draws in the transform its content began with (the renderer contract).
      offscreens[offscreens.count - 1] = .mask
      ctm = offscreenTransforms.last ?? ctm
      offscreenTransforms.append(ctm)
      return [.beginAlphaOffscreen]
    case .beginShadow(let shadow):
      offscreens.append(.shadow)
      openShadows.append(shadow)
      offscreenTransforms.append(ctm)
      return [.beginOffscreen]
    case .endMask, .endShadow:
      switch offscreens.popLast() {
      case .mask:
        // The mask's offscreen, then the content's: back to the content's context.
        _ = offscreenTransforms.popLast()
        ctm = offscreenTransforms.popLast() ?? ctm
        return [.drawContentThroughMask]
      case .shadow:
        ctm = offscreenTransforms.popLast() ?? ctm
        let shadow = openShadows.popLast() ?? Self.noShadow
        return [.drawOffscreenWithShadow(DeviceShadow(shadow, ctm: ctm))]
      case .maskedContent, nil:
        // Content whose mask never came: drawn as it is.
        ctm = offscreenTransforms.popLast() ?? ctm
        return [.drawOffscreenWithShadow(DeviceShadow(Self.noShadow, ctm: ctm))]
      }
    case .shadow(let shadow, let path):
      return [.shadowOfPath(DeviceShadow(shadow, ctm: ctm), path)]
    case .fill(let path, let color, let rule):
      return [.setFillColor(color), .addPath(path), .fillPath(rule)]
    case .stroke(let path, let color, let style):
      return [.setStrokeColor(color), .setLineStyle(style), .addPath(path), .strokePath]
    case .text(let block): return [.drawText(block)]
    case .image(let image):
      // Each shape as the fill and the stroke it has, back to front.
      var result: [GraphicsOperation] = []
      for shape in image.shapes {
        if let rule = shape.fillRule {
          result += [.setFillColor(shape.color), .addPath(shape.path), .fillPath(rule)]
        }
        if let style = shape.stroke {
          result += [
            .setStrokeColor(shape.color), .setLineStyle(style), .addPath(shape.path), .strokePath,
          ]
        }
      }
      return result
    case .bitmap(let image, let rect): return [.drawImage(image, rect)]
    case .backdropBlur(let blur): return [.backdropBlur(blur)]
    }
  }
}
