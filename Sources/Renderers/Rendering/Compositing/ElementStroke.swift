package import DynamicMenusGeometry
package import DynamicMenusLayers

/// A layer's contents that are one stroke a browser draws as an element of its own, which it
/// rasters where it shows: no backing store, so a stroke that grows or draws in (the radial
/// menu's rings, whose radii animate, its dividing lines, whose stroke ends do, and its dashed
/// rings, whose widths do) draws no pixel on the page's main thread, and stays as sharp under
/// a turn or a scale as on the control's canvas.
package enum ElementStroke: Equatable {
  /// One stroke of a whole circle, as `Path(circleCenter:radius:)` makes one: a bordered
  /// circle (`border-radius: 50%`). Its centre in the layer's space, its radius and line width
  /// in points (> 0, radius at least half the width: a wider stroke covers a disc, which a
  /// border cannot draw), its colour, and the fill under it (nil: none; only under an opaque
  /// stroke, which hides where the border's inside edge and the circle differ).
  case ring(center: Point, radius: Double, lineWidth: Double, color: Color, fill: Color?)
  /// One stroke of one straight segment (one move, one line of a length above 0; a trimmed
  /// line is one): the rectangle it covers, its `length` along the segment (caps included)
  /// and `width` across it in points, its corner radius (half the width for round caps, else
  /// 0), the matrix from its space (its corner at the origin, its length along x) into the
  /// layer's, its colour.
  case line(
    length: Double, width: Double, cornerRadius: Double, placement: AffineTransform,
    color: Color)
  /// One stroke of an outline of several pieces (a dashed stroke, its dashes already cut:
  /// ``ShapeLayer/strokeOutline()``), in the layer's space: an SVG path the page strokes in
  /// `style` and `color`. Its pieces stay as they are while only the line width changes (the
  /// radial menu's dashed rings widen from 0).
  case path(Path, style: StrokeStyle, color: Color)

  /// The stroke `commands` are (a layer's contents, as the plan made its store from them);
  /// nil for anything else: a fill (but under an opaque ring), a single piece that is neither
  /// a whole circle nor a straight segment (a trimmed arc, a curve), text, an image, more
  /// commands.
  package init?(_ commands: [DisplayCommand]) {
    guard let last = commands.last, commands.count <= 2,
      case .stroke(let path, let color, let style) = last, style.lineWidth > 0
    else { return nil }
    let half = style.lineWidth / 2
    if let (center, radius) = MaskShape.circle(path) {
      guard radius >= half else { return nil }
      // A shape layer's fill is drawn first, from the same path.
      var fill: Color?
      if commands.count == 2 {
        guard case .fill(let filled, let paint, _) = commands[0], filled == path, color.alpha >= 1
        else { return nil }
        fill = paint
      }
      self = .ring(
        center: center, radius: radius, lineWidth: style.lineWidth, color: color, fill: fill)
      return
    }
    guard commands.count == 1 else { return nil }
    if path.elements.count > 2, path.elements.dropFirst().contains(where: { $0.isMove }) {
      self = .path(path, style: style, color: color)
      return
    }
    guard path.elements.count == 2, case .move(let start) = path.elements[0],
      case .line(let end) = path.elements[1]
    else { return nil }
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0, distance.isFinite else { return nil }
    let (ux, uy) = (dx / distance, dy / distance)
    let cap = style.lineCap == .butt ? 0 : half
    // The corner: back along the segment by the cap, then across it by half the width.
    self = .line(
      length: distance + 2 * cap, width: style.lineWidth,
      cornerRadius: style.lineCap == .round ? half : 0,
      placement: AffineTransform(
        a: ux, b: uy, c: -uy, d: ux,
        tx: start.x - cap * ux + half * uy, ty: start.y - cap * uy - half * ux),
      color: color)
  }
}

extension Path.Element {
  /// Whether it starts a piece of its own.
  fileprivate var isMove: Bool {
    if case .move = self { true } else { false }
  }
}
