import DynamicMenusGeometry
import DynamicMenusViews

/// The keyboard: holding space or return fills the ring as a press without force does (full
/// after the hold duration), and releasing that key confirms once the ring is full; releasing
/// earlier, or escape, cancels. The ring appears one control height above the control's
/// centre, where a touch on the centre would put it. A held key has no location, so it never
/// enters the ring: the ring goes from updating to selected, and the release passes through
/// confirmed as it fires.
extension ConfirmActionButton {
  /// Space or return starts a held press (ignored, but handled, while a press is going on or
  /// the key repeats); escape cancels a held press. Other keys go up the responder chain.
  func keyPressed(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .space, .return:
      guard isEnabled else { return false }
      guard press == nil, window != nil else { return true }
      let center = Point(x: bounds.midX, y: bounds.midY)
      startPress(
        Press(
          touchID: nil, key: event.key, origin: center, location: nil,
          ringCenter: center + Vector(dx: 0, dy: -bounds.height), startTime: event.timestamp,
          usesForce: false))
      updateSelection()
      return true
    case .escape where press?.key != nil:
      finishPress(fired: false)
      return true
    default:
      return superview?.pressesBegan(event) ?? false
    }
  }

  /// Releasing the held key fires when the ring is full, else cancels. The release of another
  /// key is passed on.
  func keyReleased(_ event: KeyEvent) -> Bool {
    guard let held = press?.key else {
      // Not holding: swallow releases of the activation keys (Control would fire on them).
      let activation = event.key == .space || event.key == .return
      return activation ? isEnabled : superview?.pressesEnded(event) ?? false
    }
    guard event.key == held else {
      let activation = event.key == .space || event.key == .return
      return activation || (superview?.pressesEnded(event) ?? false)
    }
    let full = selectionState == .selected
    if full { transition(to: .confirmed) }
    finishPress(fired: full)
    return true
  }

  /// Losing the keyboard focus abandons a held key (its release would go elsewhere).
  func focusChanged(isFocused: Bool) {
    if !isFocused, press?.key != nil { finishPress(fired: false) }
  }
}
