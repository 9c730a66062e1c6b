import CChipmunkScenes
import CMallocCounter
import DynamicMenusBenchmarkScenes

// Dynamics against Chipmunk2D 7 on the same scenes in one process run: the mean microseconds
// per 1/60 s frame over the scene's first 600 frames (from the drop or the first pull, through
// settling and sleep), best of three runs each, and the ratio Dynamics / Chipmunk; in wall
// clock and in this thread's CPU time (which a machine busy with other work inflates less).
//
//   swift run -c release PhysicsComparison [--json] [--frames N] [--runs R]
//   swift run -c release PhysicsComparison --scene pile --count 500 [--engine dynamics]
//
// With --scene and --count it runs that one scene once (both engines, or only the one named by
// --engine) and prints a timeline: µs per frame and awake bodies per 60 frames. One engine alone
// is what to profile: valgrind --tool=callgrind .build/release/PhysicsComparison --scene ...

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count,
    let v = Int(arguments[i + 1]), v > 0
  else { return fallback }
  return v
}
let json = arguments.contains("--json")
let frames = option("--frames", 600)
let runs = option("--runs", 3)

let clock = ContinuousClock()
func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// This thread's CPU time (s): what a run costs on its core, whatever else the machine runs
/// (wall clock also counts the time other processes held the core).
func cpuSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Microseconds per frame of `frames` calls of `step`: wall clock and CPU time.
func time(_ step: () -> Void) -> (wall: Double, cpu: Double) {
  let start = clock.now
  let cpuStart = cpuSeconds()
  for _ in 0..<frames { step() }
  let cpu = cpuSeconds() - cpuStart
  return (seconds(clock.now - start) * 1e6 / Double(frames), cpu * 1e6 / Double(frames))
}

@MainActor
func timeDynamics(_ kind: BenchmarkScene.Kind, _ n: Int) -> (wall: Double, cpu: Double) {
  let scene = BenchmarkScene.make(kind, n)
  return time { scene.step() }
}

func timeChipmunk(_ kind: BenchmarkScene.Kind, _ n: Int) -> (wall: Double, cpu: Double) {
  let scene = kind == .dial ? cps_dial(Int32(n)) : cps_pile(Int32(n))
  defer { cps_free(scene) }
  return time { cps_step(scene) }
}

/// Allocations per frame once a scene runs: frames 301–600 (after the first 300).
@MainActor
func mallocsDynamics(_ kind: BenchmarkScene.Kind, _ n: Int) -> Double {
  let scene = BenchmarkScene.make(kind, n)
  for _ in 0..<300 { scene.step() }
  let before = malloc_counter_value()
  for _ in 0..<300 { scene.step() }
  return Double(malloc_counter_value() - before) / 300
}

func mallocsChipmunk(_ kind: BenchmarkScene.Kind, _ n: Int) -> Double {
  let scene = kind == .dial ? cps_dial(Int32(n)) : cps_pile(Int32(n))
  defer { cps_free(scene) }
  for _ in 0..<300 { cps_step(scene) }
  let before = malloc_counter_value()
  for _ in 0..<300 { cps_step(scene) }
  return Double(malloc_counter_value() - before) / 300
}

/// One scene, one engine or both, with a timeline per second of scene time.
@MainActor
func profile(_ kind: BenchmarkScene.Kind, _ n: Int, engine: String?) {
  if engine == nil || engine == "dynamics" {
    let scene = BenchmarkScene.make(kind, n)
    var total = 0.0
    for second in 0..<(frames + 59) / 60 {
      let start = clock.now
      let count = min(60, frames - second * 60)
      for _ in 0..<count { scene.step() }
      let us = seconds(clock.now - start) * 1e6
      total += us
      let awake = scene.animator.isRunning ? "running" : "paused"
      print("dynamics \(kind.rawValue) \(n) s\(second + 1): \(Int(us / Double(count))) µs/frame, \(awake)")
    }
    print("dynamics \(kind.rawValue) \(n): \(Int(total / Double(frames))) µs/frame over \(frames) frames")
    print("dynamics \(kind.rawValue) \(n): state hash \(String(scene.stateHash(), radix: 16)) after \(frames) frames")
  }
  if engine == nil || engine == "chipmunk" {
    let scene = kind == .dial ? cps_dial(Int32(n)) : cps_pile(Int32(n))
    defer { cps_free(scene) }
    var total = 0.0
    for second in 0..<(frames + 59) / 60 {
      let start = clock.now
      let count = min(60, frames - second * 60)
      for _ in 0..<count { cps_step(scene) }
      let us = seconds(clock.now - start) * 1e6
      total += us
      print("chipmunk \(kind.rawValue) \(n) s\(second + 1): \(Int(us / Double(count))) µs/frame, \(cps_awake_bodies(scene)) awake")
    }
    print("chipmunk \(kind.rawValue) \(n): \(Int(total / Double(frames))) µs/frame over \(frames) frames")
  }
}

if let i = arguments.firstIndex(of: "--scene"), i + 1 < arguments.count {
  guard let kind = BenchmarkScene.Kind(rawValue: arguments[i + 1]) else {
    print("PhysicsComparison: unknown scene \"\(arguments[i + 1])\" (dial or pile)")
    exit(2)
  }
  let engine = arguments.firstIndex(of: "--engine").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
  MainActor.assumeIsolated { profile(kind, option("--count", kind == .dial ? 100 : 500), engine: engine) }
  exit(0)
}

let scenes: [(BenchmarkScene.Kind, Int)] = [
  (.dial, 10), (.dial, 100), (.dial, 1000), (.pile, 100), (.pile, 500), (.pile, 2000),
]
if !json {
  print(
    "scene        Dynamics µs/frame   Chipmunk µs/frame   ratio   CPU µs/frame (Dynamics, Chipmunk)"
      + "   CPU ratio   mallocs/frame (Dynamics, Chipmunk)")
}
for (kind, n) in scenes {
  var ours = (wall: Double.infinity, cpu: Double.infinity)
  var theirs = (wall: Double.infinity, cpu: Double.infinity)
  for _ in 0..<runs {
    let o = MainActor.assumeIsolated { timeDynamics(kind, n) }
    let t = timeChipmunk(kind, n)
    ours = (min(ours.wall, o.wall), min(ours.cpu, o.cpu))
    theirs = (min(theirs.wall, t.wall), min(theirs.cpu, t.cpu))
  }
  let ratio = ours.wall / theirs.wall
  let cpuRatio = ours.cpu / theirs.cpu
  let ourMallocs = MainActor.assumeIsolated { mallocsDynamics(kind, n) }
  let theirMallocs = mallocsChipmunk(kind, n)
  func f(_ x: Double, _ digits: Int = 1) -> String {
    let scale = digits == 1 ? 10.0 : 100.0
    return "\((x * scale).rounded() / scale)"
  }
  if json {
    let fields = [
      "\"scene\": \"\(kind.rawValue)\"", "\"n\": \(n)",
      "\"dynamicsMicrosecondsPerFrame\": \(f(ours.wall))",
      "\"chipmunkMicrosecondsPerFrame\": \(f(theirs.wall))", "\"ratio\": \(f(ratio, 2))",
      "\"dynamicsCPUMicrosecondsPerFrame\": \(f(ours.cpu))",
      "\"chipmunkCPUMicrosecondsPerFrame\": \(f(theirs.cpu))",
      "\"cpuRatio\": \(f(cpuRatio, 2))", "\"dynamicsMallocsPerFrame\": \(f(ourMallocs, 2))",
      "\"chipmunkMallocsPerFrame\": \(f(theirMallocs, 2))",
    ]
    print("{" + fields.joined(separator: ", ") + "}")
  } else {
    let cpu = "\(f(ours.cpu)), \(f(theirs.cpu))"
    print(
      pad("\(kind.rawValue) \(n)", 13) + pad(f(ours.wall), 20) + pad(f(theirs.wall), 20)
        + pad(f(ratio, 2), 8) + pad(cpu, 37) + pad(f(cpuRatio, 2), 12)
        + "\(f(ourMallocs, 2)), \(f(theirMallocs, 2))")
  }
}
