import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The floating menu's open styles (issue 20): the tutorial's spring, pop, fade and slide,
/// each with its own motion and the same places at rest.
@MainActor
@Suite("FloatingMenu: open styles")
struct FloatingMenuOpenStyleTests {
  typealias OpenStyle = FloatingMenuController.OpenStyle

  @Test(
    "mid-opening each style moves as it says; at rest all agree, open and closed",
    arguments: OpenStyle.allCases)
  func styles(style: OpenStyle) {
    let f = FloatingFixture { $0.configuration.openStyle = style }
    let open = Point(x: 320, y: 530)  // button 0's open place
    f.menu.open()
    for _ in 0..<6 { f.window.tick() }  // 0.1 s in
    let shown = f.menu.buttonItems[0].layer.presentation()
    let atPlace = shown.position.distance(to: open) < 0.5
    let rotation = abs(shown.transform.rotationAngle)
    let scale = shown.transform.xScale
    switch style {
    case .spring:
      #expect(!atPlace && rotation > 0.1, "travelling and turning: \(shown.position), \(rotation)")
    case .pop:
      #expect(atPlace && scale > 0.01 && scale < 1 && rotation < 1e-9, "growing: \(scale)")
    case .fade:
      #expect(atPlace && abs(scale - 1) < 1e-9 && shown.opacity > 0 && shown.opacity < 1)
    case .slide:
      #expect(!atPlace && rotation < 1e-9, "travelling upright: \(shown.position), \(rotation)")
    }
    f.settle()
    #expect(f.menu.phase == .open && f.menu.invariantViolations().isEmpty)
    #expect(f.menu.buttonItems[0].center == open)
    f.menu.close()
    f.settle()
    #expect(f.menu.phase == .closed && f.menu.invariantViolations().isEmpty)
  }

  @Test("Reduce Motion fades whatever the style")
  func reduceMotionFades() {
    let f = FloatingFixture { $0.configuration.openStyle = .pop }
    f.window.reduceMotion = true
    f.menu.open()
    for _ in 0..<6 { f.window.tick() }
    let shown = f.menu.buttonItems[0].layer.presentation()
    #expect(abs(shown.transform.xScale - 1) < 1e-9 && shown.opacity < 1)
  }
}
