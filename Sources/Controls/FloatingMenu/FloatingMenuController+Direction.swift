public import DynamicMenusGeometry
public import DynamicMenusViews

extension FloatingMenuController {
  /// A direction on screen: where the buttons line up from the floating button
  /// (``FloatingMenuController/Configuration/buttonDirection``) and on which side of its button
  /// each label sits (``FloatingMenuController/Configuration/labelDirection``). The tutorial's
  /// `Direction`.
  ///
  /// In a right-to-left layout the menu mirrors ``left`` and ``right`` by itself (see
  /// ``flippedHorizontally``); ``up`` and ``down`` stay.
  public nonisolated enum Direction: String, Hashable, Sendable, CaseIterable {
    /// Towards the top of the screen (y decreases).
    case up
    /// Towards the bottom of the screen (y increases).
    case down
    /// Towards the left edge (x decreases).
    case left
    /// Towards the right edge (x increases).
    case right

    /// The unit step on a y-down screen: up (0, −1), down (0, 1), left (−1, 0), right (1, 0).
    public var unitVector: Vector {
      switch self {
      case .up: Vector(dx: 0, dy: -1)
      case .down: Vector(dx: 0, dy: 1)
      case .left: Vector(dx: -1, dy: 0)
      case .right: Vector(dx: 1, dy: 0)
      }
    }

    /// `point` moved `offset` points this way (the tutorial's `offsetPoint(_:offset:)`).
    public func offset(_ point: Point, by offset: Double) -> Point {
      let step = unitVector
      return Point(x: point.x + step.dx * offset, y: point.y + step.dy * offset)
    }

    /// Whether the direction runs along the y axis (a label then measures its height).
    public var isVertical: Bool { self == .up || self == .down }

    /// The direction the other way: up and down swap, left and right swap.
    public var opposite: Direction {
      switch self {
      case .up: .down
      case .down: .up
      case .left: .right
      case .right: .left
      }
    }

    /// The direction a quarter turn clockwise on screen: up → right → down → left → up.
    public var clockwise: Direction {
      switch self {
      case .up: .right
      case .right: .down
      case .down: .left
      case .left: .up
      }
    }

    /// The direction mirrored left-to-right: left and right swap, up and down stay.
    public var flippedHorizontally: Direction {
      switch self {
      case .left: .right
      case .right: .left
      case .up, .down: self
      }
    }

    /// The direction as laid out in `layoutDirection`: mirrored in right-to-left layouts.
    public func resolved(for layoutDirection: UserInterfaceLayoutDirection) -> Direction {
      layoutDirection == .rightToLeft ? flippedHorizontally : self
    }
  }
}
