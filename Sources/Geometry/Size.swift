/// A width and a height, in points (`CGSize`).
///
/// Sizes are not clamped: a negative width is allowed, as in Core Graphics, and
/// ``Rect/standardized`` turns it around.
public struct Size: Hashable, Sendable {
  /// The width, in points. Default 0.
  public var width: Double
  /// The height, in points. Default 0.
  public var height: Double

  /// Creates a size from its width and height, in points.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both dimensions are finite.
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// The size scaled by `s` in both dimensions.
  @inlinable
  public static func * (size: Size, s: Double) -> Size {
    Size(width: size.width * s, height: size.height * s)
  }

  /// The size of the bounding box of a `width × height` box transformed by `t`
  /// (`CGSize.applying(_:)`: the linear part only, the result may be negative).
  @inlinable
  public func applying(_ t: AffineTransform) -> Size {
    Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension Size: CustomStringConvertible {
  /// `width × height`.
  public var description: String { "\(width) × \(height)" }
}

/// Insets from the edges of a rectangle, in points (`UIEdgeInsets`).
/// Positive values shrink a rectangle, negative values grow it.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge, in points. Default 0.
  public var top: Double
  /// Inset from the left edge, in points. Default 0.
  public var left: Double
  /// Inset from the bottom edge, in points. Default 0.
  public var bottom: Double
  /// Inset from the right edge, in points. Default 0.
  public var right: Double

  /// Creates insets, in points, in UIKit's order: top, left, bottom, right.
  @inlinable
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  @inlinable
  public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

  /// No insets.
  public static let zero = EdgeInsets()

  /// Whether all four insets are finite.
  @inlinable
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
