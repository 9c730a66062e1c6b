import DynamicMenusLayers
import DynamicMenusGeometry

/// Writes a ``DisplayList`` as an SVG 1.1 document that browsers show.
///
/// Every command has a faithful SVG 1.1 form except two, which are approximated:
/// - **text** is one `<text>` element per run, on the run's baseline, in its font family with
///   `sans-serif` as the fallback: the browser shapes the characters with the fonts it has,
///   so widths can differ slightly where DejaVu Sans is missing;
/// - **backdrop blur**: SVG 1.1 cannot read what lies behind an element, so the writer draws
///   the backdrop again (every command before the blur, as in ``DisplayList/backdropEnd(before:)``)
///   through a Gaussian blur and a saturation matrix, clipped to the region, then the tint.
///   The blur fades to transparent at the canvas edges, where the raster clamps.
///
/// Masks use the mask's alpha (a colour matrix turns the mask content white, since SVG 1.1
/// masks by luminance); shadows are `feGaussianBlur` filters of the content's alpha with
/// σ = radius / 2. Output is deterministic: the same list gives the same bytes.
public nonisolated struct SVGWriter: Sendable {
  /// The device scale written into `width` and `height` (the view box stays in points).
  /// Default 1.
  public var scale: Double

  /// Creates a writer.
  public init(scale: Double = 1) {
    self.scale = scale
  }

  /// The SVG document for `list`.
  public func write(_ list: DisplayList) -> String {
    let w = SVGFormat.number(list.size.width), h = SVGFormat.number(list.size.height)
    var doc = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" \
      width="\(SVGFormat.number(list.size.width * scale))" \
      height="\(SVGFormat.number(list.size.height * scale))" viewBox="0 0 \(w) \(h)">

      """
    let ids = SVGIdentifiers()
    var emitter = SVGEmitter(list: list, ids: ids)
    emitter.emitBackground()
    emitter.emit(0..<list.commands.count)
    doc += emitter.finish()
    doc += "</svg>\n"
    return doc
  }
}

/// The counter behind the writer's element ids (`c1`, `m2`, …), shared by nested emitters.
nonisolated final class SVGIdentifiers {
  private var next = 0

  /// A fresh id with the given prefix.
  func make(_ prefix: String) -> String {
    next += 1
    return prefix + String(next)
  }
}

/// The state machine that turns commands into SVG elements.
nonisolated struct SVGEmitter {
  /// One open bracket: a saved state or a group, and how many `<g>` it opened inside.
  nonisolated struct Frame {
    nonisolated enum Kind { case state, transparency, maskedContent, mask, shadow }
    var kind: Kind
    var openGroups = 0
    var savedTransform: AffineTransform
    var content = ""  // a mask frame keeps the content it masks
    var maskID = ""
  }

  let list: DisplayList
  let ids: SVGIdentifiers
  /// The output buffers: masked content and masks are written aside, then assembled.
  var buffers = [""]
  var frames: [Frame]
  /// The current transform from the current space to the canvas (points).
  var ctm = AffineTransform.identity

  init(list: DisplayList, ids: SVGIdentifiers) {
    self.list = list
    self.ids = ids
    self.frames = [Frame(kind: .state, savedTransform: .identity)]
  }

  mutating func line(_ s: String) {
    buffers[buffers.count - 1] += String(repeating: "  ", count: frames.count) + s + "\n"
  }

  /// The canvas in the current space: the region filters and masks must cover.
  var canvasInCurrentSpace: Rect {
    Rect(origin: .zero, size: list.size).applying(ctm.inverted()).insetBy(dx: -1, dy: -1)
  }

  mutating func emitBackground() {
    guard list.background.alpha > 0 else { return }
    line(
      "<rect width=\"\(SVGFormat.number(list.size.width))\" "
        + "height=\"\(SVGFormat.number(list.size.height))\" \(SVGFormat.fill(list.background))/>")
  }

  /// Emits the commands in `range`.
  mutating func emit(_ range: Range<Int>) {
    for i in range { emit(list.commands[i], at: i) }
  }

  mutating func openGroup(_ attributes: String) {
    line("<g \(attributes)>")
    frames[frames.count - 1].openGroups += 1
  }

  mutating func closeOpenGroups() {
    for _ in 0..<frames[frames.count - 1].openGroups {
      frames[frames.count - 1].openGroups -= 1
      line("</g>")
    }
  }

  /// Closes the innermost frame's groups and pops it, restoring the transform.
  mutating func popFrame() -> Frame {
    closeOpenGroups()
    let f = frames.removeLast()
    ctm = f.savedTransform
    return f
  }

  mutating func emit(_ command: DisplayCommand, at index: Int) {
    switch command {
    case .saveState:
      frames.append(Frame(kind: .state, savedTransform: ctm))
    case .restoreState:
      guard frames.count > 1, frames.last?.kind == .state else { return }
      _ = popFrame()
    case .concatenate(let t):
      ctm = t.concatenating(ctm)
      openGroup("transform=\"\(SVGFormat.matrix(t))\"")
    case .clip(let path, let rule):
      let id = ids.make("clip")
      let r = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
      line("<clipPath id=\"\(id)\"><path d=\"\(SVGFormat.pathData(path))\"\(r)/></clipPath>")
      openGroup("clip-path=\"url(#\(id))\"")
    case .clipRect(let rect):
      let id = ids.make("clip")
      line("<clipPath id=\"\(id)\"><rect \(SVGFormat.region(rect))/></clipPath>")
      openGroup("clip-path=\"url(#\(id))\"")
    case .beginTransparencyGroup(let opacity):
      line("<g opacity=\"\(SVGFormat.opacity(opacity))\">")
      frames.append(Frame(kind: .transparency, savedTransform: ctm))
    case .endTransparencyGroup:
      guard frames.last?.kind == .transparency else { return }
      _ = popFrame()
      line("</g>")
    case .beginMaskedContent:
      frames.append(Frame(kind: .maskedContent, savedTransform: ctm))
      buffers.append("")
    case .beginMask:
      guard frames.last?.kind == .maskedContent else { return }
      var f = popFrame()
      f.kind = .mask
      f.content = buffers.removeLast()
      frames.append(f)
      buffers.append("")
    case .endMask:
      guard frames.last?.kind == .mask else { return }
      let f = popFrame()
      let mask = buffers.removeLast()
      emitMask(content: f.content, mask: mask)
    case .beginShadow(let shadow):
      let id = ids.make("shadow")
      line(shadowFilter(id: id, shadow))
      line("<g filter=\"url(#\(id))\">")
      frames.append(Frame(kind: .shadow, savedTransform: ctm))
    case .endShadow:
      guard frames.last?.kind == .shadow else { return }
      _ = popFrame()
      line("</g>")
    case .shadow(let shadow, let path):
      emitShadow(shadow, path: path)
    case .fill(let path, let color, let rule):
      line("<path d=\"\(SVGFormat.pathData(path))\" \(SVGFormat.fill(color, rule: rule))/>")
    case .stroke(let path, let color, let style):
      line("<path d=\"\(SVGFormat.pathData(path))\" \(SVGFormat.stroke(color, style))/>")
    case .text(let run):
      emitText(run)
    case .image(let image):
      for shape in image.shapes {
        let d = SVGFormat.pathData(shape.path)
        if let rule = shape.fillRule {
          line("<path d=\"\(d)\" \(SVGFormat.fill(shape.color, rule: rule))/>")
        }
        if let stroke = shape.stroke {
          line("<path d=\"\(d)\" \(SVGFormat.stroke(shape.color, stroke))/>")
        }
      }
    case .bitmap(let image, let rect):
      let r = rect.standardized
      line(
        "<image x=\"\(SVGFormat.number(r.minX))\" y=\"\(SVGFormat.number(r.minY))\" "
          + "width=\"\(SVGFormat.number(r.width))\" height=\"\(SVGFormat.number(r.height))\" "
          + "preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(image.base64PNG)\"/>")
    case .backdropBlur(let blur):
      emitBackdropBlur(blur, at: index)
    }
  }

  /// Closes everything still open (an unbalanced list) and returns the document body.
  mutating func finish() -> String {
    while frames.count > 1 {
      switch frames.last!.kind {
      case .state: _ = popFrame()
      case .transparency, .shadow:
        _ = popFrame()
        line("</g>")
      case .maskedContent:
        // Masked content without a mask: draw it unmasked.
        _ = popFrame()
        let content = buffers.removeLast()
        buffers[buffers.count - 1] += content
      case .mask:
        let f = popFrame()
        let mask = buffers.removeLast()
        emitMask(content: f.content, mask: mask)
      }
    }
    closeOpenGroups()
    return buffers.joined()
  }
}
