import DynamicMenusGeometry

/// Recognises a quick straight stroke in a direction (discrete): `UISwipeGestureRecognizer`.
///
/// Recognised during a move once, for one of the allowed ``direction``s (docs/views-and-input.md,
/// numbers `[approx]`):
/// - the movement along it reaches ``minimumPrimaryMovement`` × `1 − min(t, 0.5)·(1 −
///   rateOfMinimumMovementDecay)` (t = seconds since touch-down: the minimum decays);
/// - the movement across it stays under ``maximumSecondaryMovement`` × `1 − min(t, 0.5)·(1 −
///   rateOfMaximumMovementDecay)`;
/// - it never went backwards more than ``maximumBackwardMovement``;
/// - its average speed along it is at least ``minimumSpeed``.
/// It fails when the finger lifts first, on too many fingers, or after ``maximumDuration``.
public final class SwipeGestureRecognizer: GestureRecognizer {
  /// Directions a swipe may take (`UISwipeGestureRecognizer.Direction`).
  public nonisolated struct Direction: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a direction set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Towards +x.
    public static let right = Direction(rawValue: 1)
    /// Towards −x.
    public static let left = Direction(rawValue: 2)
    /// Towards −y.
    public static let up = Direction(rawValue: 4)
    /// Towards +y.
    public static let down = Direction(rawValue: 8)

    /// The unit vector of a single direction.
    var unitVector: Vector {
      switch self {
      case .left: Vector(dx: -1, dy: 0)
      case .up: Vector(dx: 0, dy: -1)
      case .down: Vector(dx: 0, dy: 1)
      default: Vector(dx: 1, dy: 0)
      }
    }

    /// The single directions in this set, in the order right, left, up, down.
    var members: [Direction] { [.right, .left, .up, .down].filter { contains($0) } }
  }

  /// The permitted directions. Default ``Direction/right``.
  public var direction = Direction.right
  /// Fingers needed, ≥ 1. Default 1.
  public var numberOfTouchesRequired = 1
  /// The movement along the direction needed at touch-down, in points. Default 50.
  public var minimumPrimaryMovement = 50.0
  /// The largest movement across the direction, in points. Default 200.
  public var maximumSecondaryMovement = 200.0
  /// The largest movement against the direction, in points. Default 15 (a tunable guess:
  /// UIKit's value is not published).
  public var maximumBackwardMovement = 15.0
  /// How far the minimum decays over the first 0.5 s (0.06: to 53 % of itself). Default 0.06.
  public var rateOfMinimumMovementDecay = 0.06
  /// How far the maximum decays over the first 0.5 s. Default 0.02.
  public var rateOfMaximumMovementDecay = 0.02
  /// The slowest average speed along the direction, in points per second. Default 200.
  public var minimumSpeed = 200.0
  /// The longest a swipe may take, in seconds. Default 0.5.
  public var maximumDuration = 0.5

  /// The direction the last recognised swipe went (one member of ``direction``).
  public private(set) var recognizedDirection: Direction?

  var startTime = 0.0
  var startPoint = Point.zero
  var backward: [Double] = [0, 0, 0, 0]

  /// Creates a one-finger recognizer for swipes to the right.
  public required init() { super.init() }

  /// Creates a one-finger recognizer for swipes in `direction`.
  public convenience init(direction: Direction) {
    self.init()
    self.direction = direction
  }

  /// Records the start; more fingers than required fail it.
  public override func touchesBegan(_ began: [Touch]) {
    guard state == .possible else { return }
    if touches.count == began.count {
      startTime = began.first?.timestamp ?? 0
      startPoint = lastCentroid
      backward = [0, 0, 0, 0]
    }
    if touches.count > numberOfTouchesRequired { state = .failed }
  }

  /// Recognises once a direction's conditions hold.
  public override func touchesMoved(_ moved: [Touch]) {
    guard state == .possible, let time = moved.first?.timestamp else { return }
    let t = time - startTime
    guard t <= maximumDuration else {
      state = .failed
      return
    }
    guard touches.count == numberOfTouchesRequired, t > 0 else { return }
    let d = lastCentroid - startPoint
    let decay = min(t, 0.5)
    let minimum = minimumPrimaryMovement * (1 - decay * (1 - rateOfMinimumMovementDecay))
    let maximum = maximumSecondaryMovement * (1 - decay * (1 - rateOfMaximumMovementDecay))
    var best: (direction: Direction, primary: Double)?
    for (index, candidate) in [Direction.right, .left, .up, .down].enumerated() {
      let unit = candidate.unitVector
      let primary = d.dot(unit)
      backward[index] = max(backward[index], -primary)
      guard direction.contains(candidate) else { continue }
      let secondary = abs(d.cross(unit))
      guard primary >= minimum, secondary <= maximum, backward[index] <= maximumBackwardMovement,
        primary / t >= minimumSpeed
      else { continue }
      if best == nil || primary > best!.primary { best = (candidate, primary) }
    }
    if let best {
      recognizedDirection = best.direction
      state = .recognized
    }
  }

  /// A finger lifting before recognition fails the swipe.
  public override func touchesEnded(_ ended: [Touch]) {
    if state == .possible { state = .failed }
  }

  /// Fails a swipe that takes too long.
  public override func update(time: Double) {
    if state == .possible, !touches.isEmpty, time - startTime > maximumDuration { state = .failed }
  }

  /// Forgets the stroke.
  public override func reset() {
    backward = [0, 0, 0, 0]
    super.reset()
  }
}
