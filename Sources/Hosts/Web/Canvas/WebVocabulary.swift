// The numbers a page and a module pass each other that are not display-list codes: pointer
// phases, key codes, the interaction-script timeline's layout. Declared here once; `make web`
// writes them into the page's generated vocabulary (ElementManifest), so no JavaScript
// literal stands for one.

public import DynamicMenusViews

/// A pointer event's phase as the page sends it (`dm_host_pointer`): Pointer Events'
/// `pointerdown`, `pointermove`, `pointerup` and `pointercancel`.
public enum WebPointerPhase: Int32, CaseIterable, Sendable {
  /// The pointer went down.
  case down = 0
  /// The pointer moved while down.
  case moved
  /// The pointer went up.
  case up
  /// The browser took the pointer away.
  case cancelled

  /// The phase's name as the page knows it (its Swift name).
  public var name: String {
    switch self {
    case .down: "down"
    case .moved: "moved"
    case .up: "up"
    case .cancelled: "cancelled"
    }
  }
}

/// The keys a page sends (`dm_host_key`), by code: a key's code is its index in
/// `Key.allCases`, and each has the DOM's `KeyboardEvent.key` name the page reads.
public enum WebKeys {
  /// The DOM's name of each key, in `Key.allCases` order.
  public static func domName(_ key: Key) -> String {
    switch key {
    case .left: "ArrowLeft"
    case .right: "ArrowRight"
    case .up: "ArrowUp"
    case .down: "ArrowDown"
    case .return: "Enter"
    case .space: " "
    case .escape: "Escape"
    case .tab: "Tab"
    }
  }

  /// The key of `code` (its index in `Key.allCases`); nil for a code out of range.
  public static func key(code: Int32) -> Key? {
    Key.allCases.indices.contains(Int(code)) ? Key.allCases[Int(code)] : nil
  }

  /// The code of `key`.
  public static func code(_ key: Key) -> Int {
    Key.allCases.firstIndex(of: key) ?? 0
  }
}

/// An interaction script laid on frames, as the demo module gives it to a page
/// (`dm_script_timeline`): the frame count and the event count, then ``stride`` numbers per
/// event: its frame, its ``Kind``, the touch's identifier or the key's code (``WebKeys``),
/// x and y in window points (0 for a key), and the force (-1 for none).
public enum WebTimeline {
  /// What an event of the timeline is.
  public enum Kind: Int, CaseIterable, Sendable {
    /// A touch went down.
    case down = 0
    /// A touch moved.
    case moved
    /// A touch went up.
    case up
    /// A touch was cancelled.
    case cancelled
    /// A key was pressed.
    case keyDown
    /// A key was released.
    case keyUp

    /// The kind's name as the page knows it.
    public var name: String {
      switch self {
      case .down: "down"
      case .moved: "moved"
      case .up: "up"
      case .cancelled: "cancelled"
      case .keyDown: "keydown"
      case .keyUp: "keyup"
      }
    }
  }

  /// Where the frame count lies.
  public static let frameCount = 0
  /// Where the event count lies.
  public static let eventCount = 1
  /// Where the first event starts.
  public static let events = 2
  /// How many numbers an event takes.
  public static let stride = 6
  /// Where an event's values lie, from its first number: its frame, its kind, the touch's
  /// identifier or the key's code, x, y, and the force.
  public static let fields = (frame: 0, kind: 1, identifier: 2, x: 3, y: 4, force: 5)
}

/// The page's text size as iOS's: a browser's root font size, 16 CSS pixels by default, read
/// as the body size of iOS's default text size (``ContentSizeCategory/large``, 17 pt) scaled
/// alike, and named by the nearest category.
public enum WebTextSize {
  /// A browser's default root font size, in CSS pixels.
  public static let defaultRootFontSize = 16.0

  /// The category of a page whose root font size is `rootFontSize` CSS pixels; the default
  /// (``ContentSizeCategory/large``) where it is not finite.
  public static func category(rootFontSize: Double) -> ContentSizeCategory {
    ContentSizeCategory.nearest(
      toBodyPointSize: rootFontSize / defaultRootFontSize
        * ContentSizeCategory.large.bodyPointSize)
  }
}
