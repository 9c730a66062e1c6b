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

/// A 3D transform (only the affine case is used).
public struct CATransform3D: Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
  public init() {}
}

/// The 3D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D()
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// A layer.
open class CALayer: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open var contents: Any?
  open var contentsScale: CGFloat = 1
  open var contentsGravity: CALayerContentsGravity = .resize
  open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var bounds: CGRect = .zero
  open var frame: CGRect = .zero
  open var position: CGPoint = .zero
  open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform: CATransform3D = CATransform3DIdentity
  open var sublayerTransform: CATransform3D = CATransform3DIdentity
  open func affineTransform() -> CGAffineTransform { .identity }
  open func setAffineTransform(_ m: CGAffineTransform) {}
  open var isGeometryFlipped: Bool = false
  open var opacity: Float = 1
  open var isHidden: Bool = false
  open var isOpaque: Bool = false
  open var backgroundColor: CGColor?
  open var cornerRadius: CGFloat = 0
  open var masksToBounds: Bool = false
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  open var mask: CALayer?
  open var sublayers: [CALayer]?
  open var superlayer: CALayer? { nil }
  open func addSublayer(_ layer: CALayer) {}
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
  open func removeFromSuperlayer() {}
  open func add(_ anim: CAAnimation, forKey key: String?) {}
  open func removeAnimation(forKey key: String) {}
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
  open func display() {}
}

/// A transform boxed for a keyframe animation's values.
extension NSValue {
  public convenience init(caTransform3D t: CATransform3D) { self.init() }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// How a keyframe animation goes between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
}

/// An animation (its `CAMediaTiming` properties).
open class CAAnimation: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var fillMode: CAMediaTimingFillMode = .removed
  open var isRemovedOnCompletion: Bool = true
}

/// An animation of one of a layer's properties.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  public convenience init(keyPath path: String?) { self.init() }
  open var keyPath: String?
}

/// A property animation through a list of values at given times.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var calculationMode: CAAnimationCalculationMode = .linear
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
