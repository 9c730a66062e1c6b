import DynamicMenus
import DynamicMenusUIKit
import UIKit

/// The app: one scene, whose window shows the dial.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

/// Puts the dial's view controller in the scene's window.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = BeerViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// A dial of beer styles over the whole screen and a label saying which one is chosen.
final class BeerViewController: UIViewController {
  static let beers = ["Pale lager", "Witbier", "Pilsner", "IPA", "Porter", "Stout"]
  private let chosen = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    // The host view fills the screen; the dial fills the host and follows its size.
    let hostView = ControlHostView(frame: view.bounds)
    hostView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(hostView)
    let dial = DialMenu(frame: hostView.host.window.bounds)
    dial.itemViews = Self.beers.map { MenuItem(title: $0) }
    dial.onSelect = { [weak self] _, index in self?.show(Self.beers[index]) }
    hostView.host.window.rootView.addSubview(dial)
    dial.show()

    chosen.frame = CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 30)
    chosen.autoresizingMask = [.flexibleWidth]
    chosen.textAlignment = .center
    chosen.font = .preferredFont(forTextStyle: .headline)
    chosen.adjustsFontForContentSizeCategory = true
    view.addSubview(chosen)
    show(Self.beers[0])
  }

  private func show(_ beer: String) { chosen.text = "Chosen: \(beer)" }
}
