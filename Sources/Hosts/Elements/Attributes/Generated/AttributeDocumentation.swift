// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.

// What the manifest says of each attribute; the elements read none of it, so the
// package's module, which never builds a manifest, carries none.

extension ElementManifest {
  /// Each attribute's summary and Swift field path (`inflateCurve.maximumScale`), in the
  /// order of `kind`'s attribute table.
  static func documentation(of kind: ElementKind) -> [(summary: String, field: String)] {
    switch kind {
    case .dialMenu:
      [
        ("The scale of an item at the top (distance 0).", "inflateCurve.maximumScale"),
        ("The scale of an item at threshold or farther.", "inflateCurve.minimumScale"),
        (
          "The distance from the top, in points, at which the scale reaches its minimum.",
          "inflateCurve.threshold"
        ),
        ("The formula.", "inflateCurve.formula"),
        ("The show and hide animations' duration, in seconds.", "showDuration"),
        ("The damping of the snap that pulls the grabbed item to the finger.", "dragDamping"),
        (
          "The damping of the snap that pulls an item to the top (on release, a tap or a key).",
          "restDamping"
        ),
        (
          "Whether a quick release lets the dial spin on and slow down before it snaps.",
          "isFlingEnabled"
        ),
        ("How fast a fling slows down.", "flingResistance"),
        ("The duration of a rotation under Reduce Motion, in seconds.", "reducedMotionDuration"),
        (
          "How close the item at the top must come (points) before the dial counts as at rest.",
          "restTolerance"
        ),
        (
          "Where the selected item rests, in radians clockwise from the top (12 o'clock).",
          "selectionAngle"
        ),
      ]
    case .radialMenu:
      [
        ("The rings, the dashes and the dividing lines.", "appearance.ringColor"),
        ("The fill inside the thick ring, behind everything.", "appearance.backdropColor"),
        ("The highlighted sector's wedge.", "appearance.highlightColor"),
        ("The items' icons.", "appearance.iconColor"),
        ("The highlighted item's icon.", "appearance.highlightedIconColor"),
        (
          "Whether a press held still for longPressDuration anywhere on the closed menu opens it (besides a press on the centre).",
          "opensOnLongPress"
        ),
        (
          "How long a press must be held (without moving 10 pt) to open the menu when it does not start on the centre and opensOnLongPress is on, in seconds.",
          "longPressDuration"
        ),
        ("What lifting the opening finger before the menu is open does.", "earlyRelease"),
        (
          "The radius around the menu's centre where a press opens the menu at once, in points.",
          "centerRadius"
        ),
        ("The side of an item's icon, in points.", "iconSize"),
        (
          "The seed of the generator that orders the dividing lines' reveal (the app drew them in a random order).",
          "lineOrderSeed"
        ),
      ]
    case .confirmButton:
      [
        (
          "Seconds a press without force (most screens, every mouse, the keyboard) takes to fill the ring.",
          "holdDuration"
        ),
        (
          "The force that counts as a full press (`intention = min(force, cap) / min(maximumPossibleForce, cap)`), in `UITouch.force` units (1 = an average touch).",
          "forceCap"
        ),
        (
          "How far the touch may stray from the line between where it pressed and the ring's centre before the press is abandoned (back to idle, nothing sent), in points.",
          "cancelDistance"
        ),
        (
          "Whether the ring fades as the touch strays towards cancelDistance, so cancelling never comes as a surprise.",
          "dimsBeforeCancelling"
        ),
        ("What \"inside the ring\" means when the touch confirms.", "ringHitShape"),
        ("The ring's colour while filling (and its glow's).", "ringColor"),
        ("The ring's colour once full (\"selected\").", "selectedColor"),
        ("The ring's colour once the touch is inside it (\"confirmed\").", "confirmedColor"),
        ("The colour of the text in the ring.", "labelColor"),
        ("The text in the ring once it is full.", "selectedLabel"),
        ("The text in the ring once the touch is inside it.", "confirmedLabel"),
        (
          "The font of the text in the ring: its size in points at the default text size, at most 200.",
          "labelFont.size"
        ),
        ("The font of the text in the ring: its weight.", "labelFont.weight"),
        ("The font of the text in the ring: its family.", "labelFont.family"),
        ("How much the ring grows once full.", "selectedScale"),
        ("How much the ring grows once the touch is inside it.", "confirmedScale"),
        ("The ring's line width in points.", "lineWidth"),
        (
          "The blur radius of the ring's glow (a shadow of its own colour with no offset), in points.",
          "glowRadius"
        ),
        (
          "The colour of the round face (a disc, or a capsule for a control that is not square).",
          "faceColor"
        ),
        ("The colour of the face's title.", "titleColor"),
        (
          "The font of the face's title: its size in points at the default text size, at most 200.",
          "titleFont.size"
        ),
        ("The font of the face's title: its weight.", "titleFont.weight"),
        ("The font of the face's title: its family.", "titleFont.family"),
        (
          "When a press begins filling the ring (and when easing off empties it below full).",
          "announcements.updating"
        ),
        ("When the ring fills under a touch.", "announcements.selected"),
        ("When the ring fills under a held key.", "announcements.selectedByKeyboard"),
        ("When the touch enters the full ring.", "announcements.confirmed"),
        (
          "When the action fires (a release in the ring, a key release, the Confirm action).",
          "announcements.fired"
        ),
        ("When a press ends without firing.", "announcements.cancelled"),
        (
          "When VoiceOver activates the button (a double tap), which does not fire it.",
          "announcements.activation"
        ),
      ]
    case .floatingMenu:
      [
        ("Where the buttons line up from the floating button.", "buttonDirection"),
        (
          "The distance between the centres of consecutive buttons (and from the floating button to the first), in points.",
          "buttonPadding"
        ),
        ("The side of its button each label sits on.", "labelDirection"),
        (
          "Whether the buttons and labels stay inside the window's safe area (less safeAreaMargin).",
          "confinesToSafeArea"
        ),
        (
          "The least distance between the safe area's edges and any button or label, in points.",
          "safeAreaMargin"
        ),
        ("How the open buttons are arranged.", "layout"),
        ("The arc's sweep, radians (setting it makes the layout an arc).", "layout"),
        (
          "The arc's or circle's radius from the floating button, points; 0 for the layout's own.",
          "layout"
        ),
        ("The look.", "style"),
        ("The backdrop's blur.", "blurStyle"),
        (
          "The labels' font: its size in points at the default text size, at most 200.",
          "labelFont.size"
        ),
        ("The labels' font: its weight.", "labelFont.weight"),
        ("The labels' font: its family.", "labelFont.family"),
        ("The labels' text colour.", "labelTextColor"),
        ("The labels' background colour.", "labelBackgroundColor"),
        ("How the buttons and labels come and go.", "openStyle"),
        ("How long opening and closing take, in seconds.", "animationDuration"),
        ("The spring's damping ratio, in (0, 1] (1.", "springDamping"),
        (
          "The spring's initial velocity, in fractions of each distance per second.",
          "initialSpringVelocity"
        ),
        ("Seconds between one button starting to move and the next.", "staggerInterval"),
        ("Whether tapping an item also closes the menu (after reporting it).", "closesOnSelection"),
      ]
    case .slideMenu:
      [
        ("The menu's colour (the tutorial's `menuBackgroundColor`).", "menuBackgroundColor"),
        (
          "The titles' font: its size in points at the default text size, at most 200.",
          "tableSettings.font.size"
        ),
        ("The titles' font: its weight.", "tableSettings.font.weight"),
        ("The titles' font: its family.", "tableSettings.font.family"),
        ("The titles' colour.", "tableSettings.textColor"),
        ("Where titles sit in their row.", "tableSettings.textAlignment"),
        ("How a touched row is marked.", "tableSettings.selectionStyle"),
        ("The colour marking a touched row.", "tableSettings.selectionColor"),
        ("The icons' colour.", "tableSettings.iconTintColor"),
        ("The height of each option row, in points.", "optionCellHeight"),
        (
          "The magnitude of the instantaneous push that starts each show and hide, in UIKit Newton-seconds (the tutorial's `acceleration`).",
          "acceleration"
        ),
        (
          "The gravity pulling the menu towards where it goes, in UIKit's magnitude (1 = 1000 pt/s²).",
          "gravityMagnitude"
        ),
        (
          "The bounciness of the menu against its boundary, 0…1 (the item behaviour's elasticity.",
          "elasticity"
        ),
        ("The side the menu slides in from.", "edge"),
        ("The backdrop's colour.", "backdropColor"),
        ("The backdrop's alpha while the menu shows, 0…1.", "shownBackdropAlpha"),
        (
          "Space between the menu's edges and its list, in points, each finite and ≥ 0: top.",
          "optionsInsets.top"
        ),
        (
          "Space between the menu's edges and its list, in points, each finite and ≥ 0: left.",
          "optionsInsets.left"
        ),
        (
          "Space between the menu's edges and its list, in points, each finite and ≥ 0: bottom.",
          "optionsInsets.bottom"
        ),
        (
          "Space between the menu's edges and its list, in points, each finite and ≥ 0: right.",
          "optionsInsets.right"
        ),
        (
          "How long the ease that replaces the physics under \"Reduce Motion\" takes, in seconds.",
          "reducedMotionDuration"
        ),
        ("How the menu shows against the target view's content.", "presentationStyle"),
        ("Whether the menu casts a shadow on the content from its inner edge.", "castsEdgeShadow"),
        (
          "Whether choosing an option also hides the menu (after reporting it).", "hidesOnSelection"
        ),
        (
          "The width of the zone along the target view's edge, on the menu's side, where a pan takes the hidden menu, in points.",
          "screenEdgeZoneWidth"
        ),
        (
          "The menu's width in points, 0 for its frame's (the tutorial's 150, widened by widthFitsOptions).",
          "menuWidth"
        ),
        (
          "Whether a menu of its frame's width widens to show its widest option whole (icon and title on one line, in the table settings' font at the window's text size), up to four fifths of the target view's width.",
          "widthFitsOptions"
        ),
      ]
    }
  }
}
