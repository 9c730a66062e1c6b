public import DynamicMenusGeometry

/// How a view follows its superview's size: UIKit's `UIView.AutoresizingMask`.
///
/// ```swift
/// dial.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // fills its superview
/// fab.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]   // stays bottom-right
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The bits, UIKit's values.
  public let rawValue: UInt
  /// A mask with these bits (UIKit's values).
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The left margin (`frame.minX`) grows and shrinks.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width grows and shrinks.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin (superview width − `frame.maxX`) grows and shrinks.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin grows and shrinks.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height grows and shrinks.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin grows and shrinks.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
  /// `frame` moved and sized for its superview's change of size from `old` to `new`, axis by
  /// axis: the change is shared among the flexible parts (left margin, width, right margin;
  /// top, height, bottom) in proportion to their sizes before it, as UIKit documents; parts
  /// that were all zero share it equally. A fixed left margin and width leave the change to
  /// the right margin. A size never goes below zero.
  public func resized(_ frame: Rect, fromSuperviewSize old: Size, to new: Size) -> Rect {
    let x = Self.share(
      delta: new.width - old.width, lead: frame.minX, length: frame.width,
      trail: old.width - frame.maxX,
      flexible: (
        contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)
      ))
    let y = Self.share(
      delta: new.height - old.height, lead: frame.minY, length: frame.height,
      trail: old.height - frame.maxY,
      flexible: (
        contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)
      ))
    return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// One axis of the resize: the new origin and length.
  static func share(
    delta: Double, lead: Double, length: Double, trail: Double,
    flexible: (lead: Bool, length: Bool, trail: Bool)
  ) -> (origin: Double, length: Double) {
    guard delta != 0, delta.isFinite else { return (lead, length) }
    let parts = [
      flexible.lead ? Swift.max(lead, 0) : nil, flexible.length ? Swift.max(length, 0) : nil,
      flexible.trail ? Swift.max(trail, 0) : nil,
    ]
    let count = parts.compactMap { $0 }.count
    guard count > 0 else { return (lead, length) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func portion(_ part: Double?) -> Double {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / Double(count)
    }
    return (lead + portion(parts[0]), Swift.max(0, length + portion(parts[1])))
  }
}

extension View {
  /// Tells each subview that this view's size changed from `oldSize`
  /// (``resize(withOldSuperviewSize:)``), after the bounds took the new size.
  func resizeSubviews(from oldSize: Size) {
    for subview in subviews { subview.resize(withOldSuperviewSize: oldSize) }
  }

  /// Applies ``autoresizingMask`` for a superview whose size changed from `old` to `new`.
  func applyAutoresizingMask(oldSuperviewSize old: Size, newSize new: Size) {
    guard !autoresizingMask.isEmpty else { return }
    let f = frame
    let resized = autoresizingMask.resized(f, fromSuperviewSize: old, to: new)
    guard resized.isFinite, resized != f else { return }
    frame = resized
  }
}
