import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import TestSupport
import Testing

@testable import DynamicMenusControls

@Suite("Configuration values: the seeds' defaults, fields out of range named", .isolatedState)
@MainActor
struct ConfigurationTests {
  @Test("dial: the tutorial's numbers; a bad field is named")
  func dial() {
    let c = DialMenu.Configuration()
    #expect(c.inflateCurve == .tutorial && c.showDuration == 0.3)
    #expect(c.dragDamping == 1.5 && c.restDamping == 2 && c.restTolerance == 0.5)
    #expect(!c.isFlingEnabled && c.flingResistance == 2 && c.reducedMotionDuration == 0.25)
    #expect(c.validationFailure == nil)
    var bad = c
    bad.dragDamping = .nan
    #expect(bad.validationFailure == "dragDamping must be finite and ≥ 0, got nan")
    bad = c
    bad.restTolerance = 0
    #expect(bad.validationFailure == "restTolerance must be finite and > 0, got 0.0")
    bad = c
    bad.showDuration = -1
    #expect(bad.validationFailure?.hasPrefix("showDuration") == true)
  }

  @Test("dial: a new inflate curve re-lays the shown dial out at once")
  func dialApplies() {
    let f = DialFixture()
    f.settle()
    let before = f.dial.itemViews[0].scale
    f.dial.configuration.inflateCurve = InflateCurve(
      maximumScale: 1.5, minimumScale: 0.8, threshold: 120)
    f.settle()
    #expect(abs(before - 1.33) < 0.01)
    #expect(abs(f.dial.itemViews[0].scale - 1.5) < 0.01)
  }

  @Test("radial: the chapter's numbers; a bad field is named; changes apply")
  func radial() {
    let c = RadialMenu.Configuration()
    #expect(c.appearance == .chapter && c.earlyRelease == .retrace && !c.opensOnLongPress)
    #expect(c.longPressDuration == 0.5 && c.centerRadius == 44 && c.iconSize == 28)
    #expect(c.lineOrderSeed == 15 && c.validationFailure == nil)
    var bad = c
    bad.iconSize = -1
    #expect(bad.validationFailure == "iconSize must be finite and > 0, got -1.0")
    bad = c
    bad.centerRadius = .infinity
    #expect(bad.validationFailure?.hasPrefix("centerRadius") == true)

    let (_, menu) = makeRadialDemo()
    #expect(!menu.longPress.isEnabled)
    menu.configuration.opensOnLongPress = true
    menu.configuration.longPressDuration = 0.8
    #expect(menu.longPress.isEnabled && menu.longPress.minimumPressDuration == 0.8)
    menu.configuration.iconSize = 40
    #expect(menu.itemLayers.allSatisfy { $0.bounds.width == 40 })
  }

  @Test("floating: the tutorial's numbers; a bad field is named")
  func floating() {
    let c = FloatingMenuController.Configuration()
    #expect(c.buttonDirection == .up && c.buttonPadding == 70 && c.labelDirection == .left)
    // Automatic: the tutorial's light look, which a dark window turns dark (InterfaceStyleTests).
    #expect(c.confinesToSafeArea && c.safeAreaMargin == 8 && c.style == .automatic)
    #expect(c.resolved(for: .light) == c)
    #expect(c.blurStyle == .light && c.labelFont == .systemFont(ofSize: 15, weight: .light))
    #expect(c.labelTextColor == FloatingMenuPalette.flatBlack)
    #expect(c.labelBackgroundColor == FloatingMenuPalette.flatWhite)
    #expect(c.openStyle == .spring && c.animationDuration == 0.4 && c.springDamping == 0.9)
    #expect(c.initialSpringVelocity == 0 && c.staggerInterval == 0 && c.closesOnSelection)
    #expect(c.validationFailure == nil)
    var bad = c
    bad.buttonPadding = -1
    #expect(bad.validationFailure == "buttonPadding must be finite and > 0, got -1.0")
    bad = c
    bad.springDamping = .nan
    #expect(bad.validationFailure == "springDamping must be in (0, 1], got nan")
    bad = c
    bad.safeAreaMargin = -0.5
    #expect(bad.validationFailure?.hasPrefix("safeAreaMargin") == true)
    bad = c
    bad.initialSpringVelocity = .infinity
    #expect(bad.validationFailure?.hasPrefix("initialSpringVelocity") == true)
    var dark = c
    dark.style = .dark
    #expect(dark.blurStyle == .dark && dark.labelTextColor == FloatingMenuPalette.flatWhite)
    #expect(dark.labelBackgroundColor == FloatingMenuPalette.flatBlack)
  }

  @Test("floating: a new direction moves the open buttons; a new look repaints the labels")
  func floatingApplies() {
    let f = FloatingFixture()
    f.openAndSettle()
    #expect(abs(f.shownButton(0).center.y - 530) < 0.01)
    f.menu.configuration.buttonDirection = .left
    f.settle()
    // Five buttons to the left of x = 320 do not fit in 375 pt: the line squeezes.
    var moved = f.shownButton(0).center
    #expect(moved.x < 320 - 50 && abs(moved.y - 600) < 0.01, "\(moved)")
    f.menu.configuration.confinesToSafeArea = false
    f.settle()
    moved = f.shownButton(0).center
    #expect(abs(moved.x - 250) < 0.01 && abs(moved.y - 600) < 0.01, "\(moved)")
    f.menu.configuration.style = .dark
    #expect(f.menu.blurredView.style == .dark)
    #expect(f.menu.buttonLabels.allSatisfy { $0.textColor == FloatingMenuPalette.flatWhite })
    #expect(
      f.menu.buttonLabels.allSatisfy { $0.backgroundColor == FloatingMenuPalette.flatBlack })
    let width = f.menu.buttonLabels[1].bounds.width
    f.menu.configuration.labelFont = .systemFont(ofSize: 30, weight: .light)
    #expect(f.menu.buttonLabels[1].bounds.width > width * 1.5)
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("slide: the tutorial's numbers; a bad field is named")
  func slide() {
    let c = SlideMenu.Configuration()
    #expect(c.menuBackgroundColor == Color(red: 0, green: 0.47, blue: 0.39))
    #expect(c.tableSettings == SlideMenu.TableSettings() && c.optionCellHeight == 50)
    #expect(c.acceleration == 15 && c.gravityMagnitude == 1 && c.elasticity == 0.35)
    #expect(c.backdropColor == .gray && c.shownBackdropAlpha == 0.25)
    #expect(c.optionsInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(c.reducedMotionDuration == 0.25 && c.presentationStyle == .overContent)
    #expect(!c.castsEdgeShadow && !c.hidesOnSelection && c.screenEdgeZoneWidth == 20)
    #expect(c.validationFailure == nil)
    var bad = c
    bad.elasticity = .nan
    #expect(bad.validationFailure == "elasticity must be in 0…1, got nan")
    bad = c
    bad.optionsInsets.left = -4
    #expect(bad.validationFailure == "optionsInsets.left must be finite and ≥ 0, got -4.0")
    bad = c
    bad.optionCellHeight = 0
    #expect(bad.validationFailure == "optionCellHeight must be finite and > 0, got 0.0")
    bad = c
    bad.shownBackdropAlpha = 1.5
    #expect(bad.validationFailure?.hasPrefix("shownBackdropAlpha") == true)
  }

  @Test("slide: colours, rows and the backdrop change at once; the physics on the next show")
  func slideApplies() {
    let f = SlideFixture()
    f.showAndSettle()
    #expect(abs(f.menu.backgroundView.alpha - 0.25) < 1e-9)
    f.menu.configuration.shownBackdropAlpha = 0.6
    #expect(abs(f.menu.backgroundView.alpha - 0.6) < 1e-9)
    f.menu.configuration.menuBackgroundColor = .black
    #expect(f.menu.backgroundColor == .black)
    f.menu.configuration.optionCellHeight = 64
    #expect(f.menu.optionsListView.rowHeight == 64)
    f.menu.configuration.tableSettings.textColor = .red
    #expect(f.menu.optionsListView.textColor == .red)
    f.menu.configuration.castsEdgeShadow = true
    #expect(f.menu.layer.shadowOpacity == 0.3)
    #expect(f.menu.invariantViolations().isEmpty)
  }
}

@Suite("One inspection protocol for the five controls", .isolatedState)
@MainActor
struct InspectionProtocolTests {
  @Test("every control answers `inspection` with its documented keys, and holds its invariants")
  func everyControl() {
    let dial = DialFixture()
    dial.settle()
    let (_, radial) = makeRadialDemo()
    let floating = FloatingFixture()
    floating.openAndSettle()
    let slide = SlideFixture()
    let confirm = ConfirmFixture()
    let controls: [(any ControlInspecting, [String])] = [
      (dial.dial, ["isShown", "selectedIndex", "items"]),
      (radial, ["state", "highlightedIndex", "selectedIndex", "rings", "lines"]),
      (floating.menu, ["isOpen", "fabCenter", "buttons", "labels", "events"]),
      (slide.menu, ["isShown", "menuFrame", "backdropAlpha", "selectedIndex", "options"]),
      (confirm.button, ["state", "intention", "ringCenter", "actionCount"]),
    ]
    for (control, keys) in controls {
      guard case .object(let fields) = control.inspection else {
        Issue.record("\(type(of: control)): not an object")
        continue
      }
      #expect(fields.map { $0.0 } == keys, "\(type(of: control))")
      #expect(control.invariantViolations().isEmpty, "\(type(of: control))")
    }
  }
}
