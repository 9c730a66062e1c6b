import DynamicMenusAnimation
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

@MainActor
@Suite("View animation: UIKit's implicit and explicit rules", .isolatedState)
struct ViewAnimationTests {
  func makeView() -> (Window, View) {
    let window = Window(size: Size(width: 400, height: 400))
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.rootView.addSubview(view)
    window.tick()
    return (window, view)
  }

  @Test("outside a block a view's change shows at once; a stand-alone layer animates")
  func noImplicitAnimation() {
    let (window, view) = makeView()
    view.center = Point(x: 200, y: 200)
    view.alpha = 0.5
    #expect(!view.layer.hasAnimations)
    window.tick()
    #expect(view.layer.presentation().position == Point(x: 200, y: 200))
    #expect(view.layer.presentation().opacity == 0.5)
    let loose = Layer()
    view.layer.addSublayer(loose)
    window.tick()  // rendered once (Core Animation does not animate a layer not yet rendered)
    loose.position = Point(x: 40, y: 0)
    #expect(loose.animationKeys() == ["position"])
  }

  @Test("inside a block the change animates on the block's curve, from the frame after")
  func curve() {
    let (window, view) = makeView()
    let start = window.time
    View.animate(withDuration: 0.5, options: .curveLinear) {
      view.center = Point(x: 250, y: 50)
    }
    #expect(view.center == Point(x: 250, y: 50))  // the model is the new value at once
    #expect(view.layer.animationKeys() == ["position"])
    for frame in 1...20 {
      window.tick()
      let t = window.time - start - 1 / 60.0
      let x = view.layer.presentation().position.x
      #expect(abs(x - (50 + 200 * min(t / 0.5, 1))) < 1e-9, "frame \(frame)")
    }
  }

  @Test("ease-in-ease-out is the default curve")
  func easeInOut() {
    let (window, view) = makeView()
    View.animate(withDuration: 0.3) { view.alpha = 0 }
    for _ in 0..<10 { window.tick() }
    let t = 9 / 60.0 / 0.3
    let expected = 1 - TimingFunction.easeInEaseOut.value(at: t)
    #expect(abs(view.layer.presentation().opacity - expected) < 1e-9)
  }

  @Test(
    "the spring variant follows UIKit's settle-at-duration spring within 1e-6",
    arguments: [(0.5, 0.7, 0.0), (0.4, 0.7, 0.4), (1.0, 0.5, 0.0), (0.3, 1.0, 0.0)])
  func spring(duration: Double, damping: Double, velocity: Double) {
    let (window, view) = makeView()
    let spring = Spring(
      settlingDuration: duration, dampingRatio: damping, initialVelocity: velocity)
    View.animate(
      withDuration: duration, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
      options: .curveEaseIn
    ) {
      view.center = Point(x: 250, y: 50)
    }
    window.tick()  // the animation begins at this frame
    let frames = Int((duration * 60).rounded())
    for frame in 1..<frames {
      window.tick()
      let x = view.layer.presentation().position.x
      #expect(abs(x - (50 + 200 * spring.value(at: Double(frame) / 60))) < 1e-6)
    }
    // At the duration the animation ends on the model value (UIKit's rule); the clock is a
    // sum of frame durations, so give it the frame in which t reaches the duration for sure.
    window.tick()
    window.tick()
    #expect(view.layer.presentation().position.x == 250)
  }

  @Test("the spec's solved spring: ζ 0.7, 0.5 s reaches 0.861 at T/4 and 1.041 at T/2")
  func springTable() {
    let spring = Spring(settlingDuration: 0.5, dampingRatio: 0.7)
    #expect(abs(spring.value(at: 0.125) - 0.861) < 0.0005)
    #expect(abs(spring.value(at: 0.25) - 1.041) < 0.0005)
  }

  @Test("a transaction's completion waits for its blocks, begun inside a block or not")
  func transactionCompletionNests() {
    let (window, view) = makeView()
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.rootView.addSubview(inner)
    window.tick()
    var ran: [String] = []
    // An app's block around code that animates in a transaction of its own (the floating
    // menu's open()): the transaction waits for its 0.2 s block, the block for both.
    View.animate(
      withDuration: 0.5,
      animations: {
        view.alpha = 0
        Transaction.begin()
        Transaction.setCompletionBlock { ran.append("transaction") }
        View.animate(
          withDuration: 0.2, options: .overrideInheritedDuration, animations: { inner.alpha = 0 })
        Transaction.commit()
      }, completion: { _ in ran.append("outer") })
    #expect(ran.isEmpty, "nothing has ended")
    window.tick(0)  // the animations begin
    window.tick(0.15)
    #expect(ran.isEmpty, "\(ran)")
    window.tick(0.1)
    #expect(ran == ["transaction"], "\(ran)")
    window.tick(0.3)
    #expect(ran == ["transaction", "outer"], "\(ran)")
  }

  @Test("completion runs once: true when finished, false when interrupted")
  func completion() {
    let (window, view) = makeView()
    var results: [Bool] = []
    View.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { results.append($0) }
    window.run(for: 0.5)
    #expect(results == [true])
    View.animate(withDuration: 0.5, animations: { view.alpha = 1 }) { results.append($0) }
    window.run(for: 0.1)
    View.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }) { results.append($0) }
    window.run(for: 1)
    #expect(results == [true, false, true])
    #expect(view.layer.presentation().opacity == 0.2)
  }

  @Test("a block of zero duration applies at once and still completes")
  func zeroDuration() {
    let (_, view) = makeView()
    var results: [Bool] = []
    View.animate(withDuration: 0, animations: { view.alpha = 0.3 }) { results.append($0) }
    #expect(!view.layer.hasAnimations && results == [true])
  }

  @Test("performWithoutAnimation inside a block applies at once")
  func withoutAnimation() {
    let (_, view) = makeView()
    View.animate(withDuration: 0.5) {
      View.performWithoutAnimation { view.center = Point(x: 10, y: 10) }
      view.alpha = 0.5
    }
    #expect(view.layer.animationKeys() == ["opacity"])
  }

  @Test("a retarget mid-flight starts from where the view is, without a jump")
  func beginFromCurrentState() {
    let (window, view) = makeView()
    View.animate(withDuration: 0.5, options: .curveLinear) { view.center = Point(x: 250, y: 50) }
    window.run(for: 0.25)
    let before = view.layer.presentation().position
    View.animate(withDuration: 0.5, options: .beginFromCurrentState) {
      view.center = Point(x: 50, y: 50)
    }
    window.tick()
    let after = view.layer.presentation().position
    #expect(abs(after.x - before.x) < 10)
    window.run(for: 1)
    #expect(view.layer.presentation().position == Point(x: 50, y: 50))
  }
}
