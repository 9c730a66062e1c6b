public import DynamicMenusGeometry

/// The shape of a mouse or trackpad pointer over a view: AppKit's `NSCursor`, UIKit's
/// `UIPointerStyle`, CSS's `cursor`.
public nonisolated enum PointerCursor: String, Hashable, Sendable, CaseIterable {
  /// The plain arrow (`NSCursor.arrow`, CSS `default`).
  case arrow
  /// Something to press (`NSCursor.pointingHand`, CSS `pointer`).
  case pointingHand
  /// Something to drag (`NSCursor.openHand`, CSS `grab`).
  case openHand
  /// Something being dragged (`NSCursor.closedHand`, CSS `grabbing`).
  case closedHand
}

/// What the window asks of its host besides pixels: the pointer's cursor and the keyboard.
extension Window {
  /// The cursor for a pointer at `point` (window points): the ``View/pointerCursor`` of the
  /// view it is over, or of that view's nearest superview that has one; ``PointerCursor/arrow``
  /// over none. While the touch `touchIdentifier` is down, the view it began on answers
  /// wherever the pointer is, as a drag keeps its cursor on every platform.
  public func pointerCursor(at point: Point, touchIdentifier: Int? = nil) -> PointerCursor {
    var view: View?
    if let touchIdentifier,
      let record = touchRecords.last(where: { $0.id == touchIdentifier && !$0.ended })
    {
      view = record.view
    } else if point.isFinite {
      view = hitTest(point)
    }
    while let current = view {
      if let cursor = current.pointerCursor { return cursor }
      view = current.superview
    }
    return .arrow
  }

  /// Whether a view took the keyboard focus since the last call (``focus(_:)`` with a view:
  /// the keyboard, a menu opening onto its first item): the host then makes its own view
  /// the first responder, so the keys reach the window. Reading it clears it.
  public func takeKeyboardFocusRequest() -> Bool {
    defer { keyboardFocusRequested = false }
    return keyboardFocusRequested
  }
}
