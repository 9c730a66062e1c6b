public import DynamicMenusGeometry
public import DynamicMenusViews

/// A parsed interaction script: touches, waits and keys, one command per line.
///
/// Scripts drive tests, `render`, `inspect`, the gallery and users' own experiments; the
/// language is documented in <doc:InteractionScripts>
/// (Sources/Tools/Scripts/Scripts.docc/InteractionScripts.md).
///
/// ```swift
/// let script = try InteractionScript(parsing: """
///   down 256 56 force 3.5 max 6.67
///   wait 0.5
///   up
///   swipe left from 300 300 in 0.15
///   """)
/// ScriptRunner(window: window, script: script).run()
/// ```
public nonisolated struct InteractionScript: Hashable, Sendable {
  /// One command with the line it came from.
  public nonisolated struct Command: Hashable, Sendable {
    /// The line of the command in its script, from 1.
    public var line: Int
    /// What the command does.
    public var action: Action

    /// Creates a command.
    public init(line: Int, action: Action) {
      self.line = line
      self.action = action
    }
  }

  /// What a command does. Points are in window coordinates; durations in seconds.
  public nonisolated enum Action: Hashable, Sendable {
    /// Let time pass.
    case wait(Double)
    /// A touch begins at a point, with an optional force.
    case down(Point, touch: Int, force: TouchForce)
    /// A touch that is down moves there in one event; a nil force keeps the touch's force.
    case move(Point, touch: Int, force: TouchForce?)
    /// A touch lifts where it is.
    case up(touch: Int)
    /// Down at `from`, a move every frame along the line, up at `to` after `duration`.
    case drag(from: Point, to: Point, duration: Double, touch: Int, force: TouchForce)
    /// Down and up one frame later.
    case tap(Point, touch: Int)
    /// Down, held still for `duration`, up.
    case longPress(Point, duration: Double, touch: Int)
    /// A straight, quick drag of `distance` points in `direction` over `duration`.
    case swipe(ScriptDirection, from: Point, duration: Double, distance: Double, touch: Int)
    /// A key pressed, then released after `duration` (nil: one frame later).
    case key(Key, duration: Double?)
  }

  /// The longest a script may last, in seconds: 600 (ten minutes of simulated time, far
  /// beyond any demo, short enough that `render` and `gallery` finish). Counted as a 60 Hz
  /// window plays it: its waits and durations and the frame each event takes
  /// (<doc:InteractionScripts>, "Time"); a single duration may not exceed it either. The
  /// parser refuses a script that would last longer, naming the line that makes it.
  public static let maximumDuration = 600.0

  /// The script's name, used in error messages.
  public var name: String
  /// The commands in order.
  public var commands: [Command]

  /// Creates a script from commands that are already parsed.
  public init(name: String = "script", commands: [Command]) {
    self.name = name
    self.commands = commands
  }

  /// Parses a script.
  ///
  /// - Parameters:
  ///   - source: the script's text.
  ///   - name: how errors name it (a file name); default "script".
  ///   - touchesDown: touches already down when the script starts (a script continuing
  ///     another: it may `move` and `up` them). Default none.
  /// - Throws: ``ScriptError`` at the first mistake, naming its line and column; also at the
  ///   line that makes the script last longer than ``maximumDuration``.
  public init(parsing source: String, name: String = "script", touchesDown: [Touch] = [])
    throws(ScriptError)
  {
    var parser = ScriptParser(name: name)
    for touch in touchesDown { parser.downTouches[touch.identifier] = touch.force }
    self = try parser.parse(source)
  }
}

/// The four directions of a scripted swipe (and of `swipe` lines).
public nonisolated enum ScriptDirection: String, Hashable, Sendable, CaseIterable {
  /// Towards −x.
  case left
  /// Towards +x.
  case right
  /// Towards −y (up the screen).
  case up
  /// Towards +y (down the screen).
  case down

  /// The unit vector of the direction, y down.
  public var unitVector: Vector {
    switch self {
    case .left: Vector(dx: -1, dy: 0)
    case .right: Vector(dx: 1, dy: 0)
    case .up: Vector(dx: 0, dy: -1)
    case .down: Vector(dx: 0, dy: 1)
    }
  }
}
