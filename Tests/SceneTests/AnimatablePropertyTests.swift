import DynamicMenusAnimation
import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusLayers

/// Every animatable property of every layer class animates implicitly through module
/// Animation (issue 4): a stand-alone layer in a rendered tree that changes it gets an
/// animation under the property's key, and half-way through the 0.25 s the presentation shows
/// `old + (new − old) · f(0.5)` on the default curve, while the model already holds the new
/// value. Transforms animate as their components (a rotation turns, it does not shrink), so
/// for them the half-way value is the half-way rotation.
@MainActor
@Suite("Every animatable layer property animates implicitly", .isolatedState)
struct AnimatablePropertyTests {
  /// The default curve's progress half-way.
  static let half = TimingFunction.default.value(at: 0.5)

  /// Changes `property` of `layer` from `old` to `new` with `set` and checks the implicit
  /// animation half-way, to 1e-9 of the distance.
  func check<V: Animatable>(
    _ layer: Layer, _ property: LayerProperty<V>, from old: V, to new: V,
    expectedHalfway: V? = nil, set: (V) -> Void
  ) {
    set(old)
    let host = LayerHost(rootLayer: layer)
    host.tick(0)  // rendered once: from now on a change animates
    set(new)
    #expect(layer.animationKeys().contains(property.name), "\(property.name): no animation")
    #expect(property.read(layer).map { $0.subtracting(new).magnitudeSquared } == 0)
    host.tick(0.125)  // the animation begins at this frame…
    host.tick(0.125)  // …and is half-way
    let expected = expectedHalfway ?? old.adding(new.subtracting(old).scaled(by: Self.half))
    guard let shown = property.read(layer.presentation()) else {
      Issue.record("\(property.name): no presentation value")
      return
    }
    let error = shown.subtracting(expected).magnitudeSquared.squareRoot()
    let distance = new.subtracting(old).magnitudeSquared.squareRoot()
    #expect(error <= 1e-9 * Swift.max(distance, 1), "\(property.name): \(shown), not \(expected)")
    host.tick(0.25)
    #expect(!layer.hasAnimations, "\(property.name): still animating after 0.25 s")
  }

  @Test func everyLayerProperty() {
    func layer() -> Layer {
      let l = Layer()
      l.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
      return l
    }
    var l = layer()
    check(l, .opacity, from: 1, to: 0.2) { l.opacity = $0 }
    l = layer()
    check(l, .zPosition, from: 0, to: 8) { l.zPosition = $0 }
    l = layer()
    check(l, .cornerRadius, from: 0, to: 5) { l.cornerRadius = $0 }
    l = layer()
    check(l, .borderWidth, from: 0, to: 3) { l.borderWidth = $0 }
    l = layer()
    check(l, .shadowOpacity, from: 0, to: 0.8) { l.shadowOpacity = $0 }
    l = layer()
    check(l, .shadowRadius, from: 3, to: 12) { l.shadowRadius = $0 }
    l = layer()
    check(l, .position, from: .zero, to: Point(x: 40, y: -20)) { l.position = $0 }
    l = layer()
    check(l, .anchorPoint, from: Point(x: 0.5, y: 0.5), to: Point(x: -1.88888, y: 0)) {
      l.anchorPoint = $0
    }
    l = layer()
    check(
      l, .bounds, from: Rect(x: 0, y: 0, width: 10, height: 10),
      to: Rect(x: 5, y: -5, width: 54, height: 2)
    ) { l.bounds = $0 }
    l = layer()
    check(l, .shadowOffset, from: Size(width: 0, height: -3), to: Size(width: 4, height: 6)) {
      l.shadowOffset = $0
    }
    l = layer()
    check(l, .backgroundColor, from: .red, to: .blue) { l.backgroundColor = $0 }
    l = layer()
    check(l, .borderColor, from: .black, to: .green) { l.borderColor = $0 }
    l = layer()
    check(l, .shadowColor, from: .black, to: .red) { l.shadowColor = $0 }
  }

  @Test func transformsTurnAsRotations() {
    for property in [LayerProperty<AffineTransform>.transform, .sublayerTransform] {
      let l = Layer()
      let halfway = AffineTransform(rotationAngle: 1.2 * Self.half)
      check(
        l, property, from: .identity, to: AffineTransform(rotationAngle: 1.2),
        expectedHalfway: halfway
      ) {
        if property.name == "transform" { l.transform = $0 } else { l.sublayerTransform = $0 }
      }
    }
  }

  @Test func everyShapeLayerProperty() {
    var s = ShapeLayer()
    check(s, .lineWidth, from: 1, to: 6) { s.lineWidth = $0 }
    s = ShapeLayer()
    check(s, .miterLimit, from: 10, to: 2) { s.miterLimit = $0 }
    s = ShapeLayer()
    check(s, .lineDashPhase, from: 0, to: 14.65) { s.lineDashPhase = $0 }
    s = ShapeLayer()
    check(s, .strokeStart, from: 0, to: 0.4) { s.strokeStart = $0 }
    s = ShapeLayer()
    check(s, .strokeEnd, from: 1, to: 0.25) { s.strokeEnd = $0 }
    s = ShapeLayer()
    check(s, .fillColor, from: .black, to: .red) { s.fillColor = $0 }
    s = ShapeLayer()
    check(s, .strokeColor, from: .blue, to: .green) { s.strokeColor = $0 }
  }

  @Test func textImageAndBackdropProperties() {
    var t = TextLayer()
    check(t, .fontSize, from: 17, to: 34) { t.fontSize = $0 }
    t = TextLayer()
    check(t, .foregroundColor, from: .white, to: .red) { t.foregroundColor = $0 }
    let i = ImageLayer()
    check(i, .tintColor, from: .blue, to: .red) { i.tintColor = $0 }
    var b = BackdropLayer(style: .light)
    check(b, .blurRadius, from: 30, to: 10) { b.blurRadius = $0 }
    b = BackdropLayer(style: .light)
    check(b, .saturation, from: 1.8, to: 1) { b.saturation = $0 }
    b = BackdropLayer(style: .light)
    check(b, .backdropTintColor, from: .white, to: .black) { b.tintColor = $0 }
  }
}
