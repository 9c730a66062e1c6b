import DynamicMenusGeometry
public import DynamicMenusViews

/// A window's accessibility elements as flat numbers and UTF-8 text, for a host across a
/// language boundary that builds its platform's accessibility tree from them (the browser
/// host's ARIA elements), and the actions that host sends back by element index.
///
/// Each frame's elements are encoded as a change set against the last frame's: only the
/// elements whose frame, traits, expanded state, label, value, hint or actions differ are
/// written, so a frame in which a bubble only moved writes one element and a frame at rest
/// writes none. ``Layout`` gives where each value lies; ``numbers``:
///
/// - the element count now (the host drops those past it), the index of the element with the
///   keyboard focus (-1 for none), how many records follow;
/// - per changed element: its index, its frame in window points (x, y, width, height), its
///   ``AccessibilityTraits`` raw value, its ``AccessibilityExpandedStatus`` raw value, its
///   label, value and hint (each a byte offset and length in ``text``; length 0 for none),
///   its custom action count, and each action's name (offset, length).
public struct AccessibilityStream {
  /// The numbers, as above.
  public private(set) var numbers: [Double] = []
  /// The UTF-8 bytes the numbers point into.
  public private(set) var text: [UInt8] = []
  /// The elements encoded last, which the indices of ``perform(_:on:named:)`` name.
  public private(set) var elements: [AccessibilityElement] = []
  /// What the host was last sent of each element, to write only what changed.
  private var sent: [Record] = []

  /// Where each value lies in ``numbers``: the header's offsets, then a record's, counted
  /// from the record's first number.
  public nonisolated enum Layout {
    /// The element count now.
    public static let count = 0
    /// The focused element's index, -1 for none.
    public static let focused = 1
    /// How many records follow.
    public static let recordCount = 2
    /// The first record.
    public static let records = 3
    /// A record's element index.
    public static let index = 0
    /// A record's frame: x, y, width, height in window points.
    public static let frame = 1
    /// A record's traits.
    public static let traits = 5
    /// A record's expanded state.
    public static let expanded = 6
    /// A record's label (offset, length).
    public static let label = 7
    /// A record's value (offset, length).
    public static let value = 9
    /// A record's hint (offset, length).
    public static let hint = 11
    /// A record's custom action count; the names (offset, length each) follow it.
    public static let actionCount = 13
    /// How many numbers a string takes: its offset and its length.
    public static let stringLength = 2
  }

  /// What a host asks of an element.
  public nonisolated enum Action: Int32, Sendable, CaseIterable {
    /// Activate it (a click, return or space): its button's action.
    case activate = 0
    /// Increment an adjustable element (arrow up or right).
    case increment = 1
    /// Decrement an adjustable element (arrow down or left).
    case decrement = 2
    /// Escape (dismiss what it shows).
    case escape = 3
    /// Its custom action of the given name.
    case custom = 4

    /// The action's name as a host knows it (its Swift name).
    public var name: String {
      switch self {
      case .activate: "activate"
      case .increment: "increment"
      case .decrement: "decrement"
      case .escape: "escape"
      case .custom: "custom"
      }
    }
  }

  /// What one element looked like when it was sent.
  private struct Record: Equatable {
    var frame: Rect
    var traits: UInt64
    var expanded: Int
    var label: String
    var value: String
    var hint: String
    var actions: [String]

    init(_ element: AccessibilityElement) {
      frame = element.frame
      traits = UInt64(element.traits.rawValue)
      expanded = Int(element.expandedStatus.rawValue)
      label = element.label ?? ""
      value = element.value ?? ""
      hint = element.hint ?? ""
      actions = element.customActions.map { $0.name }
    }
  }

  /// An empty stream.
  public init() {}

  /// Forgets what was sent: the next encoding writes every element (the host lost its tree).
  public mutating func reset() { sent.removeAll() }

  /// Replaces the contents with the elements of `frame` that changed since the last call.
  public mutating func encode(_ frame: HostFrame) {
    elements = frame.accessibilityElements
    numbers.removeAll(keepingCapacity: true)
    text.removeAll(keepingCapacity: true)
    numbers.append(Double(elements.count))
    numbers.append(Double(frame.focusedElement ?? -1))
    numbers.append(0)
    var written = 0
    for (index, element) in elements.enumerated() {
      let record = Record(element)
      if index < sent.count, sent[index] == record { continue }
      if index < sent.count { sent[index] = record } else { sent.append(record) }
      written += 1
      numbers.append(Double(index))
      numbers.append(record.frame.origin.x)
      numbers.append(record.frame.origin.y)
      numbers.append(record.frame.size.width)
      numbers.append(record.frame.size.height)
      numbers.append(Double(record.traits))
      numbers.append(Double(record.expanded))
      append(record.label)
      append(record.value)
      append(record.hint)
      numbers.append(Double(record.actions.count))
      for action in record.actions { append(action) }
    }
    if sent.count > elements.count { sent.removeLast(sent.count - elements.count) }
    numbers[Layout.recordCount] = Double(written)
  }

  /// Performs `action` on element `index` of the last encoding (`name`: the custom action's).
  /// Returns whether an element took it; an index out of range or an element gone does
  /// nothing.
  @discardableResult
  public func perform(_ action: Action, on index: Int, named name: String = "") -> Bool {
    guard elements.indices.contains(index) else { return false }
    let element = elements[index]
    switch action {
    case .activate: return element.activate()
    case .increment: element.increment()
    case .decrement: element.decrement()
    case .escape: return element.performEscape()
    case .custom: return element.performAction(named: name)
    }
    return true
  }

  private mutating func append(_ string: String) {
    numbers.append(Double(text.count))
    let start = text.count
    text.append(contentsOf: string.utf8)
    numbers.append(Double(text.count - start))
  }
}
