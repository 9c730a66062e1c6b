/// Looking ahead at a tree's animations without running them: what a host needs to hand a
/// stretch of motion to a compositor whole (Core Animation's render server, a browser's Web
/// Animations), since a layer's presentation at a later time is a pure function of its
/// animations once their begin times are resolved.
///
/// ``peekAnimations(at:)`` moves the time the presentation copies are made at, and nothing
/// else: no begin time is resolved, no animation ends, no completion runs. Peeking back at
/// the last walk's time (``advanceAnimations(to:)``) leaves the tree as it was.
extension Layer {
  /// The properties a compositor animates by itself from sampled values: where a layer sits
  /// (its position, anchor point and transform) and its opacity. Animating anything else
  /// changes what the layer draws or how it is clipped, which only the core knows.
  package static let compositedAnimationKeys: Set<String> = [
    "position", "anchorPoint", "transform", "opacity",
  ]

  /// Sets the time every layer of the subtree that a walk has reached shows its animations
  /// at (its presentation copy, refreshed next), to `time` in seconds.
  package func peekAnimations(at time: Double) {
    if animationTime != nil { animationTime = time }
    for s in storedSublayers { s.peekAnimations(at: time) }
    storedMask?.peekAnimations(at: time)
  }

  /// Whether every animation of the subtree not yet ended has a resolved begin time and
  /// animates one of ``compositedAnimationKeys``, and no ended one waits to report: the
  /// subtree's motion until its animations end is its animations' alone.
  package var animatesOnlyCompositedProperties: Bool {
    if !pendingAnimationEnds.isEmpty { return false }
    for entry in animationEntries where !entry.hasEnded {
      guard entry.animation.isScheduled,
        Self.compositedAnimationKeys.contains(entry.animation.propertyName)
      else { return false }
    }
    for s in storedSublayers where !s.animatesOnlyCompositedProperties { return false }
    return storedMask?.animatesOnlyCompositedProperties ?? true
  }

  /// Whether the layer has an animation not yet ended.
  package var hasAnimationsNotEnded: Bool { animationEntries.contains { !$0.hasEnded } }

  /// Calls `body` with each layer of the subtree in tree order (depth first, sublayers in
  /// array order, then the mask).
  package func forEachLayer(_ body: (Layer) -> Void) {
    body(self)
    for s in storedSublayers { s.forEachLayer(body) }
    storedMask?.forEachLayer(body)
  }

  /// How many of this layer's animations not yet ended are over at `time`: each runs its
  /// completion at the first walk at or after its end.
  package func animationsEnding(by time: Double) -> Int {
    animationEntries.reduce(0) { $0 + (!$1.hasEnded && $1.animation.isFinished(at: time) ? 1 : 0) }
  }

  /// Whether this layer's animations not yet ended are all over at `time`.
  package func animationsHaveEnded(by time: Double) -> Bool {
    animationEntries.allSatisfy { $0.hasEnded || $0.animation.isFinished(at: time) }
  }
}
