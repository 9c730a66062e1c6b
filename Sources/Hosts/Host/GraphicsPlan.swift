import DynamicMenusGeometry
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
/// ```swift
/// var plan = GraphicsPlan()
/// for command in frame.displayList.commands {
///   for operation in plan.operations(for: command) { perform(operation, in: context) }
/// }
/// ```
public nonisolated struct GraphicsPlan {
  /// The shadows of the shadowed groups open now, innermost last: `endShadow` composites
  /// with the shadow its `beginShadow` named.
  private var openShadows: [Shadow] = []

  /// A plan at the start of a display list.
  public init() {}

  /// The operations `list` becomes, in order.
  public static func operations(for list: DisplayList) -> [GraphicsOperation] {
    var plan = GraphicsPlan()
    var result: [GraphicsOperation] = []
    for command in list.commands { result += plan.operations(for: command) }
    return result
  }

  /// The operations the next command of the list becomes. A list whose brackets do not
  /// nest (``DisplayList/isBalanced``) is not drawn by a renderer; an `endShadow` without
  /// its begin here composites without a shadow rather than trapping.
  public mutating func operations(for command: DisplayCommand) -> [GraphicsOperation] {
    switch command {
    case .saveState: return [.saveGState]
    case .restoreState: return [.restoreGState]
    case .concatenate(let t): return [.concatenate(t)]
    case .clip(let path, let rule): return [.clip(path, rule)]
    case .clipRect(let r): return [.clipToRect(r)]
    case .beginTransparencyGroup(let opacity):
      return [.saveGState, .setAlpha(opacity), .beginTransparencyLayer]
    case .endTransparencyGroup: return [.endTransparencyLayer, .restoreGState]
    case .beginMaskedContent: return [.beginOffscreen]
    case .beginMask: return [.beginAlphaOffscreen]
    case .endMask: return [.drawContentThroughMask]
    case .beginShadow(let shadow):
      openShadows.append(shadow)
      return [.beginOffscreen]
    case .endShadow:
      let shadow =
        openShadows.popLast() ?? Shadow(color: .clear, opacity: 0, offset: .zero, radius: 0)
      return [.drawOffscreenWithShadow(shadow)]
    case .shadow(let shadow, let path): return [.shadowOfPath(shadow, path)]
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
