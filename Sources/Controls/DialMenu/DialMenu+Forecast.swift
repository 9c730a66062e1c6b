import DynamicMenusDynamics
import DynamicMenusGeometry

/// The dial's part in a forecast of its physics (`DynamicAnimator.beginForecast()`): a host
/// hands a fling's deceleration or a snap's settling to its compositor from the forecast, and
/// catches up by running the same frames later. A forecast frame runs none of the dial's
/// per-frame work; it only asks whether that work would do more than keep the books this
/// frame (report an item at the top, end a fling, come to rest, move a guiding point), which
/// ends the forecast at that frame.
extension DialMenu {
  /// The frame behaviour's forecast role: ``forecastsOnlyBookkeeping()`` each frame, over
  /// copies of the top-crossing watch and of the rest clock made as the forecast begins.
  func frameForecast() -> DynamicForecast {
    DynamicForecast(
      begin: { [owner = Weak(self)] in
        guard let dial = owner.object else { return }
        dial.forecastTopSides = dial.topSides
        dial.forecastRestingSince = dial.restingSince
      },
      frame: { [owner = Weak(self)] in owner.object?.forecastsOnlyBookkeeping() ?? false },
      end: { [owner = Weak(self)] in owner.object?.forecastTopSides = [] })
  }

  /// Whether ``dynamicFrame()`` would, this frame, change nothing a forecast cannot: no item
  /// reported at the top, no motion ended or moved on. The watch on the top runs on
  /// ``forecastTopSides``, the rest clock on ``forecastRestingSince``.
  func forecastsOnlyBookkeeping() -> Bool {
    guard isShown, transition == .none, !itemViews.isEmpty, animator != nil else { return true }
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
      guard isAtRest(target), let animator else {
        forecastRestingSince = nil
        return true
      }
      let since = forecastRestingSince ?? animator.elapsedTime
      forecastRestingSince = since
      return animator.elapsedTime - since < Self.restDuration
    case .guiding: return false
    case .coasting: return abs(wheelSpin()) >= Self.coastingSettleSpeed
    default: return true
    }
  }
}
