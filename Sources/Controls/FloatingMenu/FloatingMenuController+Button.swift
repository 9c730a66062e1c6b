import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusViews

/// The floating button a host puts in a view of its own (a SwiftUI overlay, a web
/// component), where the tutorial puts it.
extension FloatingMenuController {
  /// A plus-icon floating button 55 points from `view`'s right edge and 67 from its bottom
  /// (the tutorial's place), kept in that corner by its flexible left and top margins as
  /// `view` resizes, read as "Menu" by VoiceOver, added to `view`; and a menu from it, which
  /// a tap on the button opens.
  public static func withFloatingButton(
    in view: View
  ) -> (menu: FloatingMenuController, button: FloatingButton) {
    let size = FloatingButton.defaultSize
    let button = FloatingButton(image: Icons.plus)
    button.accessibilityLabel = "Menu"
    button.frame = Rect(
      center: Point(x: view.bounds.maxX - 55, y: view.bounds.maxY - 67),
      size: Size(width: size, height: size))
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    view.addSubview(button)
    let menu = FloatingMenuController(fromView: button)
    button.addAction(for: .primaryActionTriggered) { [menu = Weak(menu)] _ in
      menu.object?.open()
    }
    return (menu, button)
  }
}
