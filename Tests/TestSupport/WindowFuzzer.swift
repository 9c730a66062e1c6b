public import DynamicMenusGeometry
public import DynamicMenusViews

/// The shared driver of the controls' fuzz tests: seeded random input sent straight into a
/// window (no script text, so ten thousand runs per control stay within CI's time), with a
/// frame of random length after every event.
///
/// Touches (with and without force; a second finger now and then) mostly aim at the control's
/// hot spots, which are closures so they follow moving parts; the rest land anywhere, or off
/// the window. Keys are pressed, held and released; the host's own calls (open, close, change
/// the items, Reduce Motion, remove the control) come from `hostActions`. Each control keeps
/// its invariants where they are (`invariantViolations()`); the test checks them after every
/// step.
///
/// ```swift
/// var fuzzer = WindowFuzzer(seed: 7, window: window, hotSpots: [{ menu.center }])
/// fuzzer.hostActions = [("open", { menu.open() })]
/// for _ in 0..<12 { fuzzer.step(); #expect(menu.invariantViolations() == []) }
/// fuzzer.releaseEverything()
/// ```
@MainActor
public struct WindowFuzzer {
  /// The generator; a failing run is named by its seed.
  public var rng: SeededGenerator
  /// The window the events go to.
  public let window: Window
  /// Where touches aim (each call gives the point now); one touch in four lands anywhere.
  public var hotSpots: [() -> Point]
  /// How far around a hot spot a touch lands, points. Default 40.
  public var spread = 40.0
  /// The keys pressed. Default every key.
  public var keys: [Key] = Key.allCases
  /// What a host does between frames, by name.
  public var hostActions: [(name: String, run: () -> Void)] = []
  /// How often a step is a host action, 0…1. Default 0.1.
  public var hostActionRate = 0.1
  /// What happened, for failure messages: the last events, oldest first.
  public private(set) var log: [String] = []
  /// Events sent (touches and keys).
  public private(set) var events = 0
  /// Frames run.
  public private(set) var frames = 0

  /// Touches down: identifier → where.
  private var touches: [(id: Int, at: Point, force: Bool)] = []
  private var keysDown: [Key] = []
  private var nextTouch = 1

  /// A fuzzer for `window`, aiming at `hotSpots`.
  public init(seed: UInt64, window: Window, hotSpots: [() -> Point]) {
    rng = SeededGenerator(seed: seed)
    self.window = window
    self.hotSpots = hotSpots
  }

  // MARK: Random values

  /// A number drawn uniformly from `range`.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }
  /// True with probability `p` (0…1).
  public mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }

  /// A point near a hot spot, anywhere in the window, or off it.
  public mutating func point() -> Point {
    let size = window.rootView.bounds.size
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: return Point(x: uniform(0...size.width), y: uniform(0...size.height))
    case 1: return Point(x: uniform(-200...size.width + 200), y: uniform(-200...size.height + 200))
    default:
      guard !hotSpots.isEmpty else { return Point(x: size.width / 2, y: size.height / 2) }
      let spot = hotSpots[Int.random(in: 0..<hotSpots.count, using: &rng)]()
      guard spot.isFinite else { return .zero }
      return spot + Vector(dx: uniform(-spread...spread), dy: uniform(-spread...spread))
    }
  }

  private mutating func force() -> TouchForce {
    .available(force: uniform(0...6.67), maximumPossible: 6.67)
  }

  // MARK: Steps

  /// One random event (or host action), then one frame of random length.
  public mutating func step() {
    let roll = uniform(0...1)
    if roll < hostActionRate, !hostActions.isEmpty {
      let action = hostActions[Int.random(in: 0..<hostActions.count, using: &rng)]
      record(action.name)
      action.run()
    } else {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0, 1, 2: touchDown()
      case 3, 4, 5, 6: touchMove()
      case 7, 8: touchUp()
      case 9: pressKey()
      case 10: releaseKey()
      default: break  // only time passes
      }
    }
    let dt: Double =
      switch Int.random(in: 0..<16, using: &rng) {
      case 0: 0
      case 1: uniform(0.2...0.6)
      case 2: uniform(1...2.5)
      case 3, 4: 1.0 / 120
      default: 1.0 / 60
      }
    window.tick(dt)
    frames += 1
  }

  /// Lifts every touch and releases every key (one frame), as a user letting go.
  public mutating func releaseEverything() {
    for t in touches {
      window.send(Touch(identifier: t.id, location: t.at, phase: .ended))
      events += 1
    }
    touches.removeAll()
    for key in keysDown {
      window.send(KeyEvent(key: key, phase: .release))
      events += 1
    }
    keysDown.removeAll()
    window.tick()
    frames += 1
    record("release everything")
  }

  /// Runs frames of 1/60 s until `isAtRest` says so, at most `limit` seconds; false when it
  /// never came to rest.
  @discardableResult
  public mutating func settle(limit: Double = 5, isAtRest: () -> Bool) -> Bool {
    var t = 0.0
    while !isAtRest() {
      if t >= limit { return false }
      window.tick(1.0 / 60)
      frames += 1
      t += 1.0 / 60
    }
    return true
  }

  private mutating func touchDown() {
    // A second finger one time in five; never more than two.
    guard touches.isEmpty || (touches.count == 1 && chance(0.2)) else { return touchMove() }
    let p = point()
    let withForce = chance(0.3)
    let id = nextTouch
    nextTouch += 1
    touches.append((id, p, withForce))
    window.send(
      Touch(identifier: id, location: p, phase: .began, force: withForce ? force() : .unavailable))
    events += 1
    record("down \(id) \(short(p))")
  }

  private mutating func touchMove() {
    guard !touches.isEmpty else { return }
    let i = Int.random(in: 0..<touches.count, using: &rng)
    // Small steps mostly (a drag), a jump sometimes.
    let p =
      chance(0.7) ? touches[i].at + Vector(dx: uniform(-30...30), dy: uniform(-30...30)) : point()
    touches[i].at = p
    window.send(
      Touch(
        identifier: touches[i].id, location: p, phase: .moved,
        force: touches[i].force ? force() : .unavailable))
    events += 1
    record("move \(touches[i].id) \(short(p))")
  }

  private mutating func touchUp() {
    guard !touches.isEmpty else { return }
    let t = touches.remove(at: Int.random(in: 0..<touches.count, using: &rng))
    let phase: Touch.Phase = chance(0.9) ? .ended : .cancelled
    window.send(Touch(identifier: t.id, location: t.at, phase: phase))
    events += 1
    record("\(phase) \(t.id)")
  }

  private mutating func pressKey() {
    guard !keys.isEmpty else { return }
    let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
    if !keysDown.contains(key) { keysDown.append(key) }  // pressed again: a repeat
    window.send(KeyEvent(key: key, phase: .press))
    events += 1
    record("press \(key)")
  }

  private mutating func releaseKey() {
    guard !keysDown.isEmpty else { return }
    let key = keysDown.remove(at: Int.random(in: 0..<keysDown.count, using: &rng))
    window.send(KeyEvent(key: key, phase: .release))
    events += 1
    record("release \(key)")
  }

  private mutating func record(_ event: String) {
    log.append(event)
    if log.count > 24 { log.removeFirst() }
  }

  private func short(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }
}
