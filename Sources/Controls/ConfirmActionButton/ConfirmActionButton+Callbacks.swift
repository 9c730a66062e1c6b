public import DynamicMenusGeometry
public import DynamicMenusViews
import DynamicMenusLayers

/// Hears what a ``ConfirmActionButton`` does, in the vocabulary all five controls share:
/// the ring opens when a press begins (will) and has opened when it first fills (did); it
/// closes when the press ends; the action firing is the button's selection (``confirmActionButtonDidConfirm(_:)``);
/// a press that ends without it is a cancel. Every method has an empty default.
///
/// The same moments reach the button's closures of the same names (``ConfirmActionButton/onWillOpen``,
/// ``ConfirmActionButton/onConfirm``, ``ConfirmActionButton/onCancel``,
/// ``ConfirmActionButton/onFeedback``, …), called after the delegate, and its targets
/// (`valueChanged` and `primaryActionTriggered` when the action fires).
public protocol ConfirmActionButtonDelegate: WeakReferenceable {
  /// A press began: the ring appears, empty.
  func confirmActionButtonWillOpen(_ button: ConfirmActionButton)
  /// The ring filled for the first time in this press: sliding into it confirms.
  func confirmActionButtonDidOpen(_ button: ConfirmActionButton)
  /// The press ended; the ring is about to empty.
  func confirmActionButtonWillClose(_ button: ConfirmActionButton)
  /// The ring emptied and the button is idle; the action fires or the cancel is told next.
  func confirmActionButtonDidClose(_ button: ConfirmActionButton)
  /// The action fired (after the button's `valueChanged` and `primaryActionTriggered` targets).
  func confirmActionButtonDidConfirm(_ button: ConfirmActionButton)
  /// A press ended without firing.
  func confirmActionButtonDidCancel(_ button: ConfirmActionButton)
  /// A moment for haptic feedback: the ring filled, or the touch entered it.
  func confirmActionButton(_ button: ConfirmActionButton, feedback: ConfirmActionButton.Feedback)
  /// The state changed from `old` to `new`.
  func confirmActionButton(
    _ button: ConfirmActionButton, didChangeFrom old: ConfirmActionButtonState,
    to new: ConfirmActionButtonState)
}

extension ConfirmActionButtonDelegate {
  /// Does nothing.
  public func confirmActionButtonWillOpen(_ button: ConfirmActionButton) {}
  /// Does nothing.
  public func confirmActionButtonDidOpen(_ button: ConfirmActionButton) {}
  /// Does nothing.
  public func confirmActionButtonWillClose(_ button: ConfirmActionButton) {}
  /// Does nothing.
  public func confirmActionButtonDidClose(_ button: ConfirmActionButton) {}
  /// Does nothing.
  public func confirmActionButtonDidConfirm(_ button: ConfirmActionButton) {}
  /// Does nothing.
  public func confirmActionButtonDidCancel(_ button: ConfirmActionButton) {}
  /// Does nothing.
  public func confirmActionButton(
    _ button: ConfirmActionButton, feedback: ConfirmActionButton.Feedback
  ) {}
  /// Does nothing.
  public func confirmActionButton(
    _ button: ConfirmActionButton, didChangeFrom old: ConfirmActionButtonState,
    to new: ConfirmActionButtonState
  ) {}
}

extension ConfirmActionButton {
  /// A moment the host may mark with haptics (`UIImpactFeedbackGenerator` on iOS).
  public nonisolated enum Feedback: String, Hashable, Sendable, CaseIterable {
    /// The ring filled: the press may now confirm (a light impact suits it).
    case selected
    /// The touch entered the full ring: releasing now fires (a firmer impact).
    case confirmed

    /// The haptic the window's host plays: a light impact as the ring fills, a medium one as
    /// the touch enters it.
    public var haptic: HapticFeedback {
      switch self {
      case .selected: .impact(.light, intensity: 1)
      case .confirmed: .impact(.medium, intensity: 1)
      }
    }
  }

  /// Moves to `new`: restyles the ring (through `selectionState`'s observer), announces the
  /// step, tells the delegate and ``onStateChange``, then gives feedback when the ring filled
  /// or was entered. Idle is announced by ``finishPress(fired:)``, which knows why.
  func transition(to new: ConfirmActionButtonState) {
    let old = selectionState
    guard new != old else { return }
    selectionState = new
    let texts = configuration.announcements
    var moment: Feedback?
    var opensRing = false
    switch new {
    case .idle: break
    case .updating: announce(texts.updating)
    case .selected:
      announce(press?.key != nil ? texts.selectedByKeyboard : texts.selected)
      moment = .selected
      opensRing = !ringHasOpened
      ringHasOpened = true
    case .confirmed:
      // A key's release passes through here on its way to "Confirmed": nothing to say.
      if press?.key == nil { announce(texts.confirmed) }
      moment = .confirmed
    }
    delegate?.confirmActionButton(self, didChangeFrom: old, to: new)
    onStateChange?(self, old, new)
    if opensRing {
      delegate?.confirmActionButtonDidOpen(self)
      onDidOpen?(self)
    }
    if let moment { feedback(moment) }
  }

  func feedback(_ moment: Feedback) {
    delegate?.confirmActionButton(self, feedback: moment)
    onFeedback?(self, moment)
    window?.requestHaptic(moment.haptic)
  }

  /// Fires the action: `valueChanged`, then `primaryActionTriggered` (the tutorial sent the
  /// first; UIKit's newer API listens to the second), then the delegate and ``onConfirm``.
  /// `byPress` is false for the Confirm action, which is no press.
  func fire(byPress: Bool) {
    actionCount += 1
    if byPress { actionsInLastPress += 1 }
    sendActions(for: [.valueChanged, .primaryActionTriggered])
    delegate?.confirmActionButtonDidConfirm(self)
    onConfirm?(self)
  }

  /// Posts `text` for assistive technologies, when there is a window and a text.
  func announce(_ text: String) {
    guard !text.isEmpty else { return }
    window?.post(announcement: text)
  }
}
