/// The four curves of `UIView.AnimationCurve` / the curve bits of `UIView.AnimationOptions`.
///
/// UIView animations default to ``easeInOut``; implicit layer animations use
/// ``TimingFunction/default`` instead (see `Transaction`).
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
  /// Slow at both ends (`.curveEaseInOut`, option bits 0 << 16). The default.
  case easeInOut = 0
  /// Slow at the start (`.curveEaseIn`, 1 << 16).
  case easeIn = 1
  /// Slow at the end (`.curveEaseOut`, 2 << 16).
  case easeOut = 2
  /// Constant speed (`.curveLinear`, 3 << 16).
  case linear = 3

  /// The Core Animation timing function this curve stands for.
  public var timingFunction: TimingFunction {
    switch self {
    case .easeInOut: .easeInEaseOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }
}
