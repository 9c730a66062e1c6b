public import DynamicMenusGeometry
public import DynamicMenusLayers

extension ConfirmActionButton {
  /// What a ``ConfirmActionButton`` looks like and how it confirms; every default is the
  /// tutorial's (docs/controls/confirm-action-button.md).
  ///
  /// ```swift
  /// var configuration = ConfirmActionButton.Configuration()
  /// configuration.holdDuration = 1.5            // a quicker fallback
  /// configuration.confirmedLabel = "DELETE"
  /// button.configuration = configuration
  /// ```
  ///
  /// Setting a configuration with a value out of range stops with a message naming the field
  /// (``validationFailure`` says which, without stopping).
  public nonisolated struct Configuration: Hashable, Sendable {
    // MARK: Confirming

    /// Seconds a press without force (most screens, every mouse, the keyboard) takes to fill
    /// the ring; the intention grows linearly, every frame, and is full after this long.
    /// Finite and > 0. Default 2 (the tutorial's timer: 0.05 every 0.1 s).
    public var holdDuration = 2.0
    /// The force that counts as a full press (`intention = min(force, cap) /
    /// min(maximumPossibleForce, cap)`), in `UITouch.force` units (1 = an average touch).
    /// Finite and > 0. Default 3 (the tutorial found 6.67 too hard to reach).
    public var forceCap = 3.0
    /// How far the touch may stray from the line between where it pressed and the ring's
    /// centre before the press is abandoned (back to idle, nothing sent), in points. ≥ 0;
    /// `.infinity` never abandons. Default 100 (half a control's width beyond the default
    /// ring's edge, sideways).
    public var cancelDistance = 100.0
    /// Whether the ring fades as the touch strays towards ``cancelDistance``, so cancelling
    /// never comes as a surprise: full up to half the distance, then linearly down to
    /// ``ConfirmActionButton/cancelWarningOpacity`` at it. Default true.
    public var dimsBeforeCancelling = true
    /// What "inside the ring" means when the touch confirms. Default ``RingHitShape/circle``.
    public var ringHitShape = RingHitShape.circle

    // MARK: Looks

    /// The ring's colour while filling (and its glow's). Default white.
    public var ringColor = Color.white
    /// The ring's colour once full ("selected"). Default red (`UIColor.red`, 1, 0, 0).
    public var selectedColor = Color.red
    /// The ring's colour once the touch is inside it ("confirmed"). Default green
    /// (`UIColor.green`, 0, 1, 0).
    public var confirmedColor = Color.green
    /// The colour of the text in the ring. Default white.
    public var labelColor = Color.white
    /// The text in the ring once it is full. Default "CONFIRM".
    public var selectedLabel = "CONFIRM"
    /// The text in the ring once the touch is inside it. Default "OK".
    public var confirmedLabel = "OK"
    /// The font of the text in the ring, at the default text size; it follows the window's
    /// (Dynamic Type). Default the system font at 12 pt.
    public var labelFont = Font.systemFont(ofSize: 12)
    /// How much the ring grows once full; finite and > 0. Default 1.1. Not applied under
    /// Reduce Motion (the ring keeps its size; `isInsideRing` still uses it).
    public var selectedScale = 1.1
    /// How much the ring grows once the touch is inside it; finite and > 0. Default 1.3.
    public var confirmedScale = 1.3
    /// The ring's line width in points; finite and ≥ 0. Default 1.
    public var lineWidth = 1.0
    /// The blur radius of the ring's glow (a shadow of its own colour with no offset), in
    /// points; finite and ≥ 0 (0: no glow). Default 2.
    public var glowRadius = 2.0

    // MARK: The button's face

    /// The colour of the round face (a disc, or a capsule for a control that is not square).
    /// Nil draws no face. Default a deep red, for the destructive actions the control guards.
    public var faceColor: Color? = Color(red: 0.78, green: 0.16, blue: 0.14)
    /// The colour of the face's title. Default white.
    public var titleColor = Color.white
    /// The font of the face's title, at the default text size; it follows the window's
    /// (Dynamic Type). Default the system font at 15 pt (a button's).
    public var titleFont = Font.systemFont(ofSize: 15)

    // MARK: Speech

    /// What VoiceOver hears as the confirmation goes on.
    ///
    /// - Attributes: announcement-…
    public var announcements = Announcements()

    /// The tutorial's configuration.
    public init() {}

    /// What is wrong with the configuration ("holdDuration must be finite and > 0, got 0"),
    /// or nil when every field is in range.
    public var validationFailure: String? {
      func positive(_ name: String, _ value: Double) -> String? {
        value.isFinite && value > 0 ? nil : "\(name) must be finite and > 0, got \(value)"
      }
      func notNegative(_ name: String, _ value: Double) -> String? {
        value.isFinite && value >= 0 ? nil : "\(name) must be finite and ≥ 0, got \(value)"
      }
      let colors: [(String, Color?)] = [
        ("ringColor", ringColor), ("selectedColor", selectedColor),
        ("confirmedColor", confirmedColor), ("labelColor", labelColor), ("faceColor", faceColor),
        ("titleColor", titleColor),
      ]
      let checks: [String?] =
        [
          positive("holdDuration", holdDuration), positive("forceCap", forceCap),
          cancelDistance.isNaN || cancelDistance < 0
            ? "cancelDistance must be ≥ 0 (or .infinity), got \(cancelDistance)" : nil,
          positive("selectedScale", selectedScale), positive("confirmedScale", confirmedScale),
          notNegative("lineWidth", lineWidth), notNegative("glowRadius", glowRadius),
        ]
        + colors.map { name, color in
          color.map { $0.isFinite ? nil : "\(name) must be finite, got \($0)" } ?? nil
        }
      return checks.lazy.compactMap { $0 }.first
    }
  }

  /// Where a touch counts as inside the full ring (``Configuration/ringHitShape``).
  public nonisolated enum RingHitShape: String, Hashable, Sendable, CaseIterable {
    /// The ring as drawn once full: the ellipse of the control's size around the ring's
    /// centre, scaled by the selected scale (the confirmed scale once confirmed, so the edge
    /// has some hysteresis).
    case circle
    /// The tutorial's `container.frame.contains`: the rectangle of the control's size
    /// around the ring's centre (a square for a square control), unscaled; its right and
    /// bottom edges are outside.
    case square
  }

  /// The texts posted for assistive technologies (`UIAccessibility.post(notification:
  /// .announcement, …)`) at each step of a confirmation.
  public nonisolated struct Announcements: Hashable, Sendable {
    /// When a press begins filling the ring (and when easing off empties it below full).
    /// Default "Hold to confirm".
    public var updating = "Hold to confirm"
    /// When the ring fills under a touch. Default "Slide into the ring and release to
    /// confirm".
    public var selected = "Slide into the ring and release to confirm"
    /// When the ring fills under a held key. Default "Release to confirm".
    public var selectedByKeyboard = "Release to confirm"
    /// When the touch enters the full ring. Default "Release to confirm".
    public var confirmed = "Release to confirm"
    /// When the action fires (a release in the ring, a key release, the Confirm action).
    /// Default "Confirmed".
    public var fired = "Confirmed"
    /// When a press ends without firing. Default "Cancelled".
    public var cancelled = "Cancelled"
    /// When VoiceOver activates the button (a double tap), which does not fire it. Default
    /// "Use the Confirm action to confirm".
    public var activation = "Use the Confirm action to confirm"

    /// The default texts.
    public init() {}
  }
}
