/// The course every control's window-fuzz run takes, and the failures a campaign of runs
/// collects (ControlFuzzTests: the dial, the radial, the floating and the slide menus).
///
/// ```swift
/// let failures = fuzzRuns(runs) { n in
///   let f = Fixture()
///   var fuzzer = WindowFuzzer(seed: 0xF00D_0000 + UInt64(n), window: f.window, hotSpots: …)
///   let broken = fuzzer.exercise(
///     steps: 4 + n % 9, invariants: f.menu.invariantViolations,
///     isAtRest: { f.menu.isAtRest }, endState: { f.menu.isOpenOrClosed ? [] : ["ended …"] })
///   return fuzzer.failure(broken)
/// }
/// #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
/// ```
extension WindowFuzzer {
  /// One run: `steps` random steps with `invariants()` checked after each (the run stops at
  /// the first complaint); then everything is let go and, when nothing broke, frames run until
  /// `isAtRest()` (at most `settleLimit` seconds: else `stillMoving()` is the complaint), and
  /// the invariants and `endState()` are checked once more. Returns every complaint, none
  /// when the run was fine.
  public mutating func exercise(
    steps: Int, invariants: () -> [String], settleLimit: Double = 5,
    isAtRest: () -> Bool,
    stillMoving: () -> String = { "still moving 5 s after the last input" },
    endState: () -> [String] = { [] }
  ) -> [String] {
    var broken: [String] = []
    for _ in 0..<steps {
      step()
      broken = invariants()
      if !broken.isEmpty { break }
    }
    releaseEverything()
    guard broken.isEmpty else { return broken }
    if !settle(limit: settleLimit, isAtRest: isAtRest) { broken.append(stillMoving()) }
    return broken + invariants() + endState()
  }

  /// A failing run's report, naming what broke and the last events that led there; nil when
  /// nothing did.
  public func failure(_ broken: [String]) -> String? {
    broken.isEmpty ? nil : "\(broken) after \(log)"
  }
}

/// Runs `count` seeded runs (`run(n)` for n = 0, 1, …; each returns its failure report or
/// nil) and returns the failures as "run n: …", stopping after `maximumFailures` (3): one
/// broken invariant usually breaks many runs, and the first few say all there is.
@MainActor
public func fuzzRuns(
  _ count: Int, maximumFailures: Int = 3, _ run: @MainActor (Int) -> String?
) -> [String] {
  var failures: [String] = []
  for n in 0..<count {
    if let failure = run(n) { failures.append("run \(n): \(failure)") }
    if failures.count >= maximumFailures { break }
  }
  return failures
}
