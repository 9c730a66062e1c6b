import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The floating menu never leaves the safe area: at a phone's size in both orientations, a
/// small window and an iPad's, opened and at every frame of the opening, every button and
/// label stays inside it; a line too long folds, a label that would be cut flips side.
@MainActor
@Suite("FloatingMenu: inside the safe area at every size")
struct FloatingMenuSafeAreaTests {
  /// A window size with its safe-area insets, as the devices have them.
  nonisolated static let screens: [(Size, EdgeInsets)] = [
    (Size(width: 375, height: 667), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    (Size(width: 667, height: 375), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    (Size(width: 320, height: 400), .zero),
    (Size(width: 768, height: 1024), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
  ]

  /// The demo's menu in a window of `size` with `insets`, its floating button 55 × 67 pt in
  /// from the safe area's bottom-right corner (the demo's place in 375 × 667).
  static func menu(
    size: Size, insets: EdgeInsets, fab position: Point? = nil,
    configure: (FloatingMenuController) -> Void = { _ in }
  ) -> (Window, FloatingMenuController) {
    let window = Window(size: size)
    window.safeAreaInsets = insets
    let fab = FloatingButton(image: Icons.plus)
    let safe = window.bounds.inset(by: insets)
    fab.center = position ?? Point(x: safe.maxX - 55, y: safe.maxY - 67)
    window.rootView.addSubview(fab)
    let menu = FloatingMenuController(
      fromView: fab,
      items: FloatingFixture.titles.map { FloatingMenuController.Item(title: $0) })
    configure(menu)
    window.tick()
    return (window, menu)
  }

  /// The frames (window points) of every button and label as shown now.
  static func shownFrames(_ menu: FloatingMenuController) -> [(String, Rect)] {
    let parts: [View] = menu.buttonItems.map { $0 as View } + menu.buttonLabels.map { $0 as View }
    return parts.compactMap { view in
      let shown = view.layer.presentation()
      guard shown.opacity > 0.001 else { return nil }
      let size = view.bounds.size
      let box = Rect(
        x: shown.position.x - size.width / 2, y: shown.position.y - size.height / 2,
        width: size.width, height: size.height)
      return (view.name ?? "?", box)
    }
  }

  /// Opens `menu` and runs frames until it is at rest (at most 300), returning every button
  /// or label shown outside the window's safe area, frame by frame.
  static func openOutsideTheSafeArea(_ window: Window, _ menu: FloatingMenuController)
    -> [String]
  {
    let safe = window.bounds.inset(by: window.safeAreaInsets)
    menu.open()
    var frames = 0
    var problems: [String] = []
    repeat {
      window.tick()
      frames += 1
      for (name, box) in shownFrames(menu) where outside(box, safe) {
        problems.append("frame \(frames): \(name) at \(box)")
      }
    } while !menu.isAtRest && frames < 300
    return problems
  }

  static func outside(_ box: Rect, _ safe: Rect) -> Bool {
    box.minX < safe.minX - 1e-6 || box.minY < safe.minY - 1e-6 || box.maxX > safe.maxX + 1e-6
      || box.maxY > safe.maxY + 1e-6
  }

  @Test(
    "every button and label inside the safe area, at rest and at every frame of opening",
    arguments: 0..<4)
  func insideAtEverySize(screen: Int) {
    let (size, insets) = Self.screens[screen]
    let (window, menu) = Self.menu(size: size, insets: insets)
    let problems = Self.openOutsideTheSafeArea(window, menu)
    #expect(menu.phase == .open)
    #expect(problems.isEmpty, "\(size): \(problems.prefix(4))")
    #expect(menu.invariantViolations().isEmpty)
  }

  @Test("at 667 × 375 the line folds: three buttons a column, two columns, nothing overlaps")
  func foldsInLandscape() throws {
    let (window, menu) = Self.menu(size: Size(width: 667, height: 375), insets: .zero)
    menu.open()
    window.run(for: 2)
    let fab = menu.fabCenter  // (612, 308)
    let centers = menu.buttonItems.map(\.center)
    // Column 1 straight up at 70-pt steps while a button and the 8-pt margin fit above.
    for row in 0..<3 {
      #expect(centers[row] == Point(x: fab.x, y: fab.y - 70 * Double(row + 1)))
    }
    let widest = menu.buttonLabels.prefix(3).map(\.bounds.width).max() ?? 0
    #expect(centers[3] == Point(x: fab.x - 70 - widest, y: fab.y - 70))
    #expect(centers[4] == Point(x: fab.x - 70 - widest, y: fab.y - 140))
    let boxes = Self.shownFrames(menu).map(\.1)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(boxes[i].intersection(boxes[j]).isEmpty, "\(boxes[i]) and \(boxes[j]) overlap")
      }
    }
  }

  @Test("the tutorial's straight line, confinement off: the fifth button at y = −42 (the issue)")
  func straightLineLeavesTheWindow() {
    let (window, menu) = Self.menu(
      size: Size(width: 667, height: 375), insets: .zero
    ) { $0.configuration.confinesToSafeArea = false }
    menu.open()
    window.run(for: 2)
    #expect(menu.buttonItems[4].center == Point(x: 612, y: -42))
  }

  @Test("a floating button at the left edge: the labels flip to the buttons' right")
  func labelsFlip() {
    let (window, menu) = Self.menu(
      size: Size(width: 375, height: 667), insets: .zero, fab: Point(x: 50, y: 600))
    menu.open()
    window.run(for: 2)
    for (button, label) in zip(menu.buttonItems, menu.buttonLabels) {
      #expect(label.frame.minX > button.center.x, "\(label.text ?? "") sits right of its button")
      #expect(label.frame.maxX <= 375 - 8)
    }
  }

  @Test("the safe area changing while open moves the items in at once")
  func followsTheSafeArea() {
    let (window, menu) = Self.menu(size: Size(width: 375, height: 667), insets: .zero)
    menu.open()
    window.run(for: 2)
    let top = menu.buttonItems[4].center.y  // 600 − 350 = 250
    #expect(top == 250)
    window.safeAreaInsets = EdgeInsets(top: 400, left: 0, bottom: 0, right: 0)
    window.tick()
    let safe = window.bounds.inset(by: window.safeAreaInsets)
    #expect(menu.isAtRest)
    for (name, box) in Self.shownFrames(menu) {
      #expect(!Self.outside(box, safe), "\(name) at \(box)")
    }
  }
}
