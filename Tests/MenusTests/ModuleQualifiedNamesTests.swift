import DynamicMenus
import Testing

// Names an app that imports SwiftUI (or UIKit) also has. Declared here, they shadow the
// library's in this file, as SwiftUI's make the bare names ambiguous in such an app.
private struct View {}
private struct Color {}
private struct Button {}
private struct Window {}
private struct Path {}
private struct Transaction {}
private struct Animatable {}

/// Module-qualified names reach the library's types when its bare names are taken
/// (docs/design.md, "The module map"): what an Apple app writes beside SwiftUI.
@MainActor @Suite struct ModuleQualifiedNamesTests {
  @Test("with colliding names in scope, DynamicMenus…-qualified names still work")
  func qualifiedNames() {
    let window = DynamicMenusViews.Window(
      size: DynamicMenusGeometry.Size(width: 200, height: 200))
    let view = DynamicMenusViews.View(
      frame: DynamicMenusGeometry.Rect(x: 0, y: 0, width: 50, height: 50))
    view.backgroundColor = DynamicMenusGeometry.Color.red
    window.rootView.addSubview(view)
    let button = DynamicMenusViews.Button(
      frame: DynamicMenusGeometry.Rect(x: 60, y: 0, width: 80, height: 44))
    button.setTitle("Go", for: .normal)
    window.rootView.addSubview(button)
    var path = DynamicMenusGeometry.Path()
    path.move(to: .zero)
    DynamicMenusLayers.Transaction.perform(disableActions: true) { view.alpha = 0.5 }
    let dial = DynamicMenusControls.DialMenu(
      frame: DynamicMenusGeometry.Rect(x: 0, y: 0, width: 200, height: 200))
    window.rootView.addSubview(dial)
    window.tick(0)
    #expect(view.alpha == 0.5 && button.title(for: .normal) == "Go" && dial.window === window)
    // The bare names are the local ones here.
    _ = (View(), Color(), Button(), Window(), Path(), Transaction(), Animatable())
  }
}
