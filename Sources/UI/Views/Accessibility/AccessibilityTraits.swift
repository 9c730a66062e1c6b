/// What an accessibility element is and how it behaves (`UIAccessibilityTraits`).
public nonisolated struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt64
  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Acts as a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Acts as a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// A heading of a section.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// An image.
  public static let image = AccessibilityTraits(rawValue: 1 << 3)
  /// Currently selected (a chosen row, the highlighted sector).
  public static let selected = AccessibilityTraits(rawValue: 1 << 4)
  /// Text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
  /// Disabled: does not respond.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
  /// Its value changes often (VoiceOver polls it).
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
  /// Adjusted with increment and decrement (a dial, a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
  /// Takes touches directly (a drawing area).
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 9)
  /// A key of a keyboard.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 10)
  /// A summary read when the app starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 11)
  /// A tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 12)
  /// An item of a menu (the radial menu's signs, the floating and slide menus' items), beside
  /// `button`. UIKit has no such trait (a UIKit host reads the element as a button); AppKit's
  /// role is `NSAccessibility.Role.menuItem`, ARIA's `menuitem`.
  public static let menuItem = AccessibilityTraits(rawValue: 1 << 13)

  /// Every trait with its name, in a fixed order (for snapshots and `inspect`).
  public static let named: [(name: String, trait: AccessibilityTraits)] = [
    ("button", .button), ("link", .link), ("header", .header), ("image", .image),
    ("selected", .selected), ("staticText", .staticText), ("notEnabled", .notEnabled),
    ("updatesFrequently", .updatesFrequently), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("keyboardKey", .keyboardKey),
    ("summaryElement", .summaryElement), ("tabBar", .tabBar), ("menuItem", .menuItem),
  ]

  /// The names of the traits set, in the order of ``named``.
  public var names: [String] { Self.named.filter { contains($0.trait) }.map { $0.name } }
}

/// A named action an assistive technology offers besides activation
/// (`UIAccessibilityCustomAction`): "Confirm", "Close", "Select Witbier".
public nonisolated struct AccessibilityCustomAction {
  /// The name spoken and shown.
  public var name: String
  /// Performs the action; returns whether it succeeded.
  public var handler: () -> Bool

  /// Creates a custom action.
  public init(name: String, handler: @escaping () -> Bool) {
    self.name = name
    self.handler = handler
  }
}

/// Whether an element shows or hides something it controls, a menu say
/// (`UIAccessibility.ExpandedStatus`, iOS 18): VoiceOver reads "collapsed" or "expanded".
public nonisolated enum AccessibilityExpandedStatus: Int, Hashable, Sendable {
  /// The element expands nothing (the default).
  case unsupported = 0
  /// What it controls shows.
  case expanded = 1
  /// What it controls is hidden.
  case collapsed = 2
}
