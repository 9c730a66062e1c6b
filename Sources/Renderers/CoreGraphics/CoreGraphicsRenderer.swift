// Compiled only where Core Graphics exists (Apple platforms); on Linux and in WebAssembly this
// module is empty. Type-checked here against stand-ins of Apple's SDKs (`make apple-check`);
// the mapping it performs is the portable `GraphicsPlan`, tested everywhere
// (docs/apple-host.md says what is and is not verified).
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage)
  public import CoreGraphics
  import CoreImage
  import CoreText
  import Foundation
  import DynamicMenusHost
  public import DynamicMenusGeometry
  import DynamicMenusLayers
  public import DynamicMenusRendering

  /// Draws display lists into Core Graphics bitmaps, performing the ``GraphicsPlan``
  /// operations one by one: the backing stores of `CALayerCompositor` (``image(of:scale:)``)
  /// and the renderer contract's frames.
  public final class CoreGraphicsRenderer {
    /// The bitmap the last list was drawn into; nil before the first.
    public private(set) var context: CGContext?
    /// The device pixels per point of the last list drawn.
    public private(set) var scale = 1.0
    /// The fonts text is drawn in: the same Core Text fonts the window's layout measured.
    public let textMeasurer: CoreTextMeasurer
    /// The drawing contexts: the target, then the offscreens open now.
    private var stack: [CGContext] = []
    private let colorSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    private let ciContext = CIContext()
    /// Decoded bitmaps by image (nil: Core Graphics could not decode it); emptied when it
    /// holds more than 32, so a host that shows many photos in turn does not keep them all.
    private var decodedImages: [BitmapImage: CGImage?] = [:]

    /// A renderer with no bitmap yet, drawing text in `textMeasurer`'s fonts.
    public init(textMeasurer: CoreTextMeasurer = CoreTextMeasurer()) {
      self.textMeasurer = textMeasurer
    }

    /// Draws `list` whole, over its background, into a new bitmap of its size at `scale`
    /// device pixels per point (> 0): a still, as the renderer contract's frames are drawn
    /// (`RendererConformance`; ``pixel(x:y:)`` reads it back).
    public func draw(_ list: DisplayList, scale: Double) {
      let width = Int((list.size.width * scale).rounded(.up))
      let height = Int((list.size.height * scale).rounded(.up))
      guard scale > 0, width > 0, height > 0,
        let target = makeBitmap(width: width, height: height, alphaOnly: false)
      else {
        context = nil
        return
      }
      context = target
      self.scale = scale
      target.setFillColor(cgColor(list.background))
      target.fill(CGRect(x: 0, y: 0, width: width, height: height))
      target.saveGState()
      drawCommands(of: list, scale: scale, on: target)
      target.restoreGState()
    }

    /// `list` drawn whole at `scale` as an image (rows from the top), as ``draw(_:scale:)``
    /// draws it: a retained compositor's backing store. Nil for an empty list size.
    public func image(of list: DisplayList, scale: Double) -> CGImage? {
      draw(list, scale: scale)
      return context?.makeImage()
    }

    /// The bitmap's pixel at `x`, `y` (device pixels from the top left), its alpha divided
    /// out; nil outside the bitmap or before the first frame.
    public func pixel(x: Int, y: Int) -> Color? {
      guard let bitmap = context, let data = bitmap.data, x >= 0, y >= 0, x < bitmap.width,
        y < bitmap.height
      else { return nil }
      // Premultiplied RGBA, rows from the top as memory holds them.
      let p = data.advanced(by: y * bitmap.bytesPerRow + 4 * x).assumingMemoryBound(to: UInt8.self)
      let alpha = Double(p[3]) / 255
      guard alpha > 0 else { return .clear }
      let channel = { (i: Int) in Swift.min(1, Double(p[i]) / 255 / alpha) }
      return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: alpha)
    }

    /// Performs `list`'s commands as ``GraphicsPlan`` lowers them, on `target` with the
    /// window's y-down points mapped to its pixels at `scale`.
    private func drawCommands(of list: DisplayList, scale: Double, on target: CGContext) {
      let base = HostCoordinateSpace(height: list.size.height).bitmapTransform(scale: scale)
      target.concatenate(cgTransform(base))
      stack = [target]
      var plan = GraphicsPlan(base: base)
      for command in list.commands {
        for operation in plan.operations(for: command) { perform(operation) }
      }
      for operation in plan.finish() { perform(operation) }
    }

    private func makeBitmap(width: Int, height: Int, alphaOnly: Bool) -> CGContext? {
      alphaOnly
        ? CGContext(
          data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
        : CGContext(
          data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
          space: colorSpace, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    /// Starts an offscreen with the transform and clip of the context it draws over (its clip
    /// the bounding box of that clip, which holds everything the group can draw). A mask's
    /// (`alphaOnly`) takes them from the context under its masked content: the transform the
    /// content began with (the renderer contract).
    private func pushOffscreen(alphaOnly: Bool) {
      let under = alphaOnly && stack.count > 1 ? stack[stack.count - 2] : stack.last
      guard let current = under,
        let offscreen = makeBitmap(
          width: current.width, height: current.height, alphaOnly: alphaOnly)
      else { return }
      offscreen.clip(to: current.boundingBoxOfClipPath.applying(current.ctm))
      offscreen.concatenate(current.ctm)
      stack.append(offscreen)
    }

    /// Ends the innermost offscreen: its image.
    private func popOffscreen() -> CGImage? {
      guard stack.count > 1 else { return nil }
      return stack.removeLast().makeImage()
    }

    /// Draws `image` (target-sized) over the current context in device space. The shadow's
    /// values are already in device pixels, so resetting the transform leaves them right.
    private func drawInDeviceSpace(
      _ image: CGImage, mask: CGImage? = nil, shadow: DeviceShadow? = nil
    ) {
      guard let c = stack.last else { return }
      c.saveGState()
      c.concatenate(c.ctm.inverted())
      let box = CGRect(x: 0, y: 0, width: c.width, height: c.height)
      if let mask { c.clip(to: box, mask: mask) }
      if let shadow { setShadow(shadow, in: c) }
      c.draw(image, in: box)
      c.restoreGState()
    }

    private func setShadow(_ shadow: DeviceShadow, in c: CGContext) {
      c.setShadow(
        offset: CGSize(width: shadow.offset.dx, height: shadow.offset.dy), blur: shadow.blur,
        color: cgColor(shadow.color))
    }

    private func perform(_ operation: GraphicsOperation) {
      guard let c = stack.last else { return }
      switch operation {
      case .saveGState: c.saveGState()
      case .restoreGState: c.restoreGState()
      case .concatenate(let t): c.concatenate(cgTransform(t))
      case .clip(let path, let rule):
        c.addPath(cgPath(path))
        c.clip(using: rule == .evenOdd ? .evenOdd : .winding)
      case .clipToRect(let r): c.clip(to: cgRect(r))
      case .setAlpha(let alpha): c.setAlpha(alpha)
      case .beginTransparencyLayer: c.beginTransparencyLayer(auxiliaryInfo: nil)
      case .endTransparencyLayer: c.endTransparencyLayer()
      case .beginOffscreen: pushOffscreen(alphaOnly: false)
      case .beginAlphaOffscreen: pushOffscreen(alphaOnly: true)
      case .drawContentThroughMask:
        let mask = popOffscreen()
        if let content = popOffscreen(), let mask { drawInDeviceSpace(content, mask: mask) }
      case .drawOffscreenWithShadow(let shadow):
        if let content = popOffscreen() {
          drawInDeviceSpace(content, shadow: shadow.isVisible ? shadow : nil)
        }
      case .shadowOfPath(let shadow, let path):
        guard shadow.isVisible else { return }
        c.saveGState()
        c.addRect(c.boundingBoxOfClipPath.insetBy(dx: -1e4, dy: -1e4))
        c.addPath(cgPath(path))
        c.clip(using: .evenOdd)
        setShadow(shadow, in: c)
        c.setFillColor(cgColor(Color(white: 0)))
        c.addPath(cgPath(path))
        c.fillPath()
        c.restoreGState()
      case .setFillColor(let color): c.setFillColor(cgColor(color))
      case .setStrokeColor(let color): c.setStrokeColor(cgColor(color))
      case .setLineStyle(let style):
        c.setLineWidth(style.lineWidth)
        c.setLineCap(
          style.lineCap == .round ? .round : style.lineCap == .square ? .square : .butt)
        c.setLineJoin(
          style.lineJoin == .round ? .round : style.lineJoin == .bevel ? .bevel : .miter)
        c.setMiterLimit(style.miterLimit)
      case .addPath(let path): c.addPath(cgPath(path))
      case .fillPath(let rule): c.fillPath(using: rule == .evenOdd ? .evenOdd : .winding)
      case .strokePath: c.strokePath()
      case .drawText(let block): drawText(block, in: c)
      case .drawImage(let image, let rect): drawImage(image, in: rect, context: c)
      case .backdropBlur(let blur): drawBackdrop(blur, in: c)
      }
    }

    /// Each run at its baseline, in the font the layout measured it with: the context's y
    /// axis points down (window points), so the text matrix flips the glyphs upright.
    private func drawText(_ block: TextBlock, in c: CGContext) {
      let color = cgColor(block.color)
      c.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
      for run in block.runs {
        c.textPosition = cgPoint(run.origin)
        CTLineDraw(textMeasurer.line(run.text, font: block.font, color: color), c)
      }
    }

    /// The bitmap stretched onto `rect`: the context's y axis points down, so the image is
    /// drawn flipped about the rectangle's middle to stand upright.
    private func drawImage(
      _ image: BitmapImage, in rect: DynamicMenusGeometry.Rect, context c: CGContext
    ) {
      let decoded: CGImage?
      if let known = decodedImages[image] {
        decoded = known
      } else {
        if decodedImages.count >= 32 { decodedImages.removeAll() }
        decoded = cgImage(image)
        decodedImages[image] = decoded
      }
      let r = cgRect(rect.standardized)
      guard let decoded else {
        for shape in Image.placeholder.resolved(in: rect.standardized, tint: .clear) {
          c.addPath(cgPath(shape.path))
          c.setFillColor(cgColor(shape.color))
          c.fillPath()
        }
        return
      }
      c.saveGState()
      c.interpolationQuality = .high
      c.translateBy(x: 0, y: r.minY + r.maxY)
      c.scaleBy(x: 1, y: -1)
      c.draw(decoded, in: r)
      c.restoreGState()
    }

    /// `image` as Core Graphics draws it: its PNG decoded, or its pixels as they are (straight
    /// alpha: `CGImageAlphaInfo.last`, sRGB); nil for a PNG Core Graphics cannot decode.
    private func cgImage(_ image: BitmapImage) -> CGImage? {
      guard let provider = CGDataProvider(data: Data(image.data) as CFData) else { return nil }
      switch image.format {
      case .png:
        return CGImage(
          pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
          intent: .defaultIntent)
      case .rgba:
        return CGImage(
          width: image.pixelWidth, height: image.pixelHeight, bitsPerComponent: 8,
          bitsPerPixel: 32, bytesPerRow: image.pixelWidth * 4,
          space: CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: provider,
          decode: nil, shouldInterpolate: true, intent: .defaultIntent)
      }
    }

    /// The backdrop so far under the region's box, blurred and saturated by Core Image,
    /// then tinted, drawn clipped to the region.
    private func drawBackdrop(_ blur: BackdropBlur, in c: CGContext) {
      guard let target = stack.first, let backdrop = target.makeImage() else { return }
      let region = cgPath(blur.region)
      let box = region.boundingBoxOfPath.applying(c.ctm).integral
      let sigma = blur.sigma * Double(c.ctm.a.magnitude)
      let input = CIImage(cgImage: backdrop).clampedToExtent()
      let blurred = input.applyingGaussianBlur(sigma: sigma).applyingFilter(
        "CIColorControls", parameters: [kCIInputSaturationKey: blur.saturation])
      // Core Image's origin is the bitmap's bottom-left, as the device space's.
      guard let image = ciContext.createCGImage(blurred, from: box) else { return }
      c.saveGState()
      c.addPath(region)
      c.clip()
      c.concatenate(c.ctm.inverted())
      c.draw(image, in: box)
      c.restoreGState()
      c.saveGState()
      c.addPath(region)
      c.setFillColor(cgColor(blur.tint))
      c.fillPath()
      c.restoreGState()
    }

  }
#endif
