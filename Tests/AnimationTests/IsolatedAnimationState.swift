import Testing
@testable import DynamicMenusLayers

/// Runs each test (its suite's `init` included) with a fresh ``AnimationState``: its own
/// implicit transaction and animation-block stack, so interleaving main-actor tests cannot
/// see each other's. (TestSupport's `.isolatedState` adds the text measurer; this target
/// depends on Animation alone.)
struct IsolatedAnimationState: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await AnimationState.withIsolatedState { try await function() }
  }
}

extension Trait where Self == IsolatedAnimationState {
  /// Each test runs with animation state of its own.
  static var isolatedState: Self { IsolatedAnimationState() }
}
