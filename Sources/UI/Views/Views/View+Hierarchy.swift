import DynamicMenusLayers
import DynamicMenusGeometry

extension View {
  /// Adds `view` on top of the other subviews (removing it from its old superview first).
  ///
  /// Adding a view to itself or to one of its own subviews would make a cycle and stops
  /// with a message.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (0 is the back); the index is clamped to
  /// the valid range.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(
      !isDescendant(of: view),
      "View.addSubview: a view can't be added to itself or to one of its own subviews")
    let oldWindow = view.window
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      let slot = min(max(index, 0), subviews.count)
      subviews.insert(view, at: slot)
      placeLayer(of: view, at: slot)
      return
    }
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    let slot = min(max(index, 0), subviews.count)
    subviews.insert(view, at: slot)
    placeLayer(of: view, at: slot)
    view.superview = self
    view.hostWindow = nil
    view.didMoveToSuperview()
    didAddSubview(view)
    if oldWindow !== window { view.notifyWindowChanged() }
    setNeedsLayout()
  }

  /// Inserts `view` just above `sibling` (which must be a subview; otherwise on top).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling` (which must be a subview; otherwise at the back).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Moves a subview to the front (top of the z-order).
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview (or from the window, for a top-level view).
  public func removeFromSuperview() {
    if let host = hostWindow, superview == nil {
      host.detachTopLevel(self)
      return
    }
    guard let parent = superview else { return }
    let oldWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
    didMoveToSuperview()
    if oldWindow != nil { notifyWindowChanged() }
    parent.setNeedsLayout()
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with `tag` in a depth-first search from this view (itself included).
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Puts a subview's layer among this view's sublayers: just below the layer of the subview
  /// that follows it, or on top of every sublayer when it is the front-most subview (so
  /// layers a view adds itself stay where they are relative to the subviews, as in UIKit).
  func placeLayer(of view: View, at slot: Int) {
    if slot + 1 < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[slot + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }

  /// Tells every view of the subtree that its window changed.
  func notifyWindowChanged() {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChanged() }
  }
}

extension View {
  // MARK: Layout

  /// Marks the view as needing ``layoutSubviews()`` in the window's next layout pass.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view now if it needs it, then its subviews, top-down.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    var newFrame = frame
    newFrame.size = size
    frame = newFrame
  }
}
