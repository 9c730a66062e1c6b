import DynamicMenusLayers
import DynamicMenusGeometry

nonisolated extension SVGEmitter {
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

  /// One `<text>` per run, on its baseline.
  mutating func emitText(_ block: TextBlock) {
    var attributes =
      "font-family=\"\(SVGFormat.escaped(block.font.family)), sans-serif\" "
      + "font-size=\"\(SVGFormat.number(block.font.size))\" \(SVGFormat.fill(block.color))"
    if block.font.weight != .regular {
      attributes += " font-weight=\"\(block.font.weight.cssWeight)\""
    }
    for run in block.runs where !run.text.isEmpty {
      line(
        "<text x=\"\(SVGFormat.number(run.origin.x))\" y=\"\(SVGFormat.number(run.origin.y))\" "
          + "\(attributes) xml:space=\"preserve\">\(SVGFormat.escaped(run.text))</text>")
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
