import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews
import Testing

/// The issue's demo set-up: a 375 × 667 window whose root view is the target, a menu 150 wide
/// and full height sliding in from the right with the tutorial's five options, hidden at time
/// 0; a delegate that records what it hears.
@MainActor
final class SlideFixture: SlideMenuDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  static let size = Size(width: 375, height: 667)
  static let titles = ["Download", "Upload", "E-mail", "Settings", "About"]
  /// The script line that shows the menu in the demo.
  static let showSwipe = "swipe left from 300 300 in 0.15"
  /// A swipe right on the shown menu, which hides it.
  static let hideSwipe = "swipe right from 240 300 in 0.15"

  let window = Window(size: SlideFixture.size)
  let menu: SlideMenu
  /// What the delegate heard, in order.
  var heard: [String] = []
  /// What the feedback hook heard, in order.
  var feedback: [SlideMenu.Feedback] = []

  init(
    edge: SlideMenu.Edge = .trailing, width: Double = 150,
    options: [SlideMenu.Option] = SlideMenu.tutorialOptions,
    configure: (Window, SlideMenu) -> Void = { _, _ in }
  ) {
    menu = SlideMenu(
      frame: Rect(x: 375 - width, y: 0, width: width, height: 667), targetView: window.rootView,
      edge: edge, options: options)
    configure(window, menu)
    menu.delegate = self
    menu.onFeedback = { [weak self] in self?.feedback.append($1) }
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

  /// Runs frames until the menu is at rest (at most `limit` seconds); returns the seconds run.
  @discardableResult
  func settle(limit: Double = 5) -> Double {
    var t = 0.0
    while !menu.isAtRest && t < limit {
      window.tick()
      t += 1 / window.framesPerSecond
    }
    return t
  }

  /// Shows the menu with the demo's swipe and lets it come to rest.
  func showAndSettle() {
    play(Self.showSwipe)
    settle()
  }

  /// The menu's left edge as it shows now.
  var menuX: Double { menu.presentedFrame.minX }

  /// Runs frames while `condition` holds (at most `limit` seconds), recording the menu's left
  /// edge after each.
  func trace(limit: Double = 5, while condition: () -> Bool = { true }) -> [Double] {
    var xs: [Double] = []
    var t = 0.0
    while condition() && t < limit {
      window.tick()
      t += 1 / window.framesPerSecond
      xs.append(menuX)
    }
    return xs
  }

  // MARK: SlideMenuDelegate

  func slideMenu(_ menu: SlideMenu, didSelectItemAt index: Int) {
    heard.append("select \(index) \(menu.options[index].title)")
  }
  func slideMenuWillOpen(_ menu: SlideMenu) { heard.append("willOpen") }
  func slideMenuDidOpen(_ menu: SlideMenu) { heard.append("didOpen") }
  func slideMenuWillClose(_ menu: SlideMenu) { heard.append("willClose") }
  func slideMenuDidClose(_ menu: SlideMenu) { heard.append("didClose") }
}
