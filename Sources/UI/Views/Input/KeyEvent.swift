/// A key of the keyboard the controls respond to: arrows, return, space, escape and tab.
public nonisolated enum Key: String, Hashable, Sendable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Return (enter): activates the focused element.
  case `return`
  /// The space bar: activates or holds the focused element.
  case space
  /// Escape: dismisses (the accessibility escape action's keyboard twin).
  case escape
  /// Tab: moves the keyboard focus to the next focusable element (backwards with shift).
  case tab
}

/// A key going down or coming up, stamped with the window's clock.
public nonisolated struct KeyEvent: Hashable, Sendable {
  /// Whether the key went down or came up.
  public nonisolated enum Phase: String, Hashable, Sendable {
    /// The key was pressed.
    case press
    /// The key was released.
    case release
  }

  /// Which key.
  public var key: Key
  /// Press or release.
  public var phase: Phase
  /// Whether shift was held (tab with shift moves the focus backwards). Default false.
  public var isShiftDown: Bool
  /// When, in seconds of the window's clock; the window stamps queued events itself.
  public var timestamp: Double

  /// Creates a key event.
  public init(key: Key, phase: Phase, isShiftDown: Bool = false, timestamp: Double = 0) {
    self.key = key
    self.phase = phase
    self.isShiftDown = isShiftDown
    self.timestamp = timestamp
  }
}
