import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers

/// A named layer with a frame.
@MainActor
func layer(_ name: String, _ frame: Rect) -> Layer {
  let l = Layer()
  l.name = name
  l.frame = frame
  return l
}

@MainActor
@Suite("Layer tree: sublayers, z-order, masks, hit testing, presentation")
struct LayerTreeTests {
  @Test("Core Animation's defaults")
  func defaults() {
    let l = Layer()
    #expect(l.bounds == .zero && l.position == .zero && l.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(l.transform == .identity && l.sublayerTransform == .identity && l.zPosition == 0)
    #expect(l.opacity == 1 && !l.isHidden && l.backgroundColor == nil && l.cornerRadius == 0)
    #expect(!l.masksToBounds && l.borderWidth == 0 && l.borderColor == .black)
    #expect(l.shadowColor == .black && l.shadowOpacity == 0 && l.shadowRadius == 3)
    #expect(l.shadowOffset == Size(width: 0, height: -3) && l.shadowPath == nil && l.mask == nil)
  }

  @Test("add, insert at/above/below, replace and remove keep order and superlayer links")
  func sublayerOrder() {
    let root = Layer()
    let a = layer("a", .zero), b = layer("b", .zero), c = layer("c", .zero), d = layer("d", .zero)
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, at: 0)
    #expect(root.sublayers.map(\.name) == ["c", "a", "b"])
    root.insertSublayer(d, above: a)
    #expect(root.sublayers.map(\.name) == ["c", "a", "d", "b"])
    root.insertSublayer(c, below: b)  // moves c
    #expect(root.sublayers.map(\.name) == ["a", "d", "c", "b"])
    let e = layer("e", .zero)
    root.replaceSublayer(d, with: e)
    #expect(root.sublayers.map(\.name) == ["a", "e", "c", "b"] && d.superlayer == nil)
    a.addSublayer(b)  // re-parenting removes it from root
    #expect(root.sublayers.map(\.name) == ["a", "e", "c"] && b.superlayer === a)
    c.removeFromSuperlayer()
    #expect(root.sublayers.map(\.name) == ["a", "e"] && c.superlayer == nil)
    root.sublayers = [c, a]
    #expect(root.sublayers.map(\.name) == ["c", "a"] && e.superlayer == nil)
    #expect(b.rootLayer === root && b.isDescendant(of: root) && !root.isDescendant(of: b))
    #expect(root.sublayer(named: "b") === b)
  }

  @Test("zPosition orders drawing and hit testing; equal values keep array order")
  func zOrder() {
    let root = layer("root", Rect(x: 0, y: 0, width: 100, height: 100))
    let a = layer("a", Rect(x: 0, y: 0, width: 50, height: 50))
    let b = layer("b", Rect(x: 0, y: 0, width: 50, height: 50))
    let c = layer("c", Rect(x: 0, y: 0, width: 50, height: 50))
    root.sublayers = [a, b, c]
    #expect(root.sublayersInDrawingOrder.map(\.name) == ["a", "b", "c"])
    #expect(root.hitTest(Point(x: 10, y: 10))?.name == "c")
    a.zPosition = 1
    #expect(root.sublayersInDrawingOrder.map(\.name) == ["b", "c", "a"])
    #expect(root.hitTest(Point(x: 10, y: 10))?.name == "a")
  }

  @Test("hit testing: deepest first, hidden skipped, masksToBounds clips, edges half-open")
  func hitTesting() {
    let root = layer("root", Rect(x: 0, y: 0, width: 200, height: 200))
    let box = layer("box", Rect(x: 50, y: 50, width: 50, height: 50))
    let outside = layer("outside", Rect(x: 60, y: 0, width: 20, height: 20))  // beyond box
    root.addSublayer(box)
    box.addSublayer(outside)
    #expect(root.hitTest(Point(x: 75, y: 75))?.name == "box")
    #expect(root.hitTest(Point(x: 120, y: 60))?.name == "outside")  // not clipped by default
    #expect(root.hitTest(Point(x: 50, y: 50))?.name == "box")  // left/top edge in
    #expect(root.hitTest(Point(x: 100, y: 75))?.name == "root")  // right edge out
    box.masksToBounds = true
    #expect(root.hitTest(Point(x: 120, y: 60))?.name == "root")
    box.isHidden = true
    #expect(root.hitTest(Point(x: 75, y: 75))?.name == "root")
    #expect(root.hitTest(Point(x: 500, y: 500)) == nil)
    // A rotated layer is hit in its turned shape, not its frame.
    let bar = layer("bar", Rect(x: 0, y: 0, width: 100, height: 10))
    bar.position = Point(x: 150, y: 150)
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    root.addSublayer(bar)
    #expect(root.hitTest(Point(x: 150, y: 190))?.name == "bar")
    #expect(root.hitTest(Point(x: 190, y: 150))?.name == "root")
    bar.transform = AffineTransform(scaleX: 0, y: 1)  // singular: never hit
    #expect(root.hitTest(Point(x: 150, y: 150))?.name == "root")
  }

  @Test("a mask is laid out in the masked layer's space and has no superlayer")
  func maskSpace() {
    let root = layer("root", Rect(x: 0, y: 0, width: 300, height: 300))
    let ring = layer("ring", Rect(x: 100, y: 100, width: 100, height: 100))
    root.addSublayer(ring)
    let mask = layer("mask", Rect(x: 10, y: 10, width: 20, height: 20))
    ring.mask = mask
    #expect(mask.superlayer == nil && mask.maskedLayer === ring && ring.sublayers.isEmpty)
    #expect(near(mask.convert(Point.zero, to: root), Point(x: 110, y: 110)))
    #expect(mask.rootLayer === root)
    ring.mask = nil
    #expect(mask.maskedLayer == nil)
  }

  @Test("presentation copies mirror the model tree and follow its changes")
  func presentationTree() throws {
    let root = layer("root", Rect(x: 0, y: 0, width: 100, height: 100))
    let child = ShapeLayer()
    child.name = "child"
    child.disableActions = true  // no implicit animations: the copies show the model
    child.path = Path(circleCenter: .zero, radius: 10)
    child.strokeEnd = 0.5
    root.addSublayer(child)
    let p = root.presentation()
    #expect(p.isPresentation && p !== root && p.modelLayer() === root)
    let pc = try #require(p.sublayers.first as? ShapeLayer)
    #expect(pc.isPresentation && pc.modelLayer() === child && pc.superlayer === p)
    #expect(pc.strokeEnd == 0.5 && pc.path == child.path)
    // The copies are reused, and follow model changes.
    child.strokeEnd = 0.75
    root.addSublayer(layer("second", .zero))
    let p2 = root.presentation()
    #expect(p2 === p && p2.sublayers.first === pc && pc.strokeEnd == 0.75)
    #expect(p2.sublayers.map(\.name) == ["child", "second"])
    #expect(child.presentation() === pc && pc.presentation() === pc)
    // Moving a layer re-links its copy; a removed layer's copy has no superlayer.
    let other = layer("other", .zero)
    root.addSublayer(other)
    other.addSublayer(child)
    #expect(child.presentation().superlayer === other.presentation())
    #expect(root.presentation().sublayers.map(\.name) == ["second", "other"])
    child.removeFromSuperlayer()
    #expect(child.presentation().superlayer == nil)
    child.name = "renamed"
    #expect(pc.name == "renamed")
  }

  @Test("layout: a bounds change marks the layer, layoutIfNeeded asks the delegate once")
  func layout() {
    final class Recorder: LayerDelegate {
      private let lifetime = Lifetime()
      nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
      var count = 0
      func layoutSublayers(of layer: Layer) { count += 1 }
    }
    let recorder = Recorder()
    let l = Layer()
    l.delegate = recorder
    l.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(l.needsLayout())
    l.layoutIfNeeded()
    l.layoutIfNeeded()
    #expect(recorder.count == 1 && !l.needsLayout())
  }

  @Test("NaN geometry is refused with a message naming the property")
  func nanRefused() async throws {
    let position = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let l = Layer()
        l.name = "spoke"
        l.position = Point(x: .nan, y: 0)
      }
    }
    let message = String(decoding: position.standardErrorContent, as: UTF8.self)
    #expect(message.contains("Layer.position must be finite (layer \"spoke\")"))
    let strokeEnd = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { ShapeLayer().strokeEnd = .infinity }
    }
    #expect(
      String(decoding: strokeEnd.standardErrorContent, as: UTF8.self)
        .contains("ShapeLayer.strokeEnd must be finite"))
  }
}
