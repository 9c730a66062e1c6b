// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.

public import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

nonisolated extension DialMenu.Configuration {
  /// The fields as attributes, in the order of the stored properties.
  public static let attributes: [ControlAttribute<Self>] =
    part1

  private static let part1: [ControlAttribute<Self>] = [
    .number(
      "inflate-maximum-scale", .positive,
      get: { $0.inflateCurve.maximumScale }, set: { $0.inflateCurve.maximumScale = $1 }),
    .number(
      "inflate-minimum-scale", .positive,
      get: { $0.inflateCurve.minimumScale }, set: { $0.inflateCurve.minimumScale = $1 }),
    .number(
      "inflate-threshold", .positive,
      get: { $0.inflateCurve.threshold }, set: { $0.inflateCurve.threshold = $1 }),
    .word(
      "inflate-formula", get: { $0.inflateCurve.formula }, set: { $0.inflateCurve.formula = $1 }),
    .number(
      "show-duration", .notNegative,
      get: { $0.showDuration }, set: { $0.showDuration = $1 }),
    .number(
      "drag-damping", .notNegative,
      get: { $0.dragDamping }, set: { $0.dragDamping = $1 }),
    .number(
      "rest-damping", .notNegative,
      get: { $0.restDamping }, set: { $0.restDamping = $1 }),
    .boolean("is-fling-enabled", get: { $0.isFlingEnabled }, set: { $0.isFlingEnabled = $1 }),
    .number(
      "fling-resistance", .notNegative,
      get: { $0.flingResistance }, set: { $0.flingResistance = $1 }),
    .number(
      "reduced-motion-duration", .notNegative,
      get: { $0.reducedMotionDuration }, set: { $0.reducedMotionDuration = $1 }),
    .number(
      "rest-tolerance", .positive,
      get: { $0.restTolerance }, set: { $0.restTolerance = $1 }),
    .number(
      "selection-angle", .finite,
      get: { $0.selectionAngle }, set: { $0.selectionAngle = $1 }),
  ]
}
