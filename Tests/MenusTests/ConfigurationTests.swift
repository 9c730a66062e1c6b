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
