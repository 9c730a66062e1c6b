import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// Time of impact keeps a bullet from sinking into a boundary, however large it is: a device
/// (Box2D 2.x time of impact, target separation = the linear slop) never shows an item more
/// than the slop past a static edge. The slide menu of issue 10 is the case in point: a
/// 150 × 667 pt panel under gravity and a push meets its boundary at ~560 pt/s, 4.7 pt per
/// sub-step, far less than a quarter of its 75 pt half-width.
@MainActor
@Suite struct ImpactDepthTests {
  @Test(
    "a wide bullet meeting a boundary at 560 pt/s shows no deeper than the slop",
    arguments: [(150.0, 667.0), (100.0, 100.0), (40.0, 40.0)])
  func wideBulletStopsAtTheSlop(width: Double, height: Double) {
    let animator = Sim.animator(375, 667)
    animator.screenScale = 0  // unrounded centres
    let item = Sim.box(375 + width / 2, 333.5, width, height)
    let gravity = GravityBehavior(items: [item])
    gravity.gravityDirection = Vector(dx: -1, dy: 0)
    let collision = CollisionBehavior(items: [item])
    let wall = 225.0
    collision.addBoundary(
      withIdentifier: "wall", from: Point(x: wall, y: -667), to: Point(x: wall, y: 1334))
    let props = DynamicItemBehavior(items: [item])
    props.elasticity = 0.35
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = Vector(dx: -1.5 * width * height / 100_000, dy: 0)  // 150 pt/s
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(props)
    animator.addBehavior(push)
    var deepest = Double.infinity
    var fastest = 0.0
    for _ in 0..<90 {
      fastest = max(fastest, -props.linearVelocity(for: item).dx)
      animator.tick(Sim.frame)
      deepest = min(deepest, item.center.x - width / 2)
    }
    #expect(fastest > 500, "meets the wall at \(fastest) pt/s")
    #expect(deepest >= wall - 0.5 - 1e-3, "sank to \(deepest), past the wall at \(wall)")
  }
}
