public import DynamicMenusGeometry

/// The ring a dial's items sit on: its centre, its radius, how many slots, which way they run
/// and where the selection point is. Angles are measured from the selection point
/// (``selectionAngle`` clockwise from 12 o'clock; the top by default), positive clockwise on
/// screen.
///
/// The tutorial's layout: item i sits at angle i · 2π/N clockwise from the top,
/// `(cx + r·sin θ, cy − r·cos θ)`, on a ring of radius `width/2 − itemHeight × maxInflation/2`
/// (so the inflated top item just touches the edge). With a selection angle `α` every point
/// turns by it: `(cx + r·sin(θ + α), cy − r·cos(θ + α))`.
public nonisolated struct DialRing: Hashable, Sendable {
  /// The middle of the dial, in the dial's coordinates.
  public var center: Point
  /// The ring's radius, in points (≥ 0).
  public var radius: Double
  /// How many items (slots), ≥ 0.
  public var count: Int
  /// +1: items run clockwise from the top (the tutorial); −1: counter-clockwise (right-to-left
  /// layouts).
  public var direction: Double
  /// Where the selected item rests: radians clockwise from the top (12 o'clock), the zero of
  /// every angle of the ring. Default 0 (the top, the tutorial's).
  public var selectionAngle: Double

  /// A ring; a negative or non-finite radius reads as 0, a non-finite selection angle as 0.
  public init(
    center: Point, radius: Double, count: Int, direction: Double = 1, selectionAngle: Double = 0
  ) {
    self.center = center
    self.radius = radius.isFinite ? max(radius, 0) : 0
    self.count = max(count, 0)
    self.direction = direction < 0 ? -1 : 1
    self.selectionAngle = selectionAngle.isFinite ? selectionAngle : 0
  }

  /// The ring of the tutorial in `bounds`: centred, radius `min(w, h)/2 − itemHeight ×
  /// maximumScale / 2` (the tutorial uses the width; the two agree for its square dial).
  public init(
    bounds: Rect, itemHeight: Double, maximumScale: Double, count: Int, direction: Double = 1,
    selectionAngle: Double = 0
  ) {
    let side = min(bounds.width, bounds.height)
    self.init(
      center: Point(x: bounds.midX, y: bounds.midY),
      radius: side / 2 - itemHeight * maximumScale / 2, count: count, direction: direction,
      selectionAngle: selectionAngle)
  }

  /// The angle between neighbours, radians: 2π/N (0 without items).
  public var spacing: Double { count > 0 ? Angles.fullTurn / Double(count) : 0 }

  /// The distance between neighbours' centres, in points: the chord 2r·sin(π/N).
  public var chord: Double { count > 1 ? 2 * radius * Angles.sin(.pi / Double(count)) : 0 }

  /// The selection point: where the selected item sits (the tutorial's `snapPoint`, the top
  /// unless ``selectionAngle`` moves it).
  public var top: Point { point(at: 0) }

  /// The angle of slot `index` when the ring is turned by `rotation` (radians, clockwise).
  public func angle(ofSlot index: Int, rotation: Double = 0) -> Double {
    rotation + direction * Double(index) * spacing
  }

  /// The point of the ring at `angle` from the selection point, clockwise.
  public func point(at angle: Double) -> Point {
    let a = angle + selectionAngle
    return Point(x: center.x + radius * Angles.sin(a), y: center.y - radius * Angles.cos(a))
  }

  /// The centre of slot `index` with the ring turned by `rotation`.
  public func point(ofSlot index: Int, rotation: Double = 0) -> Point {
    point(at: angle(ofSlot: index, rotation: rotation))
  }

  /// The angle of `point` seen from the centre, from the selection point clockwise, in
  /// (−π, π].
  public func angle(of point: Point) -> Double {
    let fromTop = Angles.atan2(point.x - center.x, center.y - point.y)
    return selectionAngle == 0 ? fromTop : Angles.difference(from: selectionAngle, to: fromTop)
  }

  /// The ring rotation that brings slot `index` to the selection point, in (−π, π].
  public func rotation(bringingToTop index: Int) -> Double {
    Angles.difference(from: 0, to: -direction * Double(index) * spacing)
  }
}
