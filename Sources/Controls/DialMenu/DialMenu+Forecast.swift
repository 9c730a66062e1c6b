import DynamicMenusDynamics
import DynamicMenusGeometry

/// The dial's part in a forecast of its physics (`DynamicAnimator.beginForecast()`): a host
/// hands a fling's deceleration or a snap's settling to its compositor from the forecast, and
/// catches up by running the same frames later. A forecast frame runs the dial's own frame
/// code (DialMenu+Frame.swift) on copies of its books, and ends the forecast at the first frame
/// that would do more than keep them (report an item at the top, end a fling, come to rest,
/// hand the guiding point over to the final snap).
extension DialMenu {
  /// The frame behaviour's forecast role: ``forecastsOnlyBookkeeping()`` each frame, over
  /// copies of the top-crossing watch, the rest clock, the frame clock and the motion made as
  /// the forecast begins; the snap's point is put back as it ends (the world's anchor is the
  /// animator's to put back).
  func frameForecast() -> DynamicForecast {
    DynamicForecast(
      begin: { [owner = Weak(self)] in
        guard let dial = owner.object else { return }
        dial.forecastTopSides = dial.topSides
        dial.forecastRestingSince = dial.restingSince
        dial.forecastLastFrameTime = dial.lastFrameTime
        dial.forecastMotion = dial.motion
        dial.forecastSnapPoint = dial.snap?.snapPoint
      },
      frame: { [owner = Weak(self)] in owner.object?.forecastsOnlyBookkeeping() ?? false },
      end: { [owner = Weak(self)] in
        guard let dial = owner.object else { return }
        dial.forecastTopSides = []
        dial.forecastMotion = .idle
        if let point = dial.forecastSnapPoint { dial.snap?.restoreSnapPoint(point) }
      })
  }

  /// Whether ``dynamicFrame()`` would, this frame, change nothing a forecast cannot: it runs
  /// the frame's watch on the top and its motion on the forecast's copies and is false at the
  /// first item reported or motion ended or handed over.
  func forecastsOnlyBookkeeping() -> Bool {
    guard isShown, transition == .none, !itemViews.isEmpty, let animator else { return true }
    let now = animator.elapsedTime
    let dt = Self.frameInterval(since: &forecastLastFrameTime, now: now)
    var reported = false
    watchTop(&forecastTopSides) { _ in
      reported = true
      return false
    }
    guard !reported else { return false }
    return motionFrame(&forecastMotion, restingSince: &forecastRestingSince, now: now, dt: dt)
      == nil
  }
}
