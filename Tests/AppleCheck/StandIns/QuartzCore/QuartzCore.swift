// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for QuartzCore (Core Animation): the layer a host view shows its bitmap in, the
// display link, media time. CALayer is not isolated; CADisplayLink is UIKit-platform only
// (macOS 14 gets one from NSView.displayLink(target:selector:)).
@_exported import CoreGraphics
@_exported import Foundation

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let center = CALayerContentsGravity(rawValue: "center")
}

/// A layer.
open class CALayer: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open var contents: Any?
  open var contentsScale: CGFloat = 1
  open var contentsGravity: CALayerContentsGravity = .resize
  open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  open var isOpaque: Bool = false
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
  open func display() {}
}

/// Implicit-animation transactions.
open class CATransaction: NSObject {
  open class func begin() {}
  open class func commit() {}
  open class func setDisableActions(_ flag: Bool) {}
}

/// The current media time, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// A range of frame rates.
public struct CAFrameRateRange: Sendable {
  public init(minimum: Float, maximum: Float, preferred: Float?) {}
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer synchronised with the display's refresh (iOS 3.1+; macOS 14+ through NSView).
@available(macOS 14.0, *)
open class CADisplayLink: NSObject {
  #if STAND_IN_IOS
    public init(target: Any, selector sel: Selector) { super.init() }
  #endif
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
  open var timestamp: CFTimeInterval { 0 }
  open var targetTimestamp: CFTimeInterval { 0 }
  open var duration: CFTimeInterval { 0 }
  open var isPaused: Bool = false
  open var preferredFrameRateRange: CAFrameRateRange = .default
}
