import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import Foundation

/// What a blurred backdrop depends on: the blur, where it reads, and the backdrop pixels it
/// reads. The blur reads only a sparse grid of the backdrop (see ``BackdropSampling``), so
/// the key holds exactly those pixels: comparing them is exact (no change behind the blur can
/// go unnoticed, no change elsewhere invalidates it) and costs a sixteenth of the backdrop.
struct BackdropKey {
  var sampling: BackdropSampling
  var saturation: Double
  var tint: Color
  /// The pixels the blur read, in reading order.
  var samples: [UInt32]
}

/// A finished backdrop (blurred, saturated, tinted) for the device box at `origin`.
struct BackdropImage {
  var image: CairoSurface
  var origin: Point
}

extension BackdropSampling {
  /// Reads the samples from a surface (ARGB32 rows of `stride` pixels) into `out`, block by
  /// block: `perSide²` pixels for each low-resolution pixel, row-major.
  func read(_ src: UnsafePointer<UInt32>, stride: Int, into out: inout [UInt32]) {
    let k = perSide, f = factor, step = f / k, start = step / 2
    let sx = Int(sample.minX), sy = Int(sample.minY)
    let sw = Int(sample.width), sh = Int(sample.height)
    let lw = lowWidth, lh = lowHeight
    // Column offsets of the samples, clamped to the box read.
    var columns = [Int](repeating: 0, count: lw * k)
    for lx in 0..<lw {
      for i in 0..<k { columns[lx * k + i] = sx + Swift.min(lx * f + start + i * step, sw - 1) }
    }
    if out.count != lw * lh * k * k { out = [UInt32](repeating: 0, count: lw * lh * k * k) }
    out.withUnsafeMutableBufferPointer { out in
      columns.withUnsafeBufferPointer { columns in
        var n = 0
        for ly in 0..<lh {
          for j in 0..<k {
            let row = src + (sy + Swift.min(ly * f + start + j * step, sh - 1)) * stride
            for c in columns {
              out[n] = row[c]
              n += 1
            }
          }
        }
      }
    }
  }
}

/// The buffers a backdrop blur works in, kept by the renderer from frame to frame so that a
/// blur, once warm, allocates nothing: the samples read, the low-resolution plane and image,
/// and the upscale's stretched rows.
final class BackdropWorkspace {
  var samples: [UInt32] = []
  var plane: [SIMD4<Float>] = []
  var low: [UInt32] = []
  var stretched: [UInt16] = []
}

extension RenderPass {
  /// Blurs, saturates and tints what lies behind `blur.region` (docs/scene-layers.md §7), reusing the
  /// result while the backdrop pixels it reads do not change.
  ///
  /// Steps: sample the backdrop (``BackdropSampling``), average each block, three box passes
  /// of the spec's width for σ/f, saturation with luminance kept, the tint composited over,
  /// then a bilinear upscale to the device box; the region clips the result onto the target.
  mutating func drawBackdropBlur(_ blur: BackdropBlur, at index: Int) {
    let ctm = CairoDrawing.currentTransform(cr)
    let box = blur.region.controlBounds.applying(ctm).intersection(canvas).integral
    guard !box.isEmpty else { return }
    let sampling = BackdropSampling(box: box, sigma: blur.sigma * deviceScale, canvas: canvas)
    guard sampling.lowWidth > 0, sampling.lowHeight > 0 else { return }
    if let reused = reusableBackdrops[index] {
      paint(blur, reused, at: index)
      return
    }
    // The backdrop is the root surface: what was drawn before the outermost open group
    // (the groups' own content is not composited yet), as DisplayList.backdropEnd(before:) says.
    cairo_surface_flush(surface.pointer)
    renderer.backdropReads += 1
    let work = renderer.backdropWorkspace
    sampling.read(
      UnsafePointer(surface.data.assumingMemoryBound(to: UInt32.self)), stride: surface.stride / 4,
      into: &work.samples)
    var cached = renderer.backdropCache.value { (k: BackdropKey) -> Bool in
      guard k.sampling == sampling, k.saturation == blur.saturation, k.tint == blur.tint,
        k.samples.count == work.samples.count
      else { return false }
      return k.samples.withUnsafeBytes { a in
        work.samples.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
      }
    }
    if cached == nil {
      // The same blur over a changed backdrop: reuse its image's memory, and hand its key's
      // samples to the workspace for the next read (the new key keeps these).
      let stale = renderer.backdropCache.take { $0.sampling == sampling }
      guard let made = Self.makeBackdrop(blur, sampling, work, reusing: stale?.value.image)
      else { return }
      let key = BackdropKey(
        sampling: sampling, saturation: blur.saturation, tint: blur.tint, samples: work.samples)
      work.samples = stale?.key.samples ?? []
      renderer.backdropCache.store(made, for: key)
      cached = made
    }
    guard let backdrop = cached else { return }
    paint(blur, backdrop, at: index)
  }

  /// Paints a finished backdrop inside the blur's region, replacing what is behind it.
  mutating func paint(_ blur: BackdropBlur, _ backdrop: BackdropImage, at index: Int) {
    paintedBackdrops[index] = backdrop
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

  /// The finished backdrop from the samples in `work`.
  static func makeBackdrop(
    _ blur: BackdropBlur, _ sampling: BackdropSampling, _ work: BackdropWorkspace,
    reusing spare: CairoSurface?
  ) -> BackdropImage? {
    let lw = sampling.lowWidth, lh = sampling.lowHeight, kk = sampling.perSide * sampling.perSide
    let k = sampling.perSide

    // 1. Average each block's samples. Two channels per 32-bit sum, 16 bits apart (B and R,
    //    then G and A): at most 16 samples of 255 fit 16 bits.
    if work.plane.count != lw * lh { work.plane = [SIMD4<Float>](repeating: .zero, count: lw * lh) }
    let norm = 1 / Float(kk)
    work.samples.withUnsafeBufferPointer { src in
      work.plane.withUnsafeMutableBufferPointer { plane in
        for ly in 0..<lh {
          for lx in 0..<lw {
            var rb: UInt32 = 0, ag: UInt32 = 0
            for j in 0..<k {
              let base = (ly * k + j) * lw * k + lx * k
              for i in 0..<k {
                let p = src[base + i]
                rb &+= p & 0x00FF_00FF
                ag &+= (p >> 8) & 0x00FF_00FF
              }
            }
            plane[ly * lw + lx] =
              SIMD4<Float>(
                Float(rb >> 16), Float(ag & 0xFFFF), Float(rb & 0xFFFF), Float(ag >> 16)) * norm
          }
        }
      }
    }

    // 2. Three box passes of the spec's width for σ at this resolution.
    let f = Double(sampling.factor)
    BoxBlur.blur(
      &work.plane, width: lw, height: lh,
      boxSize: BackdropBlur.boxSize(sigma: sampling.sigma / f, scale: 1))

    // 3. Saturation with luminance kept, c′ = Y + s·(c − Y), linear, so it holds on
    //    premultiplied values too; each channel clamped to 0…alpha. Then the tint, composited
    //    over (premultiplied: t·tα + c·(1 − tα)). Both are affine per pixel, so doing them
    //    before the bilinear upscale gives the same result as after it, at 1/f² of the cost.
    let s = Float(blur.saturation)
    let weights = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
    let tintAlpha = Float(Swift.min(1, Swift.max(0, blur.tint.alpha)))
    func channel(_ v: Double) -> Float { Float(Swift.min(1, Swift.max(0, v))) * 255 * tintAlpha }
    let tint = SIMD4<Float>(
      channel(blur.tint.red), channel(blur.tint.green), channel(blur.tint.blue), 255 * tintAlpha)
    let keep = 1 - tintAlpha
    if work.low.count != lw * lh { work.low = [UInt32](repeating: 0, count: lw * lh) }
    work.plane.withUnsafeBufferPointer { plane in
      work.low.withUnsafeMutableBufferPointer { out in
        for i in 0..<(lw * lh) {
          let v = plane[i]
          let a = Swift.min(255, Swift.max(0, v.w))
          let y = (v * weights).sum()
          var c = SIMD4<Float>(repeating: y) + s * (v - y)
          c = c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: a))
          c.w = a
          c = tint + c * keep + 0.5
          // Scalar conversions: one instruction each (the generic SIMD ones are not).
          out[i] = UInt32(c.w) << 24 | UInt32(c.x) << 16 | UInt32(c.y) << 8 | UInt32(c.z)
        }
      }
    }

    // 4. Scale up to the device box.
    let box = sampling.box
    let w = Int(box.width), h = Int(box.height)
    guard
      let image = spare.flatMap({ $0.width == w && $0.height == h ? $0 : nil })
        ?? CairoSurface(width: w, height: h)
    else { return nil }
    cairo_surface_flush(image.pointer)
    BilinearUpscale.run(
      work.low, width: lw, height: lh, factor: sampling.factor, scratch: &work.stretched,
      into: image.data.assumingMemoryBound(to: UInt32.self), stride: image.stride / 4,
      width: image.width, height: image.height,
      offsetX: Int(box.minX - sampling.sample.minX), offsetY: Int(box.minY - sampling.sample.minY))
    cairo_surface_mark_dirty(image.pointer)
    return BackdropImage(image: image, origin: box.origin)
  }
}
