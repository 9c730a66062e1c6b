import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// A forecast runs an animator's frames ahead and puts everything back: the frames run for
/// real afterwards give the same bits as if no forecast had run, and the forecast stops at
/// the first frame that would call out (a collision event, a pause, an action that declines).
@MainActor
@Suite struct ForecastTests {
  /// A box falling onto a floor 200 pt below with some bounce; its log hears the contacts.
  private func fallingBox() -> (DynamicAnimator, BasicDynamicItem, EventLog) {
    let animator = Sim.animator()
    let item = Sim.box(300, 150)
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(
      withIdentifier: "floor", from: Point(x: 0, y: 400), to: Point(x: 1000, y: 400))
    let log = EventLog()
    collision.collisionDelegate = log
    let props = DynamicItemBehavior(items: [item])
    props.elasticity = 0.5
    props.addAngularVelocity(3, for: item)
    animator.addBehaviors([GravityBehavior(items: [item]), collision, props])
    animator.delegate = log
    return (animator, item, log)
  }

  @Test func theFramesRunAfterAForecastAreTheFramesRunWithout() {
    let (forecast, item, _) = fallingBox()
    let (plain, twin, _) = fallingBox()
    forecast.tick(Sim.frame)
    plain.tick(Sim.frame)
    #expect(forecast.canForecast)
    #expect(forecast.beginForecast())
    var frames = 0
    while forecast.forecastFrame(Sim.frame) { frames += 1 }
    let foreseen = item.center
    forecast.endForecast()
    // Into the fall, until the floor's contact: a second or so at 1 g (200 pt).
    #expect(frames > 10 && frames < 60, "\(frames)")
    #expect(foreseen.y > 300, "\(foreseen)")
    for _ in 0..<240 {
      forecast.tick(Sim.frame)
      plain.tick(Sim.frame)
      #expect(item.center.x.bitPattern == twin.center.x.bitPattern)
      #expect(item.center.y.bitPattern == twin.center.y.bitPattern)
      #expect(item.transform == twin.transform)
    }
    #expect(forecast.elapsedTime == plain.elapsedTime)
  }

  @Test func aForecastStopsAtTheFrameThatDeliversAContact() {
    let (animator, item, log) = fallingBox()
    animator.tick(Sim.frame)
    #expect(animator.beginForecast())
    var frames = 1
    var centers: [Point] = []
    while animator.forecastFrame(Sim.frame) {
      frames += 1
      centers.append(item.center)
    }
    animator.endForecast()
    #expect(item.center.y < 160, "put back: \(item.center)")
    // Run for real: the frames before the stop hear nothing and stand where the forecast
    // said; the stop frame delivers the floor's contact (and, as the box bounces off within
    // the frame, its end).
    for k in 0..<frames - 1 {
      animator.tick(Sim.frame)
      #expect(log.events.isEmpty)
      #expect(item.center == centers[k])
    }
    animator.tick(Sim.frame)
    #expect(log.events.first == "began floor", "\(log.events)")
  }

  @Test func onlyAnimatorsWhoseFramesCanBeForeseenForecast() {
    let (animator, item, _) = fallingBox()
    #expect(!animator.canForecast, "not running before its first frame")
    animator.tick(Sim.frame)
    #expect(animator.canForecast)
    // An action with no forecast role: its app code cannot be run ahead.
    let custom = DynamicBehavior()
    custom.action = {}
    animator.addBehavior(custom)
    #expect(!animator.canForecast)
    #expect(!animator.beginForecast())
    custom.forecast = DynamicForecast(frame: { true })
    #expect(animator.canForecast)
    // A push waiting for the next step.
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.magnitude = 1
    animator.addBehavior(push)
    #expect(!animator.canForecast)
    animator.tick(Sim.frame)
    #expect(animator.canForecast, "the push is spent")
    // A declining action ends the forecast at once.
    custom.forecast = DynamicForecast(frame: { false })
    #expect(animator.beginForecast())
    #expect(!animator.forecastFrame(Sim.frame))
    animator.endForecast()
  }

  @Test func theForecastRolesHearTheBeginningAndTheEnd() {
    let (animator, _, _) = fallingBox()
    animator.tick(Sim.frame)
    var calls: [String] = []
    let custom = DynamicBehavior()
    custom.action = {}
    custom.forecast = DynamicForecast(
      begin: { calls.append("begin") },
      frame: {
        calls.append("frame"); return true
      },
      end: { calls.append("end") })
    animator.addBehavior(custom)
    #expect(animator.beginForecast())
    #expect(!animator.beginForecast(), "one forecast at a time")
    _ = animator.forecastFrame(Sim.frame)
    _ = animator.forecastFrame(Sim.frame)
    animator.endForecast()
    animator.endForecast()
    #expect(calls == ["begin", "frame", "frame", "end"])
    #expect(!animator.forecastFrame(Sim.frame), "outside a forecast")
  }

  /// A snapped box whose snap point an action carries along, 4 pt a frame (as the dial's
  /// guiding point); its forecast role moves the point alike and puts it back as it ends.
  private func guidedBox() -> (DynamicAnimator, BasicDynamicItem, SnapBehavior) {
    let animator = Sim.animator()
    let item = Sim.box(300, 300)
    let snap = SnapBehavior(item: item, snapTo: Point(x: 300, y: 300))
    let guide = DynamicBehavior()
    guide.action = { snap.snapPoint.x += 4 }
    var kept = snap.snapPoint
    guide.forecast = DynamicForecast(
      begin: { kept = snap.snapPoint },
      frame: {
        snap.snapPoint.x += 4
        return true
      },
      end: { snap.restoreSnapPoint(kept) })
    animator.addBehaviors([snap, guide])
    return (animator, item, snap)
  }

  @Test func aSnapPointMovedInAForecastIsPutBack() {
    let (forecast, item, snap) = guidedBox()
    let (plain, twin, _) = guidedBox()
    for _ in 0..<3 {
      forecast.tick(Sim.frame)
      plain.tick(Sim.frame)
    }
    let point = snap.snapPoint
    #expect(forecast.beginForecast())
    for _ in 0..<30 { #expect(forecast.forecastFrame(Sim.frame)) }
    #expect(item.center.x > point.x, "the forecast followed the point")
    forecast.endForecast()
    #expect(snap.snapPoint == point)
    for _ in 0..<120 {
      forecast.tick(Sim.frame)
      plain.tick(Sim.frame)
      #expect(item.center.x.bitPattern == twin.center.x.bitPattern)
      #expect(item.center.y.bitPattern == twin.center.y.bitPattern)
    }
  }
}
