extension FloatingMenuController {
  /// How the open buttons are arranged round the floating button
  /// (``Configuration/layout``).
  ///
  /// - ``line``: the tutorial's straight line along ``Configuration/buttonDirection``,
  ///   `buttonPadding` apart, folding into columns where the safe area is too short.
  /// - ``arc(sweep:radius:)``: an arc round the floating button, starting on the button
  ///   direction and turning towards the side with more room, as Floaty's quarter and half
  ///   circles; `sweep` is the angle from the first button to the last (radians, in (0, 2π],
  ///   default π/2), `radius` the distance of the buttons from the floating button's centre
  ///   (points, > 0; nil, the default: the least that keeps neighbours `buttonPadding` apart,
  ///   and at least `buttonPadding`).
  /// - ``circle(radius:)``: the full circle, the buttons evenly round it from the button
  ///   direction (Floaty's full circle); `radius` as for the arc.
  ///
  /// On an arc or a circle each label sits outside the ring, along the ray from the floating
  /// button through its button (``Configuration/labelDirection`` is the line's). With
  /// ``Configuration/confinesToSafeArea`` the figure moves as a whole to stay inside the safe
  /// area; when it cannot (wider or taller than the safe area, labels included) the menu
  /// falls back to the line, which folds.
  public nonisolated enum Layout: Hashable, Sendable {
    /// The tutorial's straight line (the default).
    case line
    /// An arc of `sweep` radians at `radius` points from the floating button.
    case arc(sweep: Double = .pi / 2, radius: Double? = nil)
    /// The full circle at `radius` points from the floating button.
    case circle(radius: Double? = nil)

    /// Why the layout is out of range ("sweep must be …"), or nil.
    var validationFailure: String? {
      switch self {
      case .line: return nil
      case .arc(let sweep, let radius):
        if !(sweep.isFinite && sweep > 0 && sweep <= 2 * .pi) {
          return "layout's sweep must be in (0, 2π], got \(sweep)"
        }
        return Self.radiusFailure(radius)
      case .circle(let radius): return Self.radiusFailure(radius)
      }
    }

    private static func radiusFailure(_ radius: Double?) -> String? {
      guard let radius, !(radius.isFinite && radius > 0) else { return nil }
      return "layout's radius must be finite and > 0, got \(radius)"
    }
  }
}
