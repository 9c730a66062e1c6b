import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import Foundation

/// What a disc's shadow mask depends on, in device pixels: radius and blur in 1/16 px, the
/// centre's sub-pixel phase in quarter pixels (0…3).
struct DiscShadowKey: Equatable {
  var radius: Int
  var sigma: Int
  var phaseX: Int
  var phaseY: Int
}

/// The shadow of a circular `shadowPath` (a round button, a dial's bubble), computed without
/// a blur: a Gaussian blur of a disc of radius R is, across its edge, the normal distribution
/// function of the distance to it,
///
/// ```
/// alpha(ρ) ≈ Φ((R − σ²/2R − ρ) / σ)     (ρ = distance from the centre, σ the blur in pixels)
/// ```
///
/// (exact for a straight edge; σ²/2R is how far the disc's curvature pulls the half-way
/// contour in, to first order; drawn this way once R ≥ 4σ). The mask is filled
/// straight from that formula — no offscreen drawing, no box passes — and cached by radius,
/// blur and the centre's quarter-pixel phase, so moving discs of one size (a dial's bubbles)
/// share sixteen masks. Through the general path a moving shadow is blurred again every frame
/// (its cache keys on the whole transform): a dial of 100 bubbles spent 40 ms a frame on it.
extension RenderPass {
  /// Φ(t) for t = −4…4 in steps of 1/64, `erfc(−t/√2)/2`.
  static let normalCDF: [Float] = (0...512).map { k in
    let t = Double(k) / 64 - 4
    return Float(erfc(-t / 2.0.squareRoot()) / 2)
  }

  /// Draws `shadow` for `path` from a computed mask when `path` is a circle drawn under a
  /// similarity transform (rotation and uniform scale), at least 4σ in radius; returns false
  /// (drawing nothing) otherwise.
  func drawDiscShadow(_ shadow: Shadow, path: Path) -> Bool {
    guard let (center, radius) = Self.circle(of: path) else { return false }
    let ctm = CairoDrawing.currentTransform(cr)
    // A similarity: (a, b, c, d) = s·(cos, sin, ∓sin, ±cos).
    let s2 = ctm.a * ctm.a + ctm.b * ctm.b
    let tolerance = 1e-9 * Swift.max(s2, 1)
    guard s2 > 0, abs(ctm.determinant.magnitude - s2) <= tolerance,
      abs(ctm.c * ctm.c + ctm.d * ctm.d - s2) <= tolerance,
      abs(ctm.a * ctm.c + ctm.b * ctm.d) <= tolerance
    else { return false }
    let scale = s2.squareRoot()
    // The blur the general path would apply: three box passes of width d (docs/rendering.md), whose
    // standard deviation is √(3(d² − 1)/12), so both paths draw the same shadow.
    let d = Double(BackdropBlur.boxSize(sigma: shadow.sigma * scale, scale: 1))
    let sigma = (3 * (d * d - 1) / 12).squareRoot()
    let key = DiscShadowKey(
      radius: Int((radius * scale * 16).rounded()), sigma: Int((sigma * 16).rounded()),
      phaseX: 0, phaseY: 0)
    guard key.sigma > 0, key.radius >= 4 * key.sigma, key.radius < 16 * 4096 else { return false }
    // The centre in device pixels, on a quarter-pixel grid (an eighth of a pixel at most
    // away, hidden by the blur).
    let c = center.applying(ctm) + shadow.offset.applying(ctm)
    guard c.isFinite, abs(c.x) < 1e6, abs(c.y) < 1e6 else { return false }
    let qx = (c.x * 4).rounded(), qy = (c.y * 4).rounded()
    let ix = (qx / 4).rounded(.down), iy = (qy / 4).rounded(.down)
    var k = key
    k.phaseX = Int(qx - ix * 4)
    k.phaseY = Int(qy - iy * 4)
    let half = Self.discMaskHalfSide(k)
    let mask: CairoSurface
    if let hit = renderer.discShadowCache.value(for: k) {
      mask = hit
    } else {
      guard let made = Self.discMask(k) else { return false }
      renderer.discShadowCache.store(made, for: k)
      mask = made
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    CairoDrawing.setColor(cr, shadow.paint)
    cairo_mask_surface(cr, mask.pointer, ix - Double(half), iy - Double(half))
    cairo_restore(cr)
    return true
  }

  /// Half the side of a disc mask, in pixels: the radius plus 3σ, rounded up, plus one.
  static func discMaskHalfSide(_ key: DiscShadowKey) -> Int {
    (key.radius + 3 * key.sigma + 15) / 16 + 1
  }

  /// The 8-bit coverage of a blurred disc, its centre at (half + phaseX/4, half + phaseY/4).
  /// Along an axis whose phase is 0 or ½ the disc is mirror-symmetric about a pixel centre
  /// or corner, and only half of it is computed. Only the band within 3σ of the edge is
  /// computed (Φ(±3) rounds to 255 and 0): inside it is filled, outside left clear (image
  /// surfaces start transparent).
  static func discMask(_ key: DiscShadowKey) -> CairoSurface? {
    let half = discMaskHalfSide(key)
    let side = 2 * half + 1
    guard let mask = CairoSurface(width: side, height: side, format: CAIRO_FORMAT_A8) else {
      return nil
    }
    cairo_surface_flush(mask.pointer)
    let sigma = Float(key.sigma) / 16
    // The disc's curvature pulls the blurred edge in by σ²/2R (to first order).
    let radius = Float(key.radius) / 16
    let r = radius - sigma * sigma / (2 * radius)
    let inner = Swift.max(r - 3 * sigma, 0), outer = r + 3 * sigma
    let inner2 = inner * inner, outer2 = outer * outer
    let stride = mask.stride
    let bytes = mask.data.assumingMemoryBound(to: UInt8.self)
    // Pixel k's centre is k + 0.5, the disc's centre half + phase/4: dx = k − half − o,
    // o = phase/4 − 1/2. With an even phase, pixel k mirrors to 2·half + phase/2 − 1 − k.
    let ox = Float(key.phaseX) / 4 - 0.5, oy = Float(key.phaseY) / 4 - 0.5
    let mirrorsX = key.phaseX % 2 == 0, mirrorsY = key.phaseY % 2 == 0
    let mirrorX = 2 * half + key.phaseX / 2 - 1, mirrorY = 2 * half + key.phaseY / 2 - 1
    normalCDF.withUnsafeBufferPointer { table in
      for y in (mirrorsY ? half : 0)..<side {
        let dy = Float(y - half) - oy
        guard dy * dy < outer2 else {
          if dy > 0 { break } else { continue }
        }
        let rowA = bytes + y * stride
        let yb = mirrorY - y
        let rowB = mirrorsY && yb >= 0 && yb < side && yb != y ? bytes + yb * stride : nil
        for x in (mirrorsX ? half : 0)..<side {
          let dx = Float(x - half) - ox
          let rho2 = dx * dx + dy * dy
          guard rho2 < outer2 else {
            if dx > 0 { break } else { continue }
          }
          let value: UInt8
          if rho2 <= inner2 {
            value = 255
          } else {
            // t = (R − ρ)/σ, interpolated between the table's steps.
            let u = Swift.min(Swift.max(((r - rho2.squareRoot()) / sigma + 4) * 64, 0), 511.99)
            let i = Int(u)
            value = UInt8((table[i] + (table[i + 1] - table[i]) * (u - Float(i))) * 255 + 0.5)
          }
          let xb = mirrorX - x
          let mirrored = mirrorsX && xb >= 0 && xb < side
          rowA[x] = value
          if mirrored { rowA[xb] = value }
          if let rowB {
            rowB[x] = value
            if mirrored { rowB[xb] = value }
          }
        }
      }
    }
    cairo_surface_mark_dirty(mask.pointer)
    return mask
  }

  /// The centre and radius of `path` when it is a circle made by `Path(ellipseIn:)` of a
  /// square (within a billionth of its size), else nil.
  static func circle(of path: Path) -> (center: Point, radius: Double)? {
    guard path.elements.count == 6 else { return nil }
    let box = path.controlBounds
    guard !box.isNull, box.width > 0, abs(box.width - box.height) <= 1e-9 * box.width else {
      return nil
    }
    let reference = Path(ellipseIn: box)
    let tolerance = 1e-9 * box.width
    func near(_ p: Point, _ q: Point) -> Bool {
      abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }
    for (e, f) in zip(path.elements, reference.elements) {
      switch (e, f) {
      case (.move(let p), .move(let q)):
        guard near(p, q) else { return nil }
      case (.curve(let p, let p1, let p2), .curve(let q, let q1, let q2)):
        guard near(p, q), near(p1, q1), near(p2, q2) else { return nil }
      case (.closeSubpath, .closeSubpath):
        break
      default:
        return nil
      }
    }
    return (Point(x: box.midX, y: box.midY), box.width / 2)
  }
}
