import Benchmark
import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusScripts
import DynamicMenusViews

// The Scene module's per-frame paths: a window's frame with a few hundred views (idle, and
// with a list decelerating), hit testing, and laying a script on frames. The idle frame must
// not allocate.

/// A window with `count` views in rows of ten, two levels deep, and a 40-row list.
@MainActor
func makeWindow(views count: Int) -> (Window, ListView) {
  let window = Window(size: Size(width: 375, height: 667))
  for row in 0..<(count / 10) {
    let strip = View(frame: Rect(x: 0, y: Double(row) * 20, width: 375, height: 20))
    window.rootView.addSubview(strip)
    for column in 0..<9 {
      let cell = View(frame: Rect(x: Double(column) * 40, y: 0, width: 36, height: 18))
      cell.backgroundColor = .gray
      strip.addSubview(cell)
    }
  }
  let list = ListView(frame: Rect(x: 225, y: 0, width: 150, height: 667))
  list.rowHeight = 50
  list.rows = (0..<40).map { ListView.Row(title: "Row \($0)") }
  window.rootView.addSubview(list)
  window.run(for: 0.1)
  return (window, list)
}

let script = (0..<25).map { i in
  "tap \(i * 10) 100\nwait 0.1\ndrag 10 10 to 300 \(i) in 0.3\nswipe left from 300 300 in 0.15"
}.joined(separator: "\n")

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .microseconds,
    maxDuration: .seconds(2),
    maxIterations: 100_000
  )

  Benchmark(
    "Window.tick, 200 views, idle",
    configuration: .init(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
  ) { benchmark in
    // The harness is not main-actor code; the views are. The benchmark object is only used
    // from inside this one main-actor closure.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (window, _) = makeWindow(views: 200)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { window.tick() }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Window.tick ×120, 200 views, a flicked list decelerating and bouncing") {
    benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (window, _) = makeWindow(views: 200)
      try? ScriptRunner(window: window, source: "drag 300 600 to 300 450 in 0.05").run()
      benchmark.startMeasurement()
      for _ in 0..<120 { window.tick() }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Window.hitTest, 200 views") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (window, _) = makeWindow(views: 200)
      var generator = SeededGenerator(seed: 1)
      let points = (0..<1024).map { _ in
        Point(
          x: Double.random(in: 0..<375, using: &generator),
          y: Double.random(in: 0..<667, using: &generator))
      }
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations { blackHole(window.hitTest(points[i & 1023])) }
      benchmark.stopMeasurement()
    }
  }

  // Every animatable setter names its LayerProperty (a static member); making one must not
  // allocate, or every set, and every frame of a view moved by dynamics, goes to the heap.
  Benchmark(
    "Layer setters ×1000 (opacity, position, strokeEnd, transform), no action",
    configuration: .init(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let layer = ShapeLayer()  // never rendered: changes apply with no implicit animation
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for i in 0..<250 {
          let x = Double(i)
          layer.opacity = x / 250
          layer.position = Point(x: x, y: x)
          layer.strokeEnd = x / 250
          layer.transform = AffineTransform(rotationAngle: x / 100)
        }
      }
      benchmark.stopMeasurement()
    }
  }

  // A rendered layer animates implicitly: each animation stores its LayerProperty, whose
  // closures must not each be a heap box.
  Benchmark("Layer.opacity set ×100 on a rendered layer (implicit animations)") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let window = Window(size: Size(width: 100, height: 100))
      let layer = Layer()  // a stand-alone layer: its changes animate once it is rendered
      layer.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
      window.rootView.layer.addSublayer(layer)
      window.tick()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for i in 0..<100 { layer.opacity = Double(i % 2) }
        window.tick()
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark(
    "Window.tick, a view falling under gravity onto a boundary (dynamics write-back)",
    configuration: .init(thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let window = Window(size: Size(width: 375, height: 667))
      let box = View(frame: Rect(x: 150, y: 100, width: 60, height: 60))
      window.rootView.addSubview(box)
      let animator = DynamicAnimator(referenceView: window.rootView)
      animator.addBehavior(GravityBehavior(items: [box]))
      let collision = CollisionBehavior(items: [box])
      collision.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(collision)
      window.run(for: 0.5)  // warm: the body, its contacts and the broad phase exist
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { window.tick() }
      benchmark.stopMeasurement()
      blackHole(animator)
    }
  }

  Benchmark("InteractionScript parse + timeline, 100 lines") { benchmark in
    for _ in benchmark.scaledIterations {
      let parsed = try InteractionScript(parsing: script)
      blackHole(ScriptTimeline(parsed).entries.count)
    }
  }
}
