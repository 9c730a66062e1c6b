import DynamicMenusGeometry
public import DynamicMenusViews

/// A window's accessibility elements as flat numbers and UTF-8 text, for a host across a
/// language boundary that builds its platform's accessibility tree from them (the browser
/// host's ARIA elements), and the actions that host sends back by element index.
///
/// ``numbers``: the element count, the index of the element with the keyboard focus (-1 for
/// none), then per element, in reading order: its frame in window points (x, y, width,
/// height), its ``AccessibilityTraits`` raw value, its ``AccessibilityExpandedStatus`` raw
/// value, its label, value and hint (each a byte offset and length in ``text``; length 0 for
/// none), its custom action count, and each action's name (offset, length).
public struct AccessibilityStream {
  /// The numbers, as above.
  public private(set) var numbers: [Double] = []
  /// The UTF-8 bytes the numbers point into.
  public private(set) var text: [UInt8] = []
  /// The elements encoded last, which the indices of ``perform(_:on:named:)`` name.
  public private(set) var elements: [AccessibilityElement] = []

  /// What a host asks of an element.
  public enum Action: Int32, Sendable {
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
  }

  /// An empty stream.
  public init() {}

  /// Replaces the contents with `window`'s elements now.
  public mutating func encode(_ window: Window) {
    elements = window.accessibilityElements()
    numbers.removeAll(keepingCapacity: true)
    text.removeAll(keepingCapacity: true)
    numbers.append(Double(elements.count))
    let focused = window.focusedView.flatMap { view in
      elements.firstIndex { $0.view === view || $0.container === view }
    }
    numbers.append(Double(focused ?? -1))
    for element in elements {
      let frame = element.frame
      numbers.append(frame.origin.x)
      numbers.append(frame.origin.y)
      numbers.append(frame.size.width)
      numbers.append(frame.size.height)
      numbers.append(Double(element.traits.rawValue))
      numbers.append(Double(element.expandedStatus.rawValue))
      append(element.label ?? "")
      append(element.value ?? "")
      append(element.hint ?? "")
      numbers.append(Double(element.customActions.count))
      for action in element.customActions { append(action.name) }
    }
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
