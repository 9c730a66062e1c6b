import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// Two of the confirm button's review gaps (issue 20): the ring dims as the touch strays
/// towards the cancel distance, and "inside the ring" may be the tutorial's square.
@MainActor
@Suite("ConfirmActionButton: cancel warning and the ring's hit shape")
struct ConfirmCancelWarningTests {
  @Test("the ring keeps full opacity to half the cancel distance, then fades to 0.3 at it")
  func dimsTowardsCancel() {
    let f = ConfirmFixture()
    f.play("down 187.5 500")
    var opacities: [Double] = []
    // Sideways from where it pressed: the stray is the x offset (the line runs straight up).
    for offset in [40.0, 50, 75, 99] {
      f.play("move \(187.5 + offset) 500")
      opacities.append(f.button.container.opacity)
    }
    #expect(close(opacities[0], 1) && close(opacities[1], 1))
    #expect(close(opacities[2], 0.65, 1e-9), "\(opacities)")
    #expect(close(opacities[3], 1 - 0.7 * 0.98, 1e-9), "\(opacities)")
    #expect(f.button.isPressing, "still pressing just inside the distance")
    f.play("move 187.5 480")
    #expect(close(f.button.container.opacity, 1), "back on the line: full again")
    f.play("move 288.5 500")
    #expect(!f.button.isPressing && f.events.isEmpty, "past 100 pt: cancelled, nothing sent")
    f.play("up\nwait 0.5\ndown 187.5 500")
    #expect(close(f.button.container.opacity, 1), "a new press starts at full opacity")
  }

  @Test("with dimming off, or no cancel distance, the ring never fades")
  func dimmingOff() {
    for configure in [
      { (b: ConfirmActionButton) in b.configuration.dimsBeforeCancelling = false },
      { (b: ConfirmActionButton) in b.configuration.cancelDistance = .infinity },
    ] {
      let f = ConfirmFixture(configure: configure)
      f.play("down 187.5 500\nmove 286.5 500")
      #expect(f.button.isPressing && close(f.button.container.opacity, 1))
    }
  }

  @Test("inside the tutorial's square confirms where the circle's corner does not")
  func squareHitShape() {
    let corner = "down 187.5 500\nwait 2.2\nmove 232.5 445"  // (45, 45) from the ring's centre
    let circle = ConfirmFixture()
    circle.play(corner)
    #expect(circle.state == .selected, "outside the 1.1-scaled circle: \(circle.state)")
    let square = ConfirmFixture { $0.configuration.ringHitShape = .square }
    square.play(corner)
    #expect(square.state == .confirmed, "inside the 100 × 100 square: \(square.state)")
    square.play("move 237.5 445")  // x = centre + 50: the square's right edge is outside
    #expect(square.state == .selected)
  }
}
