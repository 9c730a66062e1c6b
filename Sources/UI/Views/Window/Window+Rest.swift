public import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusLayers

/// Whether the window needs frames at all: a host stops its display link while the window is
/// at rest and starts it again on the next input, so an app with a menu at rest costs no
/// frames (UIKit's own views only ask for frames while something animates).
extension Window {
  /// Whether nothing in the window can change without new input: no queued input, no touch
  /// down, no gesture recognizer waiting on the clock (a long press, a tap's time-out), no
  /// running dynamic animator, no unpaused display link and no layer animation in flight.
  ///
  /// The answer holds until the next input, setting change or call into a control from
  /// outside; a host that pauses its frames on it resumes them on any of those.
  public var isAtRest: Bool {
    guard changesOnlyByLayerAnimations(orForecastAnimators: false) else { return false }
    for view in topLevelViews where view.layer.hasAnimationsInFlight { return false }
    return !focusIndicator.layer.hasAnimationsInFlight
  }

  /// Whether only its layers' animations and its dynamic animators can change the window until
  /// new input, each animation moves or fades a layer (its position, anchor point, transform
  /// or opacity) and each running animator can be forecast (`DynamicAnimator.canForecast`):
  /// then the window's course is known ahead, frame by frame, and a host can hand it to its
  /// compositor whole (`ControlHost.lookahead(maximumFrames:)`). ``isAtRest`` but for those
  /// animations and animators. A focus halo that shows follows its view each frame: the
  /// window does not coast then.
  public var isCoasting: Bool { isCoasting(drawings: false) }

  /// ``isCoasting``, or with `drawings` also while animations change what layers draw (a
  /// ring's radius, a line's stroke end): for a host that draws those from sampled values
  /// too (`CompositingLookahead`'s strokes).
  package func isCoasting(drawings: Bool) -> Bool {
    changesOnlyByLayerAnimations(orForecastAnimators: true) && !focusIndicator.isShown
      && topLevelViews.allSatisfy { $0.layer.animationsAreKnown(drawings: drawings) }
  }

  /// The running dynamic animators, in the order a frame ticks them (tree order, the root's
  /// views before the overlays').
  public var runningAnimators: [any DynamicAnimating] {
    var animators: [any DynamicAnimating] = []
    for view in topLevelViews { view.collectRunningAnimators(into: &animators) }
    return animators
  }

  /// No queued input, touch down, waiting recognizer, running link or dynamic animator (but
  /// one that can be forecast, `orForecastAnimators`).
  private func changesOnlyByLayerAnimations(orForecastAnimators: Bool) -> Bool {
    guard queuedEvents.isEmpty, touchRecords.allSatisfy({ $0.ended }) else { return false }
    for recognizer in activeRecognizers where !recognizer.settledState.isTerminal {
      return false
    }
    for link in displayLinks where !link.isPaused && !link.isInvalidated { return false }
    for view in topLevelViews where view.hasRunningAnimators(unlessForecast: orForecastAnimators) {
      return false
    }
    return true
  }
}

extension View {
  /// Whether a dynamic animator referencing this view or one in its subtree is running (and,
  /// `unlessForecast`, cannot be forecast).
  func hasRunningAnimators(unlessForecast: Bool) -> Bool {
    for entry in referencingAnimators {
      guard let animator = entry.object, animator.isRunning else { continue }
      if !unlessForecast || !animator.canForecast { return true }
    }
    for subview in subviews where subview.hasRunningAnimators(unlessForecast: unlessForecast) {
      return true
    }
    return false
  }

  /// Appends the running animators of this subtree in the order `tickAnimators` ticks them.
  func collectRunningAnimators(into animators: inout [any DynamicAnimating]) {
    for entry in referencingAnimators {
      if let animator = entry.object, animator.isRunning { animators.append(animator) }
    }
    for subview in subviews { subview.collectRunningAnimators(into: &animators) }
  }
}
