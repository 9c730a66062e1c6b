public import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusViews

/// The `dial` scene: the dial-menu tutorial's playground. A 512 × 512 view on dark grey with
/// a dial of the ten beer styles, shown at time 0 (the 0.3 s show animation plays first).
/// Tab gives the dial the keyboard focus, as in an app; then `key left` and `key right` turn
/// it (Demos/dial/keys.script starts with `key tab`).
public final class DialScene: DemoScene {
  /// "dial".
  public nonisolated static let name = "dial"
  /// What it shows.
  public nonisolated static let summary =
    "the dial menu: ten beer styles on a wheel held together by UIKit Dynamics"
  /// 512 × 512 points, the tutorial's container.
  public nonisolated static let defaultSize = Size(width: 512, height: 512)

  /// "Dial menu".
  public nonisolated static let displayName = "Dial menu"
  /// What to do in the playground.
  public nonisolated static let hint =
    "Drag the wheel round, or tap a bubble: the one at the top is chosen · keys: tab, left, right"

  /// The tutorial's titles.
  public nonisolated static let beerStyles = [
    "Pale lager", "Witbier", "Pilsner", "Weissbier", "APA", "IPA", "English Bitter",
    "Dark lager", "Porter", "Stout",
  ]

  /// The window.
  public let window: Window
  /// The dial, filling the window.
  public let dial: DialMenu
  /// What the dial told its closures, oldest first (the latest 64).
  private let log = DialEventLog()

  /// The playground: `UIColor.darkGray` (white 1/3) behind a dial filling the window, its
  /// items the beer styles; `showSubitems()` at once.
  public convenience init(size: Size) {
    self.init(size: size, titles: Self.beerStyles)
  }

  /// The playground with other titles (the benchmark's 100-item dial).
  public init(size: Size, titles: [String]) {
    window = Window(size: size)
    let darkGray = Color(white: 1.0 / 3)
    window.backgroundColor = darkGray
    window.rootView.backgroundColor = darkGray
    dial = DialMenu(frame: Rect(origin: .zero, size: size))
    dial.itemViews = titles.map { MenuItem(title: $0) }
    window.rootView.addSubview(dial)
    log.listen(to: dial)
    dial.show()
  }

  /// The control's ``ControlInspecting/inspection``.
  public func state() -> OrderedJSON { dial.inspection }

  /// What the dial told its closures, oldest first: opening and closing, selections,
  /// cancels, activations and feedback (an item crossing the top), the latest 64.
  public func events() -> [String] { log.entries }
}

/// The dial's closures, written down: its inspection keeps no event log of its own. The dial
/// holds the log through its closures; the log holds nothing back.
private final class DialEventLog {
  var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
    if entries.count > 64 { entries.removeFirst() }
  }

  func listen(to dial: DialMenu) {
    dial.onWillOpen = { [self] _ in append("willOpen") }
    dial.onDidOpen = { [self] _ in append("didOpen") }
    dial.onWillClose = { [self] _ in append("willClose") }
    dial.onDidClose = { [self] _ in append("didClose") }
    dial.onSelect = { [self] _, index in append("select \(index)") }
    dial.onCancel = { [self] _ in append("cancel") }
    dial.onActivate = { [self] _, index in append("activate \(index)") }
    dial.onFeedback = { [self] _, moment in
      switch moment {
      case .itemCrossedTop(let index): append("crossedTop \(index)")
      case .selectionChanged(let index): append("selectionChanged \(index)")
      }
    }
  }
}
