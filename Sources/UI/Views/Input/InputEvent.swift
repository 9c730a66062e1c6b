/// An input event for a window (``Window/send(_:)-(InputEvent)``): a touch or a key.
public nonisolated enum InputEvent: Hashable, Sendable {
  /// A touch event.
  case touch(Touch)
  /// A key event.
  case key(KeyEvent)
}
