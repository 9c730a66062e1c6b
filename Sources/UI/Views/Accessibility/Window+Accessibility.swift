import DynamicMenusGeometry

/// The accessibility tree of a window, as assistive technologies see it.
///
/// Hidden, transparent and `accessibilityElementsHidden` views are skipped. A view that is
/// an element stands for its whole subtree; a view with ``View/accessibilityElements``
/// exposes those instead. If a visible view is ``View/accessibilityViewIsModal``, only the
/// top-most such view's subtree is exposed (its siblings are ignored, as VoiceOver does).
extension Window {
  /// The elements in reading order (depth-first, back to front), live: activating one acts
  /// on its view.
  public func accessibilityElements() -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    for view in accessibilityRoots { collectElements(view, into: &result) }
    return result
  }

  /// A snapshot of the tree: the window's node, whose children are the groups and
  /// elements of its views.
  package func accessibilitySnapshot() -> AccessibilityNode {
    AccessibilityNode(
      label: nil, value: nil, hint: nil, identifier: "window", traits: [], frame: bounds,
      actions: [], isModal: false,
      children: accessibilityRoots.flatMap { snapshotNodes($0) })
  }

  /// The first element whose label is `label`, if any.
  public func accessibilityElement(labelled label: String) -> AccessibilityElement? {
    accessibilityElements().first { $0.label == label }
  }

  /// The top-most visible view that is ``View/accessibilityViewIsModal``: while there is
  /// one, only its subtree is exposed (a presented menu). Nil: the whole window.
  public var accessibilityModalView: View? {
    for view in topLevelViews.reversed() {
      if let modal = topMostModal(in: view) { return modal }
    }
    return nil
  }

  /// Where the tree starts: the top-most modal view, or every top-level view.
  var accessibilityRoots: [View] {
    accessibilityModalView.map { [$0] } ?? topLevelViews
  }

  func topMostModal(in view: View) -> View? {
    guard isAccessible(view) else { return nil }
    for subview in view.subviews.reversed() {
      if let modal = topMostModal(in: subview) { return modal }
    }
    return view.accessibilityViewIsModal ? view : nil
  }

  func isAccessible(_ view: View) -> Bool {
    !view.isHidden && view.alpha > 0 && !view.accessibilityElementsHidden
  }

  func collectElements(_ view: View, into result: inout [AccessibilityElement]) {
    guard isAccessible(view) else { return }
    if let custom = view.accessibilityElements {
      result.append(contentsOf: custom)
    } else if view.isAccessibilityElement {
      result.append(AccessibilityElement(view: view))
    } else {
      for subview in view.subviews { collectElements(subview, into: &result) }
    }
  }

  func snapshotNodes(_ view: View) -> [AccessibilityNode] {
    guard isAccessible(view) else { return [] }
    if view.isAccessibilityElement && view.accessibilityElements == nil {
      return [AccessibilityElement(view: view).snapshot]
    }
    let children =
      view.accessibilityElements?.map { $0.snapshot } ?? view.subviews.flatMap { snapshotNodes($0) }
    let named = view.accessibilityIdentifier != nil || view.accessibilityLabel != nil
    guard named || view.accessibilityViewIsModal || view.accessibilityElements != nil else {
      return children
    }
    return [
      AccessibilityNode(
        label: view.accessibilityLabel, value: view.accessibilityValue, hint: nil,
        identifier: view.accessibilityIdentifier, traits: view.accessibilityTraits.names,
        frame: view.frameInWindow, actions: view.accessibilityCustomActions.map { $0.name },
        isModal: view.accessibilityViewIsModal, children: children)
    ]
  }
}
