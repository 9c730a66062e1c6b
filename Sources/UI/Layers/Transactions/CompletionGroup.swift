public import DynamicMenusAnimation

/// A count of animations in flight with one completion to call when the last ends: the
/// bookkeeping behind `CATransaction.setCompletionBlock` and the `completion` of
/// `UIView.animate`.
///
/// Whoever adds an animation calls ``enter()``; when that animation ends it calls
/// ``leave(_:)`` with how it ended. Once the group is sealed (its transaction committed, its
/// animation block returned) and nothing is pending, the completion runs once, with
/// `finished == true` only if every animation finished rather than being retargeted or
/// removed. A group nested in another also counts toward the outer one.
public final class CompletionGroup {
  /// Animations entered and not yet left.
  public private(set) var pendingCount = 0
  /// Whether the completion has run.
  public private(set) var hasCompleted = false
  private var isSealed = false
  private var allFinished = true
  private var completion: ((Bool) -> Void)?
  /// The group it also counts toward (an outer transaction's).
  package let parent: CompletionGroup?

  /// A group whose animations also count toward `parent`'s, if any.
  init(parent: CompletionGroup?, completion: ((Bool) -> Void)? = nil) {
    self.parent = parent
    self.completion = completion
  }

  /// Whether `count` more of its animations ending would run its completion: it is sealed,
  /// has one to run, and they are all it waits for.
  package func completes(whenLeftBy count: Int) -> Bool {
    isSealed && !hasCompleted && completion != nil && pendingCount == count
  }

  /// Replaces the completion (a later `setCompletionBlock` wins).
  func setCompletion(_ block: ((Bool) -> Void)?) { completion = block }

  /// Records that an animation was added under this group.
  public func enter() {
    pendingCount += 1
    parent?.enter()
  }

  /// Records that an animation added with ``enter()`` ended.
  public func leave(_ how: AnimationCompletion) {
    precondition(pendingCount > 0, "CompletionGroup.leave: more leaves than enters")
    pendingCount -= 1
    if !how.isFinished { allFinished = false }
    fireIfDone()
    parent?.leave(how)
  }

  /// No more animations will be added; the completion runs as soon as none is pending
  /// (at once when none was added).
  func seal() {
    isSealed = true
    fireIfDone()
  }

  private func fireIfDone() {
    guard isSealed, pendingCount == 0, !hasCompleted else { return }
    hasCompleted = true
    let block = completion
    completion = nil
    block?(allFinished)
  }
}
