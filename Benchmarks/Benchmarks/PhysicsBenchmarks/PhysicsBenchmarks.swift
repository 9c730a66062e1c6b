import Benchmark
import CChipmunkScenes
import DynamicMenusBenchmarkScenes

// Physics benchmarks (ordo-one/benchmark): the shared dial and pile scenes in Dynamics and in
// Chipmunk2D 7, one 1/60 s frame per iteration, with wall clock and malloc counts. Each
// benchmark builds its scene outside the measurement and first runs `warmup` frames, so the
// malloc count is the steady state of a running scene (a threshold of 0 at p100 makes the run
// fail if Dynamics ever allocates in a frame).


let scenes: [(BenchmarkScene.Kind, Int)] = [
  (.dial, 10), (.dial, 100), (.dial, 1000), (.pile, 100), (.pile, 500), (.pile, 2000),
]
/// Frames run before measuring: the pile has landed and is settling, the dial turns.
let warmup = 120

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds,
    maxDuration: .seconds(2),
    maxIterations: 300
  )

  for (kind, n) in scenes {
    Benchmark(
      "Dynamics \(kind.rawValue) \(n)",
      configuration: .init(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
    ) { benchmark in
      // The harness is not main-actor code; the animator is. The benchmark object is only
      // used from inside this one main-actor closure.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let scene = BenchmarkScene.make(kind, n)
        for _ in 0..<warmup { scene.step() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.step() }
        benchmark.stopMeasurement()
      }
    }
    Benchmark("Chipmunk \(kind.rawValue) \(n)") { benchmark in
      let scene = kind == .dial ? cps_dial(Int32(n)) : cps_pile(Int32(n))
      for _ in 0..<warmup { cps_step(scene) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { cps_step(scene) }
      benchmark.stopMeasurement()
      cps_free(scene)
    }
  }
}
