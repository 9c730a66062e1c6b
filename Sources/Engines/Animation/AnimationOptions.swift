/// `UIView.AnimationOptions`, with UIKit's bit values.
///
/// The curve bits (16–19) choose an ``AnimationCurve``; a spring animation ignores them
/// (UIKit forces spring animations to a linear curve).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits, as UIKit's.
  public let rawValue: UInt

  /// Creates options from UIKit's raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Lay out subviews at commit time so they animate with the parent.
  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  /// Let the animating views receive touches while animating.
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Start from the presentation (on-screen) value of an animation already in flight, with
  /// its velocity, rather than from the model value.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat for ever.
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Play forwards then backwards (with ``repeat``, for ever).
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Use this block's duration, not the enclosing block's.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// Use this block's curve, not the enclosing block's.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// Animate content changes by redrawing (accepted, no effect here).
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  /// Hide rather than remove views in transitions.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  /// Do not inherit the enclosing block's options.
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

  /// Ease in and out (0 << 16): the default curve.
  public static let curveEaseInOut = AnimationOptions([])
  /// Ease in (1 << 16).
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out (2 << 16).
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Linear (3 << 16).
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The curve the curve bits select (bits 16–17; ``AnimationCurve/easeInOut`` when unset).
  public var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 3))! }
}
