import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

// Each control's configuration fields as attributes (ControlAttribute), every stored field
// of every configuration: the numbers, words and colours inside a structure are attributes
// of their own (the dial's inflate curve, the radial menu's appearance, the slide menu's
// table settings and insets: `inside`), a font is three (`font`: size, weight, family), and
// the floating menu's layout, a case with values, is three (`layout`, `layout-sweep`,
// `layout-radius`: FloatingMenuController+LayoutAttributes.swift).

nonisolated extension DialMenu.Configuration {
  /// The dial's fields as attributes.
  public static let attributes: [ControlAttribute<Self>] = [
    .number(
      "showDuration", .notNegative, "The show and hide animations' duration, in seconds.",
      get: { $0.showDuration }, set: { $0.showDuration = $1 }),
    .number(
      "dragDamping", .notNegative, "The damping of the snap that pulls the grabbed item.",
      get: { $0.dragDamping }, set: { $0.dragDamping = $1 }),
    .number(
      "restDamping", .notNegative, "The damping of the snap that pulls an item to the top.",
      get: { $0.restDamping }, set: { $0.restDamping = $1 }),
    .boolean(
      "isFlingEnabled", "Whether a quick release lets the dial spin on before it snaps.",
      get: { $0.isFlingEnabled }, set: { $0.isFlingEnabled = $1 }),
    .number(
      "flingResistance", .notNegative, "How fast a fling slows down, per second.",
      get: { $0.flingResistance }, set: { $0.flingResistance = $1 }),
    .number(
      "reducedMotionDuration", .notNegative, "A turn's duration under Reduce Motion, seconds.",
      get: { $0.reducedMotionDuration }, set: { $0.reducedMotionDuration = $1 }),
    .number(
      "restTolerance", .positive, "How close to the top an item counts as at rest, points.",
      get: { $0.restTolerance }, set: { $0.restTolerance = $1 }),
    .number(
      "selectionAngle", .finite, "Where the selected item rests, radians clockwise from 12.",
      get: { $0.selectionAngle }, set: { $0.selectionAngle = $1 }),
    .number(
      "maximumScale", .positive, "An item's scale at the top (at least the minimum).",
      get: { $0.inflateCurve.maximumScale }, set: { $0.inflateCurve.maximumScale = $1 }
    ).renamed("inflateMaximumScale").inside("inflateCurve"),
    .number(
      "minimumScale", .positive, "An item's scale from the threshold on (at most the maximum).",
      get: { $0.inflateCurve.minimumScale }, set: { $0.inflateCurve.minimumScale = $1 }
    ).renamed("inflateMinimumScale").inside("inflateCurve"),
    .number(
      "threshold", .positive, "The distance from the top, points, where items reach the minimum.",
      get: { $0.inflateCurve.threshold }, set: { $0.inflateCurve.threshold = $1 }
    ).renamed("inflateThreshold").inside("inflateCurve"),
    .word(
      "formula", "The tutorial's inflate formula as intended, or as printed.",
      get: { $0.inflateCurve.formula }, set: { $0.inflateCurve.formula = $1 }
    ).renamed("inflateFormula").inside("inflateCurve"),
  ]
}

nonisolated extension RadialMenu.Configuration {
  /// The radial menu's fields as attributes.
  public static let attributes: [ControlAttribute<Self>] = [
    .boolean(
      "opensOnLongPress", "Whether a long press anywhere on the closed menu opens it.",
      get: { $0.opensOnLongPress }, set: { $0.opensOnLongPress = $1 }),
    .number(
      "longPressDuration", .notNegative, "How long a press opens the menu, seconds.",
      get: { $0.longPressDuration }, set: { $0.longPressDuration = $1 }),
    .word(
      "earlyRelease", "What lifting the finger before the menu is open does.",
      get: { $0.earlyRelease }, set: { $0.earlyRelease = $1 }),
    .number(
      "centerRadius", .notNegative, "Where a press on the centre opens the menu, points.",
      get: { $0.centerRadius }, set: { $0.centerRadius = $1 }),
    .number(
      "iconSize", .positive, "The side of an item's icon, points.",
      get: { $0.iconSize }, set: { $0.iconSize = $1 }),
    .number(
      "lineOrderSeed",
      NumberRange(
        lower: 0, includesLower: true, upper: 9_007_199_254_740_991, includesUpper: true,
        isInteger: true),
      "The seed of the dividing lines' reveal order.",
      get: { Double($0.lineOrderSeed) }, set: { $0.lineOrderSeed = UInt64($1) }),
    .color(
      "ringColor", "The rings', dashes' and lines' colour.",
      get: { $0.appearance.ringColor }, set: { $0.appearance.ringColor = $1 }
    ).inside("appearance"),
    .optionalColor(
      "backdropColor", "The fill inside the thick ring; none for clear.",
      get: { $0.appearance.backdropColor }, set: { $0.appearance.backdropColor = $1 }
    ).inside("appearance"),
    .color(
      "highlightColor", "The fill of the sector under the finger.",
      get: { $0.appearance.highlightColor }, set: { $0.appearance.highlightColor = $1 }
    ).inside("appearance"),
    .color(
      "iconColor", "The items' icons' colour.",
      get: { $0.appearance.iconColor }, set: { $0.appearance.iconColor = $1 }
    ).inside("appearance"),
    .color(
      "highlightedIconColor", "The colour of the icon in the highlighted sector.",
      get: { $0.appearance.highlightedIconColor },
      set: { $0.appearance.highlightedIconColor = $1 }
    ).inside("appearance"),
  ]
}

nonisolated extension ConfirmActionButton.Configuration {
  /// The confirm button's fields as attributes.
  public static let attributes = plainAttributes + fontAttributes + announcementAttributes

  private static let plainAttributes: [ControlAttribute<Self>] = [
    .number(
      "holdDuration", .positive, "How long a hold fills the ring without force, seconds.",
      get: { $0.holdDuration }, set: { $0.holdDuration = $1 }),
    .number(
      "forceCap", .positive, "The force that fills the ring (3D Touch units, max 6.67).",
      get: { $0.forceCap }, set: { $0.forceCap = $1 }),
    .number(
      "cancelDistance", .notNegative, "How far a finger may slide before it cancels, points.",
      get: { $0.cancelDistance }, set: { $0.cancelDistance = $1 }),
    .boolean(
      "dimsBeforeCancelling", "Whether the ring dims as the finger nears the cancel distance.",
      get: { $0.dimsBeforeCancelling }, set: { $0.dimsBeforeCancelling = $1 }),
    .word(
      "ringHitShape", "What counts as inside the ring when the finger slides into it.",
      get: { $0.ringHitShape }, set: { $0.ringHitShape = $1 }),
    .color(
      "ringColor", "The idle ring's colour.", get: { $0.ringColor }, set: { $0.ringColor = $1 }),
    .color(
      "selectedColor", "The full ring's colour.",
      get: { $0.selectedColor }, set: { $0.selectedColor = $1 }),
    .color(
      "confirmedColor", "The ring's colour once confirmed.",
      get: { $0.confirmedColor }, set: { $0.confirmedColor = $1 }),
    .color(
      "labelColor", "The ring's label colour.",
      get: { $0.labelColor }, set: { $0.labelColor = $1 }),
    .text(
      "selectedLabel", "The full ring's label.",
      get: { $0.selectedLabel }, set: { $0.selectedLabel = $1 }),
    .text(
      "confirmedLabel", "The confirmed ring's label.",
      get: { $0.confirmedLabel }, set: { $0.confirmedLabel = $1 }),
    .number(
      "selectedScale", .positive, "The ring's scale when full.",
      get: { $0.selectedScale }, set: { $0.selectedScale = $1 }),
    .number(
      "confirmedScale", .positive, "The ring's scale once confirmed.",
      get: { $0.confirmedScale }, set: { $0.confirmedScale = $1 }),
    .number(
      "lineWidth", .notNegative, "The ring's line width, points.",
      get: { $0.lineWidth }, set: { $0.lineWidth = $1 }),
    .number(
      "glowRadius", .notNegative, "The idle ring's glow, points.",
      get: { $0.glowRadius }, set: { $0.glowRadius = $1 }),
    .optionalColor(
      "faceColor", "The button's face, or none for the tutorial's bare title.",
      get: { $0.faceColor }, set: { $0.faceColor = $1 }),
    .color(
      "titleColor", "The title's colour.", get: { $0.titleColor }, set: { $0.titleColor = $1 }),
  ]

  private static let fontAttributes =
    ControlAttribute<Self>.font(
      "titleFont", "the title", get: { $0.titleFont }, set: { $0.titleFont = $1 })
    + ControlAttribute<Self>.font(
      "labelFont", "the ring's label", get: { $0.labelFont }, set: { $0.labelFont = $1 })

  private static let announcementAttributes: [ControlAttribute<Self>] = [
    announcement(
      "updating", "When a press begins filling the ring.",
      get: { $0.updating }, set: { $0.updating = $1 }),
    announcement(
      "selected", "When the ring fills under a touch.",
      get: { $0.selected }, set: { $0.selected = $1 }),
    announcement(
      "selectedByKeyboard", "When the ring fills under a held key.",
      get: { $0.selectedByKeyboard }, set: { $0.selectedByKeyboard = $1 }),
    announcement(
      "confirmed", "When the touch enters the full ring.",
      get: { $0.confirmed }, set: { $0.confirmed = $1 }),
    announcement(
      "fired", "When the action fires.", get: { $0.fired }, set: { $0.fired = $1 }),
    announcement(
      "cancelled", "When a press ends without firing.",
      get: { $0.cancelled }, set: { $0.cancelled = $1 }),
    announcement(
      "activation", "When a screen reader activates the button, which does not fire it.",
      get: { $0.activation }, set: { $0.activation = $1 }),
  ]

  /// One of the spoken announcements (`announcements.fired`) as `announcement-fired`.
  private static func announcement(
    _ field: String, _ summary: String,
    get: @escaping @Sendable (ConfirmActionButton.Announcements) -> String,
    set: @escaping @Sendable (inout ConfirmActionButton.Announcements, String) -> Void
  ) -> ControlAttribute<Self> {
    return .text(
      "announcement" + ControlAttribute<Self>.withFirstASCIILetter(field, uppercased: true),
      "Spoken " + ControlAttribute<Self>.withFirstASCIILetter(summary, uppercased: false),
      get: { get($0.announcements) }, set: { set(&$0.announcements, $1) }
    ).at("announcements." + field)
  }
}

nonisolated extension FloatingMenuController.Configuration {
  /// The floating menu's fields as attributes.
  public static let attributes = plainAttributes + layoutAttributes + fontAttributes

  private static let plainAttributes: [ControlAttribute<Self>] = [
    .word(
      "buttonDirection", "Where the buttons go from the floating button.",
      get: { $0.buttonDirection }, set: { $0.buttonDirection = $1 }),
    .number(
      "buttonPadding", .positive, "The distance between the buttons' centres, points.",
      get: { $0.buttonPadding }, set: { $0.buttonPadding = $1 }),
    .word(
      "labelDirection", "Which side of its button each label sits.",
      get: { $0.labelDirection }, set: { $0.labelDirection = $1 }),
    .boolean(
      "confinesToSafeArea", "Whether the buttons and labels stay inside the safe area.",
      get: { $0.confinesToSafeArea }, set: { $0.confinesToSafeArea = $1 }),
    .number(
      "safeAreaMargin", .notNegative, "The margin kept inside the safe area, points.",
      get: { $0.safeAreaMargin }, set: { $0.safeAreaMargin = $1 }),
    .word(
      "style", "The backdrop's and labels' look.", get: { $0.style }, set: { $0.style = $1 }
    ).renamed("menuStyle"),
    .word(
      "blurStyle", "The backdrop's blur.", get: { $0.blurStyle }, set: { $0.blurStyle = $1 }),
    .color(
      "labelTextColor", "The labels' text colour.",
      get: { $0.labelTextColor }, set: { $0.labelTextColor = $1 }),
    .color(
      "labelBackgroundColor", "The labels' background.",
      get: { $0.labelBackgroundColor }, set: { $0.labelBackgroundColor = $1 }),
    .word(
      "openStyle", "How the buttons come out.",
      get: { $0.openStyle }, set: { $0.openStyle = $1 }),
    .number(
      "animationDuration", .notNegative, "The opening's and closing's duration, seconds.",
      get: { $0.animationDuration }, set: { $0.animationDuration = $1 }),
    .number(
      "springDamping",
      NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true),
      "The springs' damping ratio.",
      get: { $0.springDamping }, set: { $0.springDamping = $1 }),
    .number(
      "initialSpringVelocity", .finite, "The springs' initial velocity, UIKit's units.",
      get: { $0.initialSpringVelocity }, set: { $0.initialSpringVelocity = $1 }),
    .number(
      "staggerInterval", .notNegative, "The delay between one button and the next, seconds.",
      get: { $0.staggerInterval }, set: { $0.staggerInterval = $1 }),
    .boolean(
      "closesOnSelection", "Whether choosing an item closes the menu.",
      get: { $0.closesOnSelection }, set: { $0.closesOnSelection = $1 }),
  ]

  private static let fontAttributes = ControlAttribute<Self>.font(
    "labelFont", "the labels", get: { $0.labelFont }, set: { $0.labelFont = $1 })
}

nonisolated extension SlideMenu.Configuration {
  /// The slide menu's fields as attributes.
  public static let attributes = plainAttributes + fontAttributes

  private static let plainAttributes: [ControlAttribute<Self>] = [
    .color(
      "menuBackgroundColor", "The menu's colour.",
      get: { $0.menuBackgroundColor }, set: { $0.menuBackgroundColor = $1 }),
    .number(
      "optionCellHeight", .positive, "The height of each option row, points.",
      get: { $0.optionCellHeight }, set: { $0.optionCellHeight = $1 }),
    .number(
      "acceleration", .notNegative, "The push that starts each show and hide, UIKit's N·s.",
      get: { $0.acceleration }, set: { $0.acceleration = $1 }),
    .number(
      "gravityMagnitude", .positive, "The gravity pulling the menu (1 = 1000 pt/s²).",
      get: { $0.gravityMagnitude }, set: { $0.gravityMagnitude = $1 }),
    .number(
      "elasticity", NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true),
      "The menu's bounce against its boundary.",
      get: { $0.elasticity }, set: { $0.elasticity = $1 }),
    .color(
      "backdropColor", "The backdrop's colour.",
      get: { $0.backdropColor }, set: { $0.backdropColor = $1 }),
    .number(
      "shownBackdropAlpha",
      NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true),
      "The backdrop's alpha while the menu shows.",
      get: { $0.shownBackdropAlpha }, set: { $0.shownBackdropAlpha = $1 }),
    .number(
      "reducedMotionDuration", .notNegative, "The ease under Reduce Motion, seconds.",
      get: { $0.reducedMotionDuration }, set: { $0.reducedMotionDuration = $1 }),
    .word(
      "presentationStyle", "How the menu shows against the content.",
      get: { $0.presentationStyle }, set: { $0.presentationStyle = $1 }),
    .boolean(
      "castsEdgeShadow", "Whether the menu casts a shadow on the content.",
      get: { $0.castsEdgeShadow }, set: { $0.castsEdgeShadow = $1 }),
    .boolean(
      "hidesOnSelection", "Whether choosing an option hides the menu.",
      get: { $0.hidesOnSelection }, set: { $0.hidesOnSelection = $1 }),
    .number(
      "screenEdgeZoneWidth", .notNegative, "The edge zone where a pan takes the menu, points.",
      get: { $0.screenEdgeZoneWidth }, set: { $0.screenEdgeZoneWidth = $1 }),
    .color(
      "textColor", "The options' titles' colour.",
      get: { $0.tableSettings.textColor }, set: { $0.tableSettings.textColor = $1 }
    ).inside("tableSettings"),
    .color(
      "selectionColor", "The colour marking a touched option.",
      get: { $0.tableSettings.selectionColor }, set: { $0.tableSettings.selectionColor = $1 }
    ).inside("tableSettings"),
    .word(
      "textAlignment", "Where the options' titles sit in their rows.",
      get: { $0.tableSettings.textAlignment }, set: { $0.tableSettings.textAlignment = $1 }
    ).inside("tableSettings"),
    .optionalColor(
      "iconTintColor", "The options' icons' colour; none for the titles' colour.",
      get: { $0.tableSettings.iconTintColor }, set: { $0.tableSettings.iconTintColor = $1 }
    ).inside("tableSettings"),
    .word(
      "selectionStyle",
      cases: [
        ("none", ListView.SelectionStyle.none), ("highlight", .highlight),
        ("persistent", .persistent),
      ], "How a touched option is marked: not at all, while touched, or until another is.",
      get: { $0.tableSettings.selectionStyle }, set: { $0.tableSettings.selectionStyle = $1 }
    ).inside("tableSettings"),
    .number(
      "top", .notNegative, "The space above the options, points.",
      get: { $0.optionsInsets.top }, set: { $0.optionsInsets.top = $1 }
    ).renamed("optionsInsetTop").at("optionsInsets.top"),
    .number(
      "left", .notNegative, "The space left of the options, points.",
      get: { $0.optionsInsets.left }, set: { $0.optionsInsets.left = $1 }
    ).renamed("optionsInsetLeft").at("optionsInsets.left"),
    .number(
      "bottom", .notNegative, "The space below the options, points.",
      get: { $0.optionsInsets.bottom }, set: { $0.optionsInsets.bottom = $1 }
    ).renamed("optionsInsetBottom").at("optionsInsets.bottom"),
    .number(
      "right", .notNegative, "The space right of the options, points.",
      get: { $0.optionsInsets.right }, set: { $0.optionsInsets.right = $1 }
    ).renamed("optionsInsetRight").at("optionsInsets.right"),
  ]

  private static let fontAttributes = ControlAttribute<Self>.font(
    "optionFont", path: "tableSettings.font", "the options' titles",
    get: { $0.tableSettings.font }, set: { $0.tableSettings.font = $1 })
}
