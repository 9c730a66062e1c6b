public import DynamicMenusViews

/// The platform's accessibility objects (`UIAccessibilityElement`, `NSAccessibilityElement`)
/// standing for a window's elements, kept from frame to frame while they stand for the same
/// thing, and the notifications a frame's change calls for. Portable, so the Apple hosts'
/// bookkeeping is tested here.
///
/// VoiceOver keeps its place on an object: a host that made new objects every frame would
/// send it back to the start of the screen. An element standing for a view is the same while
/// the view is; one a view lists itself (`View.accessibilityElements`: a radial sector, a
/// list row) is the same while the same view lists it at the same position.
///
/// ```swift
/// let change = mirror.update(frame) { ControlAccessibilityElement(accessibilityContainer: self) }
/// for (proxy, element) in zip(mirror.objects, frame.accessibilityElements) { proxy.update(element) }
/// if change.screenChanged { UIAccessibility.post(notification: .screenChanged, argument: …) }
/// ```
public struct AccessibilityMirror<PlatformElement: AnyObject> {
  /// What makes two frames' elements the same.
  public nonisolated enum Key: Hashable, Sendable {
    /// The element stands for this view.
    case view(ObjectIdentifier)
    /// The element is the `index`-th one its container view lists.
    case listed(container: ObjectIdentifier?, index: Int)
  }

  /// What a frame's change asks the host to tell assistive technologies.
  public nonisolated struct Change: Hashable, Sendable {
    /// Elements came or went, or their order changed (a menu opened or closed in place):
    /// UIKit's `.layoutChanged`, AppKit's `.layoutChanged`.
    public var layoutChanged = false
    /// A modal element came or went (a menu presented over the window, or dismissed):
    /// UIKit's `.screenChanged`.
    public var screenChanged = false
    /// The element the notification moves VoiceOver to: the keyboard focus when it moved or
    /// the screen changed, else the first element that appeared; nil: VoiceOver decides.
    public var focus: Int?

    /// Whether there is anything to post.
    public var isEmpty: Bool { !layoutChanged && !screenChanged }
  }

  /// The platform objects, in the window's reading order.
  public private(set) var objects: [PlatformElement] = []
  /// Their keys, in the same order.
  public private(set) var keys: [Key] = []
  private var screen: ObjectIdentifier?
  private var lastFocus: Int?

  /// An empty mirror.
  public init() {}

  /// The key of each element of a frame, in order.
  public static func keys(of elements: [AccessibilityElement]) -> [Key] {
    var result: [Key] = []
    result.reserveCapacity(elements.count)
    var lastContainer: ObjectIdentifier?
    var index = 0
    for element in elements {
      if let view = element.view {
        result.append(.view(ObjectIdentifier(view)))
        lastContainer = nil
        continue
      }
      let container = element.container.map { ObjectIdentifier($0) }
      index = container == lastContainer && !result.isEmpty ? index + 1 : 0
      lastContainer = container
      result.append(.listed(container: container, index: index))
    }
    return result
  }

  /// Brings the mirror to a frame's elements: objects with a key seen last frame are kept,
  /// new keys get `make()`, keys gone are dropped. Returns what to post.
  public mutating func update(_ frame: HostFrame, make: () -> PlatformElement) -> Change {
    update(
      frame.accessibilityElements, focused: frame.focusedElement,
      screen: frame.accessibilityScreen, make: make)
  }

  /// Brings the mirror to `elements` (focus at `focused`; `screen`: the modal view whose
  /// subtree they are, nil for the whole window).
  public mutating func update(
    _ elements: [AccessibilityElement], focused: Int?, screen newScreen: ObjectIdentifier?,
    make: () -> PlatformElement
  ) -> Change {
    let newKeys = Self.keys(of: elements)
    var old: [Key: PlatformElement] = [:]
    for (key, object) in zip(keys, objects) { old[key] = object }
    var firstNew: Int?
    objects = newKeys.enumerated().map { i, key in
      if let kept = old[key] { return kept }
      if firstNew == nil { firstNew = i }
      return make()
    }
    var change = Change()
    change.layoutChanged = newKeys != keys
    keys = newKeys
    change.screenChanged = newScreen != screen
    screen = newScreen
    let focusMoved = focused != lastFocus && focused != nil
    lastFocus = focused
    if focusMoved { change.layoutChanged = true }
    if focusMoved || change.screenChanged {
      change.focus = focused ?? (change.screenChanged ? firstNew : nil)
    } else if change.layoutChanged {
      change.focus = firstNew
    }
    if change.screenChanged { change.layoutChanged = false }
    return change
  }
}
