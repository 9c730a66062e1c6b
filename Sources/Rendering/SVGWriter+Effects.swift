public import Geometry

/// DejaVu Sans' vertical metrics in ems (hhea ascender 1901/2048, descender 483/2048): where
/// the SVG writer puts baselines, matching pango's line boxes for the default face.
enum DefaultFaceMetrics {
  /// The ascent, 0.928 em.
  static let ascent = 1901.0 / 2048
  /// The line height, ascent + descent = 1.164 em.
  static let lineHeight = (1901.0 + 483) / 2048
}

extension SVGEmitter {
  /// `<mask>` from the mask's alpha, then the content through it.
  mutating func emitMask(content: String, mask: String) {
    let id = ids.make("mask"), white = ids.make("alpha")
    let region = SVGFormat.region(canvasInCurrentSpace)
    // SVG 1.1 masks by luminance × alpha: paint the mask white, keeping its alpha.
    line(
      "<filter id=\"\(white)\" filterUnits=\"userSpaceOnUse\" \(region)>"
        + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/>"
        + "</filter>")
    line("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(region)>")
    line("<g filter=\"url(#\(white))\">")
    buffers[buffers.count - 1] += mask
    line("</g>")
    line("</mask>")
    line("<g mask=\"url(#\(id))\">")
    buffers[buffers.count - 1] += content
    line("</g>")
  }

  /// A filter that draws the shadow of its input's alpha under the input.
  func shadowFilter(id: String, _ s: Shadow) -> String {
    "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(SVGFormat.region(canvasInCurrentSpace)) "
      + "color-interpolation-filters=\"sRGB\">"
      + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGFormat.number(s.sigma))\"/>"
      + "<feOffset dx=\"\(SVGFormat.number(s.offset.dx))\" dy=\"\(SVGFormat.number(s.offset.dy))\" "
      + "result=\"shadow\"/>"
      + "<feFlood flood-color=\"\(SVGFormat.color(s.color))\" "
      + "flood-opacity=\"\(SVGFormat.opacity(s.paint.alpha))\"/>"
      + "<feComposite in2=\"shadow\" operator=\"in\"/>"
      + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
  }

  /// The shadow a `shadowPath` casts: the path, filled, blurred and offset.
  mutating func emitShadow(_ s: Shadow, path: Path) {
    guard s.isVisible else { return }
    let id = ids.make("blur")
    line(
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(SVGFormat.region(canvasInCurrentSpace))>"
        + "<feGaussianBlur stdDeviation=\"\(SVGFormat.number(s.sigma))\"/></filter>")
    let moved = path.applying(AffineTransform(translationX: s.offset.dx, y: s.offset.dy))
    line(
      "<path d=\"\(SVGFormat.pathData(moved))\" \(SVGFormat.fill(s.paint)) "
        + "filter=\"url(#\(id))\"/>")
  }

  /// One `<text>` per line, placed by alignment in the run's box.
  mutating func emitText(_ run: TextRun) {
    let lines = run.string.split(separator: "\n", omittingEmptySubsequences: false)
    let size = run.font.size
    let lineHeight = DefaultFaceMetrics.lineHeight * size
    var top = run.box.minY
    if run.verticalAlignment == .center {
      top = run.box.midY - Double(lines.count) * lineHeight / 2
    }
    let (x, anchor): (Double, String) =
      switch run.alignment {
      case .left, .justified: (run.box.minX, "start")
      case .center: (run.box.midX, "middle")
      case .right: (run.box.maxX, "end")
      }
    var attributes =
      "font-family=\"\(SVGFormat.escaped(run.font.family)), sans-serif\" "
      + "font-size=\"\(SVGFormat.number(size))\" \(SVGFormat.fill(run.color))"
    if run.font.weight != 400 { attributes += " font-weight=\"\(run.font.weight)\"" }
    if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
    for (i, text) in lines.enumerated() where !text.isEmpty {
      let baseline = top + Double(i) * lineHeight + DefaultFaceMetrics.ascent * size
      line(
        "<text x=\"\(SVGFormat.number(x))\" y=\"\(SVGFormat.number(baseline))\" \(attributes) "
          + "xml:space=\"preserve\">\(SVGFormat.escaped(String(text)))</text>")
    }
  }

  /// The backdrop drawn again through a blur and a saturation matrix, clipped to the region,
  /// then the tint.
  mutating func emitBackdropBlur(_ blur: BackdropBlur, at index: Int) {
    let clip = ids.make("clip"), filter = ids.make("backdrop")
    let s = blur.saturation
    // c′ = Y + s·(c − Y): row r of the matrix is (1 − s)·(wR, wG, wB) + s·e_r.
    let w = [0.2126, 0.7152, 0.0722]
    var rows: [String] = []
    for r in 0..<3 {
      var row = (0..<3).map { c in (1 - s) * w[c] + (c == r ? s : 0) }.map(SVGFormat.number)
      row += ["0", "0"]
      rows.append(row.joined(separator: " "))
    }
    rows.append("0 0 0 1 0")
    line("<clipPath id=\"\(clip)\"><path d=\"\(SVGFormat.pathData(blur.region))\"/></clipPath>")
    line("<g clip-path=\"url(#\(clip))\">")
    line("<g transform=\"\(SVGFormat.matrix(ctm.inverted()))\">")
    line(
      "<filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" "
        + "\(SVGFormat.region(Rect(origin: .zero, size: list.size))) "
        + "color-interpolation-filters=\"sRGB\">"
        + "<feGaussianBlur stdDeviation=\"\(SVGFormat.number(blur.sigma))\"/>"
        + "<feColorMatrix type=\"matrix\" values=\"\(rows.joined(separator: " "))\"/></filter>")
    line("<g filter=\"url(#\(filter))\">")
    // The backdrop: everything before the outermost open group, drawn in canvas space.
    var backdrop = SVGEmitter(list: list, ids: ids)
    backdrop.emitBackground()
    backdrop.emit(0..<list.backdropEnd(before: index))
    buffers[buffers.count - 1] += backdrop.finish()
    line("</g>")
    line("</g>")
    if blur.tint.alpha > 0 {
      line("<path d=\"\(SVGFormat.pathData(blur.region))\" \(SVGFormat.fill(blur.tint))/>")
    }
    line("</g>")
  }
}
