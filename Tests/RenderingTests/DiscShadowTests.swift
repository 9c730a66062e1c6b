import DynamicMenusGeometry
import DynamicMenusRendering
import Testing
@testable import DynamicMenusCairo

/// The shadow of a circular `shadowPath` is computed from the normal distribution function
/// instead of three box blurs of a drawn alpha: it must look the same.
@Suite struct DiscShadowTests {
  /// A display list of one shadowed disc (radius `r`, shadow radius 3, offset (3, 3),
  /// opacity 0.7) under a scale and rotation, on white; the disc itself not drawn.
  static func list(radius r: Double, scale s: Double, angle: Double, circle: Bool) -> DisplayList {
    var path = Path(circleCenter: .zero, radius: r)
    // A trailing move draws nothing but hides the circle from the fast path.
    if !circle { path.move(to: .zero) }
    var list = DisplayList(size: Size(width: 200, height: 200), background: .white)
    list.append(.saveState)
    list.append(
      .concatenate(
        AffineTransform(rotationAngle: angle).concatenating(AffineTransform(scaleX: s, y: s))
          .concatenating(AffineTransform(translationX: 100.3, y: 99.8))))
    list.append(
      .shadow(
        Shadow(color: .black, opacity: 0.7, offset: Vector(dx: 3, dy: 3), radius: 3), path: path))
    list.append(.restoreState)
    return list
  }

  @Test("recognises circles from Path(ellipseIn:) of a square, nothing else")
  func recognition() {
    let c = RenderPass.circle(of: Path(circleCenter: Point(x: 10, y: 20), radius: 5))
    #expect(c?.center == Point(x: 10, y: 20) && c?.radius == 5)
    #expect(RenderPass.circle(of: Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 12))) == nil)
    #expect(RenderPass.circle(of: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))) == nil)
    var moved = Path(circleCenter: .zero, radius: 5)
    moved.move(to: .zero)
    #expect(RenderPass.circle(of: moved) == nil)
  }

  @Test(
    "the computed disc shadow matches the blurred one within 6/255",
    arguments: [
      (33.0, 1.0, 0.0), (50.0, 1.33, 0.4), (20.0, 0.66, 2.0), (60.0, 1.0, 0.0),
    ])
  func matchesTheBlur(_ args: (Double, Double, Double)) throws {
    let (r, s, angle) = args
    let fast = CairoRenderer().render(
      Self.list(radius: r, scale: s, angle: angle, circle: true), scale: 2)
    let blurred = CairoRenderer().render(
      Self.list(radius: r, scale: s, angle: angle, circle: false), scale: 2)
    var worst = 0
    var sumFast = 0, sumBlurred = 0
    for i in fast.pixels.indices {
      let a = Pixel(fast.pixels[i]), b = Pixel(blurred.pixels[i])
      worst = max(worst, a.maximumChannelDifference(from: b))
      sumFast += Int(a.red)
      sumBlurred += Int(b.red)
    }
    #expect(worst <= 6, "largest channel difference \(worst)")
    // The same amount of shadow overall (within 0.1 %).
    #expect(abs(Double(sumFast - sumBlurred)) <= 0.001 * Double(sumBlurred))
  }

  @Test("small discs (radius under 4σ) and stretched ones take the blur")
  func fallbacks() {
    // A 4 pt disc under a 3 pt shadow radius: 8 px against σ = 3 px at 2x.
    let small = CairoRenderer().render(
      Self.list(radius: 4, scale: 1, angle: 0, circle: true), scale: 2)
    let smallBlurred = CairoRenderer().render(
      Self.list(radius: 4, scale: 1, angle: 0, circle: false), scale: 2)
    #expect(small.pixels == smallBlurred.pixels)
  }

  @Test("moving discs of one size share their masks")
  func cacheShared() {
    let renderer = CairoRenderer()
    var list = DisplayList(size: Size(width: 400, height: 100), background: .white)
    for k in 0..<20 {
      list.append(
        .shadow(
          Shadow(opacity: 0.7, offset: Vector(dx: 3, dy: 3), radius: 3),
          path: Path(circleCenter: Point(x: 20 + Double(k) * 17.3, y: 50.25), radius: 15)))
    }
    renderer.drawFrame(list, scale: 2)
    #expect(renderer.discShadowCache.count <= 16)
  }
}
