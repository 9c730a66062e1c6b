import DynamicMenusGeometry
public import DynamicMenusViews

/// A script laid out on frames: which events go into which frame.
///
/// The rules (<doc:InteractionScripts>, "Time"):
/// - the script clock starts at 0 and `wait T` moves it by T seconds;
/// - an event is delivered at the start of the first frame at or after the clock;
/// - **two events never share a frame**: an event that would land in the frame of the
///   previous event waits for the next frame, and the clock moves with it;
/// - `drag` and `swipe` place a move in every frame between the down and the up, the up
///   carrying the last step of the motion, so the touch lasts the given duration rounded to
///   whole frames (at least one); `tap` and `key NAME` release one frame after the press;
///   `longpress … for T` and `key NAME for T` release at the first frame at least T after the
///   press;
/// - the script ends with the frame that holds its last event or at the clock, whichever is
///   later.
public nonisolated struct ScriptTimeline: Hashable, Sendable {
  /// An event and the frame (counted from the script's start, from 0) it is delivered in.
  public nonisolated struct Entry: Hashable, Sendable {
    /// The frame index, from 0.
    public var frame: Int
    /// The event; its timestamp is the frame's start time relative to the script's start.
    public var event: InputEvent
    /// The script line the event comes from.
    public var line: Int
  }

  /// The events in delivery order (non-decreasing, in fact strictly increasing, frames).
  public private(set) var entries: [Entry] = []
  /// How many frames the script runs: the runner ticks the window this many times.
  public private(set) var frameCount = 0
  /// The frame rate the timeline was laid out for, in frames per second.
  public let framesPerSecond: Double

  /// Lays out `script` at `framesPerSecond` (60 by default; must be positive and finite).
  /// `touchesDown` are the touches already down when it starts (their location and force
  /// carry over).
  public init(
    _ script: InteractionScript, framesPerSecond: Double = 60, touchesDown: [Touch] = []
  ) {
    precondition(
      framesPerSecond.isFinite && framesPerSecond > 0,
      "ScriptTimeline.framesPerSecond must be positive and finite, got \(framesPerSecond)")
    self.framesPerSecond = framesPerSecond
    var layout = ScriptLayout(fps: framesPerSecond)
    for touch in touchesDown { layout.touches[touch.identifier] = (touch.location, touch.force) }
    for command in script.commands { layout.add(command) }
    entries = layout.entries
    frameCount = layout.frameCount
  }
}

/// The state of laying a script on frames (the timeline's, and the parser's as it checks a
/// script's length).
nonisolated struct ScriptLayout {
  let fps: Double
  var clock = 0.0
  var lastFrame = -1
  /// Whether ``entries`` keeps the events (the parser needs only the clock).
  var keepsEntries = true
  var entries: [ScriptTimeline.Entry] = []
  /// Where each touch is and how hard it presses (looked up by id, never iterated).
  var touches: [Int: (location: Point, force: TouchForce)] = [:]
  var line = 0

  init(fps: Double) { self.fps = fps }

  /// How many frames the script laid so far runs: to the clock or past the frame of its last
  /// event, whichever is later.
  var frameCount: Int { max(frame(atOrAfter: clock), lastFrame + 1) }

  /// The first frame starting at or after `time` (a nanosecond of slack absorbs rounding).
  func frame(atOrAfter time: Double) -> Int { Int((time * fps - 1e-9).rounded(.up)) }

  /// Puts an event into the first free frame at or after the clock; returns that frame.
  @discardableResult
  mutating func place(_ make: (Double) -> InputEvent) -> Int {
    let frame = max(frame(atOrAfter: clock), lastFrame + 1)
    lastFrame = frame
    let time = Double(frame) / fps
    clock = max(clock, time)
    if keepsEntries { entries.append(.init(frame: frame, event: make(time), line: line)) }
    return frame
  }

  mutating func touch(
    _ id: Int, _ phase: Touch.Phase, at point: Point, force: TouchForce? = nil
  ) {
    let previous = touches[id]
    let force = force ?? previous?.force ?? .unavailable
    place { time in
      .touch(
        Touch(
          identifier: id, location: point, previousLocation: previous?.location ?? point,
          phase: phase, timestamp: time, force: force))
    }
    touches[id] = phase.isTerminal ? nil : (point, force)
  }

  mutating func key(_ key: Key, _ phase: KeyEvent.Phase) {
    place { .key(KeyEvent(key: key, phase: phase, timestamp: $0)) }
  }

  /// Moves the clock to `duration` after the start of `frame`.
  mutating func hold(from frame: Int, for duration: Double) {
    clock = max(clock, Double(frame) / fps + duration)
  }

  /// A down at `from`, a move every frame along the line, and the up at `to`.
  mutating func stroke(_ id: Int, from: Point, to: Point, duration: Double, force: TouchForce) {
    touch(id, .began, at: from, force: force)
    let start = lastFrame
    let steps = max(1, Int((duration * fps).rounded()))
    for step in 1...steps {
      clock = Double(start + step) / fps
      let point = from.interpolated(to: to, fraction: Double(step) / Double(steps))
      touch(id, step == steps ? .ended : .moved, at: point)
    }
  }

  mutating func add(_ command: InteractionScript.Command) {
    line = command.line
    switch command.action {
    case .wait(let seconds):
      clock += seconds
    case .down(let point, let id, let force):
      touch(id, .began, at: point, force: force)
    case .move(let point, let id, let force):
      touch(id, .moved, at: point, force: force)
    case .up(let id):
      touch(id, .ended, at: touches[id]?.location ?? .zero)
    case .drag(let from, let to, let duration, let id, let force):
      stroke(id, from: from, to: to, duration: duration, force: force)
    case .tap(let point, let id):
      touch(id, .began, at: point)
      touch(id, .ended, at: point)
    case .longPress(let point, let duration, let id):
      touch(id, .began, at: point)
      hold(from: lastFrame, for: duration)
      touch(id, .ended, at: point)
    case .swipe(let direction, let from, let duration, let distance, let id):
      let to = from + direction.unitVector * distance
      stroke(id, from: from, to: to, duration: duration, force: .unavailable)
    case .key(let key, let duration):
      self.key(key, .press)
      if let duration { hold(from: lastFrame, for: duration) }
      self.key(key, .release)
    }
  }
}
