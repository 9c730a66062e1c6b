import DynamicMenusGeometry
import DynamicMenusPhysics

/// How a behaviour's ``DynamicBehavior/action`` takes part in a forecast
/// (``DynamicAnimator/beginForecast()``): a behaviour with an action and none of these makes
/// its animator one that cannot be forecast.
///
/// ```swift
/// inflate.forecast = DynamicForecast(frame: {
///   bubble.transform = scale(at: item.center)  // what the action shows, nothing more
///   return true
/// })
/// ```
public struct DynamicForecast {
  /// Called once as a forecast begins, before its first frame: keep what `frame` changes
  /// that the animator's items and the window's layers do not hold.
  public var begin: () -> Void
  /// Runs in place of the action at each forecast frame, after the write-back: shows what
  /// the action would show this frame, and returns true; or returns false, changing nothing,
  /// when the action would do more (call out, start or end a motion): the forecast ends
  /// at that frame, which the animator must then run for real.
  public var frame: () -> Bool
  /// Called once as the forecast ends: put back what `begin` kept.
  public var end: () -> Void

  /// A forecast role from the three hooks; `begin` and `end` default to nothing.
  public init(
    begin: @escaping () -> Void = {}, frame: @escaping () -> Bool, end: @escaping () -> Void = {}
  ) {
    self.begin = begin
    self.frame = frame
    self.end = end
  }
}

/// Forecasting: running frames ahead and putting everything back, so a host can hand the
/// coming motion of a fling or a fall to its compositor as keyframes (a copy of the world
/// stepped ahead) while the animator itself runs later, frame by frame, to the same bits.
///
/// A forecast frame is ``tick(_:)`` without its calls out: the sub-steps and the write-back
/// run; a frame that would deliver a collision event, pause the animator (its delegate hears
/// it) or run an action whose ``DynamicForecast`` declines ends the forecast there.
/// ``endForecast()`` then restores the world, the accumulator, the clock and every item's
/// centre and transform exactly; the window's layers are the caller's to put back.
extension DynamicAnimator {
  /// What a forecast keeps to put back.
  struct ForecastCheckpoint {
    var world: World
    var accumulator: Double
    var elapsedTime: Double
    /// Per record slot: its item's centre and transform, and the record's last written values.
    var items: [(center: Point, transform: AffineTransform, lastCenter: Point, lastAngle: Double?)?]
  }

  /// Whether the coming frames can be forecast: the animator runs, nothing waits to be applied
  /// before its next step (item properties, filters, reference bounds, deferred changes, an
  /// active push), no collision event waits, and every action has a ``DynamicForecast``.
  public var canForecast: Bool {
    guard isRunning, forecastCheckpoint == nil, !itemPropertiesDirty, !collisionFiltersDirty,
      deferred.isEmpty, referenceSpace.dynamicReferenceBounds == lastReferenceBounds,
      world.beginEvents.isEmpty, world.endEvents.isEmpty
    else { return false }
    for b in preSolvers where !b.isIdleBeforeStep { return false }
    for b in actors where b.forecast == nil { return false }
    return true
  }

  /// Begins a forecast (only when ``canForecast``; else does nothing and returns false): keeps
  /// what the frames change and tells each action's ``DynamicForecast``.
  @discardableResult
  public func beginForecast() -> Bool {
    guard canForecast else { return false }
    forecastCheckpoint = ForecastCheckpoint(
      world: world, accumulator: accumulator, elapsedTime: elapsedTime,
      items: records.map { r in
        r.map { ($0.item.center, $0.item.transform, $0.lastCenter, $0.lastAngle) }
      })
    for b in actors { b.forecast?.begin() }
    return true
  }

  /// Runs one forecast frame of `dt` seconds (as ``tick(_:)`` reads it); returns false when
  /// the frame would call out (a collision event, an action that declines, a pause): the
  /// forecast should end, and the animator run that frame for real. Outside a forecast,
  /// returns false and does nothing.
  public func forecastFrame(_ dt: Double) -> Bool {
    guard forecastCheckpoint != nil else { return false }
    let dt = Self.frameDuration(dt)
    elapsedTime += dt
    runSubSteps(dt)
    writeBack()
    guard world.beginEvents.isEmpty, world.endEvents.isEmpty else { return false }
    for b in actors {
      guard let forecast = b.forecast, forecast.frame() else { return false }
    }
    return !shouldPause()
  }

  /// Ends the forecast: the world, the accumulator, the clock, the records and every item's
  /// centre and transform are as ``beginForecast()`` found them, and each action's
  /// ``DynamicForecast`` puts back what it kept.
  public func endForecast() {
    guard let saved = forecastCheckpoint else { return }
    forecastCheckpoint = nil
    world = saved.world
    accumulator = saved.accumulator
    elapsedTime = saved.elapsedTime
    for (slot, kept) in saved.items.enumerated() {
      guard let kept, let r = records[slot] else { continue }
      r.item.center = kept.center
      r.item.transform = kept.transform
      r.lastCenter = kept.lastCenter
      r.lastAngle = kept.lastAngle
    }
    for b in actors { b.forecast?.end() }
  }
}
