// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.

public import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

nonisolated extension RadialMenu.Configuration {
  /// The fields as attributes, in the order of the stored properties.
  public static let attributes: [ControlAttribute<Self>] =
    part1

  private static let part1: [ControlAttribute<Self>] = [
    .color("ring-color", get: { $0.appearance.ringColor }, set: { $0.appearance.ringColor = $1 }),
    .optionalColor(
      "backdrop-color", get: { $0.appearance.backdropColor },
      set: { $0.appearance.backdropColor = $1 }),
    .color(
      "highlight-color", get: { $0.appearance.highlightColor },
      set: { $0.appearance.highlightColor = $1 }),
    .color("icon-color", get: { $0.appearance.iconColor }, set: { $0.appearance.iconColor = $1 }),
    .color(
      "highlighted-icon-color", get: { $0.appearance.highlightedIconColor },
      set: { $0.appearance.highlightedIconColor = $1 }),
    .boolean(
      "opens-on-long-press", get: { $0.opensOnLongPress }, set: { $0.opensOnLongPress = $1 }),
    .number(
      "long-press-duration", .notNegative,
      get: { $0.longPressDuration }, set: { $0.longPressDuration = $1 }),
    .word("early-release", get: { $0.earlyRelease }, set: { $0.earlyRelease = $1 }),
    .number(
      "center-radius", .notNegative,
      get: { $0.centerRadius }, set: { $0.centerRadius = $1 }),
    .number(
      "icon-size", .positive,
      get: { $0.iconSize }, set: { $0.iconSize = $1 }),
    .number(
      "line-order-seed",
      NumberRange(
        lower: 0, includesLower: true, upper: 9007199254740991, includesUpper: true, isInteger: true
      ),
      get: { Double($0.lineOrderSeed) }, set: { $0.lineOrderSeed = UInt64($1) }),
  ]
}
