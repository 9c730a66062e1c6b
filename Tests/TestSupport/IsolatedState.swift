import DynamicMenusLayers
public import Testing

/// Gives each test of a suite (or one test) a stand-alone `LayerContext` of its own (the
/// core's hook `LayerContext.standaloneProvider`, answered from a task-local): a fresh
/// `Transaction` stack with its own implicit transaction, no open animation block,
/// animations enabled, and the fallback text measurer. Windows make contexts of their own.
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
  /// The stand-alone context of the test running in this task.
  @TaskLocal static var context: LayerContext?
  /// The stand-alone context of code outside any isolated test.
  @MainActor static let shared = LayerContext(textMeasurer: FallbackTextMeasurer())

  /// Makes the core's stand-alone context the running test's own.
  @MainActor static func install() {
    LayerContext.standaloneProvider = { IsolatedState.context ?? IsolatedState.shared }
  }

  /// Applies to every test in the suite, each with its own state.
  public var isRecursive: Bool { true }

  /// Runs the test (its suite's `init` included) inside the fresh state.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let context = await MainActor.run {
      IsolatedState.install()
      return LayerContext(textMeasurer: FallbackTextMeasurer())
    }
    try await IsolatedState.$context.withValue(context) { try await function() }
  }
}

extension Trait where Self == IsolatedState {
  /// Each test runs with animation and text-measurement state of its own.
  public static var isolatedState: Self { IsolatedState() }
}
