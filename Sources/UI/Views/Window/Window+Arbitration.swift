import DynamicMenusGeometry
/// Arbitration between gesture recognizers that see the same touches (UIKit's rules):
///
/// - a recognizer may begin (or recognize) only if its delegate and its view agree;
/// - if it requires another recognizer to fail and that one is still possible, it waits in
///   `possible` (its request kept) until that one fails, and fails if that one recognizes;
/// - it may not begin while a recognizer sharing its touches has already begun, unless a
///   delegate allows both at once;
/// - when it begins, every other recognizer sharing its touches that is still possible fails
///   (again unless allowed simultaneously), and with ``GestureRecognizer/cancelsTouchesInView``
///   the views of its touches hear `touchesCancelled`.
extension Window {
  /// Looks at a recognizer after a subclass callback and applies its requested state.
  func settle(_ recognizer: GestureRecognizer) {
    guard recognizer.stateWasSet else { return }
    recognizer.stateWasSet = false
    let old = recognizer.settledState
    let new = recognizer.state
    switch old {
    case .possible:
      switch new {
      case .possible: break
      case .began, .changed: requestBegin(recognizer, .began)
      case .ended: requestBegin(recognizer, .ended)
      case .cancelled, .failed: fail(recognizer)
      }
    case .began, .changed:
      switch new {
      case .began, .changed:
        recognizer.force(.changed)
        recognizer.settledState = .changed
        fire(recognizer)
      case .ended, .cancelled:
        recognizer.settledState = new
        fire(recognizer)
      case .failed:
        recognizer.force(.cancelled)
        recognizer.settledState = .cancelled
        fire(recognizer)
      case .possible:
        recognizer.force(old)
      }
    case .ended, .cancelled, .failed:
      recognizer.force(old)
    }
  }

  func isActive(_ recognizer: GestureRecognizer) -> Bool {
    activeRecognizers.contains { $0 === recognizer }
  }

  func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    !a.seenTouchIDs.isDisjoint(with: b.seenTouchIDs)
  }

  func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }

  func requestBegin(_ recognizer: GestureRecognizer, _ target: GestureRecognizer.State) {
    let mayBegin =
      (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
    guard mayBegin else {
      fail(recognizer)
      return
    }
    let required = recognizer.failureRequirements.compactMap { $0.object }.filter(isActive)
    if required.contains(where: { $0.settledState.isActive || $0.settledState == .ended }) {
      fail(recognizer)
      return
    }
    if required.contains(where: { $0.settledState == .possible }) {
      recognizer.pendingState = target
      recognizer.force(.possible)
      return
    }
    for other in activeRecognizers where other !== recognizer {
      guard sharesTouches(recognizer, other), !simultaneous(recognizer, other) else { continue }
      if other.settledState.isActive || other.settledState == .ended {
        fail(recognizer)
        return
      }
    }
    recognizer.pendingState = nil
    recognizer.force(target)
    recognizer.settledState = target
    // Others that shared the touches, and those waiting for this one to fail, fail now.
    for other in activeRecognizers where other !== recognizer && other.settledState == .possible {
      let excluded = sharesTouches(recognizer, other) && !simultaneous(recognizer, other)
      let waiting = other.failureRequirements.contains { $0.object === recognizer }
      if excluded || waiting { fail(other) }
    }
    if recognizer.cancelsTouchesInView { cancelViewTouches(seenBy: recognizer) }
    fire(recognizer)
    flushAllHeldTouches()
  }

  func fail(_ recognizer: GestureRecognizer) {
    recognizer.force(.failed)
    recognizer.settledState = .failed
    recognizer.pendingState = nil
    resolveDependents(of: recognizer)
    flushAllHeldTouches()
  }

  /// Lets recognizers that were waiting for `recognizer` to fail go ahead, once nothing
  /// else they require is still possible.
  func resolveDependents(of recognizer: GestureRecognizer) {
    for waiting in activeRecognizers where waiting.pendingState != nil {
      guard waiting.failureRequirements.contains(where: { $0.object === recognizer }) else {
        continue
      }
      let stillPossible = waiting.failureRequirements.compactMap { $0.object }.contains {
        $0 !== recognizer && isActive($0) && $0.settledState == .possible
      }
      guard !stillPossible, let target = waiting.pendingState else { continue }
      waiting.pendingState = nil
      requestBegin(waiting, target)
    }
  }

  func fire(_ recognizer: GestureRecognizer) {
    for handler in recognizer.handlers { handler(recognizer) }
  }
}
