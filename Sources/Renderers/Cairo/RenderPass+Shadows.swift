import CCairo
import DynamicMenusGeometry
import DynamicMenusRendering

/// What a blurred shadow alpha depends on.
struct ShadowKey: Equatable {
  /// The casting commands (a group's content), or a shadow path as one fill.
  var commands: [DisplayCommand]
  /// User space → device pixels when the shadow was cast.
  var transform: AffineTransform
  /// The clip's rectangles in device pixels (a group's content is clipped before it casts).
  var clip: [Rect]
  /// The blur's standard deviation in device pixels.
  var sigma: Double
}

/// A blurred shadow alpha and where it goes, in device pixels (before the offset).
struct ShadowImage {
  var alpha: CairoSurface
  var origin: Point
}

extension RenderPass {
  /// The scale of the current transform: the square root of its area factor.
  var deviceScale: Double { CairoDrawing.currentTransform(cr).determinant.magnitude.squareRoot() }

  /// The canvas in device pixels.
  var canvas: Rect {
    Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
  }

  /// The clip as device rectangles, or nil when it is not made of rectangles.
  func clipRectangles() -> [Rect]? {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    defer { cairo_restore(cr) }
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    return (0..<Int(list.pointee.num_rectangles)).map {
      let r = list.pointee.rectangles[$0]
      return Rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }
  }

  /// The device box the blurred alpha of `ink` needs: grown by the blur's reach, cut to what
  /// can land on the canvas once offset.
  func shadowBox(ink: Rect, sigma: Double, offset: Vector) -> Rect {
    let reach = (3 * sigma).rounded(.up) + 1
    let visible = canvas.offsetBy(dx: -offset.dx, dy: -offset.dy).insetBy(dx: -reach, dy: -reach)
    return ink.insetBy(dx: -reach, dy: -reach).intersection(visible).integral
  }

  /// Draws the shadow of a group's composited alpha (its content drew into `ink`, in device
  /// pixels).
  mutating func drawGroupShadow(
    _ shadow: Shadow, content: OpaquePointer, ink: Rect, commands: Range<Int>
  ) {
    let ctm = CairoDrawing.currentTransform(cr)
    let sigma = shadow.sigma * deviceScale
    let offset = shadow.offset.applying(ctm)
    let clip = clipRectangles()
    var key: ShadowKey?
    if let clip {
      // Compare against the list in place: a hit copies nothing.
      let hit = renderer.shadowCache.value { k in
        k.transform == ctm && k.sigma == sigma && k.clip == clip
          && k.commands.elementsEqual(list.commands[commands])
      }
      if let hit { return paint(shadow, hit, offset: offset) }
      key = ShadowKey(
        commands: Array(list.commands[commands]), transform: ctm, clip: clip, sigma: sigma)
    }
    let box = shadowBox(ink: ink, sigma: sigma, offset: offset)
    guard !box.isEmpty,
      let image = blurredAlpha(
        box: box, sigma: sigma,
        draw: { c in
          cairo_set_source(c, content)
          cairo_paint(c)
        })
    else { return }
    if let key { renderer.shadowCache.store(image, for: key) }
    paint(shadow, image, offset: offset)
  }

  /// Draws the shadow a `shadowPath` casts.
  mutating func drawPathShadow(_ shadow: Shadow, path: Path) {
    if drawDiscShadow(shadow, path: path) { return }
    let ctm = CairoDrawing.currentTransform(cr)
    let sigma = shadow.sigma * deviceScale
    let offset = shadow.offset.applying(ctm)
    let key = ShadowKey(
      commands: [.fill(path, .black, .nonZero)], transform: ctm, clip: [], sigma: sigma)
    let image: ShadowImage
    if let hit = renderer.shadowCache.value(for: key) {
      image = hit
    } else {
      let box = shadowBox(ink: path.controlBounds.applying(ctm), sigma: sigma, offset: offset)
      guard !box.isEmpty,
        let made = blurredAlpha(
          box: box, sigma: sigma,
          draw: { c in
            CairoDrawing.fill(c, path, .black, .nonZero)
          })
      else { return }
      renderer.shadowCache.store(made, for: key)
      image = made
    }
    paint(shadow, image, offset: offset)
  }

  /// Draws something in the current user space into an 8-bit alpha image of the device
  /// `box`, then blurs it with three box passes approximating a Gaussian of `sigma` pixels.
  func blurredAlpha(box: Rect, sigma: Double, draw: (OpaquePointer) -> Void) -> ShadowImage? {
    let w = Int(box.width), h = Int(box.height)
    guard let alpha = CairoSurface(width: w, height: h, format: CAIRO_FORMAT_A8) else { return nil }
    let c = cairo_create(alpha.pointer)!
    cairo_translate(c, -box.minX, -box.minY)
    var m = CairoDrawing.matrix(CairoDrawing.currentTransform(cr))
    cairo_transform(c, &m)
    draw(c)
    cairo_destroy(c)
    cairo_surface_flush(alpha.pointer)
    let d = BackdropBlur.boxSize(sigma: sigma, scale: 1)
    if d > 1 {
      let stride = alpha.stride
      let bytes = alpha.data.assumingMemoryBound(to: UInt8.self)
      var plane = [Float](repeating: 0, count: w * h)
      for y in 0..<h {
        for x in 0..<w { plane[y * w + x] = Float(bytes[y * stride + x]) }
      }
      BoxBlur.blur(&plane, width: w, height: h, boxSize: d)
      for y in 0..<h {
        for x in 0..<w {
          bytes[y * stride + x] = UInt8(Swift.min(255, Swift.max(0, plane[y * w + x].rounded())))
        }
      }
      cairo_surface_mark_dirty(alpha.pointer)
    }
    return ShadowImage(alpha: alpha, origin: box.origin)
  }

  /// Paints a blurred alpha in the shadow's colour at its offset.
  func paint(_ shadow: Shadow, _ image: ShadowImage, offset: Vector) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    CairoDrawing.setColor(cr, shadow.paint)
    let x = image.origin.x + offset.dx, y = image.origin.y + offset.dy
    cairo_mask_surface(cr, image.alpha.pointer, x, y)
    cairo_restore(cr)
  }
}
