import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

@MainActor
@Suite("Dynamics with views: the window drives animators over reference views")
struct DynamicsIntegrationTests {
  @Test("a view under gravity moves exactly as a plain item in a bounds animator")
  func gravityMatchesPlainItem() {
    let window = Window(size: Size(width: 400, height: 600))
    let box = View(frame: Rect(x: 150, y: 50, width: 100, height: 100))
    window.rootView.addSubview(box)
    let animator = DynamicAnimator(referenceView: window.rootView)
    animator.addBehavior(GravityBehavior(items: [box]))

    let plain = BasicDynamicItem(center: Point(x: 200, y: 100), size: Size(width: 100, height: 100))
    let reference = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
    reference.addBehavior(GravityBehavior(items: [plain]))

    for _ in 0..<30 {
      window.tick()
      reference.tick(1 / 60.0)
      #expect(box.center == plain.center)
    }
    #expect(box.center.y > 200)
    #expect(animator.referenceView === window.rootView)
  }

  @Test("snap points are in the reference view's space; items in offset subviews convert")
  func conversions() {
    let window = Window(size: Size(width: 400, height: 400))
    let reference = View(frame: Rect(x: 50, y: 50, width: 300, height: 300))
    let container = View(frame: Rect(x: 100, y: 20, width: 150, height: 150))
    let item = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    window.rootView.addSubview(reference)
    reference.addSubview(container)
    container.addSubview(item)
    let animator = DynamicAnimator(referenceView: reference)
    animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 150, y: 150)))
    window.run(for: 3)
    // (150, 150) in the reference view is (50, 130) in the container.
    #expect(item.center.distance(to: Point(x: 50, y: 130)) < 0.5)
    #expect(!animator.isRunning)
  }

  @Test("a collision boundary follows the reference view's bounds")
  func boundary() {
    let window = Window(size: Size(width: 300, height: 300))
    let ball = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    window.rootView.addSubview(ball)
    let animator = DynamicAnimator(referenceView: window.rootView)
    animator.addBehavior(GravityBehavior(items: [ball]))
    let collision = CollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    window.run(for: 4)
    #expect(abs(ball.frame.maxY - 300) < 2)
  }

  @Test("an item that is not inside the reference view is refused with a message")
  func rejection() {
    let reference = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let stranger = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stranger.name = "stranger"
    #expect(
      reference.dynamicRejectionReason(for: stranger)
        == "the item view \"stranger\" does not descend from the animator's reference view")
  }
}
