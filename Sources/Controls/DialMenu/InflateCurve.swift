/// How big a dial item is drawn for its distance to the top of the dial: the tutorial's
/// `InflateBehavior` numbers, as a value.
///
/// The tutorial means a straight line from ``maximumScale`` (1.33) at the top to
/// ``minimumScale`` (0.66) at ``threshold`` (100 pt) and beyond:
///
/// ```
/// diff = max − min;  startScale = min + diff/2
/// scale = clamp(startScale + diff · (T/2 − d) / T,  min … max)      // .intended
/// ```
///
/// It prints `startScale + diff * (T/2 - d) / T/2`, which Swift parses as
/// `… / T / 2`: half the slope, so the scale peaks at 1.1625 at the top and reaches 0.66 only
/// at d = 1.5 T (150 pt). ``Formula/asPrinted`` keeps that curve for comparison.
///
/// ```swift
/// dial.configuration.inflateCurve = InflateCurve(
///   maximumScale: 1.5, minimumScale: 0.8, threshold: 120)
/// dial.configuration.inflateCurve = .tutorialAsPrinted
/// ```
public nonisolated struct InflateCurve: Hashable, Sendable {
  /// Which of the tutorial's two readings of its formula to use.
  public nonisolated enum Formula: String, Hashable, Sendable, CaseIterable {
    /// What the text intends: maximum at the top, minimum at ``InflateCurve/threshold``.
    case intended
    /// The code as printed: half the slope (1.1625 at the top with the defaults; the
    /// minimum at 1.5 × threshold).
    case asPrinted
  }

  /// The scale of an item at the top (distance 0); finite and > 0, at least
  /// ``minimumScale``. Default 1.33.
  public var maximumScale: Double
  /// The scale of an item at ``threshold`` or farther; finite and > 0, at most
  /// ``maximumScale``. Default 0.66.
  public var minimumScale: Double
  /// The distance from the top, in points, at which the scale reaches its minimum; finite and
  /// > 0. Default 100.
  public var threshold: Double
  /// The formula. Default ``Formula/intended``.
  public var formula: Formula

  /// A curve; the scales must be finite with 0 < minimum ≤ maximum, the threshold finite and
  /// positive.
  public init(
    maximumScale: Double = 1.33, minimumScale: Double = 0.66, threshold: Double = 100,
    formula: Formula = .intended
  ) {
    precondition(
      minimumScale.isFinite && maximumScale.isFinite && minimumScale > 0
        && minimumScale <= maximumScale,
      "InflateCurve: scales must be finite with 0 < minimumScale ≤ maximumScale, got "
        + "\(minimumScale) … \(maximumScale)")
    precondition(
      threshold.isFinite && threshold > 0,
      "InflateCurve: threshold must be positive and finite, got \(threshold)")
    self.maximumScale = maximumScale
    self.minimumScale = minimumScale
    self.threshold = threshold
    self.formula = formula
  }

  /// The tutorial's numbers, as it intends them: 1.33 at the top, 0.66 from 100 pt.
  public static let tutorial = InflateCurve()

  /// The tutorial's numbers with the formula as printed (1.1625 at the top, 0.66 from
  /// 150 pt).
  public static let tutorialAsPrinted = InflateCurve(formula: .asPrinted)

  /// The scale at `distance` points from the top (negative distances count as 0; NaN gives
  /// the minimum).
  public func scale(atDistance distance: Double) -> Double {
    let d = distance.isNaN ? .infinity : max(distance, 0)
    let t = threshold
    let diff = maximumScale - minimumScale
    let startScale = minimumScale + diff / 2
    let scale: Double
    switch formula {
    case .intended:
      // At d ≥ T exactly the minimum (the formula's rounding would leave 0.66000000000000014).
      if d >= t { return minimumScale }
      scale = startScale + diff * (t / 2 - d) / t
    case .asPrinted: scale = startScale + diff * (t / 2 - d) / t / 2
    }
    return min(max(scale, minimumScale), maximumScale)
  }
}
