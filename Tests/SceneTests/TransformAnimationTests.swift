import DynamicMenusAnimation
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusLayers

@MainActor
@Suite("Transform animations decompose: rotation, scale, shear, translation", .isolatedState)
struct TransformAnimationTests {
  @Test("components round-trip rotations, scales, shears and reflections")
  func roundTrip() {
    let samples: [AffineTransform] = [
      .identity, AffineTransform(rotationAngle: .pi), AffineTransform(rotationAngle: -2.5),
      AffineTransform(scaleX: 2, y: 0.5).rotated(by: 0.7).translatedBy(x: 10, y: -4),
      AffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 3, ty: 4),
      AffineTransform(scaleX: -1, y: 1).rotated(by: 1.2),
      AffineTransform(a: 0, b: 0, c: 0.5, d: 2, tx: 0, ty: 0),
    ]
    for t in samples {
      #expect(
        AffineTransform(components: t.components).isApproximatelyEqual(to: t, tolerance: 1e-12))
    }
    let half = AffineTransform(rotationAngle: .pi).components
    #expect(abs(half.rotation - .pi) < 1e-12)
    #expect(abs(half.scaleX - 1) < 1e-12 && abs(half.scaleY - 1) < 1e-12 && abs(half.shear) < 1e-12)
  }

  @Test("unwrapping takes the short way round and keeps an exact half-turn")
  func unwrapping() {
    var c = AffineTransformComponents(rotation: 3)
    #expect(abs(c.unwrapped(near: -3).rotation - (3 - 2 * .pi)) < 1e-12)
    c.rotation = .pi
    #expect(c.unwrapped(near: 0).rotation == .pi)
    c.rotation = -.pi / 2
    #expect(c.unwrapped(near: 7).rotation == -.pi / 2 + 2 * .pi)
  }

  @Test("a half-turn animates as a rotation: unit scale all the way, the angle in between")
  func halfTurnRotates() {
    let layer = Layer()
    let host = LayerHost(rootLayer: layer)
    host.tick(0)  // rendered once: changes animate from now on
    Transaction.perform(disableActions: true) {
      layer.transform = AffineTransform(rotationAngle: .pi)
    }
    layer.transform = .identity  // implicit, 0.25 s, default curve
    host.tick(0)
    var previous = Double.pi
    for step in 1...15 {
      host.tick(1.0 / 60)
      let shown = layer.presentation().transform
      #expect(abs(shown.xScale - 1) < 1e-9, "frame \(step): scale \(shown.xScale)")
      #expect(abs(shown.determinant - 1) < 1e-9)
      let angle = shown.components.rotation
      #expect(angle <= previous + 1e-12, "frame \(step): the angle falls monotonically")
      previous = angle
      if step == 7 {
        // halfway in time: the default curve's progress at 7/15, as an angle
        let expected = .pi * (1 - TimingFunction.default.value(at: 7.0 / 15))
        #expect(abs(angle - expected) < 1e-9)
      }
    }
    #expect(layer.presentation().transform.isApproximatelyEqual(to: .identity, tolerance: 1e-12))
  }

  @Test("an explicit transform animation still interpolates the six entries")
  func explicitEntries() {
    let layer = Layer()
    let host = LayerHost(rootLayer: layer)
    layer.add(
      PropertyAnimation(
        from: AffineTransform(rotationAngle: .pi), to: .identity, duration: 1,
        timingFunction: .linear),
      for: .transform, forKey: "spin")
    host.tick(0)
    host.tick(0.5)
    #expect(abs(layer.presentation().transform.a) < 1e-9)
  }
}
