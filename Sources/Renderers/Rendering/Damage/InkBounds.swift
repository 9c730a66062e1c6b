package import DynamicMenusGeometry
package import DynamicMenusLayers

nonisolated extension Path {
  /// The box of every point and control point: contains the outline (a Bézier lies in its
  /// control points' hull), costs one pass and no allocation.
  package var controlBounds: Rect {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    func add(_ p: Point) {
      x0 = Swift.min(x0, p.x)
      y0 = Swift.min(y0, p.y)
      x1 = Swift.max(x1, p.x)
      y1 = Swift.max(y1, p.y)
    }
    for e in elements {
      switch e {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let p, let c):
        add(p)
        add(c)
      case .curve(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    guard x0 <= x1, y0 <= y1 else { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// Where each group of a display list can put ink, in device pixels: the box a group's
/// offscreen surface is clipped to, so a small layer with an opacity, a mask or a shadow
/// costs its own size and not the window's.
///
/// One pass over the list, tracking the transform through saved states and groups. A group's
/// box is the union of what it draws; a mask's content is cut to its mask's box; a shadowed
/// group adds its shadow (offset, grown by 3σ) to its parent. Boxes are conservative (control
/// points, pen reach, generous text boxes) and padded by 2 pixels for antialiasing.
package nonisolated struct InkBounds {
  /// The device box of the group opened at each index (nil for other commands).
  package private(set) var groups: [Rect?]

  /// Calls `body` with each group's box on `canvas` (empty where the group draws nothing),
  /// in the order the groups of `list` (the list these bounds are of) begin: the boxes a
  /// renderer that numbers its groups in list order is sent (`HostFrame.groupInkBoxes`).
  package func forEachGroupBox(
    of list: DisplayList, on canvas: PixelBox, _ body: (PixelBox) -> Void
  ) {
    for (i, command) in list.commands.enumerated() where command.beginsGroup {
      body(PixelBox(covering: groups[i] ?? .zero, in: canvas))
    }
  }

  package init(_ list: DisplayList, scale: Double) {
    groups = Array(repeating: nil, count: list.commands.count)
    struct Open {
      var index: Int
      var ink = Rect.null
      var content = Rect.null  // a mask group's content, once its mask starts
      var isMask = false
      var shadow: Shadow?
      var transform: AffineTransform
    }
    var ctm = AffineTransform(scaleX: scale, y: scale)
    var states: [AffineTransform] = []
    var open: [Open] = []
    func ink(_ r: Rect, _ open: inout [Open]) {
      guard !r.isNull, !open.isEmpty else { return }
      open[open.count - 1].ink = open[open.count - 1].ink.union(r)
    }
    func padded(_ r: Rect) -> Rect { r.isNull ? r : r.insetBy(dx: -2, dy: -2).integral }
    func close(_ o: Open, _ groups: inout [Rect?], _ open: inout [Open]) -> AffineTransform {
      var box = o.isMask ? o.content.intersection(o.ink) : o.ink
      if box.isEmpty { box = .null }
      groups[o.index] = box.isNull ? Rect.zero : padded(box)
      var reach = box
      if let s = o.shadow, !box.isNull, s.isVisible {
        let sigma = s.sigma * o.transform.determinant.magnitude.squareRoot()
        let offset = s.offset.applying(o.transform)
        let grow = 3 * sigma + 2
        reach = reach.union(
          box.offsetBy(dx: offset.dx, dy: offset.dy).insetBy(dx: -grow, dy: -grow))
      }
      ink(reach, &open)
      return o.transform
    }
    for (i, command) in list.commands.enumerated() {
      switch command {
      case .saveState: states.append(ctm)
      case .restoreState: if let t = states.popLast() { ctm = t }
      case .concatenate(let t): ctm = t.concatenating(ctm)
      case .clip, .clipRect: break
      case .beginTransparencyGroup, .beginMaskedContent:
        open.append(Open(index: i, transform: ctm))
        states.append(ctm)
      case .beginShadow(let s):
        open.append(Open(index: i, shadow: s, transform: ctm))
        states.append(ctm)
      case .beginMask:
        guard var o = open.popLast() else { break }
        o.content = o.ink
        o.ink = .null
        o.isMask = true
        open.append(o)
        ctm = o.transform
      case .endTransparencyGroup, .endMask, .endShadow:
        guard let o = open.popLast() else { break }
        ctm = close(o, &groups, &open)
        _ = states.popLast()
      case .shadow(let s, let path):
        let box = path.controlBounds.applying(ctm)
        let offset = s.offset.applying(ctm)
        let grow = 3 * s.sigma * ctm.determinant.magnitude.squareRoot() + 2
        ink(box.offsetBy(dx: offset.dx, dy: offset.dy).insetBy(dx: -grow, dy: -grow), &open)
      case .fill(let path, _, _):
        ink(path.controlBounds.applying(ctm), &open)
      case .stroke(let path, _, let style):
        ink(Self.strokeBounds(path, style).applying(ctm), &open)
      case .text(let block):
        ink(block.bounds.applying(ctm), &open)
      case .image(let image):
        for shape in image.shapes {
          let box =
            shape.stroke.map { Self.strokeBounds(shape.path, $0) } ?? shape.path.controlBounds
          ink(box.applying(ctm), &open)
        }
      case .bitmap(_, let rect):
        ink(rect.applying(ctm), &open)
      case .backdropBlur(let blur):
        ink(blur.region.controlBounds.applying(ctm), &open)
      }
    }
    while let o = open.popLast() { _ = close(o, &groups, &open) }
  }

  /// The user-space box a stroke can ink: the path's box grown by the pen's reach.
  package static func strokeBounds(_ path: Path, _ s: StrokeStyle) -> Rect {
    let box = path.controlBounds
    guard !box.isNull else { return box }
    let joinReach = s.lineJoin == .miter ? Swift.max(1, s.miterLimit) : 1
    let reach = s.lineWidth / 2 * Swift.max(joinReach, 2.0.squareRoot())
    return box.insetBy(dx: -reach, dy: -reach)
  }
}
