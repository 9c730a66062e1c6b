/// What ``Transaction`` and ``AnimationContext`` keep between calls: the open transactions
/// (the implicit one first), the open animation blocks and
/// ``AnimationContext/areAnimationsEnabled``.
///
/// As in UIKit it is one per process, on the main actor. A task can run with a state of its
/// own (``withIsolatedState(_:)``): what it does to transactions and animation blocks stays
/// in it, and what other tasks do stays out, even where the two interleave on the main actor
/// at suspension points. The tests run each test this way (Swift Testing runs main-actor tests
/// interleaved), so no test sees another's implicit transaction.
@MainActor
package final class AnimationState {
  /// The implicit transaction at index 0, then the explicit ones, innermost last.
  var transactions: [Transaction.Frame] = [Transaction.Frame()]
  /// The open animation blocks; `nil` entries are `performWithoutAnimation` scopes.
  var blocks: [AnimationContext?] = []
  /// ``AnimationContext/areAnimationsEnabled``.
  var areAnimationsEnabled = true

  /// A fresh state: no transaction or block open, animations enabled.
  package init() {}

  /// The process's state, used outside ``withIsolatedState(_:)``.
  private static let process = AnimationState()
  /// The state a task bound with ``withIsolatedState(_:)``, inherited by the tasks it starts.
  @TaskLocal private static var bound: AnimationState?

  /// The state in force: the current task's own, else the process's.
  static var current: AnimationState { bound ?? process }

  /// Runs `body` (and the tasks it starts) with a fresh state of its own.
  package static func withIsolatedState<R>(_ body: () async throws -> R) async rethrows -> R {
    try await $bound.withValue(AnimationState(), operation: body)
  }
}
