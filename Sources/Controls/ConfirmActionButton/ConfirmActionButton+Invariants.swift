import DynamicMenusViews
import DynamicMenusGeometry
import DynamicMenusLayers

/// What must always hold of a confirm button, checked by the fuzz tests after every frame and
/// every script (and by anyone who wants to, through ``invariantViolations()``).
extension ConfirmActionButton {
  /// The broken invariants, each as a sentence naming the values; empty when all hold:
  ///
  /// 1. the intention is a number in 0…1, and 0 when idle;
  /// 2. idle ⇔ no press ⇔ no ring centre; a frame timer runs only for a press without force
  ///    that has not filled the ring yet;
  /// 3. the ring's `strokeEnd` (model) is the intention while updating, 1 when selected or
  ///    confirmed, 0 when idle;
  /// 4. selected only above the threshold (0.97); updating only at or below it;
  /// 5. the ring's colour, text and scale are the state's (no scale under Reduce Motion, as
  ///    it was at the last state change);
  /// 6. the action fired at most once during the last press.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    let state = selectionState
    let threshold = Self.selectionThreshold
    if !(intention >= 0 && intention <= 1) { problems.append("intention \(intention) not in 0…1") }
    if state == .idle && intention != 0 { problems.append("idle with intention \(intention)") }
    if (state == .idle) != (press == nil) {
      problems.append("state \(state) but \(press == nil ? "no press" : "a press") in progress")
    }
    if (state == .idle) != (ringCenter == nil) {
      problems.append("state \(state) with ring centre \(ringCenter.map { "\($0)" } ?? "nil")")
    }
    if timer != nil && (press == nil || press?.usesForce == true || intention >= 1) {
      problems.append("a frame timer runs with \(state), intention \(intention)")
    }
    let strokeEnd = circle.strokeEnd
    let expected: Double =
      switch state {
      case .idle: 0
      case .updating: intention
      case .selected, .confirmed: 1
      }
    if strokeEnd != expected {
      problems.append("strokeEnd \(strokeEnd) in state \(state) (expected \(expected))")
    }
    if state == .selected && !(intention > threshold) {
      problems.append("selected at intention \(intention) ≤ \(threshold)")
    }
    if state == .updating && intention > threshold {
      problems.append("updating at intention \(intention) > \(threshold)")
    }
    problems += appearanceViolations()
    if actionsInLastPress > 1 {
      problems.append("the action fired \(actionsInLastPress) times in one press")
    }
    return problems
  }

  /// Invariant 5: the ring looks like its state.
  func appearanceViolations() -> [String] {
    let c = configuration
    let (color, scale, text): (Color, Double, String) =
      switch selectionState {
      case .idle, .updating: (c.ringColor, 1, "")
      case .selected: (c.selectedColor, c.selectedScale, c.selectedLabel)
      case .confirmed: (c.confirmedColor, c.confirmedScale, c.confirmedLabel)
      }
    let shownScale = (window?.reduceMotion ?? false) ? 1 : scale
    var problems: [String] = []
    if circle.strokeColor != color {
      problems.append(
        "ring colour \(circle.strokeColor.map { "\($0)" } ?? "nil") in \(selectionState)")
    }
    if messageLabel.string != text {
      problems.append("text \(messageLabel.string.map { "\($0)" } ?? "nil") in \(selectionState)")
    }
    if circle.transform != AffineTransform(scaleX: shownScale, y: shownScale) {
      problems.append("ring transform \(circle.transform) in \(selectionState)")
    }
    return problems
  }
}

extension ConfirmActionButton: ControlInspecting {
  /// `{"state": "idle"|"updating"|"selected"|"confirmed", "intention": x,
  /// "ringCenter": [x, y] (window coordinates) or null, "actionCount": n}`.
  public var inspection: OrderedJSON {
    let center = ringCenter.map { convert($0, to: nil) }
    return .object([
      ("state", .string(selectionState.rawValue)),
      ("intention", .number(intention)),
      ("ringCenter", center.map { .numbers([$0.x, $0.y]) } ?? .null),
      ("actionCount", .number(Double(actionCount))),
    ])
  }
}
