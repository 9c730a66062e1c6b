package import DynamicMenusGeometry

/// A picture of a view tree, for tests and `dynamic-menus inspect`: each view's
/// class, name, geometry (model values) and visibility, with its subviews back to front.
///
/// ```swift
/// let json = try JSONEncoder().encode(window.rootView.snapshot())
/// ```
package nonisolated struct ViewNode: Hashable, Sendable {
  /// The view's class name ("Button", "ListView", or the app's subclass).
  public var type: String
  /// The view's ``View/name``, if set.
  public var name: String?
  /// The view's accessibility identifier, if set.
  public var identifier: String?
  /// The frame in the superview's coordinates (the bounding box under a transform).
  public var frame: Rect
  /// The frame in window coordinates.
  public var frameInWindow: Rect
  /// The transform's rotation, in radians (0 without one).
  public var rotation: Double
  /// The opacity, 0…1.
  public var alpha: Double
  /// Whether the view is hidden.
  public var isHidden: Bool
  /// The background colour as `#rrggbb` (with ` αa` when translucent), if any.
  public var backgroundColor: String?
  /// The subviews, back to front.
  public var children: [ViewNode]
}

extension View {
  /// A snapshot of this view and its subtree (model values, not the on-screen
  /// presentation while animations run).
  package func snapshot() -> ViewNode {
    ViewNode(
      type: dynamicTypeName(of: self, fallback: "View"), name: name,
      identifier: accessibilityIdentifier,
      frame: frame, frameInWindow: frameInWindow, rotation: transform.rotationAngle,
      alpha: alpha, isHidden: isHidden, backgroundColor: backgroundColor?.description,
      children: subviews.map { $0.snapshot() })
  }
}

extension Window {
  /// Snapshots of the root view and the overlays, bottom to top.
  package func viewSnapshot() -> [ViewNode] { topLevelViews.map { $0.snapshot() } }
}
