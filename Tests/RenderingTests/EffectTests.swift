import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import TestSupport
import Testing
@testable import DynamicMenusCairo

/// Known answers for the effects: box blurs, backdrop saturation and tint, shadows, masks,
/// transparency groups, and the caches.
@Suite struct EffectTests {
  @Test func boxSizeFollowsTheSpec() {
    // floor(σ·scale·3·√(2π)/4 + 0.5), made odd.
    #expect(BackdropBlur.boxSize(sigma: 20, scale: 2) == 75)
    #expect(BackdropBlur.boxSize(sigma: 30, scale: 1) == 57)
    #expect(BackdropBlur.boxSize(sigma: 2, scale: 1) == 5)
    #expect(BackdropBlur.boxSize(sigma: 0, scale: 3) == 1)
  }

  @Test func threeBoxPassesHaveTheClosedFormVariance() {
    // Each pass of width d adds (d² − 1)/12 to the variance of an impulse; three add (d² − 1)/4.
    let n = 201, d = 9
    var plane = [Float](repeating: 0, count: n)
    plane[n / 2] = 1
    BoxBlur.blur(&plane, width: n, height: 1, boxSize: d)
    // Over the support (±3r): float sliding sums leave residues of 1e-8 farther out.
    let support = (n / 2 - 13)...(n / 2 + 13)
    let sum = support.reduce(Float(0)) { $0 + plane[$1] }
    let mean = support.reduce(0.0) { $0 + Double($1) * Double(plane[$1]) } / Double(sum)
    let variance =
      support.reduce(0.0) {
        $0 + (Double($1) - mean) * (Double($1) - mean) * Double(plane[$1])
      } / Double(sum)
    #expect(Swift.abs(Double(sum) - 1) < 1e-5)
    #expect(Swift.abs(mean - Double(n / 2)) < 1e-4)
    #expect(Swift.abs(variance - Double(d * d - 1) / 4) < 1e-3)
  }

  @Test func verticalPassesMatchHorizontalOnes() {
    // The same column blurred as a row and as a column gives the same numbers.
    let n = 40
    let values = (0..<n).map { Float(($0 * 37) % 11) }
    var row = values
    BoxBlur.blur(&row, width: n, height: 1, boxSize: 5)
    var column = values
    BoxBlur.blur(&column, width: 1, height: n, boxSize: 5)
    for i in 0..<n { #expect(Swift.abs(row[i] - column[i]) < 1e-4) }
  }

  @Test func blurOverAUniformBackdropIsSaturationThenTint() {
    // A uniform backdrop blurs to itself, so the result is the closed form
    // tint over (Y + s·(c − Y)), clamped.
    let c = Color(red: 0.2, green: 0.5, blue: 0.8)
    var l = DisplayList(size: Size(width: 60, height: 60), background: c)
    l.append(
      .backdropBlur(
        BackdropBlur(
          region: Path(rect: Rect(x: 10, y: 10, width: 40, height: 40)), sigma: 4, saturation: 1.8,
          tint: Color(white: 1, alpha: 0.3))))
    let image = CairoRenderer().render(l, scale: 2)
    let y = c.luminance
    func expected(_ v: Double) -> Double {
      let saturated = Swift.min(1, Swift.max(0, y + 1.8 * (v - y)))
      return saturated * 0.7 + 1 * 0.3
    }
    let got = image.color(x: 60, y: 60)
    #expect(Swift.abs(got.red - expected(c.red)) <= 2 / 255)
    #expect(Swift.abs(got.green - expected(c.green)) <= 2 / 255)
    #expect(Swift.abs(got.blue - expected(c.blue)) <= 2 / 255)
    // Outside the region the backdrop is untouched.
    #expect(image.color(x: 4, y: 4).red == (c.red * 255).rounded() / 255)
  }

  @Test func shadowOfAnEdgeIsHalfStrengthOnTheEdge() {
    // A half-plane blurred by a Gaussian has half its strength on its edge and falls as
    // 1 − Φ(x/σ) beyond it. Shadow: opacity 1, radius 8 → σ 4 pt; offset 10 pt down.
    var l = DisplayList(size: Size(width: 100, height: 100), background: .white)
    let shadow = Shadow(opacity: 1, offset: Vector(dx: 0, dy: 10), radius: 8)
    let square = Path(rect: Rect(x: -50, y: -50, width: 200, height: 100))
    l.append(.shadow(shadow, path: square))
    let image = CairoRenderer().render(l, scale: 1)
    // The shadow's edge is at y = 60; grey level = 1 − shadow alpha.
    func shade(_ y: Int) -> Double { 1 - image.color(x: 50, y: y).red }
    #expect(Swift.abs((shade(59) + shade(60)) / 2 - 0.5) < 0.04)
    // One σ (4 px) beyond the edge: 1 − Φ(1) = 0.159; one σ inside: 0.841.
    #expect(Swift.abs(shade(64) - 0.159) < 0.04)
    #expect(Swift.abs(shade(55) - 0.841) < 0.04)
    #expect(shade(80) < 0.01)
  }

  @Test func groupShadowFollowsTheAlpha() {
    // A ring casts a ring-shaped shadow: nothing in its hole's centre.
    var l = DisplayList(size: Size(width: 100, height: 100), background: .white)
    // A white ring on white, σ = 4 pt: dark just outside the ring (1 − Φ(0.5) ≈ 0.31 at
    // 2 pt beyond its edge), nothing 26 pt inside, in the hole's centre.
    l.append(.beginShadow(Shadow(opacity: 1, offset: Vector(dx: 0, dy: 0), radius: 8)))
    l.append(
      .stroke(
        Path(circleCenter: Point(x: 50, y: 50), radius: 30), .white, StrokeStyle(lineWidth: 8)))
    l.append(.endShadow)
    let image = CairoRenderer().render(l, scale: 1)
    #expect(image.color(x: 50, y: 50).red == 1)
    #expect(Swift.abs(image.color(x: 86, y: 50).red - (1 - 0.31)) < 0.06)
  }

  @Test func maskUsesAlpha() {
    var l = DisplayList(size: Size(width: 20, height: 20))
    l.append(.beginMaskedContent)
    l.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), .red, .nonZero))
    l.append(.beginMask)
    l.append(
      .fill(
        Path(rect: Rect(x: 0, y: 0, width: 10, height: 20)),
        Color(red: 0, green: 0, blue: 1, alpha: 0.5), .nonZero))
    l.append(.endMask)
    let image = CairoRenderer().render(l, scale: 1)
    #expect(Swift.abs(Int(image[5, 5].alpha) - 128) <= 1)
    #expect(image[5, 5].red == image[5, 5].alpha)  // still red, premultiplied
    #expect(image[15, 5].alpha == 0)
  }

  @Test func transparencyGroupCompositesOnce() {
    // Two overlapping opaque squares in a 50% group: the overlap is as light as the rest.
    var l = DisplayList(size: Size(width: 30, height: 10), background: .white)
    l.append(.beginTransparencyGroup(opacity: 0.5))
    l.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 10)), .black, .nonZero))
    l.append(.fill(Path(rect: Rect(x: 10, y: 0, width: 20, height: 10)), .black, .nonZero))
    l.append(.endTransparencyGroup)
    let image = CairoRenderer().render(l, scale: 1)
    #expect(image[5, 5] == image[15, 5])
    #expect(Swift.abs(Int(image[15, 5].red) - 128) <= 1)
  }

  @Test func singularTransformDrawsNothingAndDoesNotStopTheFrame() {
    var l = DisplayList(size: Size(width: 10, height: 10))
    l.withSavedState {
      $0.append(.concatenate(AffineTransform(scaleX: 0, y: 0)))
      $0.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), .red, .nonZero))
    }
    l.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), .blue, .nonZero))
    let image = CairoRenderer().render(l, scale: 1)
    #expect(image[2, 2] == Pixel(alpha: 255, red: 0, green: 0, blue: 255))
    #expect(image[7, 2].alpha == 0)
  }

  @Test func unbalancedListsStillRender() {
    var l = DisplayList(size: Size(width: 10, height: 10))
    l.append(.restoreState)
    l.append(.endMask)
    l.append(.beginTransparencyGroup(opacity: 0.5))
    l.append(.saveState)
    l.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), .black, .nonZero))
    #expect(!l.isBalanced)
    let image = CairoRenderer().render(l, scale: 1)
    #expect(Swift.abs(Int(image[5, 5].alpha) - 128) <= 1)
  }

  @Test func cachedEffectsEqualFreshOnes() {
    // A renderer that reuses its shadow and backdrop caches draws what a fresh one draws.
    let renderer = CairoRenderer()
    let a = SampleLists.blur, b = SampleLists.shadow
    _ = renderer.render(a, scale: 2)
    _ = renderer.render(b, scale: 2)
    #expect(renderer.backdropCache.count > 0 && renderer.shadowCache.count > 0)
    #expect(renderer.render(a, scale: 2) == CairoRenderer().render(a, scale: 2))
    #expect(renderer.render(b, scale: 2) == CairoRenderer().render(b, scale: 2))
  }

  @Test func backdropChangesWhenWhatIsBehindChanges() {
    let renderer = CairoRenderer()
    func list(_ c: Color) -> DisplayList {
      var l = DisplayList(size: Size(width: 40, height: 40), background: .white)
      l.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), c, .nonZero))
      l.append(
        .backdropBlur(
          BackdropBlur(region: Path(rect: Rect(x: 5, y: 5, width: 30, height: 30)), style: .light)))
      return l
    }
    let red = renderer.render(list(.red), scale: 1)
    let blue = renderer.render(list(.blue), scale: 1)
    #expect(red[20, 20] != blue[20, 20])
    #expect(blue == CairoRenderer().render(list(.blue), scale: 1))
  }

  @Test func blurInsideAFadingGroupBlursTheWindowBehind() {
    // A blur view fading in (inside a 50 % group) blurs what was drawn before the group, not
    // its own empty group: red, greyed (saturation 0 → Y = 0.2126), then composited at 50 %
    // over red.
    var l = DisplayList(size: Size(width: 40, height: 40), background: .red)
    l.append(.beginTransparencyGroup(opacity: 0.5))
    l.append(
      .backdropBlur(
        BackdropBlur(
          region: Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), sigma: 1, saturation: 0,
          tint: .clear)))
    l.append(.endTransparencyGroup)
    let c = CairoRenderer().render(l, scale: 1).color(x: 20, y: 20)
    #expect(Swift.abs(c.red - (0.5 * 0.2126 + 0.5)) < 2 / 255)
    #expect(Swift.abs(c.green - 0.5 * 0.2126) < 2 / 255)
  }

  @Test func sameListSameBytes() throws {
    let r1 = try CairoRenderer().renderPNG(SampleLists.text, scale: 2)
    let r2 = try CairoRenderer().renderPNG(SampleLists.text, scale: 2)
    #expect(r1 == r2)
  }
}

/// The fixed-point bilinear upscale against the formula.
@Suite struct UpscaleTests {
  @Test func factorOneCopies() {
    let low: [UInt32] = [0xFF10_2030, 0x8040_2010, 0x0000_0000, 0xFFFF_FFFF]
    var out = [UInt32](repeating: 0, count: 4)
    var scratch: [UInt16] = []
    out.withUnsafeMutableBufferPointer {
      BilinearUpscale.run(
        low, width: 2, height: 2, factor: 1, scratch: &scratch, into: $0.baseAddress!, stride: 2,
        width: 2,
        height: 2, offsetX: 0, offsetY: 0)
    }
    #expect(out == low)
  }

  @Test func factorEightIsLinearBetweenCentres() {
    // Two low pixels, grey 0 and 160 (opaque): device x in 0…15. Pixel x samples
    // u = (x + ½)/8 − ½; between the centres (x = 4…11) the grey is 160·u, outside it clamps.
    let low: [UInt32] = [0xFF00_0000, 0xFFA0_A0A0]
    var out = [UInt32](repeating: 0, count: 16)
    var scratch: [UInt16] = []
    out.withUnsafeMutableBufferPointer {
      BilinearUpscale.run(
        low, width: 2, height: 1, factor: 8, scratch: &scratch, into: $0.baseAddress!, stride: 16,
        width: 16,
        height: 1, offsetX: 0, offsetY: 0)
    }
    for x in 0..<16 {
      let u = Swift.min(1, Swift.max(0, (Double(x) + 0.5) / 8 - 0.5))
      let grey = Int(out[x] & 0xFF)
      #expect(Swift.abs(Double(grey) - 160 * u) <= 0.5, "x = \(x): \(grey)")
      #expect(out[x] >> 24 == 0xFF)
    }
  }
}
