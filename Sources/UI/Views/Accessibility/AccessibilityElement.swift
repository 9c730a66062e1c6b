public import DynamicMenusGeometry

/// One thing an assistive technology can focus, read and act on
/// (`UIAccessibilityElement`).
///
/// Views that are elements appear as one each (the window builds them from the view's
/// accessibility properties). A view can also expose custom elements instead of itself —
/// the radial menu's twelve sectors, say — through ``View/accessibilityElements``.
///
/// ```swift
/// let sector = AccessibilityElement(label: "Aries", traits: .button)
/// sector.container = radialMenu
/// sector.frameInContainer = Rect(x: 300, y: 100, width: 60, height: 60)
/// sector.onActivate = { [menu = Weak(radialMenu)] in menu.object?.select(0); return true }
/// ```
public final class AccessibilityElement {
  /// A short name ("Delete").
  public var label: String?
  /// The current value ("Witbier").
  public var value: String?
  /// What activation does.
  public var hint: String?
  /// A stable identifier for tests.
  public var identifier: String?
  /// What the element is and how it behaves.
  public var traits: AccessibilityTraits
  /// Named extra actions.
  public var customActions: [AccessibilityCustomAction] = []
  /// Whether what the element controls shows. Default
  /// ``AccessibilityExpandedStatus/unsupported``.
  public var expandedStatus = AccessibilityExpandedStatus.unsupported
  /// The view whose coordinate space ``frameInContainer`` is in; nil: the window's.
  @Weak public var container: View?
  /// The element's rectangle in ``container``'s coordinates (the window's if none).
  public var frameInContainer = Rect.zero
  /// Whether the element's siblings are hidden from assistive technologies while it shows.
  public var isModal = false
  /// Called on activation (a VoiceOver double tap); returns whether it was handled.
  public var onActivate: (() -> Bool)?
  /// Called on increment (adjustable elements).
  public var onIncrement: (() -> Void)?
  /// Called on decrement (adjustable elements).
  public var onDecrement: (() -> Void)?
  /// Called on the escape gesture; returns whether it was handled.
  public var onEscape: (() -> Bool)?
  /// The view this element stands for, when it stands for one.
  @Weak public private(set) var view: View?

  /// Creates an element.
  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits = []
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
  }

  /// The element standing for `view`, with the view's properties and actions.
  init(view: View) {
    label = view.accessibilityLabel
    value = view.accessibilityValue
    hint = view.accessibilityHint
    identifier = view.accessibilityIdentifier
    traits = view.accessibilityTraits
    customActions = view.accessibilityCustomActions
    expandedStatus = view.accessibilityExpandedStatus
    container = view
    frameInContainer = view.bounds
    isModal = view.accessibilityViewIsModal
    self.view = view
    let view = Weak(view)
    onActivate = { view.object?.accessibilityActivate() ?? false }
    onIncrement = { view.object?.accessibilityIncrement() }
    onDecrement = { view.object?.accessibilityDecrement() }
    onEscape = { view.object?.accessibilityPerformEscape() ?? false }
  }

  /// The element's rectangle in window coordinates.
  public var frame: Rect {
    container.map { $0.convert(frameInContainer, to: nil) } ?? frameInContainer
  }

  /// Activates the element; returns whether anything handled it.
  @discardableResult
  public func activate() -> Bool { onActivate?() ?? false }
  /// Increments an adjustable element.
  public func increment() { onIncrement?() }
  /// Decrements an adjustable element.
  public func decrement() { onDecrement?() }
  /// Performs the escape gesture on the element; returns whether it was handled.
  @discardableResult
  public func performEscape() -> Bool { onEscape?() ?? false }

  /// Performs the custom action called `name`; false if there is none or it failed.
  @discardableResult
  public func performAction(named name: String) -> Bool {
    customActions.first { $0.name == name }?.handler() ?? false
  }

  /// A snapshot of the element (no children).
  package var snapshot: AccessibilityNode {
    AccessibilityNode(
      label: label, value: value, hint: hint, identifier: identifier, traits: traits.names,
      frame: frame, actions: customActions.map { $0.name }, isModal: isModal, children: [])
  }
}

/// A snapshot of an accessibility tree, for tests and `inspect`: each node is an
/// element (with a label or traits) or a group of elements (a view with an identifier or a
/// label that is not itself an element).
package nonisolated struct AccessibilityNode: Hashable, Sendable {
  /// The element's label.
  public var label: String?
  /// The element's value.
  public var value: String?
  /// The element's hint.
  public var hint: String?
  /// The element's identifier.
  public var identifier: String?
  /// The names of its traits ("button", "adjustable", …).
  public var traits: [String]
  /// Its rectangle in window coordinates, in points.
  public var frame: Rect
  /// The names of its custom actions.
  public var actions: [String]
  /// Whether it is modal.
  public var isModal: Bool
  /// Its children, in reading order.
  public var children: [AccessibilityNode]

  /// Every element of the tree in reading order (depth-first, groups left out).
  public var elements: [AccessibilityNode] {
    children.isEmpty ? [self] : children.flatMap { $0.elements }
  }
}
