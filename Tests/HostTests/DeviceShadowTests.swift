import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// Shadows reach Core Graphics in device pixels: `setShadow` ignores the context's transform,
/// so the plan scales each shadow by the transform in force where it is cast.
@Suite struct DeviceShadowTests {
  /// The menu item's soft shadow (offset 3,3, radius 3, opacity 0.7) cast by a filled circle,
  /// as a shadowed group and as a path shadow, inside a layer scaled by `layerScale`.
  static func list(layerScale: Double) -> DisplayList {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let shadow = Shadow(opacity: 0.7, offset: Vector(dx: 3, dy: 3), radius: 3)
    return DisplayList(
      size: Size(width: 200, height: 200),
      commands: [
        .saveState, .concatenate(AffineTransform(scaleX: layerScale, y: layerScale)),
        .beginShadow(shadow), .fill(circle, .white, .nonZero), .endShadow,
        .shadow(shadow, path: circle), .restoreState,
        // After the restore the layer's scale is gone again.
        .shadow(shadow, path: circle),
      ])
  }

  static func shadows(_ list: DisplayList, scale: Double) -> [DeviceShadow] {
    let base = HostCoordinateSpace(height: list.size.height).bitmapTransform(scale: scale)
    return GraphicsPlan.operations(for: list, base: base).compactMap {
      switch $0 {
      case .drawOffscreenWithShadow(let s): s
      case .shadowOfPath(let s, _): s
      default: nil
      }
    }
  }

  @Test("at scale 3 a shadow has three times the offset and blur it has at scale 1")
  func deviceScale() throws {
    let one = Self.shadows(Self.list(layerScale: 1), scale: 1)
    let three = Self.shadows(Self.list(layerScale: 1), scale: 3)
    try #require(one.count == 3 && three.count == 3)
    // 3 pt down and right is (3, −3) px in the y-up base space at scale 1; blur 2 × 3 pt.
    #expect(one[0].offset == Vector(dx: 3, dy: -3))
    #expect(one[0].blur == 6)
    for (a, b) in zip(one, three) {
      #expect(abs(b.offset.dx - 3 * a.offset.dx) < 1e-12)
      #expect(abs(b.offset.dy - 3 * a.offset.dy) < 1e-12)
      #expect(abs(b.blur - 3 * a.blur) < 1e-12)
      #expect(b.color == a.color && a.color.alpha == 0.7)
    }
  }

  @Test("a layer's own scale scales its shadow, and a restore takes it away")
  func layerScale() throws {
    let shadows = Self.shadows(Self.list(layerScale: 2), scale: 3)
    try #require(shadows.count == 3)
    #expect(abs(shadows[0].offset.dx - 18) < 1e-12 && abs(shadows[0].blur - 36) < 1e-12)
    #expect(abs(shadows[1].offset.dy + 18) < 1e-12, "the path shadow inside the layer too")
    #expect(abs(shadows[2].offset.dx - 9) < 1e-12 && abs(shadows[2].blur - 18) < 1e-12)
  }

  @Test("a singular or non-finite transform casts no blur rather than NaN")
  func degenerate() {
    let flat = DeviceShadow(
      Shadow(opacity: 1, offset: Vector(dx: 1, dy: 1), radius: 4),
      ctm: AffineTransform(scaleX: 0, y: 1))
    #expect(flat.blur == 0)
    let huge = DeviceShadow(
      Shadow(opacity: 1, radius: 4), ctm: AffineTransform(scaleX: .infinity, y: 1))
    #expect(huge.blur == 0)
  }
}
