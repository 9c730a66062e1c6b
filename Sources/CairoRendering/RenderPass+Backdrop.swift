import CCairo
import Geometry
import Rendering

/// What a blurred backdrop depends on: everything drawn before it, and how.
struct BackdropKey: Equatable {
  /// The commands before the backdrop ends (``DisplayList/backdropEnd(before:)``).
  var prefix: [DisplayCommand]
  /// The list's background and size.
  var background: Color
  var size: Size
  /// The device scale.
  var scale: Double
  /// User space → device pixels at the blur.
  var transform: AffineTransform
  /// The blur itself.
  var blur: BackdropBlur
}

/// A finished backdrop (blurred, saturated, tinted) for the device box at `origin`.
struct BackdropImage {
  var image: CairoSurface
  var origin: Point
}

extension RenderPass {
  /// Blurs, saturates and tints what lies behind `blur.region` (spec section 5), reusing the
  /// result while the backdrop does not change.
  ///
  /// The blur runs at reduced resolution, as iOS does: the backdrop is averaged down by a
  /// power of two f ≤ σ/3 device pixels (at most 8, sampling up to 4 × 4 pixels of each
  /// f × f block), blurred there with three box passes of the spec's width for σ/f, saturated,
  /// and scaled back up bilinearly. The tint is then composited over it (normal blend).
  mutating func drawBackdropBlur(_ blur: BackdropBlur, at index: Int) {
    let ctm = CairoDrawing.currentTransform(cr)
    let box = blur.region.boundingBox.applying(ctm).intersection(canvas).integral
    guard !box.isEmpty else { return }
    let end = list.backdropEnd(before: index)
    let list = self.list, scale = self.scale
    var cached = renderer.backdropCache.value { k in
      k.blur == blur && k.transform == ctm && k.scale == scale && k.size == list.size
        && k.background == list.background && k.prefix.elementsEqual(list.commands[0..<end])
    }
    if cached == nil, let made = makeBackdrop(blur, box: box, sigma: blur.sigma * deviceScale) {
      let key = BackdropKey(
        prefix: Array(list.commands[0..<end]), background: list.background, size: list.size,
        scale: scale, transform: ctm, blur: blur)
      renderer.backdropCache.store(made, for: key)
      cached = made
    }
    guard let backdrop = cached else { return }
    cairo_save(cr)
    CairoDrawing.setPath(cr, blur.region)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, backdrop.image.pointer, backdrop.origin.x, backdrop.origin.y)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// The downsampling factor for a blur of `sigma` device pixels: the largest power of two
  /// not above σ/3, between 1 and 8.
  static func downsampleFactor(sigma: Double) -> Int {
    var f = 1
    while f < 8, Double(f * 2) <= sigma / 3 { f *= 2 }
    return f
  }

  /// The finished backdrop of the device `box`, read from the root surface.
  func makeBackdrop(_ blur: BackdropBlur, box: Rect, sigma: Double) -> BackdropImage? {
    let reach = (3 * sigma).rounded(.up)
    let sample = box.insetBy(dx: -reach, dy: -reach).intersection(canvas).integral
    let f = Self.downsampleFactor(sigma: sigma)
    let sx = Int(sample.minX), sy = Int(sample.minY)
    let sw = Int(sample.width), sh = Int(sample.height)
    let lw = (sw + f - 1) / f, lh = (sh + f - 1) / f
    guard lw > 0, lh > 0 else { return nil }

    // 1. Average down: k × k evenly spaced samples of each f × f block (k = min(f, 4)).
    cairo_surface_flush(surface.pointer)
    let stride = surface.stride / 4
    let src = surface.data.assumingMemoryBound(to: UInt32.self)
    let k = Swift.min(f, 4), step = f / k, start = step / 2
    var plane = [SIMD4<Float>](repeating: .zero, count: lw * lh)
    let norm = 1 / Float(k * k)
    for ly in 0..<lh {
      for lx in 0..<lw {
        var acc = SIMD4<Float>.zero
        for j in 0..<k {
          let y = sy + Swift.min(ly * f + start + j * step, sh - 1)
          let row = src + y * stride
          for i in 0..<k {
            let p = row[sx + Swift.min(lx * f + start + i * step, sw - 1)]
            acc += SIMD4<Float>(
              Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24))
          }
        }
        plane[ly * lw + lx] = acc * norm
      }
    }

    // 2. Three box passes of the spec's width for σ at this resolution.
    BoxBlur.blur(&plane, width: lw, height: lh, boxSize: BackdropBlur.boxSize(sigma: sigma / Double(f), scale: 1))

    // 3. Saturation with luminance kept, c′ = Y + s·(c − Y); linear, so it holds on
    //    premultiplied values too. Clamp each channel to 0…alpha and pack.
    guard let low = CairoSurface(width: lw, height: lh) else { return nil }
    let s = Float(blur.saturation)
    let lowStride = low.stride / 4
    let dst = low.data.assumingMemoryBound(to: UInt32.self)
    for ly in 0..<lh {
      for lx in 0..<lw {
        let v = plane[ly * lw + lx]
        let a = Swift.min(255, Swift.max(0, v.w))
        let y = 0.2126 * v.x + 0.7152 * v.y + 0.0722 * v.z
        var c = SIMD3<Float>(repeating: y) + s * (SIMD3<Float>(v.x, v.y, v.z) - y)
        c = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: a))
        let r = UInt32(c.x.rounded()), g = UInt32(c.y.rounded()), b = UInt32(c.z.rounded())
        dst[ly * lowStride + lx] = UInt32(a.rounded()) << 24 | r << 16 | g << 8 | b
      }
    }
    cairo_surface_mark_dirty(low.pointer)

    // 4. Scale back up over the box, bilinearly, edges clamped; then the tint.
    guard let image = CairoSurface(width: Int(box.width), height: Int(box.height)) else {
      return nil
    }
    let c = cairo_create(image.pointer)!
    cairo_translate(c, sample.minX - box.minX, sample.minY - box.minY)
    cairo_scale(c, Double(f), Double(f))
    cairo_set_source_surface(c, low.pointer, 0, 0)
    let pattern = cairo_get_source(c)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
    cairo_paint(c)
    cairo_set_operator(c, CAIRO_OPERATOR_OVER)
    CairoDrawing.setColor(c, blur.tint)
    cairo_paint(c)
    cairo_destroy(c)
    return BackdropImage(image: image, origin: box.origin)
  }
}
