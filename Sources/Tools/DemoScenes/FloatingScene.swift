import DynamicMenusAnimation
public import DynamicMenusControls
public import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusViews

/// The `floating` scene: an inbox behind a floating button at the bottom right,
/// centred at (320, 600) in a 375 × 667 window; tapping it opens the tutorial's menu (buttons
/// up, labels left: New Contact, then Heidi Hernandez, Neil Ross, Elijah Woods and Bella
/// Douglas with their photos) over the blurred inbox. Closed at time 0; `tap 320 600` opens it.
public final class FloatingScene: DemoScene {
  /// "floating".
  public nonisolated static let name = "floating"
  /// What it shows.
  public nonisolated static let summary =
    "Inbox's floating action menu: five buttons spring out of a floating button over a blur"
  /// 375 × 667 points.
  public nonisolated static let defaultSize = Size(width: 375, height: 667)

  /// "Floating menu".
  public nonisolated static let displayName = "Floating menu"
  /// What to do in the playground.
  public nonisolated static let hint =
    "Click the + button, then a person; a click outside closes it · keys: tab, return, up"

  /// The window.
  public let window: Window
  /// The floating button.
  let fab = FloatingButton(image: Icons.plus)
  /// The menu.
  let menu: FloatingMenuController

  /// The tutorial's five titles; the first has a plus icon, the people their photos
  /// (``ContactPhotos``), as Inbox showed them.
  public nonisolated static let titles = [
    "New Contact", "Heidi Hernandez", "Neil Ross", "Elijah Woods", "Bella Douglas",
  ]

  /// Builds the scene in a window of `size` points; the floating button keeps its place
  /// from the bottom-right corner (55 pt from the right, 67 pt from the bottom: (320, 600) in
  /// 375 × 667).
  public init(size: Size) {
    let window = Window(size: size)
    self.window = window
    window.backgroundColor = .white
    window.rootView.backgroundColor = .white
    let fab = self.fab
    // The screen mirrors in a right-to-left layout, as Material places a floating button:
    // bottom-left, the inbox rows' avatars on the right.
    let screen = MirroringContainerView(frame: Rect(origin: .zero, size: size))
    screen.name = "screen"
    window.rootView.addSubview(screen)
    View.performWithoutAnimation {
      Self.buildInbox(in: screen, size: size)
    }
    fab.name = "floatingButton"
    fab.accessibilityLabel = "New"
    // It opens the menu; while the menu shows (modal) it is hidden, so it reads collapsed.
    fab.accessibilityExpandedStatus = .collapsed
    screen.place(
      fab,
      at: Rect(
        center: Point(x: size.width - 55, y: size.height - 67),
        size: Size(width: FloatingButton.defaultSize, height: FloatingButton.defaultSize)))
    menu = FloatingMenuController(
      fromView: fab,
      items: Self.titles.enumerated().map { index, title in
        .init(title: title, image: index == 0 ? Icons.plus : ContactPhotos.image(for: title))
      })
    fab.addAction(for: .primaryActionTriggered) { [menu = Weak(menu)] _ in menu.object?.open() }
    window.tick(0)
  }

  /// The control's ``ControlInspecting/inspection``.
  public func state() -> OrderedJSON { menu.inspection }

  // MARK: The inbox behind

  /// Senders, subjects and avatar colours of the inbox rows.
  static let messages: [(sender: String, subject: String, color: Color)] = [
    ("Heidi Hernandez", "Lunch on Thursday?", Color(hex: 0xE5_73_73)),
    ("Neil Ross", "The quarterly numbers", Color(hex: 0x64_B5_F6)),
    ("Elijah Woods", "Photos from the trip", Color(hex: 0x81_C7_84)),
    ("Bella Douglas", "Re: the new office", Color(hex: 0xFF_B7_4D)),
    ("Travel", "Your flight to Lisbon", Color(hex: 0xBA_68_C8)),
    ("Heidi Hernandez", "Tickets", Color(hex: 0xE5_73_73)),
    ("Promotions", "Spring sale: 30 % off", Color(hex: 0x4D_B6_AC)),
    ("Neil Ross", "Draft agenda", Color(hex: 0x64_B5_F6)),
    ("Updates", "Your receipt", Color(hex: 0x90_A4_AE)),
  ]

  /// A blue title bar and rows of messages with coloured avatars, filling `root`; each row
  /// mirrors in a right-to-left layout.
  static func buildInbox(in root: View, size: Size) {
    let bar = View(frame: Rect(x: 0, y: 0, width: size.width, height: 64))
    bar.backgroundColor = FloatingMenuPalette.flatBlue
    bar.name = "titleBar"
    root.addSubview(bar)
    let title = Label(frame: Rect(x: 16, y: 20, width: size.width - 32, height: 44))
    title.text = "Inbox"
    title.font = .systemFont(ofSize: 20, weight: .semibold)
    title.textColor = .white
    title.textAlignment = .natural
    bar.addSubview(title)
    let rowHeight = 72.0
    for (index, message) in messages.enumerated() {
      let y = 64 + Double(index) * rowHeight
      guard y < size.height else { break }
      let row = MirroringContainerView(
        frame: Rect(x: 0, y: y, width: size.width, height: rowHeight))
      row.name = "message \(index)"
      row.isAccessibilityElement = true
      row.accessibilityLabel = "\(message.sender), \(message.subject)"
      root.addSubview(row)
      let avatarFrame = Rect(x: 16, y: 14, width: 44, height: 44)
      let avatar = View(frame: avatarFrame)
      avatar.backgroundColor = message.color
      avatar.layer.cornerRadius = 22
      row.place(avatar, at: avatarFrame)
      let initial = Label(frame: avatar.bounds)
      initial.text = String(message.sender.prefix(1))
      initial.font = .systemFont(ofSize: 20, weight: .medium)
      initial.textColor = .white
      initial.textAlignment = .center
      avatar.addSubview(initial)
      let sender = Label()
      sender.text = message.sender
      sender.font = .systemFont(ofSize: 16, weight: .semibold)
      sender.textColor = FloatingMenuPalette.flatBlack
      row.place(sender, at: Rect(x: 76, y: 14, width: size.width - 92, height: 22))
      let subject = Label()
      subject.text = message.subject
      subject.font = .systemFont(ofSize: 14)
      subject.textColor = Color(white: 0.45)
      row.place(subject, at: Rect(x: 76, y: 38, width: size.width - 92, height: 20))
      let rule = View()
      rule.backgroundColor = Color(white: 0.9)
      row.place(rule, at: Rect(x: 76, y: rowHeight - 1, width: size.width - 76, height: 1))
    }
  }
}
