import DynamicMenusLayers
package import DynamicMenusGeometry

/// What one frame drew, element by element, in device pixels: the record a renderer keeps
/// to find the pixels the next frame must draw again (``damage(since:hasBackdrop:)``).
///
/// An **element** is a drawing command (fill, stroke, text, image, shadow, backdrop blur) or
/// a group bracket (`begin…`, `beginMask`, `end…`), with
/// - the device box it can change (its ink, padded for antialiasing; a group's box is where
///   its offscreen surface can put ink, a shadow group's includes its shadow),
/// - the transform it was drawn under,
/// - its **scope**: the clips and the enclosing groups (their kind, parameters and section)
///   it was drawn inside.
///
/// A pixel's value depends only on the elements whose boxes contain it, in order, each with
/// its command, transform and scope: a group whose box misses the pixel, or a drawing whose
/// ink misses it, cannot change it. So if two frames' element sequences are aligned (a common
/// subsequence of equal elements), every pixel outside the boxes of the unaligned elements
/// sees the same elements in the same order and keeps its value. Effects that read a
/// neighbourhood widen this (``damage(since:hasBackdrop:)``): a shadow group is drawn again
/// whole, and a backdrop blur whose backdrop changed reads a backdrop drawn again whole.
package nonisolated struct FrameRecord {
  /// One element of the frame.
  package struct Element {
    /// The command's index in the frame's list.
    package var index: Int
    /// Its scope, an index into ``FrameRecord/scopes``.
    package var scope: Int
    /// User space → device pixels.
    package var ctm: AffineTransform
    /// The pixels it can change.
    package var box: PixelBox
    /// A summary of the above for a quick inequality test.
    package var hash: Int
  }

  /// One link of a scope chain: a clip, or the content or mask section of a group.
  package enum ScopeEntry: Equatable {
    case root
    case clip(DisplayCommand, AffineTransform)
    case group(DisplayCommand, AffineTransform, isMask: Bool)
  }

  /// A scope: its innermost entry and the scope around it.
  package struct Scope {
    package var parent: Int
    package var entry: ScopeEntry
    package var hash: Int
  }

  /// A backdrop blur of the frame.
  package struct Blur {
    /// The position of its element in ``FrameRecord/elements``.
    package var element: Int
    /// The command's index in the list.
    package var index: Int
    /// Where its backdrop ends: commands before this index draw what it blurs.
    package var backdropEnd: Int
    /// The pixels it reads (its region's box grown by its reach), padded.
    package var sample: PixelBox
  }

  package let list: DisplayList
  package let scale: Double
  package let canvas: PixelBox
  /// Whether the list's brackets nest (the record follows the renderer only then).
  package let isBalanced: Bool
  package private(set) var elements: [Element] = []
  package private(set) var scopes: [Scope] = [Scope(parent: -1, entry: .root, hash: 0)]
  /// Boxes drawn whole or not at all, in order: a shadow group's reach (its shadow blurs its
  /// content across any cut) and text (cairo composites glyphs another way when a clip cuts
  /// them, and overlapping glyph edges come out differently); with `keepsDrawingsWhole`, every
  /// drawing but a backdrop blur.
  package private(set) var indivisible: [PixelBox] = []
  package private(set) var blurs: [Blur] = []

  /// The pixels an element may reach beyond its box: antialiasing and rounding.
  package static let padding = 2.0

  /// Records `list` drawn at `scale` on `canvas`. `keepsDrawingsWhole`: a renderer whose
  /// rasteriser antialiases a shape under a clip that cuts it differently from the same shape
  /// uncut (Skia, the browser's canvas: it picks another scan converter) draws every fill,
  /// stroke, image and shadow whole or not at all; cairo's does not need to (default false).
  package init(
    _ list: DisplayList, bounds: InkBounds, scale: Double, canvas: PixelBox,
    keepsDrawingsWhole: Bool = false
  ) {
    self.list = list
    self.scale = scale
    self.canvas = canvas
    isBalanced = list.isBalanced
    var ctm = AffineTransform(scaleX: scale, y: scale)
    var scope = 0
    // Saved (transform, scope) pairs; groups save too, as the renderer does.
    var saved: [(AffineTransform, Int)] = []
    // Open groups: where each began, its scope outside, and its transform.
    var open: [(index: Int, outer: Int, ctm: AffineTransform)] = []
    var backdropEnd = 0
    for (i, command) in list.commands.enumerated() {
      switch command {
      case .saveState:
        saved.append((ctm, scope))
      case .restoreState:
        if let s = saved.popLast() { (ctm, scope) = s }
      case .concatenate(let t):
        ctm = t.concatenating(ctm)
      case .clip, .clipRect:
        scope = addScope(parent: scope, .clip(command, ctm))
      case .beginTransparencyGroup, .beginMaskedContent, .beginShadow:
        if open.isEmpty { backdropEnd = i }
        let box = groupBox(i, ctm, bounds)
        if case .beginShadow = command, !box.isEmpty { indivisible.append(box) }
        addElement(i, scope, ctm, box)
        saved.append((ctm, scope))
        open.append((i, scope, ctm))
        scope = addScope(parent: scope, .group(command, ctm, isMask: false))
      case .beginMask:
        guard let g = open.last else { break }
        addElement(i, g.outer, g.ctm, groupBox(g.index, g.ctm, bounds))
        ctm = g.ctm
        scope = addScope(
          parent: g.outer, .group(list.commands[g.index], g.ctm, isMask: true))
      case .endTransparencyGroup, .endMask, .endShadow:
        guard let g = open.popLast() else { break }
        if let s = saved.popLast() { (ctm, scope) = s }
        addElement(i, g.outer, g.ctm, groupBox(g.index, g.ctm, bounds))
      case .fill, .stroke, .text, .image, .bitmap, .shadow, .backdropBlur:
        let box = Self.leafBox(command, ctm, canvas)
        if case .backdropBlur(let blur) = command, !box.isEmpty {
          let sampling = BackdropSampling(
            box: blur.region.controlBounds.applying(ctm).intersection(canvas.rect).integral,
            sigma: blur.sigma * ctm.determinant.magnitude.squareRoot(), canvas: canvas.rect)
          let sample = PixelBox(
            covering: sampling.sample.insetBy(dx: -Self.padding, dy: -Self.padding), in: canvas)
          blurs.append(
            Blur(
              element: elements.count, index: i, backdropEnd: open.isEmpty ? i : backdropEnd,
              sample: sample))
        }
        if !box.isEmpty {
          if case .text = command {
            indivisible.append(box)
          } else if keepsDrawingsWhole, !command.isBackdropBlur {
            indivisible.append(box)
          }
        }
        addElement(i, scope, ctm, box)
      }
    }
  }

  private mutating func addScope(parent: Int, _ entry: ScopeEntry) -> Int {
    var h = Hasher()
    h.combine(scopes[parent].hash)
    switch entry {
    case .root: break
    case .clip(let c, let t):
      h.combine(0)
      c.summarize(into: &h)
      h.combine(t)
    case .group(let c, let t, let isMask):
      h.combine(isMask ? 2 : 1)
      c.summarize(into: &h)
      h.combine(t)
    }
    scopes.append(Scope(parent: parent, entry: entry, hash: h.finalize()))
    return scopes.count - 1
  }

  private mutating func addElement(_ i: Int, _ scope: Int, _ ctm: AffineTransform, _ box: PixelBox)
  {
    // An element that can change no pixel changes no pixel in any frame: leave it out.
    guard !box.isEmpty else { return }
    var h = Hasher()
    list.commands[i].summarize(into: &h)
    h.combine(scopes[scope].hash)
    h.combine(ctm)
    h.combine(box.x0)
    h.combine(box.y0)
    h.combine(box.x1)
    h.combine(box.y1)
    elements.append(Element(index: i, scope: scope, ctm: ctm, box: box, hash: h.finalize()))
  }

  /// A group bracket's box: where its surface can put ink, with its shadow for a shadow group.
  private func groupBox(_ begin: Int, _ ctm: AffineTransform, _ bounds: InkBounds) -> PixelBox {
    guard let ink = bounds.groups[begin], !ink.isEmpty else { return .empty }
    var reach = ink
    if case .beginShadow(let s) = list.commands[begin], s.isVisible {
      let offset = s.offset.applying(ctm)
      let grow = 3 * s.sigma * ctm.determinant.magnitude.squareRoot() + 2 * Self.padding
      reach = reach.union(ink.offsetBy(dx: offset.dx, dy: offset.dy).insetBy(dx: -grow, dy: -grow))
    }
    return PixelBox(covering: reach.insetBy(dx: -Self.padding, dy: -Self.padding), in: canvas)
  }

  /// The pixels a drawing command can change under `ctm`.
  package static func leafBox(_ command: DisplayCommand, _ ctm: AffineTransform, _ canvas: PixelBox)
    -> PixelBox
  {
    guard ctm.isFinite, ctm.determinant != 0 else { return .empty }
    let box: Rect
    switch command {
    case .fill(let path, let color, _):
      guard color.alpha > 0 else { return .empty }
      box = path.controlBounds.applying(ctm)
    case .stroke(let path, let color, let style):
      guard color.alpha > 0 else { return .empty }
      box = InkBounds.strokeBounds(path, style).applying(ctm)
    case .text(let block):
      // Generous: accents and overhangs past the block's own generous box.
      guard !block.bounds.isNull else { return .empty }
      let em = block.font.size.isFinite ? block.font.size : 0
      box = block.bounds.insetBy(dx: -em / 2, dy: -em / 2).applying(ctm)
    case .image(let image):
      var r = Rect.null
      for shape in image.shapes {
        r = r.union(
          shape.stroke.map { InkBounds.strokeBounds(shape.path, $0) } ?? shape.path.controlBounds)
      }
      box = r.applying(ctm)
    case .bitmap(_, let rect):
      box = rect.applying(ctm)
    case .shadow(let s, let path):
      let offset = s.offset.applying(ctm)
      let grow = 3 * s.sigma * ctm.determinant.magnitude.squareRoot() + 2 * padding
      box = path.controlBounds.applying(ctm).offsetBy(dx: offset.dx, dy: offset.dy)
        .insetBy(dx: -grow, dy: -grow)
    case .backdropBlur(let blur):
      box = blur.region.controlBounds.applying(ctm)
    default:
      return .empty
    }
    return PixelBox(covering: box.insetBy(dx: -padding, dy: -padding), in: canvas)
  }

  /// Whether two elements (this frame's `a`, `other`'s `b`) draw the same pixels.
  package func same(_ a: Int, _ other: FrameRecord, _ b: Int) -> Bool {
    let x = elements[a], y = other.elements[b]
    return x.hash == y.hash && x.box == y.box && x.ctm == y.ctm
      && list.commands[x.index] == other.list.commands[y.index]
      && sameScope(x.scope, other, y.scope)
  }

  /// Whether two scope chains are equal, link by link.
  package func sameScope(_ a: Int, _ other: FrameRecord, _ b: Int) -> Bool {
    var a = a, b = b
    while a >= 0, b >= 0 {
      let x = scopes[a], y = other.scopes[b]
      guard x.hash == y.hash, x.entry == y.entry else { return false }
      a = x.parent
      b = y.parent
    }
    return a < 0 && b < 0
  }
}

nonisolated extension DisplayCommand {
  /// Whether the command is a backdrop blur (its region is cut exactly: an axis-aligned
  /// rectangle, or it is drawn again whole when its backdrop changes).
  var isBackdropBlur: Bool {
    if case .backdropBlur = self { return true }
    return false
  }

  /// Feeds a cheap summary of the command to a hasher: equal commands summarize equally,
  /// and a long path costs its length and ends, not every point.
  package func summarize(into h: inout Hasher) {
    func path(_ p: Path) {
      h.combine(p.elements.count)
      if let first = p.elements.first { h.combine(first) }
      if let last = p.elements.last { h.combine(last) }
    }
    switch self {
    case .fill(let p, let c, let r):
      h.combine(1)
      path(p)
      h.combine(c)
      h.combine(r)
    case .stroke(let p, let c, let s):
      h.combine(2)
      path(p)
      h.combine(c)
      h.combine(s)
    case .clip(let p, let r):
      h.combine(3)
      path(p)
      h.combine(r)
    case .text(let block):
      h.combine(4)
      h.combine(block.font)
      h.combine(block.color)
      h.combine(block.runs.count)
      if let run = block.runs.first { h.combine(run) }
    case .image(let image):
      h.combine(5)
      h.combine(image.shapes.count)
      if let s = image.shapes.first {
        h.combine(s.color)
        path(s.path)
      }
    case .backdropBlur(let b):
      h.combine(6)
      path(b.region)
      h.combine(b.sigma)
      h.combine(b.tint)
    case .shadow(let s, let p):
      h.combine(7)
      h.combine(s)
      path(p)
    default:
      h.combine(self)
    }
  }
}
