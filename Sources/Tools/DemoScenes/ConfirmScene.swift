import DynamicMenusLayers
import DynamicMenusAnimation
public import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusViews

/// The `confirm` scene: a dark 375 × 667 screen with a "Delete"
/// ``ConfirmActionButton`` of 100 × 100 centred at (187.5, 500). Press it hard (a script's
/// `force`) or hold it for 2 s, slide up into the ring and release: its action fades in a
/// "Deleted" label.
///
/// ```
/// down 187.5 500        # the ring appears at (187.5, 400) and fills for 2 s
/// wait 2.1
/// move 187.5 400        # into the ring: green, "OK"
/// up                    # "Deleted" fades in
/// ```
public final class ConfirmScene: DemoScene {
  /// "confirm".
  public nonisolated static let name = "confirm"
  /// What it shows.
  public nonisolated static let summary =
    "a Delete button confirmed by pressing harder or holding, then sliding into its ring"
  /// 375 × 667 points.
  public nonisolated static let defaultSize = Size(width: 375, height: 667)

  /// "Confirm button": short, like the menus' names, so it fits a playground tile.
  public nonisolated static let displayName = "Confirm button"
  /// What to do in the playground.
  public nonisolated static let hint =
    "Hold Delete (shift presses harder), slide up into the full ring, let go · tab, hold space"
  /// The button's title, the tutorial's.
  public nonisolated static let title = "Delete"

  /// The window: the 375 × 667 design, scaled uniformly (and centred) to other sizes.
  public let window: Window
  /// The Delete button.
  let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
  /// "Deleted", invisible until the button's action fades it in.
  let deleted = Label()

  /// The screen's dark background.
  static let background = Color(hex: 0x1C_1C_1E)

  /// Builds the scene in a window of `size` points.
  public init(size: Size) {
    window = Window(size: size)
    window.backgroundColor = Self.background
    window.rootView.backgroundColor = Self.background
    let canvas = View(frame: Rect(origin: .zero, size: Self.defaultSize))
    canvas.name = "canvas"
    let s = Swift.min(size.width / 375, size.height / 667)
    canvas.transform = AffineTransform(scaleX: s, y: s)
    canvas.center = Point(x: size.width / 2, y: size.height / 2)
    window.rootView.addSubview(canvas)

    let hint = Label(frame: Rect(x: 20, y: 96, width: 335, height: 44))
    hint.name = "hint"
    hint.text = "Press hard, or hold, until the ring fills;\nthen slide up into it and let go."
    hint.numberOfLines = 2
    hint.textAlignment = .center
    hint.font = .systemFont(ofSize: 14)
    hint.textColor = Color(white: 0.6)
    canvas.addSubview(hint)

    deleted.frame = Rect(x: 20, y: 230, width: 335, height: 40)
    deleted.text = "Deleted"
    deleted.textAlignment = .center
    deleted.font = .systemFont(ofSize: 28, weight: .light)
    deleted.textColor = .white
    deleted.alpha = 0
    canvas.addSubview(deleted)

    button.title = Self.title
    button.name = "delete"
    button.addAction(for: .primaryActionTriggered) { [deleted] _ in
      View.animate(withDuration: 0.3) { deleted.alpha = 1 }
    }
    canvas.addSubview(button)
    window.layoutPass()  // laid out at time 0, before the first frame
  }

  /// The control's ``ControlInspecting/inspection``.
  public func state() -> OrderedJSON { button.inspection }
}
