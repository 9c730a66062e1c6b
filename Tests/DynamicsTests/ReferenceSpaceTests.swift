import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// A reference space that owns the animator working in it: a view with
/// `animator = DynamicAnimator(referenceView: self)`, as the dial-menu tutorial writes it.
@MainActor
final class OwningSpace: DynamicReferenceSpace {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  var animator: DynamicAnimator?
  let item = BasicDynamicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
  var dynamicReferenceBounds: Rect { Rect(x: 0, y: 0, width: 100, height: 100) }
  init() {
    animator = DynamicAnimator(referenceSpace: self)
    animator?.addBehavior(GravityBehavior(items: [item]))
  }
}

@MainActor
@Suite("The reference space is held weakly, as UIKit holds referenceView")
struct ReferenceSpaceTests {
  @Test("a space that owns its animator is freed with it")
  func noCycle() {
    weak var weakSpace: OwningSpace?
    weak var weakAnimator: DynamicAnimator?
    do {
      let space = OwningSpace()
      space.animator?.tick(1 / 60.0)
      weakSpace = space
      weakAnimator = space.animator
    }
    #expect(weakSpace == nil)
    #expect(weakAnimator == nil)
  }

  @Test("an animator over bounds keeps its own space; one whose space is gone keeps working")
  func ownedAndDetached() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(animator.referenceBounds == Rect(x: 0, y: 0, width: 320, height: 480))
    let item = BasicDynamicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
    var space: OwningSpace? = OwningSpace()
    let orphan = space!.animator!
    space!.animator = nil
    space = nil
    // The space is gone: its last bounds stand in, and stepping still works.
    #expect(orphan.referenceBounds == Rect(x: 0, y: 0, width: 100, height: 100))
    orphan.addBehavior(GravityBehavior(items: [item]))
    for _ in 0..<10 { orphan.tick(1 / 60.0) }
    #expect(item.center.y > 50)
  }
}
