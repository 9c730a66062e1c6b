import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusPhysics
import Testing

/// Collision shapes and boundaries at rest, where the answer is geometry (spec §1.2, §1.13):
/// circles, ellipses and convex paths on a floor, the reference bounds inset, a closed path
/// boundary with curves, identifiers kept and removed, and the order of began and ended
/// callbacks inside one frame.
@MainActor
@Suite struct BoundaryAndShapeTests {
  /// Drops `item` onto a floor at y = 400 and returns it at rest (the animator paused).
  static func restOnFloor(_ item: BasicDynamicItem) -> BasicDynamicItem {
    let animator = Sim.animator()
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(
      withIdentifier: "floor", from: Point(x: 0, y: 400), to: Point(x: 1000, y: 400))
    animator.addBehaviors([GravityBehavior(items: [item]), collision])
    for _ in 0..<600 where animator.isRunning { animator.tick(Sim.frame) }
    #expect(!animator.isRunning)
    return item
  }

  @Test func shapesRestOnTheirLowestPoints() {
    // A circle (an ellipse with w == h) of radius 25: its centre 25 pt above the floor.
    let circle = Self.restOnFloor(
      BasicDynamicItem(
        center: Point(x: 500, y: 300), size: Size(width: 50, height: 50),
        collisionBoundsType: .ellipse))
    #expect(abs(circle.center.y - 375) < 0.75)
    // A 100 × 50 ellipse (a 16-gon inscribed in it) lies on its long side, centre about 25 pt
    // up: on its bottom vertex, or tipped 5.7° onto the edge next to it (24.88 pt).
    let ellipse = Self.restOnFloor(
      BasicDynamicItem(
        center: Point(x: 500, y: 300), size: Size(width: 100, height: 50),
        collisionBoundsType: .ellipse))
    #expect(abs(ellipse.center.y - 375) < 1.5)
    #expect(abs(Angles.sin(ellipse.transform.rotationAngle)) < 0.11)
    // A triangle whose flat base lies 20 pt below its centre, either winding.
    for points in [
      [Point(x: -30, y: 20), Point(x: 30, y: 20), Point(x: 0, y: -40)],
      [Point(x: 0, y: -40), Point(x: 30, y: 20), Point(x: -30, y: 20)],
    ] {
      let triangle = Self.restOnFloor(
        BasicDynamicItem(
          center: Point(x: 500, y: 300), size: Size(width: 60, height: 60),
          collisionBoundsType: .path, collisionBoundingPath: Path(polygon: points)))
      #expect(abs(triangle.center.y - 380) < 0.75)
      #expect(abs(triangle.transform.rotationAngle) < 0.01)
    }
  }

  @Test func theReferenceBoundsInsetAndResetByTheFlag() {
    // Insets (top, left, bottom, right) move the implicit boundary in; it stays outset by
    // 1 pt. Setting the flag again resets the insets to zero, and the item falls on.
    let animator = Sim.animator(400, 400)
    let item = Sim.box(200, 100, 50, 50)
    let collision = CollisionBehavior(items: [item])
    collision.setTranslatesReferenceBoundsIntoBoundary(
      with: EdgeInsets(top: 10, left: 0, bottom: 100, right: 0))
    animator.addBehaviors([GravityBehavior(items: [item]), collision])
    for _ in 0..<240 { animator.tick(Sim.frame) }
    #expect(abs(item.center.y - (400 - 100 + 1 - 25)) < 1)
    collision.translatesReferenceBoundsIntoBoundary = true
    #expect(collision.boundsInsets == .zero)
    #expect(animator.isRunning)
    for _ in 0..<240 { animator.tick(Sim.frame) }
    #expect(abs(item.center.y - (400 + 1 - 25)) < 1)
  }

  @Test func aClosedPathWithCurvesHoldsAnItemInside() {
    // A bowl: the circle of radius 200 about (500, 500), its arcs flattened to 0.5 pt. A ball
    // of radius 25 dropped from the centre lands on the bottom and rolls to and fro on it
    // (the flattened bottom is not quite symmetric), always touching: its centre stays 175 pt
    // from the bowl's, within the flattening and the contact slop.
    let animator = Sim.animator()
    let ball = BasicDynamicItem(
      center: Point(x: 500, y: 500), size: Size(width: 50, height: 50),
      collisionBoundsType: .ellipse)
    let collision = CollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    let bowl = Path(circleCenter: Point(x: 500, y: 500), radius: 200)
    collision.addBoundary(withIdentifier: "bowl", for: bowl)
    // The same identifier again leaves the first boundary in place (device behaviour).
    collision.addBoundary(
      withIdentifier: "bowl", from: Point(x: 0, y: 600), to: Point(x: 1000, y: 600))
    #expect(collision.boundaryIdentifiers == ["bowl"])
    #expect(collision.boundary(withIdentifier: "bowl") == bowl)
    animator.addBehaviors([GravityBehavior(items: [ball]), collision])
    for _ in 0..<120 { animator.tick(Sim.frame) }
    var farthest = 0.0
    for _ in 0..<480 {
      animator.tick(Sim.frame)
      let d = ball.center.distance(to: Point(x: 500, y: 500))
      farthest = max(farthest, abs(d - 175))
      #expect(ball.center.y > 660)
    }
    #expect(farthest < 1, "the ball's centre strayed \(farthest) pt from 175 pt")
    // Without the identified boundaries the ball falls to the reference bounds' bottom
    // (1000, outset by 1 pt), which removeAllBoundaries keeps.
    collision.removeAllBoundaries()
    #expect(collision.boundaryIdentifiers.isEmpty)
    #expect(animator.isRunning)
    for _ in 0..<600 where animator.isRunning { animator.tick(Sim.frame) }
    #expect(abs(ball.center.y - (1000 + 1 - 25)) < 1)
  }

  /// Began and ended contacts, each with the frame it came in.
  @MainActor
  final class FrameLog: CollisionBehaviorDelegate {
    private let lifetime = Lifetime()
    nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
    var frame = 0
    var events: [(frame: Int, what: String)] = []
    func collisionBehavior(
      _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
      withBoundaryIdentifier identifier: String?, at point: Point
    ) { events.append((frame, "began \(identifier ?? "bounds")")) }
    func collisionBehavior(
      _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
      withBoundaryIdentifier identifier: String?
    ) { events.append((frame, "ended \(identifier ?? "bounds")")) }
  }

  @Test func inOneFrameAllBeganComeBeforeAllEnded() {
    // In `.items` mode a 50 pt box falls through two lines 50 pt apart: its bottom reaches
    // the lower line in the sub-step its top leaves the upper one, so one frame has an
    // ended contact (upper) and a began one (lower): began is reported first.
    let animator = Sim.animator(1000, 100_000)
    let item = Sim.box(300, 300, 50, 50)
    let collision = CollisionBehavior(items: [item])
    collision.collisionMode = .items
    collision.addBoundary(
      withIdentifier: "upper", from: Point(x: 0, y: 400), to: Point(x: 1000, y: 400))
    collision.addBoundary(
      withIdentifier: "lower", from: Point(x: 0, y: 450), to: Point(x: 1000, y: 450))
    let log = FrameLog()
    collision.collisionDelegate = log
    animator.addBehaviors([GravityBehavior(items: [item]), collision])
    for frame in 1...90 {
      log.frame = frame
      animator.tick(Sim.frame)
    }
    #expect(log.events.map(\.what) == ["began upper", "began lower", "ended upper", "ended lower"])
    let shared = log.events.filter { $0.what == "began lower" || $0.what == "ended upper" }
    #expect(shared.count == 2 && shared[0].frame == shared[1].frame)
  }
}
