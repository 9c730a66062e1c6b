/// Looking ahead at a tree's animations without running them: what a host needs to hand a
/// stretch of motion to a compositor whole (Core Animation's render server, a browser's Web
/// Animations), since a layer's presentation at a later time is a pure function of its
/// animations once their begin times are resolved.
///
/// ``peekAnimations(at:)`` moves the time the presentation copies are made at, and nothing
/// else: no begin time is resolved, no animation ends, no completion runs. Peeking back at
/// the last walk's time (``advanceAnimations(to:)``) leaves the tree as it was.
extension Layer {
  /// Sets the time every layer of the subtree that a walk has reached shows its animations
  /// at (its presentation copy, refreshed next), to `time` in seconds.
  package func peekAnimations(at time: Double) {
    if animationTime != nil {
      animationTime = time
      if !animationEntries.isEmpty { presentationChanged() }
    }
    for s in storedSublayers { s.peekAnimations(at: time) }
    storedMask?.peekAnimations(at: time)
  }

  /// Whether every animation of the subtree not yet ended has a resolved begin time and only
  /// moves or fades its layer (``LayerProperty/onlyMovesOrFades``), and no ended one waits to
  /// report: the subtree's motion until its animations end is its animations' alone.
  package var animatesOnlyCompositedProperties: Bool { animationsAreKnown(drawings: false) }

  /// Whether every animation of the subtree not yet ended has a resolved begin time and no
  /// ended one waits to report, and, unless `drawings` (a host that draws from sampled
  /// values what such layers draw too: ``animatesItsDrawing``), each only moves or fades its
  /// layer.
  package func animationsAreKnown(drawings: Bool) -> Bool {
    if !pendingAnimationEnds.isEmpty { return false }
    for entry in animationEntries where !entry.hasEnded {
      guard entry.animation.isScheduled,
        drawings || entry.animation.onlyMovesOrFades
      else { return false }
    }
    for s in storedSublayers where !s.animationsAreKnown(drawings: drawings) {
      return false
    }
    return storedMask?.animationsAreKnown(drawings: drawings) ?? true
  }

  /// Whether the layer has an animation not yet ended that changes what it draws, not only
  /// where it sits or how opaque it is (a ring's radius, a line's stroke end).
  package var animatesItsDrawing: Bool {
    animationEntries.contains { !$0.hasEnded && !$0.animation.onlyMovesOrFades }
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

  /// Notes in `endings` this layer's animations not yet ended that are over at `time` and
  /// were not at `earlier` (a walk at `time` ends them); whether the end of one of them runs
  /// code (``AnimationEndings/end(_:)``).
  package func noteAnimationsEnding(
    after earlier: Double, by time: Double, in endings: inout AnimationEndings
  ) -> Bool {
    var runsCode = false
    for entry in animationEntries
    where !entry.hasEnded && entry.animation.isFinished(at: time)
      && !entry.animation.isFinished(at: earlier)
    {
      runsCode = endings.end(entry) || runsCode
    }
    return runsCode
  }

  /// Whether this layer's animations not yet ended are all over at `time`.
  package func animationsHaveEnded(by time: Double) -> Bool {
    animationEntries.allSatisfy { $0.hasEnded || $0.animation.isFinished(at: time) }
  }
}

/// The animation endings of a stretch looked at ahead, counted per completion group, to tell
/// which of them run code when their walk comes: an animation's own completion, or a
/// transaction's (`CATransaction.setCompletionBlock`, `UIView.animate`'s `completion`) whose
/// last animation it is. Any other end (an implicit animation's with no completion, one of a
/// transaction still waiting on others) changes nothing but what the layer shows, which the
/// samples already hold, so a compositor can run through it.
package struct AnimationEndings {
  private var groups: [CompletionGroup] = []
  /// Per group: its animations found ending so far.
  private var left: [Int] = []

  /// No ending counted.
  package init() {}

  /// Counts `entry`'s end; whether it runs code: its completion, or that of a group it
  /// leaves with nothing pending (its own, or one it also counts toward).
  mutating func end(_ entry: LayerAnimationEntry) -> Bool {
    var runsCode = entry.completion != nil
    var group = entry.group
    while let g = group {
      let i = groups.firstIndex { $0 === g } ?? groups.count
      if i == groups.count {
        groups.append(g)
        left.append(0)
      }
      left[i] += 1
      runsCode = runsCode || g.completes(whenLeftBy: left[i])
      group = g.parent
    }
    return runsCode
  }
}
