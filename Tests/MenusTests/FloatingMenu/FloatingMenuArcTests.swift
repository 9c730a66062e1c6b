import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The arc and full-circle layouts (FloatingMenuLayout+Arc.swift): the buttons' places to
/// 1e-9 pt, labels outside the ring, mirrored in right-to-left, inside the safe area at every
/// size (or the folded line where a figure does not fit), never over the close button.
@MainActor
@Suite("FloatingMenu: arc and full-circle layouts")
struct FloatingMenuArcTests {
  typealias Layout = FloatingMenuController.Layout

  /// A menu in a 375 × 667 window from a floating button at `fab`, one item per title
  /// (empty titles: icon-only), laid out by `layout`, opened and settled. Keep the window
  /// alive while the menu is checked: the menu holds it weakly.
  static func openMenu(
    fab: Point, titles: [String], layout: Layout,
    direction: FloatingMenuController.Direction = .up, confined: Bool = true,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) -> (Window, FloatingMenuController) {
    let window = Window(size: Size(width: 375, height: 667))
    window.layoutDirection = layoutDirection
    let button = FloatingButton(image: Icons.plus)
    button.center = fab
    window.rootView.addSubview(button)
    let menu = FloatingMenuController(
      fromView: button,
      items: titles.map { FloatingMenuController.Item(title: $0, image: Icons.person) })
    menu.configuration.layout = layout
    menu.configuration.buttonDirection = direction
    menu.configuration.confinesToSafeArea = confined
    window.tick()
    menu.open()
    window.run(for: 2)
    return (window, menu)
  }

  static let icons = ["", "", "", "", ""]
  static let short = ["Mail", "Call", "Photo", "Map", "Note", "Chat"]

  @Test("a quarter arc from the corner: up, then turning left, neighbours 70 pt apart")
  func quarterArc() {
    let (window, menu) = Self.openMenu(
      fab: Point(x: 320, y: 600), titles: Self.icons, layout: .arc())
    defer { withExtendedLifetime(window) {} }
    // r = p / (2 sin(Δ/2)), Δ = (π/2)/4: 70 / (2 sin(π/16)) = 179.40 pt.
    let r = 70 / (2 * Angles.sin(.pi / 16))
    #expect(abs(r - 179.40) < 0.01)
    for (k, button) in menu.buttonItems.enumerated() {
      let angle = Double(k) * .pi / 8
      let expected = Point(x: 320 - r * Angles.sin(angle), y: 600 - r * Angles.cos(angle))
      #expect(button.center.distance(to: expected) < 1e-9, "button \(k) at \(button.center)")
    }
    for k in 1..<5 {
      let chord = menu.buttonItems[k].center.distance(to: menu.buttonItems[k - 1].center)
      #expect(abs(chord - 70) < 1e-9)
    }
    #expect(menu.buttonLabels.allSatisfy { $0.bounds.size == .zero }, "icon-only: no plates")
    #expect(menu.invariantViolations().isEmpty)
  }

  @Test("right-to-left: the same arc turns right")
  func mirrored() {
    let (window, menu) = Self.openMenu(
      fab: Point(x: 187.5, y: 600), titles: Self.icons, layout: .arc(), confined: false,
      layoutDirection: .rightToLeft)
    defer { withExtendedLifetime(window) {} }
    let last = menu.buttonItems[4].center
    #expect(abs(last.x - (187.5 + 179.40)) < 0.01 && abs(last.y - 600) < 1e-9, "\(last)")
  }

  @Test("the full circle: six buttons 60° apart from the top, each label outside its button")
  func fullCircle() {
    let hub = Point(x: 187.5, y: 333)
    let (window, menu) = Self.openMenu(fab: hub, titles: Self.short, layout: .circle())
    defer { withExtendedLifetime(window) {} }
    // Δ = π/3: 70 / (2 sin(π/6)) = 70 = p, so the radius is 70.
    for (k, button) in menu.buttonItems.enumerated() {
      let angle = Double(k) * .pi / 3
      let expected = Point(x: hub.x - 70 * Angles.sin(angle), y: hub.y - 70 * Angles.cos(angle))
      #expect(button.center.distance(to: expected) < 1e-9, "button \(k) at \(button.center)")
      let ray = button.center - hub
      let out = menu.buttonLabels[k].center - button.center
      #expect(abs(ray.dx * out.dy - ray.dy * out.dx) < 1e-6, "label \(k) on its ray")
      #expect(ray.dx * out.dx + ray.dy * out.dy > 0, "label \(k) outside")
    }
    #expect(menu.invariantViolations().isEmpty)
  }

  @Test("a given radius is kept")
  func givenRadius() {
    let hub = Point(x: 187.5, y: 333)
    let (window, menu) = Self.openMenu(fab: hub, titles: Self.icons, layout: .circle(radius: 100))
    defer { withExtendedLifetime(window) {} }
    for button in menu.buttonItems {
      #expect(abs(button.center.distance(to: hub) - 100) < 1e-9)
    }
  }

  @Test("a figure moved in from the corner moves on until it clears the close button")
  func clearsTheCloseButton() {
    // Up, then round to the left and down: a half circle with no room below it.
    let (window, menu) = Self.openMenu(
      fab: Point(x: 187.5, y: 600), titles: Self.icons, layout: .arc(sweep: .pi))
    defer { withExtendedLifetime(window) {} }
    let clear = menu.buttonItems[0].bounds.width + 2
    let nearest = menu.buttonItems.map { $0.center.distance(to: menu.fabCenter) }.min() ?? 0
    #expect(abs(nearest - clear) < 1e-6, "the nearest button just clears: \(nearest)")
    #expect(Set(menu.buttonItems.map(\.center.x)).count > 1, "still the half circle")
    #expect(menu.invariantViolations().isEmpty)
  }

  @Test("a half circle from the bottom's middle: left, over the top, to the right")
  func halfCircle() {
    let (window, menu) = Self.openMenu(
      fab: Point(x: 187.5, y: 600), titles: Self.icons, layout: .arc(sweep: .pi),
      direction: .left)
    defer { withExtendedLifetime(window) {} }
    let centers = menu.buttonItems.map(\.center)
    #expect(abs(centers[0].y - 600) < 1e-9 && centers[0].x < 187.5)
    #expect(abs(centers[2].x - 187.5) < 1e-9 && centers[2].y < 600)
    #expect(abs(centers[4].y - 600) < 1e-9 && centers[4].x > 187.5)
  }

  @Test("figures that do not fit fall back to the folded line")
  func fallsBack() {
    // The demo's long titles: the quarter arc's labels need more than 359 pt across.
    let (window, long) = Self.openMenu(
      fab: Point(x: 320, y: 600), titles: FloatingFixture.titles, layout: .arc())
    defer { withExtendedLifetime(window) {} }
    #expect(long.buttonItems.map(\.center.x) == Array(repeating: 320, count: 5))
    // A circle wider than the window.
    let (wideWindow, wide) = Self.openMenu(
      fab: Point(x: 187.5, y: 333), titles: Self.icons, layout: .circle(radius: 300))
    defer { withExtendedLifetime(wideWindow) {} }
    #expect(wide.buttonItems.map(\.center.x) == Array(repeating: 187.5, count: 5))
  }

  @Test(
    "arc and circle, icons or short titles: inside the safe area at every size and frame",
    arguments: 0..<4, [Layout.arc(), .arc(sweep: .pi), .circle()])
  func insideAtEverySize(screen: Int, layout: Layout) {
    let (size, insets) = FloatingMenuSafeAreaTests.screens[screen]
    for titles in [Self.icons, Array(Self.short.prefix(5))] {
      let (window, menu) = FloatingMenuSafeAreaTests.menu(size: size, insets: insets) {
        $0.configuration.layout = layout
      }
      menu.labelTitles = titles
      window.tick()
      let problems = FloatingMenuSafeAreaTests.openOutsideTheSafeArea(window, menu)
      #expect(menu.phase == .open)
      #expect(problems.isEmpty, "\(size) \(layout): \(problems.prefix(4))")
      #expect(menu.invariantViolations().isEmpty)
      let fab = menu.fabCenter
      if titles == Self.icons {
        // Icon-only, every figure fits every size (moved in where it must): not the line.
        let xs = Set(menu.buttonItems.map(\.center.x))
        #expect(xs.count > 1, "\(size) \(layout): the figure, not the line")
      }
      for button in menu.buttonItems {
        let clear = button.bounds.width + 2 - 1e-6
        #expect(button.center.distance(to: fab) >= clear, "clear of the close button")
      }
    }
  }

  @Test("a sweep or radius out of range is named")
  func validation() {
    var c = FloatingMenuController.Configuration()
    c.layout = .arc(sweep: 0)
    #expect(c.validationFailure == "layout's sweep must be in (0, 2π], got 0.0")
    c.layout = .arc(sweep: .nan)
    #expect(c.validationFailure?.hasPrefix("layout's sweep") == true)
    c.layout = .arc(sweep: 7)
    #expect(c.validationFailure?.hasPrefix("layout's sweep") == true)
    c.layout = .circle(radius: -1)
    #expect(c.validationFailure == "layout's radius must be finite and > 0, got -1.0")
    c.layout = .circle(radius: 2 * .pi)
    #expect(c.validationFailure == nil)
  }
}
