import Testing
@testable import DynamicMenusLayers

/// What one of two interleaving tasks saw of the transaction state.
struct Sighting: Equatable {
  var depth: Int
  var duration: Double
}

/// Two main-actor tasks interleave at suspension points: `first` opens a 1 s transaction and
/// waits while `second` opens a 2 s one; then `first` looks. With `isolated`, each task runs
/// in its own ``AnimationState``.
@MainActor
func interleave(isolated: Bool) async -> Sighting {
  let (firstOpened, firstOpenedSignal) = AsyncStream<Void>.makeStream()
  let (secondOpened, secondOpenedSignal) = AsyncStream<Void>.makeStream()
  let (firstLooked, firstLookedSignal) = AsyncStream<Void>.makeStream()
  func scope(_ body: @MainActor () async -> Sighting?) async -> Sighting? {
    isolated ? await AnimationState.withIsolatedState { await body() } : await body()
  }
  let first = Task { @MainActor in
    await scope {
      Transaction.begin()
      Transaction.animationDuration = 1
      firstOpenedSignal.yield()
      for await _ in secondOpened { break }
      let seen = Sighting(depth: Transaction.depth, duration: Transaction.animationDuration)
      firstLookedSignal.yield()
      Transaction.commit()
      return seen
    }
  }
  _ = await scope {
    for await _ in firstOpened { break }
    Transaction.begin()
    Transaction.animationDuration = 2
    secondOpenedSignal.yield()
    for await _ in firstLooked { break }
    Transaction.commit()
    return nil
  }
  return await first.value!
}

@Suite("Animation state: a task's own transactions and blocks", .isolatedState)
@MainActor
struct AnimationStateTests {
  /// Set up by `init`: the trait's scope must cover it, or the body would not see it.
  let depthAtInit: Int

  init() {
    Transaction.begin()
    Transaction.animationDuration = 3
    depthAtInit = Transaction.depth
  }

  @Test("tasks sharing the state see each other's open transactions at suspension points")
  func sharedStateInterferes() async {
    #expect(await interleave(isolated: false) == Sighting(depth: 3, duration: 2))
    Transaction.commit()
  }

  @Test("tasks with their own state do not")
  func isolatedStateDoesNot() async {
    #expect(await interleave(isolated: true) == Sighting(depth: 1, duration: 1))
    Transaction.commit()
  }

  @Test("the suite's init and the test body share one state, whatever runs in between")
  func initAndBody() async {
    for _ in 0..<10 { await Task.yield() }
    #expect(depthAtInit == 1 && Transaction.depth == 1 && Transaction.animationDuration == 3)
    Transaction.commit()
    #expect(Transaction.depth == 0 && Transaction.animationDuration == 0.25)
  }

  @Test("a fresh state: no transaction or block, animations enabled; it outlives no task")
  func fresh() async {
    AnimationContext.areAnimationsEnabled = false
    await AnimationState.withIsolatedState {
      #expect(Transaction.depth == 0 && Transaction.animationDuration == 0.25)
      #expect(AnimationContext.areAnimationsEnabled && AnimationContext.stack.isEmpty)
      Transaction.disableActions = true
    }
    #expect(!AnimationContext.areAnimationsEnabled && !Transaction.disableActions)
    #expect(Transaction.depth == 1)
    AnimationContext.areAnimationsEnabled = true
    Transaction.commit()
  }
}
