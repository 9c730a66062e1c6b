import DynamicMenusGeometry
import DynamicMenusViews
import Testing
import TestSupport
@testable import DynamicMenusLayers

/// Counts the measurements it answers, and measures every character 10 pt wide.
final class CountingMeasurer: TextMeasurer {
  var widths = 0
  func width(of text: String, font: Font) -> Double {
    widths += 1
    return Double(text.count) * 10
  }
  func metrics(of font: Font) -> FontMetrics { FontMetrics(ascent: 10, descent: 2) }
}

/// The state UIKit keeps per process (transactions, animation blocks, the text measurer)
/// lives in a `LayerContext` a host owns: what one host's code leaves in its context is not
/// seen by another's.
@Suite("Layer contexts: each host's transactions, blocks and measurer", .isolatedState)
@MainActor
struct LayerContextTests {
  /// Set up by `init`: the trait's scope must cover it, or the body would not see it.
  let depthAtInit: Int

  init() {
    Transaction.begin()
    Transaction.animationDuration = 3
    depthAtInit = Transaction.depth
  }

  @Test("the suite's init and the test body share one stand-alone context")
  func initAndBody() async {
    for _ in 0..<10 { await Task.yield() }
    #expect(depthAtInit == 1 && Transaction.depth == 1 && Transaction.animationDuration == 3)
    Transaction.commit()
    #expect(Transaction.depth == 0 && Transaction.animationDuration == 0.25)
  }

  @Test("a transaction left open in one context is not seen from another")
  func contextsAreSeparate() {
    Transaction.commit()
    let a = LayerContext(), b = LayerContext()
    a.perform {
      Transaction.begin()
      Transaction.animationDuration = 1
      AnimationContext.areAnimationsEnabled = false
    }
    b.perform {
      #expect(Transaction.depth == 0 && Transaction.animationDuration == 0.25)
      #expect(AnimationContext.areAnimationsEnabled)
    }
    #expect(Transaction.depth == 0 && AnimationContext.areAnimationsEnabled)
    a.perform {
      #expect(Transaction.depth == 1 && Transaction.animationDuration == 1)
      #expect(!AnimationContext.areAnimationsEnabled)
      Transaction.commit()
    }
  }

  @Test("perform nests and restores the context it found, also when its body throws")
  func performNests() {
    Transaction.commit()
    struct Failure: Error {}
    let outer = LayerContext(), inner = LayerContext()
    let standalone = LayerContext.current
    outer.perform {
      #expect(LayerContext.current === outer)
      #expect(throws: Failure.self) {
        try inner.perform { () throws(Failure) in
          #expect(LayerContext.current === inner)
          throw Failure()
        }
      }
      #expect(LayerContext.current === outer)
    }
    #expect(LayerContext.current === standalone)
  }

  @Test("a window's frame runs in the window's context; two windows, two contexts")
  func windowsBindTheirContexts() {
    Transaction.commit()
    let first = Window(size: Size(width: 100, height: 100))
    let second = Window(size: Size(width: 100, height: 100))
    #expect(first.context !== second.context)
    var seen: [LayerContext] = []
    let link = DisplayLink { _ in seen.append(LayerContext.current) }
    link.add(to: first)
    first.tick()
    link.invalidate()
    #expect(seen.count == 1 && seen[0] === first.context)
  }

  @Test("a new context takes the current measurer; each window measures with its own")
  func measurers() {
    Transaction.commit()
    let measurer = CountingMeasurer()
    let window = TextMeasurement.withMeasurer(measurer) {
      Window(size: Size(width: 100, height: 100))
    }
    #expect(window.context.textMeasurer is CountingMeasurer)
    #expect(!(TextMeasurement.current is CountingMeasurer))
    let other = Window(size: Size(width: 100, height: 100))
    #expect(other.context.textMeasurer is FallbackTextMeasurer)
    let label = TextLayer()
    label.string = "abc"
    let before = measurer.widths
    window.context.perform { _ = label.textLayout() }
    #expect(measurer.widths > before)
    let after = measurer.widths
    other.context.perform { _ = label.textLayout() }
    #expect(measurer.widths == after)
  }

  @Test("a host's frame commits the stand-alone context's implicit transaction too")
  func standaloneCommitsWithAFrame() {
    Transaction.commit()
    var done = 0
    let layer = Layer()
    Transaction.setCompletionBlock { done += 1 }
    layer.opacity = 0.5
    let host = LayerHost(rootLayer: layer)
    host.tick(0)
    host.run(for: 0.3)
    #expect(done == 1)
  }
}
