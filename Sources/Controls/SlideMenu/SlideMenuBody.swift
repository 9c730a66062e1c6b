import DynamicMenusViews
import DynamicMenusDynamics
import DynamicMenusGeometry

/// What the slide menu's animator moves: the menu's centre, reached through a weak reference.
///
/// The menu owns its animator, and behaviours hold their items strongly (as UIKit's do): with
/// the menu itself as the item, menu → animator → behaviour → menu kept a menu that had moved
/// once alive for good when its screen went away with it. The tutorial's menu was an object
/// beside its container view, and the behaviours held the view; this body takes the view's
/// place. Its centre is the menu's, in the target view's coordinates (the animator's
/// reference space, as the menu is the target's subview).
final class SlideMenuBody: DynamicItem {
  @Weak package var menu: SlideMenu?

  init(_ menu: SlideMenu) { self.menu = menu }

  var center: Point {
    get { menu?.center ?? .zero }
    set { menu?.center = newValue }
  }

  var bounds: Rect { menu?.bounds ?? .zero }

  var transform: AffineTransform {
    get { menu?.transform ?? .identity }
    set { menu?.transform = newValue }
  }
}
