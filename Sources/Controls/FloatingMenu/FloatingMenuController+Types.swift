public import DynamicMenusViews

/// The controller's small types: its look, its phases, the moments worth a haptic.
extension FloatingMenuController {
  /// A light or a dark look for the whole menu, or the one that follows the window's.
  public nonisolated enum Style: String, Hashable, Sendable, CaseIterable {
    /// ``light`` in a light window, ``dark`` in a dark one, as UIKit's system materials
    /// follow the interface style. The default.
    case automatic
    /// A light blur, labels in ``FloatingMenuPalette/flatWhite`` with
    /// ``FloatingMenuPalette/flatBlack`` text (the tutorial's look).
    case light
    /// A dark blur, labels in ``FloatingMenuPalette/flatBlack`` with
    /// ``FloatingMenuPalette/flatWhite`` text.
    case dark
  }

  /// How the buttons and labels come and go (``FloatingMenuController/Configuration/openStyle``).
  /// Each takes ``FloatingMenuController/Configuration/animationDuration`` with the stagger; every
  /// style ends in the same open and closed places. "Reduce Motion" fades, whatever the style.
  public nonisolated enum OpenStyle: String, Hashable, Sendable, CaseIterable {
    /// The tutorial's: out of the floating button on UIKit's spring, half a turn round,
    /// fading in.
    case spring
    /// In their places, growing from nothing on the spring, fading in.
    case pop
    /// In their places, fading in.
    case fade
    /// Out of the floating button along the line, easing out, upright, fading in.
    case slide
  }

  /// Where the menu is in its life.
  public nonisolated enum Phase: String, Hashable, Sendable {
    /// Closed and out of the window: every button on the floating button, invisible.
    case closed
    /// Animating open.
    case opening
    /// Open and at rest.
    case open
    /// Animating closed.
    case closing
  }

  /// A moment worth a haptic (see ``onFeedback``).
  public nonisolated enum Feedback: Hashable, Sendable {
    /// The menu starts opening (a light impact).
    case open
    /// Item `index` was chosen (a selection tick).
    case select(Int)
    /// The menu was cancelled (a soft impact).
    case cancel

    /// The haptic the window's host plays, as above.
    public var haptic: HapticFeedback {
      switch self {
      case .open: .impact(.light, intensity: 1)
      case .select: .selection
      case .cancel: .impact(.soft, intensity: 1)
      }
    }
  }
}
