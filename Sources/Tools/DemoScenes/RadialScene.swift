import DynamicMenusAnimation
public import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusViews

/// The `radial` scene: the COSMOS radial menu, COSMOS blue on near-black, in a
/// 512 × 512 window, centred at (256, 256), closed at time 0. Tab gives it the keyboard focus,
/// as in an app (Demos/radial/keyboard.script starts with `key tab`). Other sizes scale the
/// 512-point design uniformly and centre it.
///
/// `down 256 256` then `wait 1.8` opens it fully with the finger still down.
public final class RadialScene: DemoScene {
  /// "radial".
  public nonisolated static let name = "radial"
  /// What it shows.
  public nonisolated static let summary =
    "the COSMOS radial menu: rings, dashes, twelve lines and the zodiac; hold the centre"
  /// 512 × 512 points.
  public nonisolated static let defaultSize = Size(width: 512, height: 512)

  /// "Radial menu".
  public nonisolated static let displayName = "Radial menu"
  /// What to do in the playground.
  public nonisolated static let hint =
    "Hold the centre, drag round the open ring, lift over a sign · keys: tab, return, arrows"

  /// The window.
  public let window: Window
  /// The menu.
  let menu: RadialMenu

  /// Builds the closed menu filling a 512-point square scaled to fit `size`.
  public init(size: Size) {
    window = Window(size: size)
    window.backgroundColor = RadialMenu.nearBlack
    window.rootView.backgroundColor = RadialMenu.nearBlack
    let design = Self.defaultSize
    menu = RadialMenu(frame: Rect(origin: .zero, size: design))
    menu.configuration.appearance = .cosmos
    let s = Swift.min(size.width / design.width, size.height / design.height)
    menu.transform = AffineTransform(scaleX: s, y: s)
    menu.center = Point(x: size.width / 2, y: size.height / 2)
    window.rootView.addSubview(menu)
    window.layoutPass()
    window.tick(0)
  }

  /// The control's ``ControlInspecting/inspection``.
  public func state() -> OrderedJSON { menu.inspection }
}
