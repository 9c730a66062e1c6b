import CCairo

/// The floating demo's contact photos: head-and-shoulders portraits drawn with cairo's
/// gradients (soft light from the upper left, a blurred backdrop), so the demo shows photo
/// avatars without shipping or downloading photographs. Drawn the same way every time: no
/// randomness, only each person's numbers below.
struct ContactPortrait {
  /// How the hair is cut.
  enum Hair { case short, long, bun, curly }

  /// The person's name (the demo's menu title).
  var name: String
  /// The backdrop's top and bottom colours, 0xRRGGBB.
  var backdrop: (top: UInt32, bottom: UInt32)
  /// Skin, hair and shirt colours, 0xRRGGBB.
  var skin: UInt32, hair: UInt32, shirt: UInt32
  /// The haircut.
  var cut: Hair

  /// The four people of the floating demo's menu (Sources/Tools/DemoScenes/FloatingScene.swift).
  static let people = [
    ContactPortrait(
      name: "Heidi Hernandez", backdrop: (0xB3_D4_E8, 0x5E_8F_B0), skin: 0xE8_B9_96,
      hair: 0x5A_34_22, shirt: 0xC6_4B_4B, cut: .long),
    ContactPortrait(
      name: "Neil Ross", backdrop: (0xD9_E4_C8, 0x7F_9A_6A), skin: 0xF0_C8_A8,
      hair: 0xB8_7A_3C, shirt: 0x3F_5C_8A, cut: .short),
    ContactPortrait(
      name: "Elijah Woods", backdrop: (0xF2_D7_B0, 0xB0_7C_4E), skin: 0x8D_5A_3C,
      hair: 0x1F_17_14, shirt: 0x2E_7D_6B, cut: .curly),
    ContactPortrait(
      name: "Bella Douglas", backdrop: (0xE6_CF_E8, 0x8E_6C_A8), skin: 0xD9_A0_7E,
      hair: 0x2B_1D_16, shirt: 0xE0_A8_3A, cut: .bun),
  ]

  /// The portrait as an opaque `side` × `side` pixel PNG (the drawing is in a 100-unit box).
  func pngData(side: Int) -> [UInt8]? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(side), Int32(side))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_scale(cr, Double(side) / 100, Double(side) / 100)
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    var bytes: [UInt8] = []
    let status = withUnsafeMutablePointer(to: &bytes) { out in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          closure.assumingMemoryBound(to: [UInt8].self).pointee.append(
            contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, out)
    }
    return status == CAIRO_STATUS_SUCCESS ? bytes : nil
  }

  /// Backdrop, then hair behind the head, shoulders, neck, head, face, hair on top.
  private func draw(_ cr: OpaquePointer) {
    let backdropGradient = cairo_pattern_create_linear(0, 0, 0, 100)!
    stop(backdropGradient, 0, backdrop.top)
    stop(backdropGradient, 1, backdrop.bottom)
    cairo_set_source(cr, backdropGradient)
    cairo_paint(cr)
    cairo_pattern_destroy(backdropGradient)
    // Out-of-focus light behind the sitter, as a wide aperture blurs it.
    glow(cr, x: 22, y: 24, radius: 26, color: 0xFF_FF_FF, alpha: 0.35)
    glow(cr, x: 84, y: 40, radius: 18, color: 0xFF_F4_D8, alpha: 0.25)

    if cut == .long {
      ellipse(cr, x: 50, y: 52, rx: 30, ry: 34)
      shade(cr, hair, x: 40, y: 40, reach: 50)
      cairo_rectangle(cr, 20, 52, 60, 40)
      shade(cr, hair, x: 40, y: 40, reach: 60)
    }
    // Shoulders: a wide ellipse cut by the frame.
    ellipse(cr, x: 50, y: 112, rx: 44, ry: 30)
    shade(cr, shirt, x: 34, y: 86, reach: 60)
    // Neck.
    cairo_rectangle(cr, 42, 62, 16, 22)
    shade(cr, scaled(skin, 0.82), x: 46, y: 64, reach: 24)
    // Head.
    ellipse(cr, x: 50, y: 50, rx: 19, ry: 23)
    shade(cr, skin, x: 43, y: 41, reach: 30)
    // Eyes and mouth, darkened skin.
    let feature = scaled(skin, 0.35)
    ellipse(cr, x: 43, y: 50, rx: 2, ry: 1.4)
    fill(cr, feature)
    ellipse(cr, x: 57, y: 50, rx: 2, ry: 1.4)
    fill(cr, feature)
    cairo_new_path(cr)
    cairo_arc(cr, 50, 56, 7, 0.25 * .pi, 0.75 * .pi)
    setColor(cr, scaled(skin, 0.55))
    cairo_set_line_width(cr, 1.4)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_stroke(cr)
    drawHair(cr)
  }

  /// The hair over the head, by cut.
  private func drawHair(_ cr: OpaquePointer) {
    switch cut {
    case .short:
      cairo_new_path(cr)
      cairo_arc(cr, 50, 44, 20, .pi, 2 * .pi)
      cairo_line_to(cr, 69, 40)
      cairo_curve_to(cr, 60, 34, 42, 34, 31, 44)
      cairo_close_path(cr)
      shade(cr, hair, x: 44, y: 28, reach: 26)
    case .long:
      cairo_new_path(cr)
      cairo_arc(cr, 50, 46, 21, .pi, 2 * .pi)
      cairo_curve_to(cr, 64, 34, 44, 30, 30, 48)
      cairo_close_path(cr)
      shade(cr, hair, x: 44, y: 28, reach: 26)
    case .bun:
      ellipse(cr, x: 50, y: 22, rx: 9, ry: 8)
      shade(cr, hair, x: 47, y: 18, reach: 12)
      cairo_new_path(cr)
      cairo_arc(cr, 50, 45, 20, .pi, 2 * .pi)
      cairo_curve_to(cr, 62, 36, 40, 36, 30, 45)
      cairo_close_path(cr)
      shade(cr, hair, x: 44, y: 28, reach: 26)
    case .curly:
      for (x, y) in [(36.0, 38.0), (42, 31), (50, 29), (58, 31), (64, 38), (47, 34), (55, 34)] {
        ellipse(cr, x: x, y: y, rx: 7, ry: 6.5)
        shade(cr, hair, x: x - 2, y: y - 2, reach: 9)
      }
    }
  }

  /// Fills the current path with `color`, lit from (x, y): full colour there, 30 % darker
  /// `reach` units away.
  private func shade(_ cr: OpaquePointer, _ color: UInt32, x: Double, y: Double, reach: Double) {
    let light = cairo_pattern_create_radial(x, y, 0, x, y, reach)!
    stop(light, 0, scaled(color, 1.08))
    stop(light, 1, scaled(color, 0.7))
    cairo_set_source(cr, light)
    cairo_fill(cr)
    cairo_pattern_destroy(light)
  }

  /// A soft disc of light fading to nothing at `radius`.
  private func glow(
    _ cr: OpaquePointer, x: Double, y: Double, radius: Double, color: UInt32, alpha: Double
  ) {
    let light = cairo_pattern_create_radial(x, y, 0, x, y, radius)!
    stop(light, 0, color, alpha: alpha)
    stop(light, 1, color, alpha: 0)
    cairo_set_source(cr, light)
    cairo_paint(cr)
    cairo_pattern_destroy(light)
  }

  private func ellipse(_ cr: OpaquePointer, x: Double, y: Double, rx: Double, ry: Double) {
    cairo_new_path(cr)
    cairo_save(cr)
    cairo_translate(cr, x, y)
    cairo_scale(cr, rx, ry)
    cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
    cairo_restore(cr)
  }

  private func fill(_ cr: OpaquePointer, _ color: UInt32) {
    setColor(cr, color)
    cairo_fill(cr)
  }

  private func setColor(_ cr: OpaquePointer, _ color: UInt32) {
    let (r, g, b) = channels(color)
    cairo_set_source_rgb(cr, r, g, b)
  }

  private func stop(_ p: OpaquePointer, _ offset: Double, _ color: UInt32, alpha: Double = 1) {
    let (r, g, b) = channels(color)
    cairo_pattern_add_color_stop_rgba(p, offset, r, g, b, alpha)
  }

  /// 0xRRGGBB as three channels 0…1.
  private func channels(_ color: UInt32) -> (Double, Double, Double) {
    (Double(color >> 16 & 0xFF) / 255, Double(color >> 8 & 0xFF) / 255, Double(color & 0xFF) / 255)
  }

  /// `color` with each channel times `factor`, capped at 255.
  private func scaled(_ color: UInt32, _ factor: Double) -> UInt32 {
    let c = [color >> 16 & 0xFF, color >> 8 & 0xFF, color & 0xFF].map {
      UInt32(min(255, (Double($0) * factor).rounded()))
    }
    return c[0] << 16 | c[1] << 8 | c[2]
  }
}
