/// A resolution-independent outline of lines and Bézier curves (`CGPath` / `UIBezierPath`).
///
/// A path is a list of ``Element``s grouped into subpaths, each starting with a `move`.
/// Builders follow UIKit: ``addArc(center:radius:startAngle:endAngle:clockwise:)`` measures
/// angles from +x with `clockwise: true` turning clockwise **on a y-down screen**, and
/// ``init(ellipseIn:)`` starts at 3 o'clock and runs clockwise, so trimming an oval with
/// `strokeEnd = 0.25` ends at 6 o'clock, exactly as on iOS.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(x: 0, y: 0))
/// p.addLine(to: Point(x: 100, y: 0))
/// p.addArc(center: Point(x: 100, y: 50), radius: 50, startAngle: -.pi / 2,
///          endAngle: .pi / 2, clockwise: true)
/// p.closeSubpath()
/// ```
///
/// Paths are values; measuring, trimming and dashing live in `Path+Measure.swift`.
public struct Path: Hashable, Sendable {
  /// One drawing instruction.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier from the current point through one control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier from the current point through two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the subpath with a straight line back to its start.
    case closeSubpath
  }

  /// The elements in drawing order.
  public private(set) var elements: [Element] = []
  /// The point the next element starts from, or nil before the first `move`.
  public private(set) var currentPoint: Point?
  /// The start of the current subpath (where `closeSubpath` returns to).
  private var subpathStart: Point?

  /// An empty path.
  public init() {}

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `p`.
  public mutating func move(to p: Point) {
    elements.append(.move(to: p))
    currentPoint = p
    subpathStart = p
  }

  /// Adds a straight line to `p`; starts a subpath at `p` if there is no current point.
  public mutating func addLine(to p: Point) {
    guard currentPoint != nil else { return move(to: p) }
    elements.append(.line(to: p))
    currentPoint = p
  }

  /// Adds a quadratic Bézier to `p` with one control point.
  public mutating func addQuadCurve(to p: Point, control: Point) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: p, control: control))
    currentPoint = p
  }

  /// Adds a cubic Bézier to `p` with two control points.
  public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: p, control1: control1, control2: control2))
    currentPoint = p
  }

  /// Closes the current subpath with a line back to its start; the current point becomes
  /// that start. Does nothing on an empty or already closed subpath.
  public mutating func closeSubpath() {
    guard let start = subpathStart, let last = elements.last else { return }
    if case .closeSubpath = last { return }
    elements.append(.closeSubpath)
    currentPoint = start
  }

  /// Appends all of `other`'s elements, subpath by subpath.
  public mutating func addPath(_ other: Path) {
    for e in other.elements { append(e) }
  }

  /// Appends one element through the builders, so the current point stays right.
  public mutating func append(_ e: Element) {
    switch e {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// Adds a circular arc (`UIBezierPath.addArc(withCenter:…)`).
  ///
  /// Angles in radians from +x; `clockwise: true` sweeps toward increasing angles, which is
  /// clockwise on a y-down screen (0 → π clockwise draws the **bottom** half). A line joins the
  /// current point to the arc's start. Sweeps are reduced as UIKit does: clockwise from a to b
  /// covers `(b − a)` wrapped into [0, 2π) (a full circle when a and b differ by a multiple of
  /// 2π but are not equal). Each quarter turn becomes one cubic (error below 3e-4 × radius).
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    let turn = Angles.fullTurn
    if clockwise {
      if sweep < 0 || sweep > turn {
        sweep = sweep.truncatingRemainder(dividingBy: turn)
        if sweep < 0 { sweep += turn }
      }
    } else {
      if sweep > 0 || sweep < -turn {
        sweep = sweep.truncatingRemainder(dividingBy: turn)
        if sweep > 0 { sweep -= turn }
      }
    }
    let start = center + Vector(angle: startAngle, length: radius)
    if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
    let pieces = Swift.max(1, Int((Swift.abs(sweep) / (.pi / 2)).rounded(.up) - 1e-9))
    let step = sweep / Double(pieces)
    // A circular arc of angle φ as one cubic: control arms of length r·(4/3)·tan(φ/4).
    let k = 4.0 / 3.0 * Angles.tan(step / 4)
    var a0 = startAngle
    for _ in 0..<pieces {
      let a1 = a0 + step
      let p0 = center + Vector(angle: a0, length: radius)
      let p3 = center + Vector(angle: a1, length: radius)
      let c1 = p0 + Vector(angle: a0, length: radius).perpendicular * k
      let c2 = p3 - Vector(angle: a1, length: radius).perpendicular * k
      addCurve(to: p3, control1: c1, control2: c2)
      a0 = a1
    }
  }

  /// A closed rectangle: from the origin corner along the top edge, clockwise on screen
  /// (`CGPath(rect:)`).
  public init(rect: Rect) {
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// The control-arm ratio of a quarter ellipse, `4/3·tan(π/8) ≈ 0.5523`.
  public static let quarterArcControlRatio = 4.0 / 3.0 * (2.0.squareRoot() - 1)

  /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:)`, `UIBezierPath(ovalIn:)`): it starts
  /// at the rightmost point (maxX, midY), 3 o'clock, and runs **clockwise** on screen through
  /// (midX, maxY), (minX, midY) and (midX, minY), as four cubic quarter-arcs.
  public init(ellipseIn rect: Rect) {
    addEllipse(in: rect)
  }

  /// Adds an ellipse inscribed in `rect` as a subpath of its own, as ``init(ellipseIn:)``
  /// makes it (`CGPath.addEllipse(in:)`).
  package mutating func addEllipse(in rect: Rect) {
    let r = rect.standardized
    let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
    let kx = rx * Path.quarterArcControlRatio, ky = ry * Path.quarterArcControlRatio
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky),
      control2: Point(x: cx + kx, y: cy + ry))
    addCurve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ky))
    addCurve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky),
      control2: Point(x: cx - kx, y: cy - ry))
    addCurve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// A circle of `radius` about `center`: the ellipse in the square `center ± radius`
  /// (3 o'clock start, clockwise), as C4's `Circle(center:radius:)`.
  public init(circleCenter center: Point, radius: Double) {
    self.init(ellipseIn: Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)))
  }

  /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side),
  /// starting after the top-left corner and running clockwise on screen.
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    let r = rect.standardized
    let cr = Swift.max(0, Swift.min(cornerRadius, r.width / 2, r.height / 2))
    self.init()
    guard cr > 0 else {
      self = Path(rect: r)
      return
    }
    move(to: Point(x: r.minX + cr, y: r.minY))
    addLine(to: Point(x: r.maxX - cr, y: r.minY))
    addArc(
      center: Point(x: r.maxX - cr, y: r.minY + cr), radius: cr, startAngle: -.pi / 2,
      endAngle: 0, clockwise: true)
    addLine(to: Point(x: r.maxX, y: r.maxY - cr))
    addArc(
      center: Point(x: r.maxX - cr, y: r.maxY - cr), radius: cr, startAngle: 0,
      endAngle: .pi / 2, clockwise: true)
    addLine(to: Point(x: r.minX + cr, y: r.maxY))
    addArc(
      center: Point(x: r.minX + cr, y: r.maxY - cr), radius: cr, startAngle: .pi / 2,
      endAngle: .pi, clockwise: true)
    addLine(to: Point(x: r.minX, y: r.minY + cr))
    addArc(
      center: Point(x: r.minX + cr, y: r.minY + cr), radius: cr, startAngle: .pi,
      endAngle: 1.5 * .pi, clockwise: true)
    closeSubpath()
  }

  /// A closed polygon through `points` in order (nothing for an empty list).
  public init(polygon points: [Point]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
    closeSubpath()
  }

  /// A single straight segment from `a` to `b`.
  public init(lineFrom a: Point, to b: Point) {
    move(to: a)
    addLine(to: b)
  }

  /// The path with every point transformed by `t`.
  public func applying(_ t: AffineTransform) -> Path {
    var out = Path()
    out.elements.reserveCapacity(elements.count)
    for e in elements {
      switch e {
      case .move(let p): out.move(to: p.applying(t))
      case .line(let p): out.addLine(to: p.applying(t))
      case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(t), control: c.applying(t))
      case .curve(let p, let c1, let c2):
        out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
      case .closeSubpath: out.closeSubpath()
      }
    }
    return out
  }

  /// Whether every coordinate of every element is finite.
  public var isFinite: Bool {
    elements.allSatisfy { e in
      switch e {
      case .move(let p), .line(let p): p.isFinite
      case .quadCurve(let p, let c): p.isFinite && c.isFinite
      case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
      case .closeSubpath: true
      }
    }
  }
}
