import DynamicMenusLayers
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// Each control's focus halo (``View/focusEffect``), as the window draws it after tab: its
/// shape follows the control (a circle for round buttons and for the dial's item at the top,
/// the highlighted sector of an open radial menu), in the control's tint.
@MainActor
@Suite("Focus halos of the controls")
struct FocusHaloTests {
  /// Presses and releases `key`, a frame each.
  func press(_ key: Key, in window: Window) {
    window.send(KeyEvent(key: key, phase: .press))
    window.tick()
    window.send(KeyEvent(key: key, phase: .release))
    window.tick()
  }

  /// The circle an effect's ellipse describes, if it is a circle.
  func circle(_ effect: FocusEffect?) -> (center: Point, radius: Double)? {
    guard case .ellipse(let rect)? = effect?.shape, abs(rect.width - rect.height) < 1e-9 else {
      return nil
    }
    return (rect.center, rect.width / 2)
  }

  @Test("the dial: a circle round the selected item, inflated at the top: 100 × 1.33 / 2 pt")
  func dial() throws {
    let f = DialFixture()
    f.settle()
    press(.tab, in: f.window)
    #expect(f.window.focusIndicatorView === f.dial)
    let item = f.dial.itemViews[0]
    let c = try #require(circle(f.dial.focusEffect))
    #expect(c.center == item.center && c.radius == MenuItem.diameter * item.scale / 2)
    // At rest that is the top of the ring and the full inflation (the rest tolerance, 0.5 pt).
    #expect(c.center.distance(to: f.dial.ring.top) <= f.dial.configuration.restTolerance)
    #expect(abs(c.radius - MenuItem.diameter * InflateCurve.tutorial.maximumScale / 2) < 0.01)
    // Inside that circle: the inflated item touches the dial's edge, leaving no room outside;
    // so the ring's frame is the bubble's frame.
    #expect(f.dial.focusEffect?.position == .inside)
    let frame = try #require(f.window.focusIndicatorFrame)
    #expect(frame.center.distance(to: item.center) < 1e-9)
    #expect(abs(frame.width - 2 * c.radius) < 1e-9 && abs(frame.height - 2 * c.radius) < 1e-9)
    // A hidden dial cannot take the focus: no halo.
    f.dial.hide(animated: false)
    f.window.tick()
    #expect(f.window.focusIndicatorView == nil && f.window.focusIndicatorFrame == nil)
  }

  @Test("the dial's halo follows the item coming up round the ring, frame by frame")
  func dialHaloFollowsTheTurn() throws {
    let f = DialFixture()
    f.settle()
    press(.tab, in: f.window)
    f.window.send(KeyEvent(key: .right, phase: .press))
    var centers: [Point] = []
    // The turn to Witbier (36° away): at most 3 s; every frame the halo circles it as drawn.
    for n in 0..<180 {
      if n == 1 { f.window.send(KeyEvent(key: .right, phase: .release)) }
      f.window.tick()
      let witbier = f.dial.itemViews[1]
      #expect(f.dial.focusedItemIndex == 1 && f.dial.accessibilityValue == "Witbier")
      let frame = try #require(f.window.focusIndicatorFrame)
      let drawn = f.dial.convert(witbier.layer.presentation().position, to: nil)
      #expect(frame.center.distance(to: drawn) < 1e-6, "halo at \(frame.center), item at \(drawn)")
      #expect(abs(frame.width - MenuItem.diameter * witbier.scale) < 1e-6)
      centers.append(frame.center)
      if f.dial.motion == .idle { break }
    }
    #expect(f.dial.selectedIndex == 1)
    // It started where Witbier was, 36° right of the top, small, and ended at the top.
    let start = try #require(centers.first)
    let end = try #require(centers.last)
    #expect(abs(f.dial.ring.angle(of: start) - 2 * .pi / 10) < 0.05)
    #expect(end.distance(to: f.dial.ring.top) <= f.dial.configuration.restTolerance)
    #expect(centers.count > 10)
  }

  @Test("the radial menu: the centre ring closed; the highlighted sector open")
  func radial() throws {
    let (window, menu) = makeRadialDemo()
    press(.tab, in: window)
    #expect(window.focusIndicatorView === menu)
    let closed = try #require(circle(menu.focusEffect))
    #expect(closed.center == menu.menuCenter)
    let m = RadialMenuMetrics.self
    #expect(abs(closed.radius - (m.thickRingRadii.closed + m.thickRingLineWidth / 2)) < 1e-9)
    press(.return, in: window)
    window.run(for: 1.1)
    #expect(menu.menuState == .open)
    // Open with nothing highlighted: still the centre (return there closes the menu).
    #expect(circle(menu.focusEffect)?.center == menu.menuCenter)
    press(.right, in: window)
    #expect(menu.highlightedIndex == 0)
    guard case .path(let sector)? = menu.focusEffect?.shape else {
      Issue.record("no sector outline")
      return
    }
    // Around sector 0 (0°…30° clockwise from 3 o'clock, radius 102…156), a halo's offset out.
    let inside = menu.menuCenter + Vector(angle: Angles.radians(degrees: 15), length: 129)
    let outside = menu.menuCenter + Vector(angle: Angles.radians(degrees: 45), length: 129)
    #expect(sector.contains(inside) && !sector.contains(outside))
    let box = sector.boundingBox
    #expect(box.maxX > menu.menuCenter.x + 156 && box.maxX < menu.menuCenter.x + 156 + 4)
    #expect(box.minY < menu.menuCenter.y && box.minY > menu.menuCenter.y - 4)
    // The halo follows the highlight round the ring.
    press(.right, in: window)
    guard case .path(let next)? = menu.focusEffect?.shape else {
      Issue.record("no sector outline after the right arrow")
      return
    }
    #expect(
      next != sector
        && next.contains(
          menu.menuCenter
            + Vector(
              angle: Angles.radians(degrees: 45), length: 129))
    )
    #expect(window.focusIndicator.halo.path == next)
  }

  @Test("the confirm button: a circle round its face")
  func confirm() throws {
    let window = Window(size: Size(width: 375, height: 667))
    let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
    window.rootView.addSubview(button)
    window.tick()
    press(.tab, in: window)
    #expect(window.focusIndicatorView === button)
    guard case .roundedRect(let rect, let radius)? = button.focusEffect?.shape else {
      Issue.record("not a rounded rectangle")
      return
    }
    #expect(rect == button.bounds && radius == 50)
  }

  @Test("the floating menu: each button's circle; opening from the keyboard focuses close")
  func floating() throws {
    let f = FloatingFixture()
    press(.tab, in: f.window)
    #expect(f.window.focusIndicatorView === f.fab)
    press(.return, in: f.window)
    f.window.run(for: 0.6)
    #expect(f.window.focusIndicatorView === f.menu.closeButton)
    press(.up, in: f.window)
    let item = try #require(f.window.focusIndicatorView as? FloatingButton)
    #expect(item !== f.menu.closeButton && f.menu.buttonItems.contains { $0 === item })
    guard case .roundedRect(let rect, let radius)? = item.focusEffect?.shape else {
      Issue.record("the item's halo is not a rounded rectangle")
      return
    }
    #expect(rect == item.bounds && radius == item.bounds.width / 2)
    // Not white (the icons' tint) on the light backdrop: the halo takes the app's tint.
    #expect(f.window.focusIndicator.halo.strokeColor == View.defaultTintColor)
  }
}
