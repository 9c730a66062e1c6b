import DynamicMenusGeometry
import DynamicMenusViews

/// VoiceOver: the button is one element, labelled by its title, with the confirmation's
/// progress as its value and a custom action "Confirm" that fires the action at once (the
/// deliberate choice of an action from the rotor stands in for the press). A plain double tap
/// does not fire: it announces how to confirm. Every step of a press is announced
/// (``ConfirmActionButton/Announcements``).
extension ConfirmActionButton {
  /// The name of the custom action that confirms: "Confirm".
  public static let confirmActionName = "Confirm"

  func setUpAccessibility() {
    accessibilityHint = "Press and hold until the ring fills, then slide into it and release."
    accessibilityCustomActions = [
      AccessibilityCustomAction(name: Self.confirmActionName) { [owner = Weak(self)] in
        owner.object?.confirmByAccessibility() ?? false
      }
    ]
  }

  /// The "Confirm" action: fires the action, unless the control is disabled or a press is in
  /// progress (that press decides).
  func confirmByAccessibility() -> Bool {
    guard isEnabled, press == nil else { return false }
    announce(configuration.announcements.fired)
    fire(byPress: false)
    return true
  }

  /// Activation (a double tap) explains instead of firing.
  func explainActivation() -> Bool {
    guard isEnabled else { return false }
    announce(configuration.announcements.activation)
    return true
  }

  /// nil when idle, "45 %" while filling, then the ring's text ("CONFIRM", "OK").
  var progressDescription: String? {
    switch selectionState {
    case .idle: nil
    case .updating: "\(Int((intention * 100).rounded())) %"
    case .selected: configuration.selectedLabel
    case .confirmed: configuration.confirmedLabel
    }
  }
}
