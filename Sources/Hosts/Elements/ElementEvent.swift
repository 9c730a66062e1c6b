public import DynamicMenusHost

/// What an element tells its page: one of its control's callbacks, in the order they came.
/// A web component dispatches each as a DOM event (`dm-` and the kind's name).
public nonisolated struct ElementEvent: Hashable, Sendable {
  /// The callback.
  public enum Kind: Int, Hashable, Sendable, CaseIterable {
    /// The menu starts to open (`dm-will-open`).
    case willOpen
    /// The menu finished opening (`dm-open`).
    case didOpen
    /// The menu starts to close (`dm-will-close`).
    case willClose
    /// The menu finished closing (`dm-close`).
    case didClose
    /// An item was chosen; the dial's selected item changed (`dm-select`).
    case select
    /// A gesture ended without a choice (`dm-cancel`).
    case cancel
    /// The confirm button was confirmed (`dm-confirm`).
    case confirm

    /// The DOM event's name: `dm-will-open`, `dm-open`, `dm-will-close`, `dm-close`,
    /// `dm-select`, `dm-cancel`, `dm-confirm`.
    public var eventName: String {
      switch self {
      case .willOpen: "dm-will-open"
      case .didOpen: "dm-open"
      case .willClose: "dm-will-close"
      case .didClose: "dm-close"
      case .select: "dm-select"
      case .cancel: "dm-cancel"
      case .confirm: "dm-confirm"
      }
    }
  }

  /// How a page reads the events an element took (`dm_element_events`): ``stride`` numbers
  /// per event, the kind's raw value at ``kind``, the item's index (-1 none) at ``index``,
  /// the source's raw value (-1 none) at ``source``.
  public enum Record {
    /// How many numbers an event takes.
    public static let stride = 3
    /// Where its kind lies.
    public static let kind = 0
    /// Where its item's index lies.
    public static let index = 1
    /// Where its source lies.
    public static let source = 2
  }

  /// The callback.
  public var kind: Kind
  /// The item's index for ``Kind/select``; nil otherwise.
  public var index: Int?
  /// Where the input that caused it came from; nil when the page's own call did
  /// (`element.open()`, setting `value`) or the motion ended by itself.
  public var source: HostPointers.InputSource?

  /// An event.
  public init(_ kind: Kind, index: Int? = nil, source: HostPointers.InputSource?) {
    self.kind = kind
    self.index = index
    self.source = source
  }
}
