import DynamicMenusDynamics
import DynamicMenusGeometry

/// The dial's work after each animator frame, written once for the frame and its forecast
/// (DialMenu+Forecast.swift): the watch on the top (``watchTop(_:reached:)``) and the motion's
/// books (``motionFrame(_:restingSince:now:dt:)``) run on the dial's own values in the frame
/// and on copies in a forecast; what either finds beyond its books, the frame does and the
/// forecast stops at.
extension DialMenu {
  /// What a frame of the motion does beyond keeping its books.
  enum MotionStep: Equatable {
    /// The settling item stayed at the top and slow for ``restDuration``.
    case comesToRest(on: Int)
    /// The guiding point came close enough to the top: the final snap takes over.
    case snapTakesOver(Int)
    /// The fling slowed under ``coastingSettleSpeed``: the nearest item settles.
    case coastingEnds
  }

  /// The dial's work after each animator frame (its last behaviour's action): report items
  /// reaching the top, move a guiding point, let a fling settle, and notice the rest.
  func dynamicFrame() {
    guard isShown, transition == .none, !itemViews.isEmpty, let animator else { return }
    let now = animator.elapsedTime
    let dt = Self.frameInterval(since: &lastFrameTime, now: now)
    reportTopCrossings()
    var next = motion
    let step = motionFrame(&next, restingSince: &restingSince, now: now, dt: dt)
    motion = next
    switch step {
    case .comesToRest(let target)?: comeToRest(on: target)
    case .snapTakesOver(let target)?: forceRotate(to: target)
    case .coastingEnds?:
      endCoasting()
      forceRotate(to: closestTo(point: snapPoint))
    case nil: break
    }
  }

  /// One frame of `motion` at animator time `now`, `dt` seconds after the last: a settling
  /// item's rest clock in `restingSince` (since when it has stayed at the top and slow: a
  /// passing swing of the wheel is slow only for an instant at its turning point) and a
  /// guiding point's travel in `motion` (the snap's point follows it). Returns what the frame
  /// does beyond that, if anything.
  func motionFrame(
    _ motion: inout Motion, restingSince: inout Double?, now: Double, dt: Double
  ) -> MotionStep? {
    switch motion {
    case .settling(let target):
      guard isAtRest(target) else {
        restingSince = nil
        return nil
      }
      let since = restingSince ?? now
      restingSince = since
      return now - since >= Self.restDuration ? .comesToRest(on: target) : nil
    case .guiding(let target, let angle):
      guard let next = guidingAngle(after: angle, dt: dt) else { return .snapTakesOver(target) }
      motion = .guiding(target: target, angle: next)
      snap?.snapPoint = ring.point(at: next)
      return nil
    case .coasting:
      return abs(wheelSpin()) < Self.coastingSettleSpeed ? .coastingEnds : nil
    default:
      return nil
    }
  }

  /// The seconds since the frame at `last` (0 for the first), which becomes `now`.
  static func frameInterval(since last: inout Double?, now: Double) -> Double {
    defer { last = now }
    return last.map { max(now - $0, 0) } ?? 0
  }
}
