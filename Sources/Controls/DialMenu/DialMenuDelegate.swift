public import DynamicMenusGeometry
public import DynamicMenusViews
/// Hears what the user does with a ``DialMenu``. Every method has a default that does
/// nothing. Indices are always in range for the dial's ``DialMenu/itemViews`` at the moment
/// of the call.
public protocol DialMenuDelegate: WeakReferenceable {
  /// The dial came to rest with item `index` at the top, and it was not selected before
  /// (a drag, a fling, a tap, a key or an accessibility adjustment). Not called for
  /// ``DialMenu/selectItem(at:animated:)`` or a reload.
  func dialMenu(_ dialMenu: DialMenu, didSelectItemAt index: Int)
  /// Item `index` reached or passed the top while the dial turned (once per pass; a small
  /// overshoot and return does not count twice). For ticking feedback.
  func dialMenu(_ dialMenu: DialMenu, itemDidPassTopAt index: Int)
  /// The user chose item `index`, the selected one (or the one the dial is turning to):
  /// return or space, a tap on the selected item, or an accessibility activation.
  func dialMenu(_ dialMenu: DialMenu, didActivateItemAt index: Int)
}

extension DialMenuDelegate {
  /// Does nothing.
  public func dialMenu(_ dialMenu: DialMenu, didSelectItemAt index: Int) {}
  /// Does nothing.
  public func dialMenu(_ dialMenu: DialMenu, itemDidPassTopAt index: Int) {}
  /// Does nothing.
  public func dialMenu(_ dialMenu: DialMenu, didActivateItemAt index: Int) {}
}

/// Supplies a ``DialMenu``'s items: the tutorial's suggested `DialMenuDataSource`.
/// ``DialMenu/reloadData()`` asks it again.
public protocol DialMenuDataSource: WeakReferenceable {
  /// How many items the dial shows (negative counts as 0).
  func numberOfItems(in dialMenu: DialMenu) -> Int
  /// The item for `index`, 0 ..< count, clockwise from the top. Return a distinct item for
  /// each index.
  func dialMenu(_ dialMenu: DialMenu, itemAt index: Int) -> MenuItem
}

/// A moment a host may mark with a haptic or a sound (``DialMenu/feedbackHandler``).
public nonisolated enum DialMenuFeedback: Hashable, Sendable {
  /// Item `index` reached or passed the top while the dial turned: a selection tick.
  case itemCrossedTop(index: Int)
  /// The dial came to rest on a new item `index`: a soft impact.
  case selectionChanged(index: Int)
}

extension DialMenuFeedback {
  /// The haptic the window's host plays: a selection tick as an item crosses the top, a
  /// soft impact as the dial comes to rest on a new one.
  public var haptic: HapticFeedback {
    switch self {
    case .itemCrossedTop: .selection
    case .selectionChanged: .impact(.soft, intensity: 1)
    }
  }
}
