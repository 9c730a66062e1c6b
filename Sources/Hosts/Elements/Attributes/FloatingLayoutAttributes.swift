import DynamicMenusControls

// The floating menu's layout, a case with values (`.arc(sweep:radius:)`), as three attributes
// a page can set one by one: `layout` (the case), `layout-sweep` and `layout-radius` (its
// values). A value belongs to the cases that have it; giving one to a case without it makes the
// layout the arc, the one case with both:
//
// | set | line | arc(s, r) | circle(r) |
// |---|---|---|---|
// | `layout="arc"` | arc(π/2, none) | unchanged | arc(π/2, r) |
// | `layout="circle"` | circle(none) | circle(r) | unchanged |
// | `layout-sweep="x"` | arc(x, none) | arc(x, r) | arc(x, r) |
// | `layout-radius="x"` | arc(π/2, x) | arc(s, x) | circle(x) |
//
// A radius of 0 is none (the layout's own, from the buttons' spacing). A value equal to what
// the field reads already (a line's sweep reads π/2, its radius 0) changes nothing, so putting a
// field back to its default never changes the case.

nonisolated extension ControlAttribute {
  /// The floating menu's layout as its three attributes, in the order a page's attributes
  /// are first applied.
  @inline(never) static func layout(
    get: @escaping @Sendable (Configuration) -> FloatingMenuController.Layout,
    set: @escaping @Sendable (inout Configuration, FloatingMenuController.Layout) -> Void
  ) -> [Self] {
    let attributes: [Self] = [
      word(
        "layout", cases: [("line", LayoutCase.line), ("arc", .arc), ("circle", .circle)],
        get: { LayoutCase(get($0)) }, set: { c, v in set(&c, get(c).as(v)) }),
      number(
        "layout-sweep",
        NumberRange(lower: 0, includesLower: false, upper: 2 * .pi, includesUpper: true),
        get: { get($0).sweep }, set: { c, v in set(&c, get(c).withSweep(v)) }),
      number(
        "layout-radius", .notNegative, get: { get($0).radius ?? 0 },
        set: { c, v in set(&c, get(c).withRadius(v)) }),
    ]
    return attributes.map { $0.grouped("layout") }
  }
}

/// The layout's case without its values.
nonisolated enum LayoutCase: Equatable, Sendable {
  case line, arc, circle

  init(_ layout: FloatingMenuController.Layout) {
    switch layout {
    case .line: self = .line
    case .arc: self = .arc
    case .circle: self = .circle
    }
  }
}

nonisolated extension FloatingMenuController.Layout {
  /// An arc's sweep when none is given, radians: a quarter turn (`Layout.arc`'s default).
  static let defaultSweep = Double.pi / 2

  /// The arc's sweep; ``defaultSweep`` for the other cases.
  var sweep: Double {
    if case .arc(let sweep, _) = self { return sweep }
    return Self.defaultSweep
  }

  /// The arc's or circle's radius; nil (the layout's own) for those without one and a line.
  var radius: Double? {
    switch self {
    case .line: nil
    case .arc(_, let radius), .circle(let radius): radius
    }
  }

  /// This layout as `shape`, keeping the values the two share.
  func `as`(_ shape: LayoutCase) -> Self {
    guard shape != LayoutCase(self) else { return self }
    switch shape {
    case .line: return .line
    case .arc: return .arc(sweep: Self.defaultSweep, radius: radius)
    case .circle: return .circle(radius: radius)
    }
  }

  /// This layout with the arc's sweep `sweep`: an arc, unless `sweep` is what it reads now.
  func withSweep(_ sweep: Double) -> Self {
    sweep == self.sweep ? self : .arc(sweep: sweep, radius: radius)
  }

  /// This layout with radius `points` (0: none): a line becomes an arc, unless `points` is
  /// what it reads now.
  func withRadius(_ points: Double) -> Self {
    let radius = points == 0 ? nil : points
    switch self {
    case .line: return radius == nil ? self : .arc(sweep: Self.defaultSweep, radius: radius)
    case .arc(let sweep, _): return .arc(sweep: sweep, radius: radius)
    case .circle: return .circle(radius: radius)
    }
  }
}
