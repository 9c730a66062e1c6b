public import DynamicMenusGeometry
public import DynamicMenusViews
import DynamicMenusLayers

/// What a ``RadialMenu`` tells its delegate, in the vocabulary all five controls share
/// (will/did open and close, select, cancel, feedback) plus the menu's own moments. Every
/// method has an empty default; the menu also offers each moment as a closure of the same
/// name (``RadialMenu/onDidOpen``, ``RadialMenu/onSelect``, …), called after the delegate.
public protocol RadialMenuDelegate: WeakReferenceable {
  /// The menu starts heading for open (also when a closing turns back).
  func radialMenuWillOpen(_ menu: RadialMenu)
  /// The menu is fully open: sectors can be highlighted and chosen.
  func radialMenuDidOpen(_ menu: RadialMenu)
  /// The menu starts heading for closed (also when an opening turns back).
  func radialMenuWillClose(_ menu: RadialMenu)
  /// The menu is fully closed.
  func radialMenuDidClose(_ menu: RadialMenu)
  /// The user chose item `index` (0..<items.count); the menu closes next.
  func radialMenu(_ menu: RadialMenu, didSelectItemAt index: Int)
  /// The user dismissed the menu without a choice; it closes next.
  func radialMenuDidCancel(_ menu: RadialMenu)
  /// A moment the host may mark with haptics.
  func radialMenu(_ menu: RadialMenu, feedback: RadialMenu.Feedback)
  /// The menu started opening or closing, or finished (``RadialMenu/menuState`` is the new state).
  func radialMenu(_ menu: RadialMenu, didChangeState state: RadialMenu.MenuState)
  /// The highlighted sector changed: `index` in 0..<items.count, or nil for none.
  func radialMenu(_ menu: RadialMenu, didHighlightItemAt index: Int?)
}

extension RadialMenuDelegate {
  /// Does nothing.
  public func radialMenuWillOpen(_ menu: RadialMenu) {}
  /// Does nothing.
  public func radialMenuDidOpen(_ menu: RadialMenu) {}
  /// Does nothing.
  public func radialMenuWillClose(_ menu: RadialMenu) {}
  /// Does nothing.
  public func radialMenuDidClose(_ menu: RadialMenu) {}
  /// Does nothing.
  public func radialMenu(_ menu: RadialMenu, didSelectItemAt index: Int) {}
  /// Does nothing.
  public func radialMenuDidCancel(_ menu: RadialMenu) {}
  /// Does nothing.
  public func radialMenu(_ menu: RadialMenu, feedback: RadialMenu.Feedback) {}
  /// Does nothing.
  public func radialMenu(_ menu: RadialMenu, didChangeState state: RadialMenu.MenuState) {}
  /// Does nothing.
  public func radialMenu(_ menu: RadialMenu, didHighlightItemAt index: Int?) {}
}

extension RadialMenu {
  /// A moment the host may mark with haptics, through ``RadialMenu/onFeedback``.
  public nonisolated enum Feedback: Hashable, Sendable {
    /// The highlight moved onto sector `index` (a selection tick:
    /// `UISelectionFeedbackGenerator.selectionChanged()`).
    case highlighted(Int)
    /// Item `index` was chosen (an impact).
    case selected(Int)
    /// The menu finished opening (a light impact).
    case opened
  }
}

extension RadialMenu.Feedback {
  /// The haptic the window's host plays: a selection tick as the highlight moves, a medium
  /// impact on a choice, a light one when the menu has opened.
  public var haptic: HapticFeedback {
    switch self {
    case .highlighted: .selection
    case .selected: .impact(.medium, intensity: 1)
    case .opened: .impact(.light, intensity: 1)
    }
  }
}
