import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusScripts
import DynamicMenusViews
import Testing

/// The issue's demo set-up: a 375 × 667 window, the floating button centred at (320, 600),
/// buttons up, labels left, the tutorial's five items; and a delegate that records.
@MainActor
final class FloatingFixture: FloatingMenuControllerDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  static let titles = [
    "New Contact", "Heidi Hernandez", "Neil Ross", "Elijah Woods", "Bella Douglas",
  ]
  static let fabCenter = Point(x: 320, y: 600)

  let window = Window(size: Size(width: 375, height: 667))
  let fab = FloatingButton(image: Icons.plus)
  let menu: FloatingMenuController
  /// What the delegate heard, in order.
  var heard: [String] = []

  init(
    buttonDirection: FloatingMenuController.Direction = .up,
    labelDirection: FloatingMenuController.Direction = .left,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    configure: (FloatingMenuController) -> Void = { _ in }
  ) {
    window.layoutDirection = layoutDirection
    fab.center = Self.fabCenter
    window.rootView.addSubview(fab)
    menu = FloatingMenuController(fromView: fab)
    menu.configuration.buttonDirection = buttonDirection
    menu.configuration.labelDirection = labelDirection
    menu.setItems(
      Self.titles.enumerated().map { i, title in
        FloatingMenuController.Item(title: title, image: i == 0 ? Icons.plus : Icons.person)
      })
    configure(menu)
    menu.delegate = self
    fab.addAction(for: .primaryActionTriggered) { [weak menu] _ in menu?.open() }
    window.tick()
  }

  /// Plays `source` on the window.
  func play(_ source: String) {
    do {
      try ScriptRunner(window: window, source: source).run()
    } catch {
      Issue.record("script error: \(error)")
    }
  }

  /// Runs frames until the menu is at rest (at most `limit` seconds).
  func settle(limit: Double = 3) {
    var t = 0.0
    while !menu.isAtRest && t < limit {
      window.tick()
      t += 1 / window.framesPerSecond
    }
    window.tick()
  }

  /// Opens the menu by tapping the floating button and lets it settle.
  func openAndSettle() {
    play("tap \(Self.fabCenter.x) \(Self.fabCenter.y)")
    settle()
  }

  /// The presentation (on-screen) values of button `index`.
  func shownButton(_ index: Int) -> (center: Point, alpha: Double, rotation: Double) {
    let p = menu.buttonItems[index].layer.presentation()
    return (p.position, p.opacity, p.transform.components.rotation)
  }

  /// The presentation centre and alpha of label `index`.
  func shownLabel(_ index: Int) -> (center: Point, alpha: Double) {
    let p = menu.buttonLabels[index].layer.presentation()
    return (p.position, p.opacity)
  }

  /// The label's size as the tutorial makes it: the measured text plus 20 × 8.
  static func labelSize(_ title: String) -> Size {
    let text = TextMeasurement.current.size(
      of: title, font: .systemFont(ofSize: 15, weight: .light), constrainedToWidth: nil)
    return Size(width: text.width + 20, height: text.height + 8)
  }

  // MARK: FloatingMenuControllerDelegate

  func floatingMenuController(_ controller: FloatingMenuController, didSelectItemAt index: Int) {
    #expect(controller.buttonItems.indices.contains(index))
    heard.append("tap \(index)")
  }
  func floatingMenuControllerDidCancel(_ controller: FloatingMenuController) {
    heard.append("cancel")
  }
  func floatingMenuControllerWillOpen(_ controller: FloatingMenuController) {
    heard.append("willOpen")
  }
  func floatingMenuControllerDidOpen(_ controller: FloatingMenuController) {
    heard.append("didOpen")
  }
  func floatingMenuControllerWillClose(_ controller: FloatingMenuController) {
    heard.append("willClose")
  }
  func floatingMenuControllerDidClose(_ controller: FloatingMenuController) {
    heard.append("didClose")
  }
}

/// Whether two points are within `tolerance` points.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 0.5) -> Bool {
  a.distance(to: b) <= tolerance
}
