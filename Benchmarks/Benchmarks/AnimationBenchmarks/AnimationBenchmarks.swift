import Benchmark
import DynamicMenusAnimation
import DynamicMenusGeometry

// Evaluations per second of the Animation module's hot paths: a timing curve, each spring
// kind, and a property animation. Every benchmark asserts zero mallocs: evaluating a curve
// or a spring must not allocate.


/// The metrics every benchmark reports. One scaled iteration is one evaluation, so the
/// throughput reads directly as evaluations per second (×1000: `scalingFactor: .kilo`), and
/// the malloc threshold fails the run if any evaluation allocates.
func makeConfiguration() -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 100_000,
    thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])]
  )
}

/// Evaluates `body` at each scaled iteration, sweeping the time over 0…span so every phase of
/// the motion is measured.
@inline(__always)
func sweep(_ benchmark: Benchmark, span: Double, _ body: (Double) -> Double) {
  let n = benchmark.scaledIterations.count
  let step = span / Double(n)
  for i in benchmark.scaledIterations {
    blackHole(body(Double(i) * step))
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = makeConfiguration()

  Benchmark("TimingFunction.easeInEaseOut.value") { benchmark in
    let f = TimingFunction.easeInEaseOut
    sweep(benchmark, span: 1) { f.value(at: $0) }
  }

  Benchmark("TimingFunction.default.value") { benchmark in
    let f = TimingFunction.default
    sweep(benchmark, span: 1) { f.value(at: $0) }
  }

  Benchmark("Spring under-damped (UIKit ζ 0.7, 0.5 s).value") { benchmark in
    let s = Spring(settlingDuration: 0.5, dampingRatio: 0.7)
    sweep(benchmark, span: 0.5) { s.value(at: $0) }
  }

  Benchmark("Spring critically damped (UIKit ζ 1, 0.5 s).value") { benchmark in
    let s = Spring(settlingDuration: 0.5, dampingRatio: 1)
    sweep(benchmark, span: 0.5) { s.value(at: $0) }
  }

  Benchmark("Spring over-damped (response 0.5, ζ 2).value") { benchmark in
    let s = Spring(response: 0.5, dampingRatio: 2)
    sweep(benchmark, span: 1) { s.value(at: $0) }
  }

  Benchmark("Spring CASpringAnimation defaults.velocity") { benchmark in
    let s = Spring()
    sweep(benchmark, span: 1.5) { s.velocity(at: $0) }
  }

  Benchmark("PropertyAnimation<Point> spring.value") { benchmark in
    let a = PropertyAnimation(
      from: Point(x: 0, y: 0), to: Point(x: 200, y: 100),
      spring: Spring(duration: 0.5, bounce: 0.3), beginTime: 0)
    sweep(benchmark, span: 1) { a.value(at: $0).x }
  }

  Benchmark("PropertyAnimation<Color> curve.value") { benchmark in
    let a = PropertyAnimation(
      from: Color.red, to: Color.blue, duration: 1, timingFunction: .easeInEaseOut, beginTime: 0)
    sweep(benchmark, span: 1) { a.value(at: $0).blue }
  }
}
