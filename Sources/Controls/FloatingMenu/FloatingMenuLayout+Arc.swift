import DynamicMenusGeometry

/// The arc and the circle (``FloatingMenuController/Layout``). With `c` the floating button's
/// centre, `p` the padding, `n` the buttons, `θ₀` the button direction's angle (y down: right
/// 0, down π/2, left π, up −π/2), `σ = ±1` the turn towards the side across it with more room
/// (the labels' side on a tie) and `Δ` the step between neighbours (`sweep/(n − 1)` on an arc,
/// `2π/n` on the circle):
/// - radius, unless given: `r = max(p, p / (2·sin(Δ/2)))`, so neighbours are `p` apart along
///   the chord;
/// - button i, open: `h + r·uᵢ`, `uᵢ = (cos θᵢ, sin θᵢ)`, `θᵢ = θ₀ + σ·Δ·i`; closed: `c`;
/// - label i (size w × h), open: `bᵢ + uᵢ·(p/2 + eᵢ)`, `eᵢ = (|uᵢₓ|·w + |uᵢᵧ|·h)/2` (half the
///   label's extent along `uᵢ`), so its near edge keeps the line's `p/2` from the button's
///   centre; closed: `eᵢ` further out, moved back inside the bounds;
/// - the hub `h` is `c` moved as little as needed to bring every open button and label
///   inside the bounds (`c` without bounds), and, where that brings a button nearer the
///   close button than two radii and ``minimumGap``, on away from it as far as needed. A
///   figure wider or taller than the bounds, or one that cannot keep clear of the close
///   button inside them, is not used: the menu falls back to the line, which folds.
///
/// The angles go through `Angles.sin` and `Angles.cos`, which give the same bits natively and
/// in WebAssembly.
nonisolated extension FloatingMenuLayout {
  /// An arc or circle placed for this layout: where its buttons sit and which way they face.
  struct Figure: Hashable {
    /// The centre the buttons turn round.
    var hub: Point
    /// The buttons' distance from the hub, in points.
    var radius: Double
    /// The first button's angle, radians (y down).
    var start: Double
    /// The signed angle from one button to the next, radians.
    var step: Double

    /// The unit vector from the hub to button `index`.
    func ray(_ index: Int) -> Vector {
      let angle = start + step * Double(index)
      return Vector(dx: Angles.cos(angle), dy: Angles.sin(angle))
    }

    /// Button `index`'s open centre.
    func buttonCenter(_ index: Int) -> Point {
      hub + ray(index) * radius
    }
  }

  /// The figure for an arc or circle layout, nil for the line or a figure that does not fit
  /// the bounds.
  var figure: Figure? {
    let sweep: Double
    let radius: Double?
    let n = Double(Swift.max(buttonCount, 1))
    switch layout {
    case .line: return nil
    case .arc(let angle, let r):
      sweep = buttonCount > 1 ? angle / (n - 1) : 0
      radius = r
    case .circle(let r):
      sweep = 2 * .pi / n
      radius = r
    }
    let chordRadius = sweep > 0 ? padding / (2 * Angles.sin(sweep / 2)) : padding
    var figure = Figure(
      hub: center, radius: radius ?? Swift.max(padding, chordRadius),
      start: Self.angle(of: buttonDirection), step: turnSign * sweep)
    guard let bounds else { return figure }
    var extent = Rect.null
    for index in 0..<buttonCount {
      let button = figure.buttonCenter(index)
      extent = extent.union(
        Rect(
          x: button.x - buttonRadius, y: button.y - buttonRadius, width: 2 * buttonRadius,
          height: 2 * buttonRadius))
      if let label = figureLabelFrame(index, figure: figure, isOpen: true) {
        extent = extent.union(label)
      }
    }
    guard extent.width <= bounds.width + 1e-9, extent.height <= bounds.height + 1e-9 else {
      return nil
    }
    figure.hub.x += Self.shift(extent.minX, extent.maxX, into: bounds.minX, bounds.maxX)
    figure.hub.y += Self.shift(extent.minY, extent.maxY, into: bounds.minY, bounds.maxY)
    guard figure.hub != center, !keepsClear(figure) else { return figure }
    // Moved onto the close button: move on, away from it, as far as the nearest button
    // needs, if the bounds allow.
    let away = figure.hub - center
    let w = away * (1 / away.length)
    figure.hub = figure.hub + w * clearance(figure, along: w)
    let moved = extent.offsetBy(dx: figure.hub.x - center.x, dy: figure.hub.y - center.y)
    let inside =
      moved.minX >= bounds.minX - 1e-9 && moved.maxX <= bounds.maxX + 1e-9
      && moved.minY >= bounds.minY - 1e-9 && moved.maxY <= bounds.maxY + 1e-9
    return inside && keepsClear(figure) ? figure : nil
  }

  /// The distance to move `figure` along the unit vector `w` so no button is nearer the
  /// close button than `D = 2r +` ``minimumGap``: for button i at `dᵢ` from the floating
  /// button, `|dᵢ + w·t| ≥ D` holds from `t = −dᵢ·w + √((dᵢ·w)² − |dᵢ|² + D²)` on.
  private func clearance(_ figure: Figure, along w: Vector) -> Double {
    let clear = 2 * buttonRadius + Self.minimumGap
    var t = 0.0
    for index in 0..<buttonCount {
      let d = figure.buttonCenter(index) - center
      let along = d.dot(w)
      let discriminant = along * along - d.lengthSquared + clear * clear
      if discriminant > 0 { t = Swift.max(t, -along + discriminant.squareRoot()) }
    }
    return t + 1e-9
  }

  /// Whether a moved figure leaves the close button (on the floating button) uncovered: no
  /// button nearer it than two radii and ``minimumGap``, no label over it.
  private func keepsClear(_ figure: Figure) -> Bool {
    let close = Rect(
      x: center.x - buttonRadius, y: center.y - buttonRadius, width: 2 * buttonRadius,
      height: 2 * buttonRadius)
    for index in 0..<buttonCount {
      if figure.buttonCenter(index).distance(to: center) < 2 * buttonRadius + Self.minimumGap {
        return false
      }
      if let label = figureLabelFrame(index, figure: figure, isOpen: true),
        !label.intersection(close).isEmpty
      {
        return false
      }
    }
    return true
  }

  /// The least move that brings `low…high` inside `minimum…maximum` (it fits).
  private static func shift(
    _ low: Double, _ high: Double, into minimum: Double, _ maximum: Double
  ) -> Double {
    if low < minimum { return minimum - low }
    if high > maximum { return maximum - high }
    return 0
  }

  /// +1 when the buttons turn clockwise on screen (y down) from the button direction, −1
  /// when counter-clockwise: towards the side across the direction with more room, the
  /// labels' side on a tie (so right-to-left layouts mirror).
  var turnSign: Double {
    let clockwise = buttonDirection.clockwise
    let (a, b) = (room(clockwise), room(clockwise.opposite))
    if a == b { return labelDirection == clockwise.opposite ? -1 : 1 }
    return a > b ? 1 : -1
  }

  /// A direction's angle on screen (y down), radians.
  static func angle(of direction: Direction) -> Double {
    switch direction {
    case .right: 0
    case .down: .pi / 2
    case .left: .pi
    case .up: -.pi / 2
    }
  }

  /// Label `index`'s frame on `figure`, open or waiting closed; nil without a label.
  func figureLabelFrame(_ index: Int, figure: Figure, isOpen: Bool) -> Rect? {
    guard labelSizes.indices.contains(index) else { return nil }
    let size = labelSizes[index]
    let u = figure.ray(index)
    let e = (abs(u.dx) * size.width + abs(u.dy) * size.height) / 2
    var center = figure.buttonCenter(index) + u * (padding / 2 + (isOpen ? e : 2 * e))
    if !isOpen, let bounds {
      center.x = Swift.min(
        Swift.max(center.x, bounds.minX + size.width / 2), bounds.maxX - size.width / 2)
      center.y = Swift.min(
        Swift.max(center.y, bounds.minY + size.height / 2), bounds.maxY - size.height / 2)
    }
    return Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
