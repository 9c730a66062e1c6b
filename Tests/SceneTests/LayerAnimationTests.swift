import DynamicMenusAnimation
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusLayers

/// A delegate that answers every action with a fixed reply, as a view does.
@MainActor
final class ActionDelegate: LayerDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  var reply: LayerAction?
  var asked: [String] = []
  init(_ reply: LayerAction?) { self.reply = reply }
  func action(for layer: Layer, forKey key: String) -> LayerAction? {
    asked.append(key)
    return reply
  }
}

@MainActor
@Suite("Layer animations: implicit and explicit, model and presentation, time", .isolatedState)
struct LayerAnimationTests {
  /// A host for `layer`, advanced once (the layer is in a rendered tree: changes animate).
  func hosted(_ layer: Layer) -> LayerHost {
    let host = LayerHost(rootLayer: layer)
    host.tick(0)
    return host
  }

  /// The default timing curve's progress at a fraction of 0.25 s.
  func progress(_ fraction: Double) -> Double { TimingFunction.default.value(at: fraction) }

  @Test("a stand-alone layer animates implicitly for 0.25 s with the default curve")
  func implicitAnimation() {
    let l = Layer()
    l.bounds = Rect(x: 0, y: 0, width: 10, height: 10)  // set-up before any frame: no animation
    #expect(!l.hasAnimations && l.presentation().bounds.width == 10)
    let host = LayerHost(rootLayer: l)
    host.tick(0)  // rendered once: from now on changes animate
    l.opacity = 0
    #expect(l.opacity == 0)  // the model changes at once
    #expect(l.animationKeys() == ["opacity"])
    #expect(l.presentation().opacity == 1)  // the screen has not moved yet
    host.tick(0.125)  // the animation begins at this frame (t = 0.125)…
    #expect(l.presentation().opacity == 1)
    host.tick(0.125)  // …halfway
    #expect(abs(l.presentation().opacity - (1 - progress(0.5))) < 1e-12)
    host.tick(0.0625)
    #expect(abs(l.presentation().opacity - (1 - progress(0.75))) < 1e-12)
    host.tick(0.0625)  // 0.25 s after it began: over and removed
    #expect(l.presentation().opacity == 0 && !l.hasAnimations)
  }

  @Test("disableActions applies the change at once; a transaction's duration is used")
  func transactions() {
    let l = Layer()
    let host = hosted(l)
    Transaction.perform(disableActions: true) { l.position = Point(x: 100, y: 0) }
    #expect(!l.hasAnimations && l.presentation().position == Point(x: 100, y: 0))
    Transaction.perform(duration: 0.5) { l.position = .zero }
    #expect(l.animation(forKey: "position", as: Point.self)?.duration == 0.5)
    host.tick(0)
    host.tick(0.25)
    #expect(abs(l.presentation().position.x - 100 * (1 - progress(0.5))) < 1e-9)
  }

  @Test("the per-layer flag (C4 shapes): no implicit animation, but blocks animate it")
  func perLayerDisableActions() {
    let s = ShapeLayer()
    s.disableActions = true
    let host = hosted(s)
    s.strokeEnd = 0
    #expect(!s.hasAnimations && s.presentation().strokeEnd == 0)
    var finished: Bool?
    AnimationContext.perform(
      AnimationContext(duration: 0.5, options: .curveLinear), animations: { s.strokeEnd = 1 },
      completion: { finished = $0 })
    #expect(s.animation(forKey: "strokeEnd", as: Double.self)?.duration == 0.5)
    host.tick(0)
    host.tick(0.25)
    #expect(abs(s.presentation().strokeEnd - 0.5) < 1e-12)  // linear: halfway
    #expect(finished == nil)
    host.tick(0.25)
    #expect(finished == true && s.presentation().strokeEnd == 1)
  }

  @Test("the delegate decides first: no animation outside a block, the block's inside")
  func delegateActions() {
    let l = Layer()
    let view = ActionDelegate(.noAnimation)
    l.delegate = view
    let host = hosted(l)
    l.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(!l.hasAnimations && view.asked == ["bounds"])
    view.reply = .animate(AnimationContext(duration: 1, dampingRatio: 1))
    l.bounds = Rect(x: 0, y: 0, width: 30, height: 10)
    let a = l.animation(forKey: "bounds", as: Rect.self)
    #expect(a?.duration == 1 && a?.from.width == 10 && a?.to.width == 30)
    host.tick(0)
    host.tick(0.5)
    let w = l.presentation().bounds.width
    #expect(w > 10 + 20 * 0.9 && w < 30)  // a critically damped spring is ~95 % there
    // Transaction.disableActions beats the delegate.
    Transaction.perform(disableActions: true) { l.opacity = 0.5 }
    #expect(view.asked.count == 2 && l.animationKeys() == ["bounds"])
  }

  @Test("explicit animations show in the presentation only; the model keeps its value")
  func explicitAnimation() {
    let s = ShapeLayer()
    let host = hosted(s)
    var ends: [AnimationCompletion] = []
    s.add(
      PropertyAnimation(from: 0.0, to: 1.0, duration: 0.5, timingFunction: .linear),
      for: .strokeEnd, forKey: "reveal", completion: { ends.append($0) })
    #expect(s.animationKeys() == ["reveal"] && s.strokeEnd == 1)
    host.tick(0)
    host.tick(0.125)
    #expect(s.presentation().strokeEnd == 0.25 && s.strokeEnd == 1)
    // The same key replaces it; the first reports "removed" at the next frame.
    s.add(
      PropertyAnimation(from: 1.0, to: 0.0, duration: 0.25, timingFunction: .linear),
      for: .strokeEnd, forKey: "reveal", completion: { ends.append($0) })
    #expect(ends.isEmpty)
    host.tick(0.125)
    #expect(ends == [.removed] && s.presentation().strokeEnd == 1)
    host.tick(0.25)
    #expect(ends == [.removed, .finished] && !s.hasAnimations)
    s.add(PropertyAnimation(from: 0.0, to: 1.0), for: .strokeStart, forKey: "gone")
    s.removeAnimation(forKey: "gone")
    #expect(!s.hasAnimations)
  }

  @Test("completions run after the walk, in tree order, then in the order added")
  func completionOrder() {
    let root = Layer(), a = Layer(), b = Layer(), mask = Layer()
    root.addSublayer(a)
    root.addSublayer(b)
    root.mask = mask
    let host = hosted(root)
    var order: [String] = []
    func add(_ l: Layer, _ name: String, _ duration: Double) {
      l.add(
        PropertyAnimation(from: 0.0, to: 1.0, duration: duration), for: .opacity, forKey: name,
        completion: { _ in order.append(name) })
    }
    add(b, "b1", 0.5)
    add(mask, "mask", 0.5)
    add(a, "a2", 0.5)
    add(root, "root", 0.5)
    add(a, "a1-short", 0.25)
    add(b, "b2", 0.5)
    host.tick(0)
    host.tick(0.25)
    #expect(order == ["a1-short"])
    host.tick(0.25)
    #expect(order == ["a1-short", "root", "a2", "b1", "b2", "mask"])
  }

  @Test("retargeting in flight starts from where the property is, at its speed")
  func retargetInFlight() {
    let l = Layer()
    let host = hosted(l)
    l.position = Point(x: 100, y: 0)
    host.tick(0)
    host.tick(0.125)
    let before = l.presentation().position
    l.position = Point(x: 0, y: 50)  // retarget mid-way
    #expect(l.animationKeys() == ["position"])
    let a = l.animation(forKey: "position", as: Point.self)
    #expect(a.map { near($0.from, before, 1e-9) } == true)
    host.tick(0)  // the new animation begins at the same time: no jump
    #expect(near(l.presentation().position, before, 1e-9))
    host.tick(0.25)
    #expect(l.presentation().position == Point(x: 0, y: 50))
  }

  @Test("a transaction's completion block waits for its implicit animations")
  func transactionCompletion() {
    let l = Layer()
    let host = hosted(l)
    var done = false
    Transaction.perform {
      Transaction.setCompletionBlock { done = true }
      l.opacity = 0.5
    }
    host.tick(0)
    host.tick(0.125)
    #expect(!done)
    host.tick(0.125)
    #expect(done)
  }

  @Test("nil colours fade through the other colour at alpha 0, not through black")
  func colourFromNil() {
    let l = Layer()
    let host = hosted(l)
    l.backgroundColor = .red
    let a = l.animation(forKey: "backgroundColor", as: Color.self)
    #expect(a?.from == Color.red.withAlphaComponent(0) && a?.to == .red)
    host.tick(0)
    host.tick(0.125)
    let mid = l.presentation().backgroundColor
    #expect(mid?.red == 1 && mid?.green == 0 && (mid?.alpha ?? 0) > 0.2)
  }

  @Test("a kept animation (fill forwards) holds its end value and completes once")
  func fillForwards() {
    let s = ShapeLayer()
    let host = hosted(s)
    var count = 0
    var a = PropertyAnimation(from: 0.0, to: 4.0, duration: 0.25)
    a.isRemovedOnCompletion = false
    a.fillMode = .forwards
    s.add(a, for: .lineWidth, forKey: "grow", completion: { _ in count += 1 })
    host.tick(0)
    host.tick(0.5)
    host.tick(0.5)
    #expect(count == 1 && s.presentation().lineWidth == 4 && s.lineWidth == 1)
    #expect(s.animationKeys() == ["grow"])
  }

  @Test("presentation and model of a tree: a sublayer's animation, seen from the root")
  func presentationTree() {
    let root = Layer(), child = ShapeLayer()
    root.addSublayer(child)
    let host = hosted(root)
    child.add(
      PropertyAnimation(from: 0.0, to: 1.0, duration: 1, timingFunction: .linear), for: .strokeEnd)
    host.tick(0)
    host.tick(0.5)
    let shown = root.presentation().sublayers[0] as? ShapeLayer
    #expect(shown?.strokeEnd == 0.5 && child.strokeEnd == 1)
    #expect(child.animationKeys().isEmpty && child.hasAnimations)  // anonymous
  }

  @Test("an animation of a property the layer lacks is refused")
  func wrongProperty() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Layer().add(PropertyAnimation(from: 0.0, to: 1.0), for: .strokeEnd) }
    }
  }
}
