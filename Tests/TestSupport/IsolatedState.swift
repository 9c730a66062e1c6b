import DynamicMenusLayers
public import Testing

/// Gives each test of a suite (or one test) main-actor state of its own: a fresh
/// `Transaction` stack with its own implicit transaction, no open animation block,
/// animations enabled, and the `TextMeasurement` fallback measurer.
///
/// Swift Testing runs tests in parallel, and main-actor tests interleave at every suspension
/// point, including between a suite's `init` and the test body. Without this, a test that
/// sets up transaction state in `init`, or that reads the implicit transaction, sees what
/// another test left in it.
///
/// ```swift
/// @Suite(.isolatedState) @MainActor struct LayerAnimationTests { … }
/// ```
public struct IsolatedState: TestTrait, SuiteTrait, TestScoping {
  /// Applies to every test in the suite, each with its own state.
  public var isRecursive: Bool { true }

  /// Runs the test (its suite's `init` included) inside the fresh state.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await AnimationState.withIsolatedState {
      try await TextMeasurement.withIsolatedState { try await function() }
    }
  }
}

extension Trait where Self == IsolatedState {
  /// Each test runs with animation and text-measurement state of its own.
  public static var isolatedState: Self { IsolatedState() }
}
