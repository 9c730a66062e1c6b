// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Core Image: the blur of the floating menu's backdrop.
@_exported import CoreGraphics

/// An image recipe.
public final class CIImage: @unchecked Sendable {
  public init(cgImage image: CGImage) {}
  public var extent: CGRect { .zero }
  public func clampedToExtent() -> CIImage { self }
  public func cropped(to rect: CGRect) -> CIImage { self }
  public func applyingGaussianBlur(sigma: Double) -> CIImage { self }
  public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
    self
  }
}

/// Where Core Image renders.
public final class CIContext: @unchecked Sendable {
  public init() {}
  public init(options: [String: Any]?) {}
  public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}

/// `CIColorControls`' saturation parameter.
public let kCIInputSaturationKey: String = "inputSaturation"
