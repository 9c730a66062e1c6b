@testable import DynamicMenusPhysics
import DynamicMenusGeometry
import Foundation
import TestSupport
import Testing
@testable import DynamicMenusDynamics
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

/// One control soaked in its window: frames at 60 Hz through `Window.tick` for a stretch of
/// simulated time, with samples every simulated minute of what the window holds (counts of
/// views, layers, animations, bodies…), of the process's memory, and of every object then
/// reachable (so one that falls out of the tree but is kept alive by a cycle is caught).
@MainActor
final class SoakRun {
  let name: String
  let window: Window
  /// Simulated seconds to run.
  let duration: Double
  /// Seconds between samples.
  let sampleInterval: Double
  /// Counts the control adds to the window's footprint (its logs, its own arrays).
  var extraCounts: () -> [String: Int] = { [:] }
  /// Counts that fill up to a documented capacity and stay there: checked against it, not
  /// against the first half's largest.
  var capacities = ["announcements": Window.announcementCapacity]
  /// Objects the control keeps outside its view tree (an animator, behaviours), for the
  /// leak check.
  var extraObjects: () -> [AnyObject] = { [] }
  /// Views the control keeps while they are out of the window (a dismissed menu), likewise.
  var extraTrees: () -> [View] = { [] }

  private(set) var footprints: [(time: Double, counts: [String: Int])] = []
  private(set) var memory: [(time: Double, data: Int, rss: Int)] = []
  private var probe = LifetimeProbe()
  private var nextSample = 0.0

  /// The largest drift found at rest (points) and where.
  private(set) var drift = 0.0
  private(set) var driftWhere = "nowhere"
  /// The largest drift in the first and the second half of the run.
  private(set) var driftsByHalf = [0.0, 0.0]
  /// How many times the control came to rest and was measured.
  private(set) var rests = 0
  /// Broken rules, as sentences (the first few of each kind).
  private(set) var problems: [String] = []

  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  init(name: String, window: Window, duration: Double, sampleInterval: Double = 60) {
    start = clock.now
    self.name = name
    self.window = window
    self.duration = duration
    self.sampleInterval = sampleInterval
  }

  var isOver: Bool { window.time >= duration }

  /// One frame of 1/60 s.
  func tick() { window.tick() }

  /// Frames for `seconds`.
  func run(for seconds: Double) {
    for _ in 0..<Int((seconds * window.framesPerSecond).rounded()) { tick() }
  }

  /// Frames until `isAtRest`, at most `limit` seconds; records a problem when it never rests.
  func settle(limit: Double = 10, _ what: String, isAtRest: () -> Bool) {
    var t = 0.0
    while !isAtRest() {
      if t >= limit {
        fail("\(what): not at rest \(limit) s later (t = \(window.time))")
        return
      }
      tick()
      t += 1 / window.framesPerSecond
    }
  }

  func send(_ touch: Touch) { window.send(touch) }
  func send(_ key: Key) {
    window.send(KeyEvent(key: key, phase: .press))
    window.send(KeyEvent(key: key, phase: .release))
  }

  /// A touch down, moved through `points` one a frame, and up.
  func drag(_ points: [Point], id: Int, holdAtEnd: Double = 0) {
    guard let first = points.first else { return }
    send(Touch(identifier: id, location: first, phase: .began))
    tick()
    for p in points.dropFirst() {
      send(Touch(identifier: id, location: p, phase: .moved))
      tick()
    }
    if holdAtEnd > 0 { run(for: holdAtEnd) }
    send(Touch(identifier: id, location: points.last!, phase: .ended))
    tick()
  }

  func tap(_ p: Point, id: Int) {
    send(Touch(identifier: id, location: p, phase: .began))
    tick()
    send(Touch(identifier: id, location: p, phase: .ended))
    tick()
  }

  /// Records a measured drift (points) at rest: 0.5 pt or more is a problem (more than
  /// `bound`, when given). The first rest in every ``sampleInterval`` is sampled (at rest, so
  /// what a gesture holds for its length, a touch or a recognizer, does not count as growth).
  func measure(drift d: Double, bound: Double? = nil, _ what: @autoclosure () -> String) {
    rests += 1
    driftsByHalf[window.time < duration / 2 ? 0 : 1] = max(
      driftsByHalf[window.time < duration / 2 ? 0 : 1], d)
    if window.time >= nextSample - 1e-9 {
      sample()
      while nextSample <= window.time + 1e-9 { nextSample += sampleInterval }
    }
    if d > drift || !d.isFinite {
      drift = d.isFinite ? d : .infinity
      driftWhere = "\(what()) at t = \(window.time)"
    }
    let within = bound.map { d <= $0 } ?? (d < 0.5)
    if !within { fail("drift \(d) pt: \(what()) at t = \(window.time)") }
  }

  func fail(_ problem: String) {
    if problems.count < 8 { problems.append(problem) }
  }

  // MARK: Samples

  private func sample() {
    var counts = Self.footprint(of: window)
    for (key, value) in extraCounts() { counts[key] = value }
    footprints.append((window.time, counts))
    memory.append((window.time, ProcessMemory.dataBytes, ProcessMemory.residentBytes))
    for view in window.topLevelViews + extraTrees() { probe.track(tree: view) }
    for object in reachableExtras() { probe.track(object, as: "\(type(of: object))") }
  }

  /// The animators of the window's views, their behaviours, and the control's extras.
  private func reachableExtras() -> [AnyObject] {
    var objects: [AnyObject] = extraObjects()
    func visit(_ view: View) {
      for entry in view.referencingAnimators {
        guard let animator = entry.object as? DynamicAnimator else { continue }
        objects.append(animator)
        for behavior in animator.behaviors { behavior.forEachInTree { objects.append($0) } }
      }
      view.subviews.forEach(visit)
    }
    window.topLevelViews.forEach(visit)
    return objects
  }

  /// Everything the window holds, counted.
  static func footprint(of window: Window) -> [String: Int] {
    var c: [String: Int] = [:]
    func add(_ key: String, _ n: Int) { c[key, default: 0] += n }
    func visit(_ layer: Layer) {
      add("layers", 1)
      if layer.presentationCopy != nil { add("presentation copies", 1) }
      add("layer animations", layer.animationEntries.count)
      add("pending animation ends", layer.pendingAnimationEnds.count)
      if let mask = layer.mask { visit(mask) }
      layer.sublayers.forEach(visit)
    }
    func visit(_ view: View) {
      add("views", 1)
      add("recognizers", view.gestureRecognizers.count)
      add("animator references", view.referencingAnimators.count)
      for entry in view.referencingAnimators {
        guard let animator = entry.object as? DynamicAnimator else { continue }
        add("animators", 1)
        var behaviours = 0
        for b in animator.behaviors { b.forEachInTree { _ in behaviours += 1 } }
        add("behaviours", behaviours)
        add("animator item records", animator.records.count)
        add("animator deferred changes", animator.deferred.count)
        let world = animator.world
        add("world bodies", world.bodies.count)
        add("world shapes", world.shapes.count)
        add("world joints", world.joints.count)
        add("world contacts", world.contacts.count)
        add("world vertices", world.pool.vertices.count)
        add("world tree nodes", world.tree.nodes.count)
      }
      visit(view.layer)
      view.subviews.forEach(visit)
    }
    window.topLevelViews.forEach(visit)
    add("display links", window.displayLinks.count)
    add("touch records", window.touchRecords.count)
    add("active recognizers", window.activeRecognizers.count)
    add("queued events", window.queuedEvents.count)
    add("announcements", window.announcements.count)
    return c
  }

  // MARK: The verdict

  /// Checks what the samples show and records the figures; returns a one-line report.
  func finish() -> String {
    let elapsed = clock.now - start
    let wallSeconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    sample()
    // 1. Nothing piles up: every count's largest value over the second half is no larger
    //    than over the first half (the soak repeats the same cycle of work all along).
    let half = footprints.count / 2
    if half >= 2 {
      let first = footprints[..<half]
      let second = footprints[half...]
      for key in footprints[0].counts.keys.sorted() {
        if let capacity = capacities[key] {
          let most = footprints.map { $0.counts[key] ?? 0 }.max() ?? 0
          if most > capacity { fail("\(key) reached \(most), over its capacity \(capacity)") }
          continue
        }
        let early = first.map { $0.counts[key] ?? 0 }.max() ?? 0
        let late = second.map { $0.counts[key] ?? 0 }.max() ?? 0
        if late > early {
          fail("\(key) grew: at most \(early) in the first half, \(late) in the second")
        }
      }
    }
    // 2. The rest places do not wander: the second half's worst is no worse than the
    //    first's (give or take a hundredth of a point).
    if driftsByHalf[1] > driftsByHalf[0] + 0.01 {
      fail("drift grew from \(driftsByHalf[0]) pt in the first half to \(driftsByHalf[1]) pt")
    }
    // 3. No leak: whatever was reachable at a sample and is alive now is still reachable.
    var reachable = Set<ObjectIdentifier>()
    var now = LifetimeProbe()
    for view in window.topLevelViews + extraTrees() { now.track(tree: view) }
    for object in now.survivingObjects() { reachable.insert(ObjectIdentifier(object)) }
    for object in reachableExtras() { reachable.insert(ObjectIdentifier(object)) }
    let leaked = probe.survivingObjects().filter { !reachable.contains(ObjectIdentifier($0)) }
    if !leaked.isEmpty {
      fail("\(leaked.count) objects alive but out of the window: \(leaked.prefix(5))")
    }
    let frames = window.frameCount
    let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
    let data = memory.map(\.data)
    let rss = memory.map(\.rss)
    let last = footprints.last?.counts ?? [:]
    return """
      soak \(name): \(Int(window.time)) s simulated (\(frames) frames) in \
      \(String(format: "%.1f", wallSeconds)) s wall; \(rests) rests measured, drift at most \
      \(String(format: "%.3f", drift)) pt (\(driftWhere)); data segment first \
      \(mib(data.first ?? 0)), peak \(mib(data.max() ?? 0)), last \(mib(data.last ?? 0)); \
      RSS first \(mib(rss.first ?? 0)), peak \(mib(rss.max() ?? 0)), last \
      \(mib(rss.last ?? 0)); \(footprints.count) samples; at the end \
      \(last.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
      """
  }

  /// How much the data segment grew from the first half's peak to the second half's.
  var dataGrowth: Int {
    let half = memory.count / 2
    guard half >= 1 else { return 0 }
    return (memory[half...].map(\.data).max() ?? 0) - (memory[..<half].map(\.data).max() ?? 0)
  }
}

/// The process's memory, as the kernel counts it (/proc/self/status; 0 elsewhere).
enum ProcessMemory {
  /// VmData: the private data segment, in bytes — the heap malloc grows, with its anonymous
  /// mappings (virtual size: it does not shrink when pages are swapped or not yet touched, so
  /// it shows malloc's growth without the noise of residency).
  static var dataBytes: Int { status("VmData") }
  /// VmRSS: the resident set size, in bytes.
  static var residentBytes: Int { status("VmRSS") }
  /// VmHWM: the peak resident set size, in bytes.
  static var peakResidentBytes: Int { status("VmHWM") }

  private static func status(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let number = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first
      return (number.flatMap { Int($0) } ?? 0) * 1024  // kB
    }
    return 0
  }
}
