public import DynamicMenusGeometry
public import DynamicMenusViews

/// Hears what a ``DialMenu`` does, in the vocabulary all five controls share (will/did open
/// and close, select, cancel, feedback) plus the dial's own moments. Every method has a
/// default that does nothing. Indices are always in range for the dial's
/// ``DialMenu/itemViews`` at the moment of the call. The dial also offers each moment as a
/// closure of the same name (``DialMenu/onSelect`` and the others), called after the delegate.
public protocol DialMenuDelegate: WeakReferenceable {
  /// The dial starts showing (``DialMenu/show(animated:completion:)``).
  func dialMenuWillOpen(_ dialMenu: DialMenu)
  /// The items reached the ring and the physics runs. Not called when a hide interrupts.
  func dialMenuDidOpen(_ dialMenu: DialMenu)
  /// The dial starts hiding (``DialMenu/hide(animated:completion:)``).
  func dialMenuWillClose(_ dialMenu: DialMenu)
  /// The items are back in the middle, hidden. Not called when a show interrupts.
  func dialMenuDidClose(_ dialMenu: DialMenu)
  /// The dial came to rest with item `index` at the selection point, and it was not selected
  /// before (a drag, a fling, a tap, a key or an accessibility adjustment). Not called for
  /// ``DialMenu/selectItem(at:animated:)`` or a reload.
  func dialMenu(_ dialMenu: DialMenu, didSelectItemAt index: Int)
  /// The user turned the dial and it came to rest on the item already selected.
  func dialMenuDidCancel(_ dialMenu: DialMenu)
  /// A moment the host may mark with a haptic or a sound.
  func dialMenu(_ dialMenu: DialMenu, feedback: DialMenu.Feedback)
  /// Item `index` reached or passed the selection point while the dial turned (once per
  /// pass; a small overshoot and return does not count twice). For ticking feedback.
  func dialMenu(_ dialMenu: DialMenu, itemDidPassTopAt index: Int)
  /// The user chose item `index`, the selected one (or the one the dial is turning to):
  /// return or space, a tap on the selected item, or an accessibility activation.
  func dialMenu(_ dialMenu: DialMenu, didActivateItemAt index: Int)
}

extension DialMenuDelegate {
  /// Does nothing.
  public func dialMenuWillOpen(_ dialMenu: DialMenu) {}
  /// Does nothing.
  public func dialMenuDidOpen(_ dialMenu: DialMenu) {}
  /// Does nothing.
  public func dialMenuWillClose(_ dialMenu: DialMenu) {}
  /// Does nothing.
  public func dialMenuDidClose(_ dialMenu: DialMenu) {}
  /// Does nothing.
  public func dialMenu(_ dialMenu: DialMenu, didSelectItemAt index: Int) {}
  /// Does nothing.
  public func dialMenuDidCancel(_ dialMenu: DialMenu) {}
  /// Does nothing.
  public func dialMenu(_ dialMenu: DialMenu, feedback: DialMenu.Feedback) {}
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

extension DialMenu {
  /// A moment a host may mark with a haptic or a sound (``DialMenu/onFeedback``).
  public nonisolated enum Feedback: Hashable, Sendable {
    /// Item `index` reached or passed the selection point while the dial turned: a tick.
    case itemCrossedTop(index: Int)
    /// The dial came to rest on a new item `index`: a soft impact.
    case selectionChanged(index: Int)

    /// The haptic the window's host plays: a selection tick as an item crosses the top, a
    /// soft impact as the dial comes to rest on a new one.
    public var haptic: HapticFeedback {
      switch self {
      case .itemCrossedTop: .selection
      case .selectionChanged: .impact(.soft, intensity: 1)
      }
    }
  }
}
