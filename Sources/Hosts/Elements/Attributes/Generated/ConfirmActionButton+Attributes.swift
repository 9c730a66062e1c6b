// Written by scripts/attribute-tables.py from the stored properties of the controls'
// configurations and their doc comments (Sources/Controls); edit those, not this file.
// `make lint` fails when it is out of step.

public import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

nonisolated extension ConfirmActionButton.Configuration {
  /// The fields as attributes, in the order of the stored properties.
  public static let attributes: [ControlAttribute<Self>] =
    part1
    + ControlAttribute<Self>.font("label-font-", get: { $0.labelFont }, set: { $0.labelFont = $1 })
    + part2
    + ControlAttribute<Self>.font("title-font-", get: { $0.titleFont }, set: { $0.titleFont = $1 })
    + part3

  private static let part1: [ControlAttribute<Self>] = [
    .number(
      "hold-duration", .positive,
      get: { $0.holdDuration }, set: { $0.holdDuration = $1 }),
    .number(
      "force-cap", .positive,
      get: { $0.forceCap }, set: { $0.forceCap = $1 }),
    .number(
      "cancel-distance", .notNegative,
      get: { $0.cancelDistance }, set: { $0.cancelDistance = $1 }),
    .boolean(
      "dims-before-cancelling", get: { $0.dimsBeforeCancelling },
      set: { $0.dimsBeforeCancelling = $1 }),
    .word("ring-hit-shape", get: { $0.ringHitShape }, set: { $0.ringHitShape = $1 }),
    .color("ring-color", get: { $0.ringColor }, set: { $0.ringColor = $1 }),
    .color("selected-color", get: { $0.selectedColor }, set: { $0.selectedColor = $1 }),
    .color("confirmed-color", get: { $0.confirmedColor }, set: { $0.confirmedColor = $1 }),
    .color("label-color", get: { $0.labelColor }, set: { $0.labelColor = $1 }),
    .text("selected-label", get: { $0.selectedLabel }, set: { $0.selectedLabel = $1 }),
    .text("confirmed-label", get: { $0.confirmedLabel }, set: { $0.confirmedLabel = $1 }),
  ]

  private static let part2: [ControlAttribute<Self>] = [
    .number(
      "selected-scale", .positive,
      get: { $0.selectedScale }, set: { $0.selectedScale = $1 }),
    .number(
      "confirmed-scale", .positive,
      get: { $0.confirmedScale }, set: { $0.confirmedScale = $1 }),
    .number(
      "line-width", .notNegative,
      get: { $0.lineWidth }, set: { $0.lineWidth = $1 }),
    .number(
      "glow-radius", .notNegative,
      get: { $0.glowRadius }, set: { $0.glowRadius = $1 }),
    .optionalColor("face-color", get: { $0.faceColor }, set: { $0.faceColor = $1 }),
    .color("title-color", get: { $0.titleColor }, set: { $0.titleColor = $1 }),
  ]

  private static let part3: [ControlAttribute<Self>] = [
    .text(
      "announcement-updating", get: { $0.announcements.updating },
      set: { $0.announcements.updating = $1 }),
    .text(
      "announcement-selected", get: { $0.announcements.selected },
      set: { $0.announcements.selected = $1 }),
    .text(
      "announcement-selected-by-keyboard", get: { $0.announcements.selectedByKeyboard },
      set: { $0.announcements.selectedByKeyboard = $1 }),
    .text(
      "announcement-confirmed", get: { $0.announcements.confirmed },
      set: { $0.announcements.confirmed = $1 }),
    .text(
      "announcement-fired", get: { $0.announcements.fired }, set: { $0.announcements.fired = $1 }),
    .text(
      "announcement-cancelled", get: { $0.announcements.cancelled },
      set: { $0.announcements.cancelled = $1 }),
    .text(
      "announcement-activation", get: { $0.announcements.activation },
      set: { $0.announcements.activation = $1 }),
  ]
}
