// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Core Graphics' geometry: points, sizes, rectangles and affine transforms, with
// the members our hosts use (Apple's names and labels).
@_exported import CoreFoundation

/// A point.
public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { (x, y) = (0, 0) }
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  public init(x: Double, y: Double) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  public init(x: Int, y: Int) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  public static let zero = CGPoint()
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

/// A width and a height.
public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { (width, height) = (0, 0) }
  public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
  public init(width: Double, height: Double) {
    (self.width, self.height) = (CGFloat(width), CGFloat(height))
  }
  public init(width: Int, height: Int) {
    (self.width, self.height) = (CGFloat(width), CGFloat(height))
  }
  public static let zero = CGSize()
}

/// A rectangle.
public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { (origin, size) = (.zero, .zero) }
  public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }
  public static let zero = CGRect()
  public static let null = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)
  public var width: CGFloat { size.width.magnitude }
  public var height: CGFloat { size.height.magnitude }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var midY: CGFloat { origin.y + size.height / 2 }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  public var isNull: Bool { !origin.x.isFinite }
  public var standardized: CGRect { self }
  public var integral: CGRect { self }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  public func union(_ r: CGRect) -> CGRect { self }
  public func intersection(_ r: CGRect) -> CGRect { self }
  public func intersects(_ r: CGRect) -> Bool { true }
  public func contains(_ p: CGPoint) -> Bool { true }
  public func applying(_ t: CGAffineTransform) -> CGRect { self }
}

/// An affine transform: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init() { (a, b, c, d, tx, ty) = (1, 0, 0, 1, 0, 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.init(
      a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx),
      ty: CGFloat(ty))
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  public init(rotationAngle angle: CGFloat) { self.init() }
  public static let identity = CGAffineTransform()
  public var isIdentity: Bool { self == .identity }
  public func inverted() -> CGAffineTransform { self }
  public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform { self }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
}
