import DynamicMenusGeometry
import DynamicMenusLayers
import Testing
import TestSupport
@testable import DynamicMenusDynamics
@testable import DynamicMenusViews

/// The rule that replaced `weak` (Embedded Swift has none): parents own their children, and a
/// child reaches its parent through a `Weak` reference that reads nil once the parent is freed
/// or the child is taken away. Each test breaks if a back-reference keeps its parent alive, or
/// outlives it.
@Suite("Ownership: parents own children, children reach parents weakly", .isolatedState)
@MainActor
struct OwnershipTests {
  @Test("a layer removed from its superlayer, and a layer whose superlayer is freed")
  func layers() {
    let child = Layer()
    let parent = Layer()
    parent.addSublayer(child)
    #expect(child.superlayer === parent)
    child.removeFromSuperlayer()
    #expect(child.superlayer == nil && parent.sublayers.isEmpty)
    var parentFreed = false
    do {
      let owner = DeinitLayer { parentFreed = true }
      owner.addSublayer(child)
      let mask = Layer()
      owner.mask = mask
      #expect(mask.maskedLayer === owner)
    }
    #expect(parentFreed, "a sublayer must not keep its superlayer alive")
    #expect(child.superlayer == nil)
  }

  @Test("a layer's delegate is its view, not kept alive by the layer")
  func layerDelegate() {
    var layer: Layer?
    do {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      layer = view.layer
      #expect(layer?.delegate === view)
    }
    #expect(layer?.delegate == nil)
  }

  @Test("a view removed from its superview, a view whose superview or window is freed")
  func views() {
    let child = View()
    let parent = View()
    parent.addSubview(child)
    #expect(child.superview === parent)
    child.removeFromSuperview()
    #expect(child.superview == nil && parent.subviews.isEmpty)
    var freed = 0
    do {
      let window = Window(size: Size(width: 100, height: 100))
      let owner = DeinitView { freed += 1 }
      window.rootView.addSubview(owner)
      owner.addSubview(child)
      #expect(child.window === window)
      owner.removeFromSuperview()
      #expect(child.window == nil)
      window.rootView.addSubview(owner)
      #expect(child.window === window)
    }
    #expect(freed == 1, "a subview must not keep its superview (or the window) alive")
    #expect(child.superview == nil && child.window == nil)
  }

  @Test("a recognizer removed from its view, a recognizer whose view is freed")
  func recognizers() {
    let pan = PanGestureRecognizer()
    let view = View()
    view.addGestureRecognizer(pan)
    #expect(pan.view === view)
    view.removeGestureRecognizer(pan)
    #expect(pan.view == nil && view.gestureRecognizers.isEmpty)
    var freed = false
    do {
      let owner = DeinitView { freed = true }
      owner.addGestureRecognizer(pan)
      #expect(pan.view === owner)
    }
    #expect(freed, "a recognizer must not keep its view alive")
    #expect(pan.view == nil)
  }

  @Test("a behaviour removed from its animator, a behaviour whose animator is freed")
  func behaviours() {
    let item = BasicDynamicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
    let gravity = DynamicBehavior()
    let child = GravityBehavior(items: [item])
    gravity.addChildBehavior(child)
    #expect(child.parent === gravity)
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
    animator.addBehavior(gravity)
    #expect(gravity.dynamicAnimator === animator)
    animator.removeBehavior(gravity)
    #expect(gravity.dynamicAnimator == nil)
    weak var freedAnimator: DynamicAnimator?
    do {
      let owner = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
      freedAnimator = owner
      owner.addBehavior(gravity)
      owner.tick(1.0 / 60)
      #expect(gravity.dynamicAnimator === owner)
    }
    #expect(freedAnimator == nil, "a behaviour must not keep its animator alive")
    #expect(gravity.dynamicAnimator == nil)
  }

  @Test("an animator's reference view may own the animator; a display link its window")
  func referenceViewsAndLinks() {
    weak var freedView: View?
    weak var freedAnimator: DynamicAnimator?
    let link = DisplayLink { _ in }
    do {
      let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let animator = DynamicAnimator(referenceView: view)
      freedView = view
      freedAnimator = animator
      #expect(animator.referenceView === view)
      let window = Window(size: Size(width: 10, height: 10))
      link.add(to: window)
      #expect(link.window === window)
    }
    #expect(freedView == nil && freedAnimator == nil)
    #expect(link.window == nil)
  }
}

/// A layer that reports its deinit.
@MainActor
final class DeinitLayer: Layer {
  var onDeinit: () -> Void = {}
  convenience init(onDeinit: @escaping () -> Void) {
    self.init()
    self.onDeinit = onDeinit
  }
  isolated deinit { onDeinit() }
}

/// A view that reports its deinit.
@MainActor
final class DeinitView: View {
  var onDeinit: () -> Void = {}
  convenience init(onDeinit: @escaping () -> Void) {
    self.init(frame: .zero)
    self.onDeinit = onDeinit
  }
  isolated deinit { onDeinit() }
}
