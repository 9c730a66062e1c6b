// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.

public import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

nonisolated extension SlideMenu.Configuration {
  /// The fields as attributes, in the order of the stored properties.
  public static let attributes: [ControlAttribute<Self>] =
    part1
    + ControlAttribute<Self>.font(
      "option-font-", get: { $0.tableSettings.font }, set: { $0.tableSettings.font = $1 })
    + part2
    + ControlAttribute<Self>.insets(
      "options-inset-", .notNegative, get: { $0.optionsInsets }, set: { $0.optionsInsets = $1 })
    + part3

  private static let part1: [ControlAttribute<Self>] = [
    .color(
      "menu-background-color", get: { $0.menuBackgroundColor }, set: { $0.menuBackgroundColor = $1 }
    )
  ]

  private static let part2: [ControlAttribute<Self>] = [
    .color(
      "text-color", get: { $0.tableSettings.textColor }, set: { $0.tableSettings.textColor = $1 }),
    .word(
      "text-alignment", get: { $0.tableSettings.textAlignment },
      set: { $0.tableSettings.textAlignment = $1 }),
    .word(
      "selection-style", get: { $0.tableSettings.selectionStyle },
      set: { $0.tableSettings.selectionStyle = $1 }),
    .color(
      "selection-color", get: { $0.tableSettings.selectionColor },
      set: { $0.tableSettings.selectionColor = $1 }),
    .optionalColor(
      "icon-tint-color", get: { $0.tableSettings.iconTintColor },
      set: { $0.tableSettings.iconTintColor = $1 }),
    .number(
      "option-cell-height", .positive,
      get: { $0.optionCellHeight }, set: { $0.optionCellHeight = $1 }),
    .number(
      "acceleration", .notNegative,
      get: { $0.acceleration }, set: { $0.acceleration = $1 }),
    .number(
      "gravity-magnitude", .positive,
      get: { $0.gravityMagnitude }, set: { $0.gravityMagnitude = $1 }),
    .number(
      "elasticity", NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true),
      get: { $0.elasticity }, set: { $0.elasticity = $1 }),
    .word("side", get: { $0.edge }, set: { $0.edge = $1 }),
    .color("backdrop-color", get: { $0.backdropColor }, set: { $0.backdropColor = $1 }),
    .number(
      "shown-backdrop-alpha",
      NumberRange(lower: 0, includesLower: true, upper: 1, includesUpper: true),
      get: { $0.shownBackdropAlpha }, set: { $0.shownBackdropAlpha = $1 }),
  ]

  private static let part3: [ControlAttribute<Self>] = [
    .number(
      "reduced-motion-duration", .notNegative,
      get: { $0.reducedMotionDuration }, set: { $0.reducedMotionDuration = $1 }),
    .word("presentation-style", get: { $0.presentationStyle }, set: { $0.presentationStyle = $1 }),
    .boolean("casts-edge-shadow", get: { $0.castsEdgeShadow }, set: { $0.castsEdgeShadow = $1 }),
    .boolean("hides-on-selection", get: { $0.hidesOnSelection }, set: { $0.hidesOnSelection = $1 }),
    .number(
      "screen-edge-zone-width", .notNegative,
      get: { $0.screenEdgeZoneWidth }, set: { $0.screenEdgeZoneWidth = $1 }),
    .number(
      "menu-width", .notNegative,
      get: { $0.menuWidth }, set: { $0.menuWidth = $1 }),
    .boolean("width-fits-options", get: { $0.widthFitsOptions }, set: { $0.widthFitsOptions = $1 }),
  ]
}
