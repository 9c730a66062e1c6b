import DynamicMenusDynamics
import DynamicMenusGeometry

/// The dial's part in a forecast of its physics (`DynamicAnimator.beginForecast()`): a host
/// hands a fling's deceleration or a snap's settling to its compositor from the forecast, and
/// catches up by running the same frames later. A forecast frame runs none of the dial's
/// per-frame work but the guiding point's travel; it only asks whether that work would do more
/// than keep the books this frame (report an item at the top, end a fling, come to rest, hand
/// the guiding point over to the final snap), which ends the forecast at that frame.
extension DialMenu {
  /// The frame behaviour's forecast role: ``forecastsOnlyBookkeeping()`` each frame, over
  /// copies of the top-crossing watch, the rest clock and the guiding point made as the
  /// forecast begins; the snap's point is put back as it ends (the world's anchor is the
  /// animator's to put back).
  func frameForecast() -> DynamicForecast {
    DynamicForecast(
      begin: { [owner = Weak(self)] in
        guard let dial = owner.object else { return }
        dial.forecastTopSides = dial.topSides
        dial.forecastRestingSince = dial.restingSince
        dial.forecastLastFrameTime = dial.lastFrameTime
        dial.forecastSnapPoint = dial.snap?.snapPoint
        if case .guiding(_, let angle) = dial.motion {
          dial.forecastGuidingAngle = angle
        } else {
          dial.forecastGuidingAngle = nil
        }
      },
      frame: { [owner = Weak(self)] in owner.object?.forecastsOnlyBookkeeping() ?? false },
      end: { [owner = Weak(self)] in
        guard let dial = owner.object else { return }
        dial.forecastTopSides = []
        if let point = dial.forecastSnapPoint { dial.snap?.restoreSnapPoint(point) }
      })
  }

  /// Whether ``dynamicFrame()`` would, this frame, change nothing a forecast cannot: no item
  /// reported at the top, no motion ended or handed over; a guiding point travels on, as the
  /// frame would move it. The watch on the top runs on ``forecastTopSides``, the rest clock on
  /// ``forecastRestingSince``, the guiding point on ``forecastGuidingAngle``.
  func forecastsOnlyBookkeeping() -> Bool {
    guard isShown, transition == .none, !itemViews.isEmpty, let animator else { return true }
    let now = animator.elapsedTime
    let dt = forecastLastFrameTime.map { max(now - $0, 0) } ?? 0
    forecastLastFrameTime = now
    if let reach = topReach, forecastTopSides.count == itemViews.count {
      for index in itemViews.indices {
        let (side, reached) = watchTop(index, armed: forecastTopSides[index], reach: reach)
        forecastTopSides[index] = side
        if reached && !isProgrammaticMotion { return false }
      }
    }
    switch motion {
    case .settling(let target):
      // At rest once the item has stayed at the top and slow for `restDuration`: until then
      // the frame only notes since when.
      guard isAtRest(target) else {
        forecastRestingSince = nil
        return true
      }
      let since = forecastRestingSince ?? animator.elapsedTime
      forecastRestingSince = since
      return animator.elapsedTime - since < Self.restDuration
    case .guiding:
      guard let angle = forecastGuidingAngle, let next = guidingAngle(after: angle, dt: dt)
      else { return false }
      forecastGuidingAngle = next
      snap?.snapPoint = ring.point(at: next)
      return true
    case .coasting: return abs(wheelSpin()) >= Self.coastingSettleSpeed
    default: return true
    }
  }
}
