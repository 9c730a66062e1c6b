import TestSupport
import Testing
@testable import DynamicMenusAnimation
@testable import DynamicMenusLayers

@Suite("Transaction and AnimationContext: implicit animations and animation blocks", .isolatedState)
@MainActor
struct TransactionTests {

  @Test("defaults: 0.25 s, the default curve, actions enabled")
  func defaults() {
    #expect(Transaction.animationDuration == 0.25)
    #expect(Transaction.animationTimingFunction == .default)
    #expect(!Transaction.disableActions)
    #expect(Transaction.depth == 0)
    let a = Transaction.implicitAnimation(from: 0.0, to: 1.0)
    #expect(a?.duration == 0.25)
    #expect(a?.timing == .curve(.default))
  }

  @Test("settings nest: inner transactions inherit, override, and restore on commit")
  func nesting() {
    Transaction.begin()
    Transaction.animationDuration = 1
    Transaction.begin()
    #expect(Transaction.depth == 2)
    #expect(Transaction.animationDuration == 1)  // inherited
    Transaction.animationDuration = 0.5
    Transaction.disableActions = true
    #expect(Transaction.animationDuration == 0.5)
    #expect(Transaction.implicitAnimation(from: 0.0, to: 1.0) == nil)
    Transaction.commit()
    #expect(Transaction.animationDuration == 1)
    #expect(!Transaction.disableActions)
    #expect(Transaction.implicitAnimation(from: 0.0, to: 1.0)?.duration == 1)
    Transaction.commit()
    #expect(Transaction.animationDuration == 0.25)
    #expect(Transaction.depth == 0)
  }

  @Test("disableActions suppresses implicit animations; a zero duration or no change too")
  func disableActions() {
    Transaction.perform(disableActions: true) {
      #expect(Transaction.implicitAnimation(from: 0.0, to: 1.0) == nil)
    }
    #expect(Transaction.implicitAnimation(from: 0.0, to: 1.0) != nil)
    #expect(Transaction.implicitAnimation(from: 1.0, to: 1.0) == nil)
    Transaction.perform(duration: 0) {
      #expect(Transaction.implicitAnimation(from: 0.0, to: 1.0) == nil)
    }
    Transaction.perform(duration: -.nan) {
      #expect(Transaction.animationDuration == 0)
    }
  }

  @Test("the completion block runs when the transaction's animations have all ended")
  func completionBlock() {
    var calls = 0
    Transaction.begin()
    Transaction.setCompletionBlock { calls += 1 }
    let group = Transaction.completionGroup
    group.enter()
    group.enter()
    Transaction.commit()
    #expect(calls == 0)
    group.leave(.finished)
    #expect(calls == 0)
    group.leave(.removed)
    #expect(calls == 1)
    // With no animation added, at commit.
    Transaction.perform { Transaction.setCompletionBlock { calls += 10 } }
    #expect(calls == 11)
  }

  @Test("nested transactions' animations count toward the outer completion too")
  func nestedCompletion() {
    var outer = 0, inner = 0
    Transaction.begin()
    Transaction.setCompletionBlock { outer += 1 }
    Transaction.begin()
    Transaction.setCompletionBlock { inner += 1 }
    let g = Transaction.completionGroup
    g.enter()
    Transaction.commit()
    Transaction.commit()
    #expect(outer == 0 && inner == 0)
    g.leave(.finished)
    #expect(outer == 1 && inner == 1)
  }

  @Test("flush commits the implicit transaction")
  func flush() {
    var done = false
    Transaction.setCompletionBlock { done = true }
    Transaction.completionGroup.enter()
    let g = Transaction.completionGroup
    Transaction.flush()
    #expect(!done)
    g.leave(.finished)
    #expect(done)
    #expect(Transaction.completionGroup !== g)  // a new implicit transaction
  }

  @Test("animation blocks: current context, nesting inherits duration and curve")
  func animationContext() {
    #expect(AnimationContext.current == nil)
    var finished: Bool?
    AnimationContext.perform(
      AnimationContext(duration: 0.4, delay: 0.1, options: [.curveEaseOut, .autoreverse]),
      animations: {
        let c = AnimationContext.current!
        #expect(c.duration == 0.4 && c.timing == .curve(.easeOut))
        let a = c.makeAnimation(from: 0.0, to: 10.0)
        #expect(a.duration == 0.4 && a.delay == 0.1 && a.autoreverses && a.repeatCount == 1)
        c.completionGroup!.enter()
        AnimationContext.perform(AnimationContext(duration: 2, options: .curveLinear)) {
          #expect(AnimationContext.current!.duration == 0.4)  // inherited
          #expect(AnimationContext.current!.timing == .curve(.easeOut))
        }
        AnimationContext.perform(
          AnimationContext(
            duration: 2,
            options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve])
        ) {
          #expect(AnimationContext.current!.duration == 2)
          #expect(AnimationContext.current!.timing == .curve(.linear))
        }
        AnimationContext.performWithoutAnimation {
          #expect(AnimationContext.current == nil)
        }
        c.completionGroup!.leave(.retargeted)
      }, completion: { finished = $0 })
    #expect(finished == false)
    #expect(AnimationContext.current == nil)
  }

  @Test("a spring block builds UIKit's spring; repeat runs for ever; disabled animations")
  func springContext() {
    var finished: Bool?
    AnimationContext.perform(
      AnimationContext(duration: 0.5, dampingRatio: 0.7, options: [.repeat, .curveEaseIn]),
      animations: {
        let c = AnimationContext.current!
        #expect(c.timing == .spring(Spring(settlingDuration: 0.5, dampingRatio: 0.7)))
        let a = c.makeAnimation(from: 0.0, to: 1.0)
        #expect(a.duration == 0.5 && a.repeatCount == .infinity)
      }, completion: { finished = $0 })
    #expect(finished == true)  // nothing animated: completes at once, finished
    AnimationContext.areAnimationsEnabled = false
    AnimationContext.perform(AnimationContext(duration: 1)) {
      #expect(AnimationContext.current == nil)
    }
    AnimationContext.areAnimationsEnabled = true
    #expect(!AnimationContext(duration: 0).animates)
  }
}
