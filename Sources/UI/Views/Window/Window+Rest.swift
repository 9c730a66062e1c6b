import DynamicMenusDynamics
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
    guard changesOnlyByLayerAnimations else { return false }
    for view in topLevelViews where view.layer.hasAnimationsInFlight { return false }
    return !focusIndicator.layer.hasAnimationsInFlight
  }

  /// Whether only its layers' animations can change the window until new input, and each of
  /// them moves or fades a layer (its position, anchor point, transform or opacity): then the
  /// window's course until they end is known now, frame by frame, and a host can hand it to
  /// its compositor whole (`ControlHost.lookahead(maximumFrames:)`). ``isAtRest`` but for
  /// those animations. A focus halo that shows follows its view each frame: the window does
  /// not coast then.
  public var isCoasting: Bool {
    changesOnlyByLayerAnimations && !focusIndicator.isShown
      && topLevelViews.allSatisfy { $0.layer.animatesOnlyCompositedProperties }
  }

  /// No queued input, touch down, waiting recognizer, running link or dynamic animator.
  private var changesOnlyByLayerAnimations: Bool {
    guard queuedEvents.isEmpty, touchRecords.allSatisfy({ $0.ended }) else { return false }
    for recognizer in activeRecognizers where !recognizer.settledState.isTerminal {
      return false
    }
    for link in displayLinks where !link.isPaused && !link.isInvalidated { return false }
    for view in topLevelViews where view.hasRunningAnimators { return false }
    return true
  }
}

extension View {
  /// Whether a dynamic animator referencing this view or one in its subtree is running.
  var hasRunningAnimators: Bool {
    for entry in referencingAnimators where entry.object?.isRunning == true { return true }
    for subview in subviews where subview.hasRunningAnimators { return true }
    return false
  }
}
