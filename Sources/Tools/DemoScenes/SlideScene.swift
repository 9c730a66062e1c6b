import DynamicMenusLayers
import DynamicMenusAnimation
public import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusViews

/// The `slide` scene: a white 375 × 667 screen and a ``SlideMenu`` 150 wide and
/// full height sliding in from the right, in the tutorial's green (0, 0.47, 0.39), with the
/// tutorial's options Download, Upload, E-mail, Settings and About; hidden at time 0. A
/// chosen option shows in a line of text left of the menu, where it stays visible while the
/// menu is up. Other sizes scale the 375 × 667 design uniformly and centre it.
///
/// ```
/// swipe left from 300 300 in 0.15   # shows it: it bounces and settles in about 1.5 s
/// wait 1.5
/// tap 300 195                       # Settings
/// tap 100 300                       # the backdrop: hides it
/// ```
public final class SlideScene: DemoScene {
  /// "slide".
  public nonisolated static let name = "slide"
  /// What it shows.
  public nonisolated static let summary =
    "a side menu that slides in under UIKit Dynamics and bounces; swipe left to show it"
  /// 375 × 667 points.
  public nonisolated static let defaultSize = Size(width: 375, height: 667)

  /// "Slide menu".
  public nonisolated static let displayName = "Slide menu"
  /// What to do in the playground.
  public nonisolated static let hint =
    "Drag left to show the menu, click an option, drag right to hide it · keys: up, down, return"

  /// The window.
  public let window: Window
  /// The menu.
  let menu: SlideMenu
  /// "Selected: …" once an option is chosen.
  let status = Label()

  /// The name of the hint's custom action that shows the menu.
  public nonisolated static let showMenuActionName = "Show menu"

  /// Builds the hidden menu over a white screen, in a window of `size` points.
  public init(size: Size) {
    window = Window(size: size)
    window.backgroundColor = .white
    window.rootView.backgroundColor = .white
    let design = Self.defaultSize
    let canvas = MirroringContainerView(frame: Rect(origin: .zero, size: design))
    canvas.name = "canvas"
    canvas.backgroundColor = .white
    canvas.clipsToBounds = true
    let s = Swift.min(size.width / design.width, size.height / design.height)
    canvas.transform = AffineTransform(scaleX: s, y: s)
    canvas.center = Point(x: size.width / 2, y: size.height / 2)
    window.rootView.addSubview(canvas)

    let hint = Label(frame: Rect(x: 20, y: 300, width: 335, height: 40))
    hint.text = "Swipe left to show the menu"
    hint.textAlignment = .center
    hint.textColor = Color(white: 0.3)
    canvas.addSubview(hint)
    // The swipe that shows the menu from the trailing edge: left, or right in right to left.
    canvas.layoutDirectionDidChange = { [hint] direction in
      hint.text = "Swipe \(direction == .rightToLeft ? "right" : "left") to show the menu"
    }
    // Beside the shown menu (which comes in from the trailing edge), mirrored with it.
    canvas.place(status, at: Rect(x: 20, y: 360, width: 185, height: 30))
    status.textAlignment = .center
    status.font = .systemFont(ofSize: 15)
    status.textColor = SlideMenu.defaultMenuColor
    status.isHidden = true  // until an option is chosen
    canvas.addSubview(status)

    menu = SlideMenu(
      frame: Rect(x: 225, y: 0, width: 150, height: 667), targetView: canvas,
      options: SlideMenu.tutorialOptions)
    menu.configuration.menuBackgroundColor = Color(red: 0, green: 0.47, blue: 0.39)
    menu.onSelect = { [status] menu, index in
      status.text = "Selected: \(menu.options[index].title)"
      status.isHidden = false
    }
    // A screen reader's user cannot make the swipe the hint asks for: the hint offers the
    // same as a custom action, as a UIKit app would (UIAccessibilityCustomAction).
    hint.accessibilityCustomActions = [
      AccessibilityCustomAction(name: Self.showMenuActionName) { [menu = Weak(menu)] in
        guard let menu = menu.object else { return false }
        menu.show()
        return true
      }
    ]
    window.layoutPass()
    window.tick(0)
  }

  /// The control's ``ControlInspecting/inspection``.
  public func state() -> OrderedJSON { menu.inspection }
}
