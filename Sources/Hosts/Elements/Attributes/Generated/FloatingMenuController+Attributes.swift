// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.

public import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

nonisolated extension FloatingMenuController.Configuration {
  /// The fields as attributes, in the order of the stored properties.
  public static let attributes: [ControlAttribute<Self>] =
    part1
    + ControlAttribute<Self>.layout(get: { $0.layout }, set: { $0.layout = $1 })
    + part2
    + ControlAttribute<Self>.font("label-font-", get: { $0.labelFont }, set: { $0.labelFont = $1 })
    + part3

  private static let part1: [ControlAttribute<Self>] = [
    .word("button-direction", get: { $0.buttonDirection }, set: { $0.buttonDirection = $1 }),
    .number(
      "button-padding", .positive,
      get: { $0.buttonPadding }, set: { $0.buttonPadding = $1 }),
    .word("label-direction", get: { $0.labelDirection }, set: { $0.labelDirection = $1 }),
    .boolean(
      "confines-to-safe-area", get: { $0.confinesToSafeArea }, set: { $0.confinesToSafeArea = $1 }),
    .number(
      "safe-area-margin", .notNegative,
      get: { $0.safeAreaMargin }, set: { $0.safeAreaMargin = $1 }),
  ]

  private static let part2: [ControlAttribute<Self>] = [
    .word("menu-style", get: { $0.style }, set: { $0.style = $1 }),
    .word("blur-style", get: { $0.blurStyle }, set: { $0.blurStyle = $1 }),
  ]

  private static let part3: [ControlAttribute<Self>] = [
    .color("label-text-color", get: { $0.labelTextColor }, set: { $0.labelTextColor = $1 }),
    .color(
      "label-background-color", get: { $0.labelBackgroundColor },
      set: { $0.labelBackgroundColor = $1 }),
    .word("open-style", get: { $0.openStyle }, set: { $0.openStyle = $1 }),
    .number(
      "animation-duration", .notNegative,
      get: { $0.animationDuration }, set: { $0.animationDuration = $1 }),
    .number(
      "spring-damping", NumberRange(lower: 0, includesLower: false, upper: 1, includesUpper: true),
      get: { $0.springDamping }, set: { $0.springDamping = $1 }),
    .number(
      "initial-spring-velocity", .finite,
      get: { $0.initialSpringVelocity }, set: { $0.initialSpringVelocity = $1 }),
    .number(
      "stagger-interval", .notNegative,
      get: { $0.staggerInterval }, set: { $0.staggerInterval = $1 }),
    .boolean(
      "closes-on-selection", get: { $0.closesOnSelection }, set: { $0.closesOnSelection = $1 }),
  ]
}
