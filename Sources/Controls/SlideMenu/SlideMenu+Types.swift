public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusViews

/// The slide menu's small types: its edge, its table settings, its phases and the moments
/// worth a haptic.
extension SlideMenu {
  /// One option of the menu: a title, an optional icon (drawn as a `ListView` row) and, if
  /// wanted, its own action.
  ///
  /// Two options are equal when their titles and icons are and they share the handler
  /// (copies of one option do; two closures are never compared).
  public struct Option: Hashable {
    /// The row's text.
    public var title: String
    /// The row's icon, tinted with the list's icon tint; nil for none.
    public var icon: Image?
    /// This option's own action: called when it is chosen, after the menu's delegate and
    /// ``SlideMenu/onSelect``. Default nil.
    public var handler: ((SlideMenu) -> Void)? {
      get { action?.body }
      set { action = newValue.map(ItemAction.init) }
    }
    private var action: ItemAction<SlideMenu>?

    /// Creates an option.
    public init(title: String, icon: Image? = nil, handler: ((SlideMenu) -> Void)? = nil) {
      self.title = title
      self.icon = icon
      self.handler = handler
    }

    /// The list row that draws it.
    var row: ListView.Row { ListView.Row(title: title, icon: icon) }

    /// Equal titles, icons and the same handler (or none).
    public static func == (a: Option, b: Option) -> Bool {
      a.title == b.title && a.icon == b.icon && a.action === b.action
    }

    /// Hashes the title and the icon.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(icon)
    }
  }

  /// The tutorial's demo options, with Scene's vector icons: Download, Upload, E-mail,
  /// Settings, About.
  public static let tutorialOptions: [Option] = [
    Option(title: "Download", icon: Icons.download), Option(title: "Upload", icon: Icons.upload),
    Option(title: "E-mail", icon: Icons.mail), Option(title: "Settings", icon: Icons.gear),
    Option(title: "About", icon: Icons.info),
  ]

  /// The side of the target view the menu slides in from. The tutorial's
  /// `MenuDirectionOptions`: `menuDirectionRightToLeft` is ``right`` (``trailing`` in a
  /// left-to-right layout), `menuDirectionLeftToRight` is ``left``.
  public nonisolated enum Edge: String, Hashable, Sendable, CaseIterable {
    /// The trailing side: the right in left-to-right layouts, the left in right-to-left ones.
    case trailing
    /// The leading side: the left in left-to-right layouts, the right in right-to-left ones.
    case leading
    /// Always the right side, whatever the layout direction.
    case right
    /// Always the left side, whatever the layout direction.
    case left

    /// Whether the edge is the right side in a layout of `direction`.
    func isRight(in direction: UserInterfaceLayoutDirection) -> Bool {
      switch self {
      case .right: true
      case .left: false
      case .trailing: direction == .leftToRight
      case .leading: direction == .rightToLeft
      }
    }
  }

  /// How the options list looks: the tutorial's `tableSettings` dictionary (font, text
  /// alignment, text colour, selection style), made type-safe.
  public nonisolated struct TableSettings: Hashable, Sendable {
    /// The titles' font at the default text size; the titles follow the window's (Dynamic Type), in
    /// rows of ``SlideMenu/Configuration/optionCellHeight``. Default the system font at 15 pt.
    ///
    /// - Attributes: option-font-…
    public var font: Font
    /// The titles' colour. Default white.
    public var textColor: Color
    /// Where titles sit in their row; natural follows the layout direction. Default natural.
    public var textAlignment: TextAlignment
    /// How a touched row is marked. Default `ListView.SelectionStyle.highlight` (UIKit's
    /// grey flash while the finger is down).
    public var selectionStyle: ListView.SelectionStyle
    /// The colour marking a touched row. Default white at alpha 0.3, which reads as a
    /// lighter shade of any menu colour.
    public var selectionColor: Color
    /// The icons' colour; nil uses ``textColor``. Default nil.
    public var iconTintColor: Color?

    /// Table settings; every argument has the default named on its property.
    public init(
      font: Font = .systemFont(ofSize: 15), textColor: Color = .white,
      textAlignment: TextAlignment = .natural,
      selectionStyle: ListView.SelectionStyle = .highlight,
      selectionColor: Color = Color(white: 1, alpha: 0.3), iconTintColor: Color? = nil
    ) {
      self.font = font
      self.textColor = textColor
      self.textAlignment = textAlignment
      self.selectionStyle = selectionStyle
      self.selectionColor = selectionColor
      self.iconTintColor = iconTintColor
    }
  }

  /// Where the menu is in its life.
  public nonisolated enum Phase: String, Hashable, Sendable, CaseIterable {
    /// Off-screen and at rest (the dynamic animator paused, or the short ease ended).
    case hidden
    /// Sliding in (or turning back in).
    case showing
    /// On screen and at rest.
    case shown
    /// Sliding out (or turning back out).
    case hiding
  }

  /// A moment the host may mark with haptics, through ``SlideMenu/onFeedback``.
  public nonisolated enum Feedback: Hashable, Sendable {
    /// The menu starts showing (a light impact).
    case show
    /// The showing menu strikes its boundary, each time it does while it settles (an impact
    /// whose intensity can follow `speed`, the approach speed in points per second).
    case impact(speed: Double)
    /// Option `index` was chosen (a selection tick).
    case select(Int)
    /// The menu starts hiding (a soft impact).
    case hide
  }
}

extension SlideMenu.Feedback {
  /// The speed of a boundary strike that plays at full intensity, in points per second:
  /// 1,000 (slower strikes play at speed / 1,000).
  public static let fullImpactSpeed = 1000.0

  /// The haptic the window's host plays: a light impact as the menu shows, a medium one at
  /// each boundary strike (intensity min(speed / ``fullImpactSpeed``, 1)), a selection tick on
  /// a choice, a soft impact as it hides.
  public var haptic: HapticFeedback {
    switch self {
    case .show: .impact(.light, intensity: 1)
    case .impact(let speed): .impact(.medium, intensity: Swift.min(speed / Self.fullImpactSpeed, 1))
    case .select: .selection
    case .hide: .impact(.soft, intensity: 1)
    }
  }
}
