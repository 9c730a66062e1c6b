import DynamicMenusViews
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

/// Where buttons and labels sit, closed and open, in every direction (issue 9: within 0.5 pt).
@MainActor
@Suite("FloatingMenu layout: buttons and labels, closed and open, every direction")
struct FloatingMenuLayoutTests {
  typealias Direction = FloatingMenuController.Direction

  /// The unit step of a direction, written out by hand.
  static func step(_ d: Direction) -> Vector {
    switch d {
    case .up: Vector(dx: 0, dy: -1)
    case .down: Vector(dx: 0, dy: 1)
    case .left: Vector(dx: -1, dy: 0)
    case .right: Vector(dx: 1, dy: 0)
    }
  }

  /// The tutorial's formulas, written out independently of the library's layout type.
  static func expected(
    index i: Int, title: String, buttons: Direction, labels: Direction, open: Bool
  ) -> (button: Point, label: Point) {
    let c = FloatingFixture.fabCenter
    let b = step(buttons), l = step(labels)
    let openButton = Point(x: c.x + b.dx * 70 * Double(i + 1), y: c.y + b.dy * 70 * Double(i + 1))
    let size = FloatingFixture.labelSize(title)
    let s = labels == .up || labels == .down ? size.height : size.width
    let offset = 35 + (open ? s / 2 : s)
    let label = Point(x: openButton.x + l.dx * offset, y: openButton.y + l.dy * offset)
    return (open ? openButton : c, label)
  }

  nonisolated static let combinations: [(Direction, Direction)] = Direction.allCases.flatMap { b in
    Direction.allCases.map { l in (b, l) }
  }

  @Test("closed at time 0: every button on the floating button, invisible, half a turn round")
  func closedAtStart() {
    let f = FloatingFixture()
    #expect(f.menu.phase == .closed && !f.menu.isOpen)
    #expect(f.window.overlays.isEmpty)
    #expect(f.menu.fabCenter == FloatingFixture.fabCenter)
    for i in 0..<5 {
      let shown = f.shownButton(i)
      #expect(near(shown.center, FloatingFixture.fabCenter, 1e-9))
      #expect(shown.alpha == 0)
      #expect(abs(shown.rotation - .pi) < 1e-12)
    }
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("labels are the measured text plus 20 × 8, light 15 pt, corner radius 4")
  func labelStyle() {
    let f = FloatingFixture()
    for (i, title) in FloatingFixture.titles.enumerated() {
      let label = f.menu.buttonLabels[i]
      #expect(label.text == title)
      let size = FloatingFixture.labelSize(title)
      #expect(abs(label.bounds.width - size.width) < 1e-9)
      #expect(abs(label.bounds.height - size.height) < 1e-9)
      #expect(label.font == .systemFont(ofSize: 15, weight: .light))
      #expect(label.layer.cornerRadius == 4 && label.clipsToBounds)
      #expect(label.backgroundColor == FloatingMenuPalette.flatWhite)
      #expect(label.textColor == FloatingMenuPalette.flatBlack)
      #expect(label.textAlignment == .center)
    }
  }

  @Test(
    "buttons and labels, closed and open, within 0.5 pt in every pair of directions",
    arguments: combinations)
  func positions(buttons: Direction, labels: Direction) {
    // The tutorial's straight line wherever it leads (kept inside the window, it folds:
    // FloatingMenuSafeAreaTests).
    let f = FloatingFixture(buttonDirection: buttons, labelDirection: labels) {
      $0.configuration.confinesToSafeArea = false
    }
    for (i, title) in FloatingFixture.titles.enumerated() {
      let closed = Self.expected(
        index: i, title: title, buttons: buttons, labels: labels, open: false)
      #expect(near(f.shownButton(i).center, closed.button))
      #expect(near(f.shownLabel(i).center, closed.label), "closed label \(i)")
      #expect(f.shownLabel(i).alpha == 0)
    }
    f.openAndSettle()
    #expect(f.menu.phase == .open)
    for (i, title) in FloatingFixture.titles.enumerated() {
      let open = Self.expected(index: i, title: title, buttons: buttons, labels: labels, open: true)
      let shown = f.shownButton(i)
      #expect(near(shown.center, open.button), "open button \(i): \(shown.center)")
      #expect(abs(shown.alpha - 1) < 1e-9 && abs(shown.rotation) < 1e-9)
      #expect(near(f.shownLabel(i).center, open.label), "open label \(i)")
      #expect(abs(f.shownLabel(i).alpha - 1) < 1e-9)
    }
    let close = f.menu.closeButton.layer.presentation()
    #expect(near(close.position, FloatingFixture.fabCenter) && abs(close.opacity - 1) < 1e-9)
    #expect(f.menu.invariantViolations().isEmpty)
  }

  @Test("the demo's open positions, by the numbers")
  func demoNumbers() {
    let f = FloatingFixture()
    f.openAndSettle()
    let ys = (0..<5).map { f.shownButton($0).center.y }
    #expect(ys.map { ($0 * 1000).rounded() / 1000 } == [530, 460, 390, 320, 250])
    #expect((0..<5).allSatisfy { f.shownButton($0).center.x == 320 })
    // "New Contact": right edge 35 pt left of the button's centre.
    let label = f.menu.buttonLabels[0]
    let right = f.shownLabel(0).center.x + label.bounds.width / 2
    #expect(abs(right - (320 - 35)) < 1e-9)
  }

  @Test("right to left mirrors left and right, for buttons and labels", arguments: combinations)
  func rightToLeft(buttons: Direction, labels: Direction) {
    let f = FloatingFixture(
      buttonDirection: buttons, labelDirection: labels, layoutDirection: .rightToLeft
    ) { $0.configuration.confinesToSafeArea = false }
    f.openAndSettle()
    for (i, title) in FloatingFixture.titles.enumerated() {
      let mirrored = Self.expected(
        index: i, title: title, buttons: buttons.flippedHorizontally,
        labels: labels.flippedHorizontally, open: true)
      #expect(near(f.shownButton(i).center, mirrored.button))
      #expect(near(f.shownLabel(i).center, mirrored.label))
    }
  }

  @Test("a forced left-to-right menu does not mirror in a right-to-left window")
  func forcedDirection() {
    let f = FloatingFixture(layoutDirection: .rightToLeft) { menu in
      menu.semanticContentAttribute = .forceLeftToRight
    }
    f.openAndSettle()
    // Labels stay on the left.
    #expect(f.shownLabel(0).center.x < 320)
    let g = FloatingFixture(layoutDirection: .rightToLeft) {
      $0.configuration.confinesToSafeArea = false
    }
    g.openAndSettle()
    #expect(g.shownLabel(0).center.x > 320)
  }

  @Test("the direction helpers")
  func directionHelpers() {
    #expect(Direction.up.offset(Point(x: 1, y: 2), by: 3) == Point(x: 1, y: -1))
    #expect(Direction.right.offset(Point(x: 1, y: 2), by: 3) == Point(x: 4, y: 2))
    #expect(Direction.left.flippedHorizontally == .right && Direction.up.flippedHorizontally == .up)
    #expect(Direction.left.resolved(for: .rightToLeft) == .right)
    #expect(Direction.left.resolved(for: .leftToRight) == .left)
    #expect(Direction.down.isVertical && !Direction.left.isVertical)
  }
}
