import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusViews

/// The floating button a host puts in a view of its own (a SwiftUI overlay, a web
/// component), where the tutorial puts it.
extension FloatingMenuController {
  /// A plus-icon floating button 55 points from `view`'s trailing edge and 67 from its
  /// bottom (the tutorial's place, at the right; at the left in a right-to-left layout, as
  /// Material's floating button sits at the end), kept in that corner as `view` resizes, read
  /// as "Menu" by VoiceOver, added to `view`; and a menu from it, which a tap on the button
  /// opens.
  public static func withFloatingButton(
    in view: View
  ) -> (menu: FloatingMenuController, button: FloatingButton) {
    let size = FloatingButton.defaultSize
    let button = FloatingButton(image: Icons.plus)
    button.accessibilityLabel = "Menu"
    button.bounds = Rect(x: 0, y: 0, width: size, height: size)
    view.addSubview(button)
    placeFloatingButton(button)
    let menu = FloatingMenuController(fromView: button)
    button.addAction(for: .primaryActionTriggered) { [menu = Weak(menu)] _ in
      menu.object?.open()
    }
    return (menu, button)
  }

  /// Puts `button` in its superview's bottom trailing corner, 55 points from the trailing edge
  /// and 67 from the bottom, for the superview's layout direction now, with the margins that
  /// keep it there as the superview resizes. A host calls it again when the direction
  /// changes.
  public static func placeFloatingButton(_ button: FloatingButton) {
    guard let view = button.superview else { return }
    let bounds = view.bounds
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    button.center = Point(
      x: rightToLeft ? bounds.minX + 55 : bounds.maxX - 55, y: bounds.maxY - 67)
    button.autoresizingMask = [
      rightToLeft ? .flexibleRightMargin : .flexibleLeftMargin, .flexibleTopMargin,
    ]
  }
}
