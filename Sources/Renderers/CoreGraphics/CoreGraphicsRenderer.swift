// Compiled only where Core Graphics exists (Apple platforms); on Linux and in WebAssembly
// this module is empty. NOT COMPILED ON THIS PROJECT'S MACHINES: written against Apple's
// documented APIs; the mapping it performs is the portable `GraphicsPlan`, tested everywhere
// (docs/apple-host.md says what is and is not verified).
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage)
  import CoreGraphics
  import CoreImage
  import CoreText
  import Foundation
  public import DynamicMenusHost
  import DynamicMenusGeometry
  import DynamicMenusLayers
  import DynamicMenusRendering

  /// Draws a host's frames into a Core Graphics bitmap it keeps, performing the
  /// ``GraphicsPlan`` operations one by one; only the frame's changed rows are cleared and
  /// drawn. The UIKit and AppKit hosts show ``image`` as their layer's contents.
  public final class CoreGraphicsRenderer {
    /// The bitmap the frames are drawn into; nil before the first frame.
    public private(set) var context: CGContext?
    /// The drawing contexts: the target, then the offscreens open now.
    private var stack: [CGContext] = []
    private let colorSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    private let ciContext = CIContext()
    /// Decoded bitmaps by image (nil: Core Graphics could not decode it); emptied when it
    /// holds more than 32, so a host that shows many photos in turn does not keep them all.
    private var decodedImages: [BitmapImage: CGImage?] = [:]

    /// A renderer with no bitmap yet.
    public init() {}

    /// What the bitmap shows now.
    public var image: CGImage? { context?.makeImage() }

    /// Draws `frame`: the changed rows are cleared and the display list drawn clipped to them.
    /// A new size makes a new bitmap, drawn whole (the caller has called `forgetTarget()`).
    public func draw(_ frame: HostFrame) {
      let width = frame.pixelWidth
      let height = frame.pixelHeight
      if context?.width != width || context?.height != height {
        context = makeBitmap(width: width, height: height, alphaOnly: false)
      }
      guard let target = context, frame.needsRedraw else { return }
      let rows = frame.changedRows.map {
        cgRect(HostCoordinateSpace.bitmapRect(rows: $0, pixelWidth: width, pixelHeight: height))
      }
      target.saveGState()
      target.clip(to: rows)
      target.clear(CGRect(x: 0, y: 0, width: width, height: height))
      let space = HostCoordinateSpace(height: frame.displayList.size.height)
      target.concatenate(cgTransform(space.bitmapTransform(scale: frame.scale)))
      stack = [target]
      var plan = GraphicsPlan()
      for command in frame.displayList.commands {
        for operation in plan.operations(for: command) {
          perform(operation, scale: frame.scale)
        }
      }
      target.restoreGState()
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

    /// An offscreen with the current transform and clip (its clip is the target's bounding
    /// box of the current clip, which holds everything the group can draw).
    private func pushOffscreen(alphaOnly: Bool) {
      guard let current = stack.last,
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

    /// Draws `image` (target-sized) over the current context in device space.
    private func drawInDeviceSpace(_ image: CGImage, mask: CGImage? = nil, shadow: Shadow? = nil) {
      guard let c = stack.last else { return }
      c.saveGState()
      c.concatenate(c.ctm.inverted())
      let box = CGRect(x: 0, y: 0, width: c.width, height: c.height)
      if let mask { c.clip(to: box, mask: mask) }
      if let shadow { setShadow(shadow, in: c) }
      c.draw(image, in: box)
      c.restoreGState()
    }

    /// Core Graphics' shadow offset and blur are in the base space (device pixels, y up),
    /// whatever the transform: the window's offset times the scale, y negated; the blur is
    /// twice Core Animation's shadow radius (σ = radius / 2), in pixels.
    private func setShadow(_ shadow: Shadow, in c: CGContext, scale: Double = 1) {
      let s = c.ctm.a.magnitude > 0 ? c.ctm.a.magnitude : scale
      c.setShadow(
        offset: CGSize(width: shadow.offset.dx * s, height: -shadow.offset.dy * s),
        blur: 2 * shadow.radius * s, color: cgColor(shadow.paint))
    }

    private func perform(_ operation: GraphicsOperation, scale: Double) {
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
        setShadow(shadow, in: c, scale: scale)
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

    /// Each run at its baseline: the context's y axis points down (window points), so the
    /// text matrix flips the glyphs upright.
    private func drawText(_ block: TextBlock, in c: CGContext) {
      let traits = [kCTFontWeightTrait: block.font.weight.uiKitValue] as CFDictionary
      let attributes =
        [kCTFontFamilyNameAttribute: block.font.family, kCTFontTraitsAttribute: traits]
        as CFDictionary
      let font = CTFontCreateWithFontDescriptor(
        CTFontDescriptorCreateWithAttributes(attributes), block.font.size, nil)
      for run in block.runs {
        let string = CFAttributedStringCreate(
          nil, run.text as CFString,
          [kCTFontAttributeName: font, kCTForegroundColorAttributeName: cgColor(block.color)]
            as CFDictionary)!
        c.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        c.textPosition = CGPoint(x: run.origin.x, y: run.origin.y)
        CTLineDraw(CTLineCreateWithAttributedString(string), c)
      }
    }

    /// The bitmap stretched onto `rect`: the context's y axis points down, so the image is
    /// drawn flipped about the rectangle's middle to stand upright.
    private func drawImage(_ image: BitmapImage, in rect: Rect, context c: CGContext) {
      let decoded: CGImage?
      if let known = decodedImages[image] {
        decoded = known
      } else {
        if decodedImages.count >= 32 { decodedImages.removeAll() }
        decoded = CGDataProvider(data: Data(image.pngData) as CFData).flatMap {
          CGImage(
            pngDataProviderSource: $0, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
        }
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

    /// The backdrop so far under the region's box, blurred and saturated by Core Image,
    /// then tinted, drawn clipped to the region.
    private func drawBackdrop(_ blur: BackdropBlur, in c: CGContext) {
      guard let target = stack.first, let backdrop = target.makeImage() else { return }
      let region = cgPath(blur.region)
      let box = region.boundingBoxOfPath.applying(c.ctm).integral
      let sigma = blur.sigma * c.ctm.a.magnitude
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

    private func cgColor(_ color: Color) -> CGColor {
      CGColor(
        colorSpace: colorSpace,
        components: [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) })!
    }
  }

  /// A path's elements as a `CGPath`, element for element.
  public func cgPath(_ path: Path) -> CGPath {
    let result = CGMutablePath()
    for element in path.elements {
      switch element {
      case .move(let p): result.move(to: CGPoint(x: p.x, y: p.y))
      case .line(let p): result.addLine(to: CGPoint(x: p.x, y: p.y))
      case .quadCurve(let p, let c):
        result.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
      case .curve(let p, let c1, let c2):
        result.addCurve(
          to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
          control2: CGPoint(x: c2.x, y: c2.y))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// A rectangle as a `CGRect`.
  public func cgRect(_ r: Rect) -> CGRect {
    CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
  }

  /// A transform as a `CGAffineTransform`, coefficient for coefficient.
  public func cgTransform(_ t: AffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
  }
#endif
