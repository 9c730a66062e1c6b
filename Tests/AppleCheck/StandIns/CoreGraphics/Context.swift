// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Core Graphics' drawing types: bitmap contexts, colours, colour spaces, images,
// paths and data providers. Core Graphics' types are thread-safe CF classes: not isolated.

/// A colour space.
public final class CGColorSpace: @unchecked Sendable {
  public static let sRGB: CFString = NSString(string: "kCGColorSpaceSRGB")
  public init?(name: CFString) {}
}

/// A device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.sRGB)!
}

/// A device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.sRGB)!
}

/// A colour.
public final class CGColor: @unchecked Sendable {
  /// Apple's parameter is `UnsafePointer<CGFloat>`, which callers pass an array to: with
  /// Objective-C interop on Linux's standard library the implicit array-to-pointer
  /// conversion does not type-check, so the stand-in takes the array.
  public init?(colorSpace space: CGColorSpace, components: [CGFloat]) {}
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init(gray: CGFloat, alpha: CGFloat) {}
  public var alpha: CGFloat { 1 }
}

/// How a bitmap stores alpha.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast
  case noneSkipFirst, alphaOnly
}

/// Colour rendering intents.
public enum CGColorRenderingIntent: Int32, Sendable {
  case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// Interpolation qualities.
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0, none, low, high, medium
}

/// How drawing combines with what is there.
public enum CGBlendMode: Int32, Sendable { case normal = 0, multiply, screen, copy = 17 }

/// Line caps, joins and fill rules.
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }
public enum CGPathFillRule: Int, Sendable { case winding = 0, evenOdd }

/// Where an image's bytes come from.
public final class CGDataProvider: @unchecked Sendable {
  public init?(data: CFData) {}
}

/// A bitmap image.
public final class CGImage: @unchecked Sendable {
  init(standIn: Void) {}
  public init?(
    pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {}
  public var width: Int { 0 }
  public var height: Int { 0 }
  public func cropping(to rect: CGRect) -> CGImage? { nil }
}

/// An immutable path.
public class CGPath: @unchecked Sendable {
  public var boundingBoxOfPath: CGRect { .zero }
  public var isEmpty: Bool { true }
}

/// A path being built.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public override init() {}
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {}
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {}
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
  public func closeSubpath() {}
}

/// A drawing destination.
public final class CGContext: @unchecked Sendable {
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {}
  public var width: Int { 0 }
  public var height: Int { 0 }
  public var bytesPerRow: Int { 0 }
  public var data: UnsafeMutableRawPointer? { nil }
  public var ctm: CGAffineTransform { .identity }
  public var boundingBoxOfClipPath: CGRect { .zero }
  public var interpolationQuality: CGInterpolationQuality = .default
  public var textMatrix: CGAffineTransform = .identity
  public var textPosition: CGPoint = .zero
  public func makeImage() -> CGImage? { nil }
  public func saveGState() {}
  public func restoreGState() {}
  public func concatenate(_ transform: CGAffineTransform) {}
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
  public func clip(using rule: CGPathFillRule = .winding) {}
  public func clip(to rect: CGRect) {}
  public func clip(to rects: [CGRect]) {}
  public func clip(to rect: CGRect, mask: CGImage) {}
  public func clear(_ rect: CGRect) {}
  public func addPath(_ path: CGPath) {}
  public func addRect(_ rect: CGRect) {}
  public func fillPath(using rule: CGPathFillRule = .winding) {}
  public func strokePath() {}
  public func fill(_ rect: CGRect) {}
  public func setFillColor(_ color: CGColor) {}
  public func setStrokeColor(_ color: CGColor) {}
  public func setLineWidth(_ width: CGFloat) {}
  public func setLineCap(_ cap: CGLineCap) {}
  public func setLineJoin(_ join: CGLineJoin) {}
  public func setMiterLimit(_ limit: CGFloat) {}
  public func setAlpha(_ alpha: CGFloat) {}
  public func setBlendMode(_ mode: CGBlendMode) {}
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {}
  public func endTransparencyLayer() {}
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}

/// How a bitmap's pixels are laid out.
public struct CGBitmapInfo: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGImage {
  /// An image over `provider`'s bytes.
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) { self.init(standIn: ()) }
}
